/**
 * The API reference and the error-code catalogue as MDX pages, in both languages: one page per API
 * group (tag), an overview, and the catalogue. Identifiers, paths, parameters and schema names come
 * from the spec unchanged; every sentence around them is ours (UI below, data/tags.json,
 * data/errors/*.json, and the titles and Chinese descriptions of data/texts/: texts.ts).
 */
import type {Locale} from '../../config/locales';
import {
  prefixOf,
  type ErrorCode,
  type ErrorTexts,
  type Operation,
  type Parameter,
  type Schema,
  type SwaggerSpec,
  type TagText,
  type Texts,
} from './spec';
import {loadMounts, servedAt, type Mounts} from './servers';
import {queryValue, sample} from './samples';
import {loadDefaults, withCodeDefaults} from './defaults';
import {
  labelsOf,
  MAX_SHOWN_FIELDS,
  partAnchor,
  schemaAnchor,
  SHOWN_SCHEMA_LEVELS,
  type ErrorIndexData,
  type GroupIndexData,
  type OperationData,
  type OperationSection,
  type SchemaData,
  type TagPageData,
  type TypeText,
} from './model';
import {fieldText, loadApiTexts, operationTitle, parameterText, responseText, type ApiTexts} from './texts';
import {errorIndexTwin, groupIndexTwin, inlineCode, tagPageTwin} from './twin';
import type {ErrorPage} from './errors';
import {API_DOCS_DIR} from './paths';
import {loadSplit, partOf, type PagePart, type Split} from './split';

