/**
 * What a generated page hands its components (theme/ApiOperation, theme/ApiSchemas): plain data,
 * built from the spec at build time. Shared by the generator and the browser; imports nothing.
 */

/** A type as text and links: `{ref}` names a schema of the page (linked to its anchor). */
export type TypeText = ReadonlyArray<string | {readonly ref: string}>;

export interface ParameterData {
  readonly name: string;
  readonly in: string;
  readonly type: TypeText;
  readonly required: boolean;
  /** The spec's description, with its enum values and default. */
  readonly description: string;
}

export interface ExampleData {
  readonly method: string;
  /** The public path with `<name>` placeholders, including its server's prefix (`/api/v1`, `/aigateway`…). */
  readonly path: string;
  /** Required query parameters, shown with placeholders unless `queryValues` gives a real value. */
  readonly query: readonly string[];
  readonly queryValues?: Readonly<Record<string, string>>;
  readonly auth: boolean;
  /** The credential is an AI gateway API key (`<api-key>`), not an access token. */
  readonly apiKey?: boolean;
  /** A sample JSON body, formatted. */
  readonly json?: string;
  /** Form fields, `file` for uploads. */
  readonly form?: ReadonlyArray<{readonly name: string; readonly file: boolean}>;
}

export interface OperationData {
  readonly method: string;
  /** The public path: its server's prefix and the path the router registers (servers.ts). */
  readonly path: string;
  readonly deprecated?: boolean;
  readonly auth: boolean;
  /** The credential is an AI gateway API key, not an access token. */
  readonly apiKey?: boolean;
  /** Why no public route of the server serves the operation (data/mounts.json), in the page's language. */
  readonly unrouted?: string;
  readonly parameters: readonly ParameterData[];
  readonly body?: {readonly type: TypeText; readonly required: boolean};
  readonly responses: ReadonlyArray<{readonly status: string; readonly description: string; readonly type: TypeText}>;
  readonly example: ExampleData;
}

/** An operation's section on its group page: heading (title and anchor) and data. */
export interface OperationSection {
  readonly anchor: string;
  readonly title: string;
  /**
   * The spec's own summary of the operation ("Get model detail"), where our title says something else:
   * what a reader who knows csghub-server's Swagger UI pastes into search. Search text only, never shown.
   */
  readonly summary?: string;
  readonly operation: OperationData;
}

/** What a group page imports from its JSON file (`_<slug>.json`). */
export interface TagPageData {
  readonly operations: readonly OperationSection[];
  readonly schemas: readonly SchemaData[];
}

/** One operation of a split group, as its group's index page lists it (theme/ApiGroupIndex). */
export interface GroupIndexOperation {
  /** The operation's anchor: its row's id on the index, its heading's on its page. */
  readonly anchor: string;
  readonly method: string;
  readonly path: string;
  readonly title: string;
}

/** What a split group's index page imports from its JSON file (`_index.json`): its pages in order. */
export interface GroupIndexData {
  readonly parts: ReadonlyArray<{readonly slug: string; readonly title: string; readonly operations: readonly GroupIndexOperation[]}>;
}

/** The anchor of a page's heading on its group's index page. */
export function partAnchor(slug: string): string {
  return `page-${slug}`;
}

export interface SchemaData {
  readonly name: string;
  readonly anchor: string;
  /** Fields of an object schema; empty for other schemas, which `type` describes. */
  readonly fields: ReadonlyArray<{
    readonly name: string;
    readonly required: boolean;
    readonly type: TypeText;
    readonly description: string;
  }>;
  readonly type: TypeText;
  /** How far it is from the operations: 0 when an operation names it, 1 when such a schema names it … */
  readonly level: number;
  /** Its fields stay out of the page's HTML and render when the reader opens them (onDemand in render.ts). */
  readonly onDemand?: true;
}

/**
 * The schema levels a page's HTML holds at most (0 and 1): the schemas an operation names and those they
 * name. A deeper schema shows its heading, and its table only when the reader opens it (theme/ApiSchemas),
 * rendered from the page's data; the page's Markdown twin holds every table.
 */
export const SHOWN_SCHEMA_LEVELS = 2;

/**
 * The most field rows the schema tables in a page's HTML hold: levels are shown whole, first to last, while
 * their rows stay within it, so a page whose operations name many large schemas (an organization's
 * repositories: 13 schemas, 339 fields at level 0) shows none and renders each table on demand. The
 * tables were up to 40 % of an API page's HTML and two thirds of its elements, which a phone parses and
 * styles before the page is usable. 150 left 34 English pages above 70 KB of HTML (issue 22); with 50, a
 * page holds the tables of at most a few small schemas (the AI gateway's 53 rows of level 0 are on demand).
 */
export const MAX_SHOWN_FIELDS = 50;

export const EXAMPLE_HOST = 'https://<your-csghub>';
export const TOKEN_PLACEHOLDER = '<token>';
export const API_KEY_PLACEHOLDER = '<api-key>';

