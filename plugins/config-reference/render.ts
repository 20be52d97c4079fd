/**
 * The configuration reference pages, written from data/ (keys) and data/texts/ (our descriptions):
 * one page per source, one heading per key (the exact key as text, an ASCII anchor), grouped by
 * section, so that searching the exact key finds its heading.
 *
 * As in plugins/api-reference, a page is a small MDX file (front matter, introduction, its table of
 * contents) and a JSON file of its keys that one component renders (theme/ConfigKeys): the keys' text
 * is not compiled as MDX, which cost most of the reference's build time. Descriptions keep their inline
 * code and links, parsed here into parts (`inlineParts`).
 */
import {BASE_URL, LOCALES, type Locale} from '../../config/locales';
import type {KeyData, SourceData, SourceId, Texts} from './model';

export const CONFIG_DOCS_DIR = 'csghub/config';

/** A piece of inline text: plain text, inline code, or a link (text, site path). */
export type Inline = string | readonly ['code', string] | readonly ['link', string, string];

export interface KeyView {
  readonly key: string;
  readonly anchor: string;
  readonly text: readonly Inline[];
  readonly facts: readonly Inline[];
  /** A multi-line default, shown as a code block. */
  readonly block?: string;
}

export interface SectionView {
  readonly title: string;
  readonly anchor: string;
  readonly keys: readonly KeyView[];
}

/** What a page's JSON file holds (`_<id>.json` next to its MDX file). */
export interface PageData {
  readonly sections: readonly SectionView[];
}

export interface GeneratedPage {
  /** Path under the docs folder without extension (`helm`). */
  readonly id: string;
  readonly content: string;
  /** The page's keys, written to `_<id>.json`. */
  readonly json: string;
  /**
   * The page's Markdown twin, written from the data (plugins/llms would otherwise convert the built
   * HTML, over a thousand headings per page); links relative to the page's address.
   */
  readonly twin: string;
}

type L10n = Record<Locale, string>;

const PAGES: Record<SourceId, {title: L10n; description: L10n; position: number; product: L10n}> = {
  helm: {
    title: {'zh-Hans': 'Helm Chart 参数', en: 'Helm Chart Values'},
    description: {
      'zh-Hans': 'CSGHub Helm Chart 1.10.0 values.yaml 中每个参数的类型、默认值、含义和所在版本。',
      en: 'Every key of the values.yaml of the CSGHub Helm chart 1.10.0: type, default, meaning and the chart versions that have it.',
    },
    position: 1,
    product: {'zh-Hans': 'Chart', en: 'chart'},
  },
  omnibus: {
    title: {'zh-Hans': 'csghub.yaml 全部参数', en: 'All csghub.yaml Settings'},
    description: {
      'zh-Hans': 'CSGHub Docker（Omnibus）镜像 v1.10.0 的 csghub.yaml 每个参数的类型、默认值、含义和所在版本。',
      en: 'Every setting of csghub.yaml in the CSGHub Docker (Omnibus) image v1.10.0: type, default, meaning and the image versions that have it.',
    },
    position: 2,
    product: {'zh-Hans': '镜像', en: 'image'},
  },
  'server-env': {
    title: {'zh-Hans': 'CSGHub Server 环境变量', en: 'CSGHub Server Environment Variables'},
    description: {
      'zh-Hans': 'csghub-server 读取的每个环境变量的类型、默认值、含义，以及从哪个版本开始提供。',
      en: 'Every environment variable csghub-server reads: type, default, meaning and the release that added it.',
    },
    position: 3,
    product: {'zh-Hans': 'Server', en: 'server'},
  },
};

/** The anchor of a key: ASCII letters, digits, `_` and `-` (dots and other characters become `-`). */
export function anchorOf(key: string): string {
  return key.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '');
}