const UI = {
  en: {
    overviewTitle: 'API Reference',
    overviewDescription:
      'The REST API of CSGHub: base URL, access tokens, pagination, languages, errors, and one page per group of operations.',
    errorsTitle: 'Error Code Catalogue',
    errorsDescription: 'Every error code CSGHub returns, grouped by prefix: what it means and what to do.',
    operations: 'Operations',
    oneOf: 'one of',
    defaultValue: 'default',
    arrayOf: 'array of',
    mapOf: 'map of',
    withFields: 'with',
    placeholders: (up: string) =>
      `In the examples, replace \`<your-csghub>\` with the address of your CSGHub (for the OpenCSG community, \`hub.opencsg.com\`), \`<token>\` with an [access token](${up}profile/accesstoken.md), and each \`<name>\` with its value.`,
    spec: (version: string) => `These operations are those of csghub-server ${version}.`,
    credentialToken: 'Operations that need authentication take an access token, sent as `Authorization: Bearer <token>`.',
    credentialGateway:
      'Chat completions and embeddings take an API key of the AI gateway, sent as `Authorization: Bearer <api-key>` (an access token gets `401`); the other operations take an access token or an API key.',
    operationsOf: (count: number, group: string) => `${group}: ${count} operations.`,
    partOf: (count: number, groupLink: string, part: string) => `${part}: ${count} operations. This page is part of ${groupLink}.`,
    pages: (count: number) => `They are described on ${count} pages, listed below with their operations.`,
    partDescription: (count: number, part: string, group: string) =>
      `${part}: ${count} operations of the CSGHub REST API, in the ${group} group.`,
    errorsIntro: (up: string) =>
      `An error response of the CSGHub API carries a code such as \`REPO-ERR-1\` in its \`code\` field and a message in \`msg\`, in the language the \`Accept-Language\` header asks for; the web UI shows the same code. Find it below and open it: its entry says what happened and what to do. For the most common codes and where they appear, see [Error codes](${up}101/function/other/error_codes.md).`,
    errorsPages: (count: number) => `The codes are described on ${count} pages, by the part of CSGHub they come from.`,
    errorsPageTitle: (title: string) => `Error codes: ${title}`,
    errorsPageDescription: (prefixes: string) => `The CSGHub error codes ${prefixes}: what each means and what to do.`,
    errorsPageIntro: (prefixes: string) =>
      `The error codes ${prefixes} of CSGHub, in the \`code\` field of an error response and in the web UI. The other codes are in the [error code catalogue](./index.mdx).`,
    meaning: 'What it means',
    action: 'What to do',
    errorName: 'Name',
  },
  'zh-Hans': {
    overviewTitle: 'API 参考',
    overviewDescription: 'CSGHub 的 REST API：基础地址、访问令牌、分页、语言、错误处理，以及按分组列出的全部接口。',
    errorsTitle: '错误码全表',
    errorsDescription: 'CSGHub 返回的全部错误码，按前缀分组，说明每个错误码的含义和处理方法。',
    operations: '接口',
    oneOf: '可选值',
    defaultValue: '默认',
    arrayOf: '数组，元素为',
    mapOf: '映射，值为',
    withFields: '其中',
    placeholders: (up: string) =>
      `示例中，把 \`<your-csghub>\` 换成你的 CSGHub 地址（OpenCSG 社区为 \`hub.opencsg.com\`），\`<token>\` 换成[访问令牌](${up}profile/accesstoken.md)，其余 \`<name>\` 换成对应的值。`,
    spec: (version: string) => `本页接口以 csghub-server ${version} 为准。`,
    credentialToken: '需要认证的接口使用访问令牌，放在请求头 `Authorization: Bearer <token>` 中。',
    credentialGateway:
      '对话补全和向量嵌入使用 AI 网关的 API Key，放在请求头 `Authorization: Bearer <api-key>` 中（使用访问令牌会返回 `401`）；其他接口使用访问令牌或 API Key 均可。',
    operationsOf: (count: number, group: string) => `本组（${group}）共 ${count} 个接口。`,
    partOf: (count: number, groupLink: string, part: string) => `本页收录分组“${groupLink}”中“${part}”的 ${count} 个接口。`,
    pages: (count: number) => `这些接口分 ${count} 页介绍，下面按页列出。`,
    partDescription: (count: number, part: string, group: string) => `CSGHub REST API “${group}”分组中的 ${count} 个接口：${part}。`,
    errorsIntro: (up: string) =>
      `CSGHub API 的错误响应在 \`code\` 字段中带有错误码，例如 \`REPO-ERR-1\`，\`msg\` 字段是按 \`Accept-Language\` 请求头所选语言给出的说明；网页端也显示同样的错误码。在下面找到它并打开：它的条目说明发生了什么、应该怎么处理。最常见的错误码及其出现场景见[错误码](${up}101/function/other/error_codes.md)。`,
    errorsPages: (count: number) => `错误码按所属模块分为 ${count} 页。`,
    errorsPageTitle: (title: string) => `错误码：${title}`,
    errorsPageDescription: (prefixes: string) => `CSGHub 错误码 ${prefixes}：每个错误码的含义和处理方法。`,
    errorsPageIntro: (prefixes: string) =>
      `CSGHub 的错误码 ${prefixes}，见于错误响应的 \`code\` 字段和网页端。其他错误码见[错误码全表](./index.mdx)。`,
    meaning: '含义',
    action: '处理方法',
    errorName: '名称',
  },
} as const satisfies Record<Locale, Record<string, unknown>>;

export const SPEC_VERSION = 'v2.4.0';
/** Sidebar places inside the API reference category: the overview, the groups, then the catalogue. */
const ERRORS_POSITION = 100;