export function schemaAnchor(name: string): string {
  return `schema-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}

const PYTHON_LITERALS: Readonly<Record<string, string>> = {true: 'True', false: 'False', null: 'None'};

/** The three request examples of an operation: cURL, Python `requests`, JavaScript `fetch`. */
export function exampleSnippets({method, path, query, queryValues = {}, auth, apiKey, json, form = []}: ExampleData): {
  curl: string;
  python: string;
  javascript: string;
} {
  const valueOf = (name: string) => queryValues[name] ?? `<${name}>`;
  // A value is encoded as a form sends it (what "Try it" sends: nothing a shell expands inside double
  // quotes is left); a placeholder stays as written.
  const queryPart = (name: string) =>
    name in queryValues ? new URLSearchParams({[name]: queryValues[name]!}).toString() : `${name}=<${name}>`;
  const queryString = query.length ? `?${query.map(queryPart).join('&')}` : '';
  const url = `${EXAMPLE_HOST}${path}`;
  const bearer = `Bearer ${apiKey ? API_KEY_PLACEHOLDER : TOKEN_PLACEHOLDER}`;

  const curl = [`curl -X ${method} "${url}${queryString}"`];
  if (auth) curl.push(`  -H "Authorization: ${bearer}"`);
  if (json) curl.push('  -H "Content-Type: application/json"', `  -d '${json.replace(/'/g, "'\\''")}'`);
  for (const field of form) curl.push(`  -F "${field.name}=${field.file ? '@' : ''}<${field.name}>"`);

  const python = ['import requests', '', `response = requests.${method.toLowerCase()}(`, `    "${url}",`];
  if (auth) python.push(`    headers={"Authorization": "${bearer}"},`);
  if (query.length) python.push(`    params={${query.map((name) => `"${name}": ${JSON.stringify(valueOf(name))}`).join(', ')}},`);
  if (json) {
    // JSON's literals become Python's outside strings; a JSON string is a Python string literal.
    const literal = json
      .replace(/"(?:[^"\\]|\\.)*"|\b(true|false|null)\b/g, (match, word?: string) => (word ? PYTHON_LITERALS[word]! : match))
      .replace(/\n/g, '\n    ');
    python.push(`    json=${literal},`);
  }
  const files = form.filter((field) => field.file);
  if (files.length) python.push(`    files={${files.map((field) => `"${field.name}": open("<${field.name}>", "rb")`).join(', ')}},`);
  python.push(')', 'response.raise_for_status()', 'print(response.json())');

  const headers = [...(auth ? [`Authorization: "${bearer}"`] : []), ...(json ? ['"Content-Type": "application/json"'] : [])];
  const javascript = [`const response = await fetch("${url}${queryString}", {`, `  method: "${method}",`];
  if (headers.length) javascript.push(`  headers: {${headers.join(', ')}},`);
  if (json) javascript.push(`  body: JSON.stringify(${json.replace(/\n/g, '\n  ')}),`);
  javascript.push('});', 'console.log(await response.json());');

  return {curl: curl.join(' \\\n'), python: python.join('\n'), javascript: javascript.join('\n')};
}

/** The words around the data, per language: the page (theme/ApiOperation, theme/ApiSchemas) and its Markdown twin (twin.ts) share them. */
export const LABELS = {
  'zh-Hans': {
    yes: '是',
    no: '否',
    deprecated: '已弃用。',
    authentication: '认证',
    /** Around the header that carries the access token. */
    tokenBefore: '访问令牌，放在请求头 ',
    tokenAfter: ' 中',
    /** Around the header that carries an AI gateway API key. */
    apiKeyBefore: 'AI 网关的 API Key，放在请求头 ',
    apiKeyAfter: ' 中（访问令牌会被拒绝）',
    /** The credential on the page (the lead and the examples show its header). */
    accessToken: '访问令牌',
    apiKey: 'AI 网关的 API Key（访问令牌会被拒绝）',
    /** Before the reason an operation has no public route. */
    unrouted: '注意',
    /** Between a label and its value. */
    colon: '：',
    noToken: '无需认证',
    parameters: '参数',
    name: '名称',
    in: '位置',
    type: '类型',
    required: '必填',
    description: '说明',
    requestBody: '请求体',
    responses: '响应',
    status: '状态码',
    schema: '结构',
    schemas: '数据结构',
    field: '字段',
    showFields: '查看字段',
  },
  en: {
    yes: 'Yes',
    no: 'No',
    deprecated: 'Deprecated.',
    authentication: 'Authentication',
    tokenBefore: 'Access token, sent as ',
    tokenAfter: '',
    apiKeyBefore: 'AI gateway API key, sent as ',
    apiKeyAfter: ' (an access token is refused)',
    accessToken: 'Access token',
    apiKey: 'AI gateway API key (an access token is refused)',
    unrouted: 'Note',
    colon: ': ',
    noToken: 'None',
    parameters: 'Parameters',
    name: 'Name',
    in: 'In',
    type: 'Type',
    required: 'Required',
    description: 'Description',
    requestBody: 'Request body',
    responses: 'Responses',
    status: 'Status',
    schema: 'Schema',
    schemas: 'Schemas',
    field: 'Field',
    showFields: 'Show the fields',
  },
} as const;

export type Labels = (typeof LABELS)[keyof typeof LABELS];

/** The labels of a language; the default language's for any other. */
export function labelsOf(locale: string): Labels {
  return locale === 'en' ? LABELS.en : LABELS['zh-Hans'];
}

/** The tabs of the request examples, in order: ToolTabs value, label, code block language. */
export const EXAMPLE_TABS = [
  {value: 'curl', label: 'cURL', language: 'bash'},
  {value: 'python', label: 'Python', language: 'python'},
  {value: 'javascript', label: 'JavaScript', language: 'javascript'},
] as const;

/** One error code as the catalogue's index lists it (theme/ApiErrorIndex). */
export interface ErrorIndexCode {
  /** The code, also its row's id on the index and its heading's on its page (`REPO-ERR-1`). */
  readonly code: string;
  /** The first sentence of what it means; inline code in backticks. */
  readonly summary: string;
}

/** What the error-code catalogue's index imports from its JSON file (`_index.json`): its pages in order. */
export interface ErrorIndexData {
  readonly pages: ReadonlyArray<{
    readonly slug: string;
    readonly title: string;
    /** The prefixes on the page, each with the anchor its section has there and on the index (`repo`). */
    readonly groups: ReadonlyArray<{readonly anchor: string; readonly title: string; readonly codes: readonly ErrorIndexCode[]}>;
  }>;
}