/** The site path of a link in a description: only pages of the reference itself (`./server-env.mdx#key`). */
export function linkTarget(href: string, locale: Locale): string {
  const match = /^\.\/([a-z0-9-]+)\.mdx?(#[A-Za-z0-9_-]+)?$/.exec(href);
  if (!match) {
    throw new Error(
      `[config-reference] a description links to ${JSON.stringify(href)}: descriptions may link only to pages of the reference (./server-env.mdx#KEY)`,
    );
  }
  const segment = LOCALES[locale].urlSegment;
  return `${BASE_URL}${segment ? `${segment}/` : ''}${CONFIG_DOCS_DIR}/${match[1]}${match[2] ?? ''}`;
}

/**
 * Markdown inline text as parts: code spans (any backtick run, closed by a run of the same length,
 * one padding space stripped on both sides as in CommonMark) and links `[text](href)` outside code;
 * everything else is plain text (React escapes it). Text that is not one of these stays as written.
 */
export function inlineParts(markdown: string, locale: Locale): Inline[] {
  const parts: Inline[] = [];
  let text = '';
  const flush = () => {
    if (text) parts.push(text);
    text = '';
  };
  let i = 0;
  while (i < markdown.length) {
    const char = markdown[i]!;
    if (char === '`') {
      const run = /^`+/.exec(markdown.slice(i))![0];
      let close = i + run.length;
      let end = -1;
      while (close < markdown.length) {
        const next = markdown.indexOf(run, close);
        if (next < 0) break;
        const after = next + run.length;
        if (markdown[after] !== '`') {
          end = next;
          break;
        }
        close = after;
        while (markdown[close] === '`') close += 1;
      }
      if (end < 0) {
        text += run;
        i += run.length;
        continue;
      }
      let code = markdown.slice(i + run.length, end);
      if (code.length > 2 && code.startsWith(' ') && code.endsWith(' ') && code.trim() !== '') code = code.slice(1, -1);
      flush();
      parts.push(['code', code]);
      i = end + run.length;
      continue;
    }
    if (char === '[') {
      const link = /^\[([^\]`]+)\]\(([^)\s]+)\)/.exec(markdown.slice(i));
      if (link) {
        flush();
        parts.push(['link', link[1]!, linkTarget(link[2]!, locale)]);
        i += link[0].length;
        continue;
      }
    }
    text += char;
    i += 1;
  }
  flush();
  return parts;
}

/** HTML text for the exported table of contents (its `value` is HTML). */
function htmlText(text: string): string {
  return text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Inline code for any value (backticks inside get a longer fence). */
export function inlineCode(value: string): string {
  const longest = Math.max(0, ...(value.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const pad = value.startsWith('`') || value.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${value}${pad}${fence}`;
}

function versionLabel(id: SourceId, ref: string, data: SourceData): string {
  if (id === 'server-env' && ref === data.source.ref) return ref.slice(0, 8);
  return ref.replace(/^v/, '');
}

function versions(id: SourceId, key: KeyData, data: SourceData, locale: Locale): string {
  const refs = data.compared.map((c) => c.ref);
  const first = refs[0]!;
  const product = PAGES[id].product[locale];
  const zh = locale === 'zh-Hans';
  const since =
    key.since === first
      ? zh
        ? `${product} ${versionLabel(id, first, data)} 或更早`
        : `${product} ${versionLabel(id, first, data)} or earlier`
      : key.since === data.source.ref && id === 'server-env'
        ? zh
          ? `v2.4.0-ce 之后的提交 ${versionLabel(id, key.since, data)}`
          : `commit ${versionLabel(id, key.since, data)}, after v2.4.0-ce`
        : zh
          ? `自 ${product} ${versionLabel(id, key.since, data)} 起`
          : `since ${product} ${versionLabel(id, key.since, data)}`;
  if (!key.until) return since;
  const removed = refs[refs.indexOf(key.until) + 1];
  if (!removed) return since;
  return zh
    ? `${since}；${product} ${versionLabel(id, removed, data)} 起不再有`
    : `${since}; gone from ${product} ${versionLabel(id, removed, data)}`;
}

function defaultText(key: KeyData, locale: Locale): string {
  const zh = locale === 'zh-Hans';
  if (key.default.includes('\n')) return zh ? '多行文本，见下方代码块' : 'multi-line text, shown below';
  if (key.default === '') return zh ? '空' : 'empty';
  return inlineCode(key.default);
}

function sectionOf(id: SourceId, key: KeyData): string {
  if (id === 'server-env') {
    const parts = (key.field ?? 'Config').split(',')[0]!.split('.');
    return parts.length > 2 ? parts[1]! : 'Config';
  }
  return key.key.split('.')[0]!;
}

const LABELS = {
  type: {'zh-Hans': '类型', en: 'Type'},
  default: {'zh-Hans': '默认值', en: 'Default'},
  example: {'zh-Hans': '默认注释掉，示例值', en: 'Commented out; example'},
  versions: {'zh-Hans': '版本', en: 'Versions'},
  source: {'zh-Hans': '来源', en: 'Source'},
  line: {'zh-Hans': '第 {line} 行', en: 'line {line}'},
} as const;

function sourceUrl(data: SourceData): string {
  return `https://github.com/${data.source.repository}/blob/${data.source.commit}/${data.source.path}`;
}

function sep(locale: Locale): string {
  return locale === 'zh-Hans' ? '；' : ' · ';
}

function colon(locale: Locale): string {
  return locale === 'zh-Hans' ? '：' : ': ';
}

function intro(id: SourceId, data: SourceData, locale: Locale): string {
  const {repository, ref, commit, path: file} = data.source;
  const refs = data.compared.map((c) => c.ref);
  const first = versionLabel(id, refs[0]!, data);
  const last = versionLabel(id, refs[refs.length - 1]!, data);
  const count = data.keys.length;
  const url = sourceUrl(data);
  if (locale === 'zh-Hans') {
    const what =
      id === 'helm'
        ? `CSGHub Helm Chart ${ref.replace(/^v/, '')} 的 \`values.yaml\` `
        : id === 'omnibus'
          ? `Docker（Omnibus）镜像 ${ref} 的内置默认配置 \`default.yaml\`，即 \`csghub.yaml\` 可以覆盖的全部参数，`
          : `csghub-server 在提交 \`${commit.slice(0, 8)}\` 时的配置结构 \`${file}\`，即服务读取的全部环境变量，`;
    return [
      `本页列出 ${what}中的 ${count} 个参数。每个参数给出类型、默认值、含义，以及它出现在哪些版本中：对比范围是 ${first} 到 ${last} 的 ${refs.length} 个发布标签。`,
      '',
      `来源：[${repository} · ${file}](${url})（${id === 'server-env' ? '提交' : `标签 ${ref}，提交`} \`${commit.slice(0, 8)}\`）。${id === 'helm' ? '“默认注释掉”的参数在 `values.yaml` 中以注释形式给出，取消注释并填写后才生效。' : ''}${id === 'omnibus' ? '修改方法见 [csghub.yaml 配置说明](../101/install/csghub.yaml.md)。' : ''}${id === 'helm' ? '安装步骤见[使用 Helm Chart 安装](../101/install/by_helm.md)。' : ''}`,
    ].join('\n');
  }
  const what =
    id === 'helm'
      ? `the \`values.yaml\` of the CSGHub Helm chart ${ref.replace(/^v/, '')}`
      : id === 'omnibus'
        ? `\`default.yaml\`, the built-in defaults of the Docker (Omnibus) image ${ref}: every setting \`csghub.yaml\` can override`
        : `\`${file}\` of csghub-server at commit \`${commit.slice(0, 8)}\`: every environment variable the server reads`;
  return [
    `This page lists the ${count} keys of ${what}. Each key has its type, default, meaning and the versions that have it, compared across ${refs.length} release tags from ${first} to ${last}.`,
    '',
    `Source: [${repository} · ${file}](${url}) (${id === 'server-env' ? 'commit' : `tag ${ref}, commit`} \`${commit.slice(0, 8)}\`).${id === 'helm' ? ' Keys marked "commented out" appear as comments in `values.yaml`: uncomment and fill them in to use them.' : ''}${id === 'omnibus' ? ' How to change them: [csghub.yaml settings](../101/install/csghub.yaml.md).' : ''}${id === 'helm' ? ' Installation: [Install with the Helm chart](../101/install/by_helm.md).' : ''}`,
  ].join('\n');
}

/** The page of one source in one locale: the MDX file and its keys as JSON. */
export function renderSourcePage(id: SourceId, data: SourceData, texts: Texts, locale: Locale): GeneratedPage {
  const page = PAGES[id];
  const sections: Array<{title: string; anchor: string; keys: KeyView[]}> = [];
  const anchors = new Set<string>();
  const twin: string[] = [`# ${page.title[locale]}`, '', intro(id, data, locale), ''];
  for (const key of data.keys) {
    const title = sectionOf(id, key);
    if (sections.at(-1)?.title !== title) {
      sections.push({title, anchor: `section-${anchorOf(title).toLowerCase()}`, keys: []});
      twin.push(`## ${title}`, '');
    }
    let anchor = anchorOf(key.key);
    while (anchors.has(anchor)) anchor += '-';
    anchors.add(anchor);
    const text = texts[key.key]?.[locale];
    if (!text) throw new Error(`[config-reference] ${id}: ${key.key} has no ${locale} description`);
    const facts = [
      `${LABELS.type[locale]}${colon(locale)}\`${key.type}\``,
      `${key.commented ? LABELS.example[locale] : LABELS.default[locale]}${colon(locale)}${defaultText(key, locale)}`,
      `${LABELS.versions[locale]}${colon(locale)}${versions(id, key, data, locale)}`,
      // The line as text: the file's link is in the introduction.
      `${LABELS.source[locale]}${colon(locale)}${LABELS.line[locale].replace('{line}', String(key.line))}`,
    ];
    const factsText = `${facts.join(sep(locale))}${locale === 'zh-Hans' ? '。' : '.'}`;
    sections.at(-1)!.keys.push({
      key: key.key,
      anchor,
      text: inlineParts(text, locale),
      facts: inlineParts(factsText, locale),
      ...(key.default.includes('\n') ? {block: key.default} : {}),
    });
    // In the twin, a link to a page of the reference names that page's twin (`./server-env.md#KEY`).
    twin.push(`### ${inlineCode(key.key)}`, '', text.replace(/\]\(\.\/([a-z0-9-]+)\.mdx?(#[^)]*)?\)/g, '](./$1.md$2)'), '', factsText, '');
    if (key.default.includes('\n')) {
      const fence = key.default.includes('```') ? '````' : '```';
      twin.push(`${fence}text`, key.default, fence, '');
    }
  }
  // The headings are rendered by ConfigKeys: the table of contents (sections only) is given here.
  const toc = sections.map((section) => ({value: htmlText(section.title), id: section.anchor, level: 2}));
  const lines: string[] = [
    '---',
    `title: ${JSON.stringify(page.title[locale])}`,
    `description: ${JSON.stringify(page.description[locale])}`,
    `sidebar_position: ${page.position}`,
    'toc_max_heading_level: 2',
    '---',
    '',
    `{/* Generated by plugins/config-reference from data/${id}.json and its texts: edit those, not this file. */}`,
    '',
    "import ConfigKeys from '@theme/ConfigKeys';",
    `import data from './_${id}.json';`,
    '',
    `export const toc = ${JSON.stringify(toc)};`,
    '',
    intro(id, data, locale),
    '',
    '<ConfigKeys sections={data.sections} />',
  ];
  const json: PageData = {sections};
  return {id, content: `${lines.join('\n')}\n`, json: `${JSON.stringify(json)}\n`, twin: `${twin.join('\n').trimEnd()}\n`};
}