/** Text from the spec inside MDX prose or a table cell: no JSX, no HTML, no table breaks. */
export function escapeMdx(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/[\\`*_[\]]/g, (char) => `\\${char}`)
    .replace(/[{}<>|]/g, (char) => `&#${char.charCodeAt(0)};`)
    .trim();
}

/** The anchor of an operation: method and path, e.g. `get-models-namespace-name`. */
export function operationAnchor(operation: Pick<Operation, 'method' | 'path'>): string {
  return `${operation.method}-${operation.path}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const refName = (ref: string) => ref.replace(/^#\/definitions\//, '');

/** A type as text segments and schema links (collected in `used`). */
function typeOf(schema: Schema | undefined, locale: Locale, used: Set<string>): TypeText {
  const ui = UI[locale];
  if (!schema) return ['—'];
  if (schema.$ref) {
    const name = refName(schema.$ref);
    used.add(name);
    return [{ref: name}];
  }
  const withFields = (base: TypeText, fields: ReadonlyArray<[string, Schema]>): TypeText =>
    fields.length
      ? [
          ...base,
          ` ${ui.withFields} `,
          ...fields.flatMap(([field, value], i) => [`${i ? ', ' : ''}${field}: `, ...typeOf(value, locale, used)]),
        ]
      : base;
  if (schema.allOf) {
    const [base, ...rest] = schema.allOf;
    return withFields(
      typeOf(base, locale, used),
      rest.flatMap((part) => Object.entries(part.properties ?? {})),
    );
  }
  if (schema.type === 'array') return [`${ui.arrayOf} `, ...typeOf(schema.items, locale, used)];
  if (schema.type === 'object' && schema.additionalProperties && typeof schema.additionalProperties === 'object') {
    return [`${ui.mapOf} `, ...typeOf(schema.additionalProperties, locale, used)];
  }
  if (schema.type === 'object' && schema.properties && Object.keys(schema.properties).length > 0) {
    return withFields(['object'], Object.entries(schema.properties));
  }
  return [schema.format ? `${schema.type ?? 'object'} (${schema.format})` : (schema.type ?? 'object')];
}

/** Description, enum values and default of a parameter or field, as plain text. */
function details(schema: Omit<Schema, 'required'>, locale: Locale): string {
  const ui = UI[locale];
  const parts: string[] = [];
  if (schema.description) parts.push(schema.description.replace(/\s+/g, ' ').trim());
  if (schema.enum?.length) parts.push(`${ui.oneOf} ${schema.enum.map(String).join(locale === 'en' ? ', ' : '、')}`);
  if (schema.default !== undefined) parts.push(`${ui.defaultValue} ${JSON.stringify(schema.default)}`);
  return parts.join(locale === 'en' ? '; ' : '；');
}

/** Real values for the example's required query parameters where they are known (an enum value, the default). */
function queryValuesOf(parameters: readonly Parameter[]): {queryValues?: Record<string, string>} {
  const values = Object.fromEntries(
    parameters
      .filter((parameter) => parameter.in === 'query' && parameter.required)
      .flatMap((parameter) => {
        const value = queryValue(parameter);
        return value === undefined ? [] : [[parameter.name, value]];
      }),
  );
  return Object.keys(values).length ? {queryValues: values} : {};
}

/**
 * The parameters as the server reads them: a path parameter the router's path lacks is read from the
 * query (mounts.json `query`), one the router's path has but the spec does not declare is added, and
 * defaults are the code's.
 */
function servedParameters(operation: Operation, mounts: Mounts): Parameter[] {
  const served = servedAt(operation, mounts);
  const inQuery = new Set(mounts.operations[operation.key]?.query ?? []);
  return [
    ...served.extraParameters.map((name): Parameter => ({name, in: 'path', type: 'string', required: true})),
    // Defaults from the code where the annotation says another value (data/defaults.json).
    ...withCodeDefaults(operation, operation.op.parameters ?? [], codeDefaults()).map((parameter) =>
      inQuery.has(parameter.name) ? {...parameter, in: 'query' as const} : parameter,
    ),
  ];
}

let defaultsCache: ReturnType<typeof loadDefaults> | undefined;
const codeDefaults = () => (defaultsCache ??= loadDefaults());

/** What the page's ApiOperation component shows for one operation. */
function operationData(
  operation: Operation,
  spec: SwaggerSpec,
  locale: Locale,
  used: Set<string>,
  mounts: Mounts,
  apiTexts: ApiTexts,
): OperationData {
  const parameters = servedParameters(operation, mounts);
  const served = servedAt(operation, mounts);
  const body = parameters.find((parameter) => parameter.in === 'body');
  const auth = Boolean(operation.op.security?.length) || served.credential !== undefined;
  const apiKey = served.credential === 'apiKey';
  const method = operation.method.toUpperCase();
  return {
    method,
    path: served.path,
    ...(operation.op.deprecated ? {deprecated: true} : {}),
    auth,
    ...(apiKey ? {apiKey} : {}),
    ...(served.unrouted ? {unrouted: mounts.reasons[served.unrouted]![locale]} : {}),
    parameters: parameters
      .filter((parameter) => parameter.in !== 'body')
      .map((parameter) => ({
        name: parameter.name,
        in: parameter.in,
        type: typeOf(
          parameter.type === 'array' ? {type: 'array', items: parameter.items} : {type: parameter.type, format: parameter.format},
          locale,
          used,
        ),
        required: Boolean(parameter.required),
        description: details({...parameter, description: parameterText(apiTexts, operation.key, parameter, locale)}, locale),
      })),
    ...(body ? {body: {type: typeOf(body.schema, locale, used), required: Boolean(body.required)}} : {}),
    responses: Object.entries(operation.op.responses ?? {}).map(([status, response]) => ({
      status,
      description: responseText(apiTexts, response.description, locale),
      type: response.schema ? typeOf(response.schema, locale, used) : [],
    })),
    example: {
      method,
      path: served.path.replace(/\{([^}]+)\}/g, '<$1>'),
      query: parameters.filter((parameter) => parameter.in === 'query' && parameter.required).map((parameter) => parameter.name),
      ...queryValuesOf(parameters),
      auth,
      ...(apiKey ? {apiKey} : {}),
      ...(body ? {json: JSON.stringify(sample(body.schema, spec), null, 2)} : {}),
      ...(parameters.some((parameter) => parameter.in === 'formData')
        ? {
            form: parameters
              .filter((parameter) => parameter.in === 'formData')
              .map((parameter) => ({name: parameter.name, file: parameter.type === 'file'})),
          }
        : {}),
    },
  };
}

/**
 * A page's schemas with the ones whose tables stay out of its HTML marked `onDemand`: the levels beyond
 * the first SHOWN_SCHEMA_LEVELS, and beyond the first ones whose field rows together stay within
 * MAX_SHOWN_FIELDS (a level is shown whole or not at all).
 */
export function onDemand(schemas: readonly SchemaData[], maxLevels = SHOWN_SCHEMA_LEVELS, maxFields = MAX_SHOWN_FIELDS): SchemaData[] {
  let shown = 0;
  let rows = 0;
  while (shown < maxLevels) {
    const level = schemas.filter((schema) => schema.level === shown).reduce((sum, schema) => sum + schema.fields.length, 0);
    if (rows + level > maxFields) break;
    rows += level;
    shown += 1;
  }
  return schemas.map((schema) => (schema.fields.length > 0 && schema.level >= shown ? {...schema, onDemand: true} : schema));
}

/** The definitions a page names, and the ones they name in turn, as data for ApiSchemas. */
function schemasData(spec: SwaggerSpec, used: Set<string>, locale: Locale, apiTexts: ApiTexts): SchemaData[] {
  const done = new Set<string>();
  // Breadth first: a schema's level is its distance from the operations.
  const queue = [...used].sort().map((name) => ({name, level: 0}));
  const out: SchemaData[] = [];
  while (queue.length) {
    const {name, level} = queue.shift()!;
    if (done.has(name)) continue;
    done.add(name);
    const schema = spec.definitions[name];
    if (!schema) continue;
    const more = new Set<string>();
    out.push({
      name,
      anchor: schemaAnchor(name),
      fields: Object.entries(schema.properties ?? {}).map(([field, value]) => ({
        name: field,
        required: Boolean(schema.required?.includes(field)),
        type: typeOf(value, locale, more),
        description: details({...value, description: fieldText(apiTexts, value.description, locale)}, locale),
      })),
      type: schema.properties && Object.keys(schema.properties).length > 0 ? [] : typeOf({...schema, description: undefined}, locale, more),
      level,
    });
    for (const next of [...more].sort()) if (!done.has(next)) queue.push({name: next, level: level + 1});
  }
  return out;
}

export interface GeneratedPage {
  /** Path under API_DOCS_DIR, without extension. */
  readonly id: string;
  readonly content: string;
  /** The page's Markdown twin, when it is written from the data rather than from the built page. */
  readonly twin?: string;
  /** The page's data, written beside it as `_<last part of id>.json`. */
  readonly json?: string;
}

const IMPORTS = ["import ApiOperations from '@theme/ApiOperations';", "import ApiSchemas from '@theme/ApiSchemas';"].join('\n');

/** Text as HTML: the table of contents shows its entries' values as HTML. */
function html(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function frontMatter(fields: Record<string, string | number | readonly string[]>): string {
  return ['---', ...Object.entries(fields).map(([key, value]) => `${key}: ${JSON.stringify(value)}`), '---', ''].join('\n');
}

/** A page description from an introduction: its first sentence, cut at a word if it is too long. */
export function summaryOf(intro: string, max = 160): string {
  const first = intro.split(/(?<=[.。；;])\s*/)[0]!.trim();
  if ([...first].length <= max) return first;
  const cut = [...first].slice(0, max - 1).join('');
  const space = cut.lastIndexOf(' ');
  return `${space > max / 2 ? cut.slice(0, space).replace(/[,，、]$/, '') : cut}…`;
}

/**
 * One page per public tag, under its group's folder: a small MDX file (front matter, introduction,
 * the table of contents it exports itself, ApiOperations and ApiSchemas) and its data in a JSON file
 * beside it (`_<slug>.json`, which the docs plugin does not read as a page). ApiOperations renders each
 * operation's anchored heading and ApiOperation. The data stays out of the MDX because whatever the MDX
 * holds goes through the MDX compiler's syntax tree, the costliest part of bundling these pages.
 */
export function renderTagPages(
  spec: SwaggerSpec,
  texts: Texts,
  operations: readonly Operation[],
  locale: Locale,
  mounts: Mounts = loadMounts(),
  apiTexts: ApiTexts = loadApiTexts(),
  split: Split = loadSplit(),
): GeneratedPage[] {
  const ui = UI[locale];
  const pages: GeneratedPage[] = [];
  for (const group of texts.groups) {
    const tags = [...texts.tags.entries()]
      .filter(([, tag]) => tag.group === group.id)
      .sort(([, a], [, b]) => a[locale].title.localeCompare(b[locale].title, locale));
    tags.forEach(([name, tag], index) => {
      const own = operations.filter((operation) => operation.tag === name);
      if (own.length === 0) return;
      const groupTitle = tag[locale].title;
      const parts = split.get(name);
      const keywords = [name, 'API', 'REST'];
      if (!parts) {
        pages.push(
          operationsPage({
            id: `${group.id}/${tag.slug}`,
            title: groupTitle,
            description: summaryOf(tag[locale].intro),
            position: index + 1,
            keywords,
            intro: [tag[locale].intro],
            count: (title) => ui.operationsOf(own.length, title),
            up: '../../../',
            own,
            spec,
            locale,
            mounts,
            apiTexts,
          }),
        );
        return;
      }
      const byPart = parts.map((part) => ({part, own: own.filter((operation) => partOf(operation, parts) === part)}));
      byPart.forEach(({part, own: partOwn}, partIndex) => {
        pages.push(
          operationsPage({
            id: `${group.id}/${tag.slug}/${part.slug}`,
            title: part[locale],
            description: ui.partDescription(partOwn.length, part[locale], groupTitle),
            position: partIndex + 1,
            keywords,
            intro: [],
            // The group's page: the folder's index (`./index.mdx`) in MDX, the parent address in the twin.
            count: (_title, twin) =>
              ui.partOf(
                partOwn.length,
                `[${twin ? groupTitle : escapeMdx(groupTitle)}](${twin ? `../${tag.slug}` : './index.mdx'})`,
                twin ? part[locale] : escapeMdx(part[locale]),
              ),
            up: '../../../../',
            own: partOwn,
            spec,
            locale,
            mounts,
            apiTexts,
          }),
        );
      });
      pages.push(
        groupIndexPage({
          id: `${group.id}/${tag.slug}/index`,
          path: `${group.id}/${tag.slug}`,
          slug: tag.slug,
          tag,
          position: index + 1,
          keywords,
          byPart,
          own,
          locale,
          mounts,
          apiTexts,
        }),
      );
    });
  }
  return pages;
}

/** The sentences after a page's introduction: version, count, why unrouted, credential, placeholders. */
function leadOf(own: readonly Operation[], count: string, locale: Locale, mounts: Mounts, up?: string): {text: string; unrouted?: string} {
  const ui = UI[locale];
  // When no operation of the page has a public route, for one reason, the lead says it once.
  const reasons = new Set(own.map((operation) => servedAt(operation, mounts).unrouted));
  const reason = reasons.size === 1 ? [...reasons][0] : undefined;
  const unrouted = reason ? (mounts.reasons[reason]!.group ?? mounts.reasons[reason]!)[locale] : undefined;
  const gateway = own.some((operation) => servedAt(operation, mounts).server === 'aigateway');
  // Sentences follow each other with a space in English, without one in Chinese.
  const text = [
    ui.spec(SPEC_VERSION),
    count,
    ...(unrouted ? [unrouted] : []),
    gateway ? ui.credentialGateway : ui.credentialToken,
    ...(up === undefined ? [] : [ui.placeholders(up)]),
  ].join(locale === 'en' ? ' ' : '');
  return {text, ...(unrouted ? {unrouted} : {})};
}

interface OperationsPageInput {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly position: number;
  readonly keywords: readonly string[];
  /** Paragraphs before the lead (no links). */
  readonly intro: readonly string[];
  /** The lead's count sentence, given the page title as MDX or as Markdown (`twin`). */
  readonly count: (title: string, twin: boolean) => string;
  /** The way from the page's folder up to the docs folder, for the link to the access token page. */
  readonly up: string;
  readonly own: readonly Operation[];
  readonly spec: SwaggerSpec;
  readonly locale: Locale;
  readonly mounts: Mounts;
  readonly apiTexts: ApiTexts;
}

/** Letters and digits of a text in lower case, words one space apart: how two titles compare. */
const comparable = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * The spec's summary of an operation as search text of its section, when our title is another text:
 * readers paste it from csghub-server's Swagger UI ("Get model detail", "Update a exists model"), in
 * either language. Undefined when the spec has none or our title says the same.
 */
export function searchSummary(operation: Pick<Operation, 'op'>, title: string): string | undefined {
  const summary = operation.op.summary?.replace(/\s+/g, ' ').trim();
  if (!summary || comparable(summary) === '' || comparable(summary) === comparable(title)) return undefined;
  return summary;
}

/** A page that shows operations: its MDX, its data and its Markdown twin. */
function operationsPage({
  id,
  title,
  description,
  position,
  keywords,
  intro,
  count,
  up,
  own,
  spec,
  locale,
  mounts,
  apiTexts,
}: OperationsPageInput): GeneratedPage {
  const ui = UI[locale];
  const used = new Set<string>();
  const sections: OperationSection[] = own.map((operation) => {
    const title = operationTitle(apiTexts, operation.key, locale);
    const summary = searchSummary(operation, title);
    return {
      anchor: operationAnchor(operation),
      title,
      ...(summary ? {summary} : {}),
      operation: operationData(operation, spec, locale, used, mounts, apiTexts),
    };
  });
  const schemas = onDemand(schemasData(spec, used, locale, apiTexts));
  const mdx = leadOf(own, count(escapeMdx(title), false), locale, mounts, up);
  const data: TagPageData = {
    operations: mdx.unrouted
      ? sections.map(({operation: {unrouted: _unrouted, ...operation}, ...section}) => ({...section, operation}))
      : sections,
    schemas,
  };
  // The operations' headings are rendered by ApiOperations: the table of contents is given here.
  const toc = [
    {value: html(ui.operations), id: 'operations', level: 2},
    ...sections.map((section) => ({value: html(section.title), id: section.anchor, level: 3})),
  ];
  const file = id.split('/').pop()!;
  return {
    id,
    content: [
      frontMatter({title, description, sidebar_position: position, keywords}),
      IMPORTS,
      `import data from './_${file}.json';`,
      '',
      `export const toc = ${JSON.stringify(toc)};`,
      '',
      ...intro.flatMap((paragraph) => [paragraph, '']),
      mdx.text,
      '',
      `## ${ui.operations} {#operations}`,
      '',
      '<ApiOperations operations={data.operations} />',
      '',
      schemas.length ? '<ApiSchemas schemas={data.schemas} />\n' : '',
    ].join('\n'),
    json: JSON.stringify(data),
    twin: tagPageTwin(
      {
        title,
        intro: [...intro, leadOf(own, count(title, true), locale, mounts, up).text],
        operationsHeading: ui.operations,
        sections: data.operations,
        schemas,
      },
      locale,
    ),
  };
}

