/**
 * The Markdown twin of an API group page, written from the same data as the page (the llms plugin
 * serves it at the page's path plus `.md` and puts it in llms-full.txt). The page renders only the
 * chosen request example; the twin holds all three. Links are relative to the page's address
 * (`#schema-…`, `../../../profile/accesstoken`); the llms plugin makes them absolute.
 */
import {
  API_KEY_PLACEHOLDER,
  EXAMPLE_TABS,
  TOKEN_PLACEHOLDER,
  exampleSnippets,
  labelsOf,
  schemaAnchor,
  type ErrorIndexData,
  type GroupIndexData,
  type OperationSection,
  type SchemaData,
  type TypeText,
} from './model';

export interface TagPageTwin {
  readonly title: string;
  /** Markdown paragraphs before the operations (links to other pages as `.md` files, as in MDX). */
  readonly intro: readonly string[];
  readonly operationsHeading: string;
  readonly sections: readonly OperationSection[];
  readonly schemas: readonly SchemaData[];
}

/** Text in a Markdown table cell: one line, no column breaks. */
function cell(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/\|/g, '\\|').trim() || '—';
}

/** Text from the spec, read literally: Markdown's marks escaped. */
function plain(text: string): string {
  return text.replace(/[\\`*_[\]<>]/g, (char) => `\\${char}`);
}

/** Inline code that may hold backticks or braces (MDX, like Markdown, leaves code spans alone). */
export function inlineCode(text: string): string {
  const fence = text.includes('`') ? '``' : '`';
  return `${fence}${text}${fence}`;
}

function typeText(type: TypeText): string {
  return type.map((part) => (typeof part === 'string' ? part : `[${inlineCode(part.ref)}](#${schemaAnchor(part.ref)})`)).join('');
}

function table(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ].join('\n');
}

function fenced(language: string, code: string): string {
  const fence = code.includes('```') ? '````' : '```';
  return `${fence}${language}\n${code}\n${fence}`;
}

/** A link to another doc, written for MDX (`../x/y.md#a`), as a link relative to the page's address. */
function pageRelativeLinks(markdown: string): string {
  return markdown.replace(/\]\((\.{1,2}\/[^)\s]*?)\.mdx?(#[^)\s]*)?\)/g, (_match, target: string, hash = '') => `](${target}${hash})`);
}

function operationMarkdown({title, operation: data}: OperationSection, locale: string): string {
  const labels = labelsOf(locale);
  const parts = [`### ${plain(title)}`, inlineCode(`${data.method} ${data.path}`)];
  if (data.deprecated) parts.push(`**${labels.deprecated}**`);
  if (data.unrouted) parts.push(`**${labels.unrouted}**${labels.colon}${plain(data.unrouted)}`);
  const [before, placeholder, after] = data.apiKey
    ? [labels.apiKeyBefore, API_KEY_PLACEHOLDER, labels.apiKeyAfter]
    : [labels.tokenBefore, TOKEN_PLACEHOLDER, labels.tokenAfter];
  parts.push(
    `**${labels.authentication}**${labels.colon}${data.auth ? `${before}\`Authorization: Bearer ${placeholder}\`${after}` : labels.noToken}`,
  );
  if (data.parameters.length) {
    parts.push(
      labels.parameters,
      table(
        [labels.name, labels.in, labels.type, labels.required, labels.description],
        data.parameters.map((parameter) => [
          inlineCode(parameter.name),
          parameter.in,
          typeText(parameter.type),
          parameter.required ? labels.yes : labels.no,
          plain(parameter.description),
        ]),
      ),
    );
  }
  if (data.body) parts.push(`**${labels.requestBody}**${labels.colon}${typeText(data.body.type)}`);
  if (data.responses.length) {
    parts.push(
      labels.responses,
      table(
        [labels.status, labels.description, labels.schema],
        data.responses.map((response) => [response.status, plain(response.description), typeText(response.type)]),
      ),
    );
  }
  const snippets = exampleSnippets(data.example);
  for (const tab of EXAMPLE_TABS) parts.push(`#### ${tab.label}`, fenced(tab.language, snippets[tab.value]));
  return parts.join('\n\n');
}

function schemaMarkdown(schema: SchemaData, locale: string): string {
  const labels = labelsOf(locale);
  const body = schema.fields.length
    ? table(
        [labels.field, labels.type, labels.description],
        schema.fields.map((field) => [
          `${inlineCode(field.name)}${field.required ? ' \\*' : ''}`,
          typeText(field.type),
          plain(field.description),
        ]),
      )
    : typeText(schema.type);
  return `### ${inlineCode(schema.name)}\n\n${body}`;
}

/** The twin of a group page: title, introduction, every operation with its three examples, the schemas. */
export function tagPageTwin(page: TagPageTwin, locale: string): string {
  const blocks = [
    `# ${page.title}`,
    ...page.intro.map(pageRelativeLinks),
    `## ${page.operationsHeading}`,
    ...page.sections.map((section) => operationMarkdown(section, locale)),
  ];
  if (page.schemas.length) blocks.push(`## ${labelsOf(locale).schemas}`, ...page.schemas.map((schema) => schemaMarkdown(schema, locale)));
  return `${blocks.join('\n\n')}\n`;
}

/** The twin of a split group's index page: title, introduction, and each page with its operations, linked. */
export function groupIndexTwin(page: {
  readonly title: string;
  readonly intro: readonly string[];
  readonly operationsHeading: string;
  /** The group's slug: the last part of its address, which its pages' addresses continue. */
  readonly slug: string;
  readonly parts: GroupIndexData['parts'];
}): string {
  const blocks = [
    `# ${page.title}`,
    ...page.intro.map(pageRelativeLinks),
    `## ${page.operationsHeading}`,
    ...page.parts.map((part) =>
      [
        `### [${plain(part.title)}](${page.slug}/${part.slug})`,
        '',
        ...part.operations.map(
          (operation) =>
            `- [${plain(operation.title)}](${page.slug}/${part.slug}#${operation.anchor}): ${inlineCode(`${operation.method} ${operation.path}`)}`,
        ),
      ].join('\n'),
    ),
  ];
  return `${blocks.join('\n\n')}\n`;
}

/**
 * The Markdown twin of the error-code catalogue's index: its pages, each with its prefixes and their
 * codes, every code linked to its entry (`errors/repositories#REPO-ERR-1`).
 */
export function errorIndexTwin(page: {
  readonly title: string;
  readonly intro: readonly string[];
  /** The index's slug: the last part of its address, which its pages' addresses continue. */
  readonly slug: string;
  readonly pages: ErrorIndexData['pages'];
  /** The locale's colon after a label (`: `, `：`). */
  readonly colon: string;
}): string {
  const blocks = [
    `# ${page.title}`,
    ...page.intro.map(pageRelativeLinks),
    ...page.pages.flatMap((part) => [
      `## [${plain(part.title)}](${page.slug}/${part.slug})`,
      ...part.groups.map((group) =>
        [
          `### ${plain(group.title)}`,
          '',
          ...group.codes.map(
            (entry) => `- [${inlineCode(entry.code)}](${page.slug}/${part.slug}#${entry.code})${page.colon}${entry.summary}`,
          ),
        ].join('\n'),
      ),
    ]),
  ];
  return `${blocks.join('\n\n')}\n`;
}