interface GroupIndexInput {
  readonly id: string;
  /** The group's path under API_DOCS_DIR (`agents/agent`). */
  readonly path: string;
  readonly slug: string;
  readonly tag: TagText;
  readonly position: number;
  readonly keywords: readonly string[];
  readonly byPart: ReadonlyArray<{readonly part: PagePart; readonly own: readonly Operation[]}>;
  readonly own: readonly Operation[];
  readonly locale: Locale;
  readonly mounts: Mounts;
  readonly apiTexts: ApiTexts;
}

/**
 * A split group's page, at the group's old address: its introduction and credential, then its pages,
 * each with its operations (method, path, title). Each operation's row carries the operation's anchor,
 * the one the group page had, and links to its section on its new page (ApiGroupIndex hands a reader
 * who comes with that anchor over to it).
 */
function groupIndexPage({id, path, slug, tag, position, keywords, byPart, own, locale, mounts, apiTexts}: GroupIndexInput): GeneratedPage {
  const ui = UI[locale];
  const title = tag[locale].title;
  const count = `${ui.operationsOf(own.length, escapeMdx(title))}${locale === 'en' ? ' ' : ''}${ui.pages(byPart.length)}`;
  const lead = leadOf(own, count, locale, mounts);
  const data: GroupIndexData = {
    parts: byPart.map(({part, own: partOwn}) => ({
      slug: part.slug,
      title: part[locale],
      operations: partOwn.map((operation) => ({
        anchor: operationAnchor(operation),
        method: operation.method.toUpperCase(),
        path: servedAt(operation, mounts).path,
        title: operationTitle(apiTexts, operation.key, locale),
      })),
    })),
  };
  const toc = [
    {value: html(ui.operations), id: 'operations', level: 2},
    ...data.parts.map((part) => ({value: html(part.title), id: partAnchor(part.slug), level: 3})),
  ];
  const twinLead = leadOf(
    own,
    `${ui.operationsOf(own.length, title)}${locale === 'en' ? ' ' : ''}${ui.pages(byPart.length)}`,
    locale,
    mounts,
  ).text;
  return {
    id,
    content: [
      // The group's old address, without the trailing slash a folder's index page would get.
      frontMatter({
        title,
        description: summaryOf(tag[locale].intro),
        slug: `/${API_DOCS_DIR}/${path}`,
        // The sidebar category's translation key: another category of the sidebar may have the same label (模型).
        sidebar_key: `api-${path.replace(/\//g, '-')}`,
        sidebar_position: position,
        keywords,
      }),
      "import ApiGroupIndex from '@theme/ApiGroupIndex';",
      "import data from './_index.json';",
      '',
      `export const toc = ${JSON.stringify(toc)};`,
      '',
      tag[locale].intro,
      '',
      lead.text,
      '',
      `## ${ui.operations} {#operations}`,
      '',
      '<ApiGroupIndex parts={data.parts} />',
      '',
    ].join('\n'),
    json: JSON.stringify(data),
    twin: groupIndexTwin({title, intro: [tag[locale].intro, twinLead], operationsHeading: ui.operations, slug, parts: data.parts}),
  };
}

/** The group folders' sidebar labels and places. */
export function renderGroupCategories(texts: Texts, locale: Locale): GeneratedPage[] {
  return texts.groups.map((group, index) => ({
    id: `${group.id}/_category_`,
    content: JSON.stringify({label: group[locale], position: index + 2, collapsed: true}, null, 2),
  }));
}

/** The first sentence of an error's meaning, for the catalogue's index. */
export function errorSummary(meaning: string): string {
  return /^.*?(?:[.!?](?=\s|$)|。)/s.exec(meaning)?.[0] ?? meaning;
}

/**
 * The error-code catalogue: an index at `errors` (every code with the first sentence of its meaning,
 * its row carrying the code's anchor and linking to its page) and one page per entry of
 * data/errors/_pages.json, with the codes of its prefixes grouped by prefix, each an anchor such as
 * `#REPO-ERR-1`.
 */
export function renderErrorPages(
  codes: readonly ErrorCode[],
  texts: ErrorTexts,
  groups: Record<string, {en: string; 'zh-Hans': string}>,
  pages: readonly ErrorPage[],
  locale: Locale,
): GeneratedPage[] {
  const ui = UI[locale];
  const {colon} = labelsOf(locale);
  const byPrefix = new Map<string, ErrorCode[]>();
  for (const entry of codes) byPrefix.set(prefixOf(entry.code), [...(byPrefix.get(prefixOf(entry.code)) ?? []), entry]);
  const groupTitle = (prefix: string) => `${prefix}${colon}${groups[prefix]?.[locale] ?? prefix}`;
  const prefixList = (page: ErrorPage) => page.prefixes.map((prefix) => inlineCode(`${prefix}-ERR-*`)).join(locale === 'en' ? ', ' : '、');
  const catalogue = pages.map((page, index): GeneratedPage => {
    const sections = page.prefixes.map((prefix) =>
      [
        `## ${groupTitle(prefix)} {#${prefix.toLowerCase()}}`,
        '',
        ...(byPrefix.get(prefix) ?? []).map((entry) => {
          const text = texts.get(entry.code)?.[locale];
          return [
            `### ${entry.code} {#${entry.code}}`,
            '',
            `**${ui.errorName}**${colon}${inlineCode(entry.name)}`,
            '',
            `**${ui.meaning}**${colon}${text ? text.meaning : '—'}`,
            '',
            `**${ui.action}**${colon}${text ? text.action : '—'}`,
            '',
          ].join('\n');
        }),
      ].join('\n'),
    );
    return {
      id: `errors/${page.slug}`,
      content: [
        frontMatter({
          title: ui.errorsPageTitle(page[locale]),
          sidebar_label: page[locale],
          description: ui.errorsPageDescription(page.prefixes.map((prefix) => `${prefix}-ERR-*`).join(locale === 'en' ? ', ' : '、')),
          sidebar_position: index + 1,
          keywords: ['error code', 'ERR', 'code', 'msg', ...page.prefixes],
        }),
        ui.errorsPageIntro(prefixList(page)),
        '',
        ...sections,
      ].join('\n'),
    };
  });
  const data: ErrorIndexData = {
    pages: pages.map((page) => ({
      slug: page.slug,
      title: page[locale],
      groups: page.prefixes.map((prefix) => ({
        anchor: prefix.toLowerCase(),
        title: groupTitle(prefix),
        codes: (byPrefix.get(prefix) ?? []).map((entry) => ({
          code: entry.code,
          summary: errorSummary(texts.get(entry.code)?.[locale]?.meaning ?? '—'),
        })),
      })),
    })),
  };
  // The index's table of contents names its pages, not their 27 prefixes: the prefixes are under each page's heading.
  const toc = data.pages.map((page) => ({value: html(page.title), id: partAnchor(page.slug), level: 2}));
  const index: GeneratedPage = {
    id: 'errors/index',
    content: [
      frontMatter({
        title: ui.errorsTitle,
        description: ui.errorsDescription,
        slug: `/${API_DOCS_DIR}/errors`,
        sidebar_key: 'api-errors',
        sidebar_position: ERRORS_POSITION,
        keywords: ['error code', 'ERR', 'code', 'msg'],
      }),
      "import ApiErrorIndex from '@theme/ApiErrorIndex';",
      "import data from './_index.json';",
      '',
      `export const toc = ${JSON.stringify(toc)};`,
      '',
      ui.errorsIntro('../../'),
      '',
      ui.errorsPages(pages.length),
      '',
      '<ApiErrorIndex pages={data.pages} />',
      '',
    ].join('\n'),
    json: JSON.stringify(data),
    twin: errorIndexTwin({
      title: ui.errorsTitle,
      intro: [ui.errorsIntro('../'), ui.errorsPages(pages.length)],
      slug: 'errors',
      pages: data.pages,
      colon,
    }),
  };
  return [index, ...catalogue];
}

/** The overview page: its front matter and the body written by hand in overview/<locale>.md. */
export function renderOverview(body: string, locale: Locale): GeneratedPage {
  return {
    id: 'index',
    content: [frontMatter({title: UI[locale].overviewTitle, description: UI[locale].overviewDescription, sidebar_position: 1}), body].join(
      '\n',
    ),
  };
}
