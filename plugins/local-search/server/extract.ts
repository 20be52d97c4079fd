/**
 * Reads one built HTML page into search records shaped like the DocSearch crawler's: the page title,
 * each heading (h2–h6) with its anchor, and blocks of content (paragraphs, list items, table rows,
 * short code blocks) under the heading they follow. Only doc pages and blog posts are read.
 *
 * One parse and one walk of the tree: what to skip (Mermaid diagrams, tab lists, the page header,
 * tables for paragraphs) is known from the ancestors on the way down. The parser is parse5, which
 * follows the HTML standard: the minified pages omit optional end tags (`</td>`, `</tr>`, `</p>`),
 * and parsers that do not infer them nest table rows inside cells.
 */
import {parse, type DefaultTreeAdapterMap} from 'parse5';

type ChildNode = DefaultTreeAdapterMap['childNode'];
type Element = DefaultTreeAdapterMap['element'];
import {SEARCH_SKIP_ATTRIBUTE, type RecordType, type SourcePage, type SourceRecord} from '../shared/format';

/** Longest text kept per record; longer blocks are cut (the rest rarely decides a match). */
const MAX_TEXT = 1500;
const MAX_CODE = 600;
const BLOCKS = new Set(['h2', 'h3', 'h4', 'h5', 'h6', 'p', 'li', 'tr', 'pre']);

function clean(text: string): string {
  return text
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function isElement(node: ChildNode): node is Element {
  return 'tagName' in node;
}

function attribute(element: Element, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name)?.value;
}

function classesOf(element: Element): string[] {
  return (attribute(element, 'class') ?? '').split(/\s+/);
}

function hasClass(element: Element, name: string): boolean {
  return classesOf(element).includes(name);
}

/** The text of a node, leaving out the subtrees `skip` picks. */
function textOf(node: ChildNode, skip?: (element: Element) => boolean): string {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterMap['textNode']).value;
  if (!isElement(node) || node.tagName === 'script' || node.tagName === 'style' || (skip && skip(node))) return '';
  let text = '';
  for (const child of node.childNodes) text += textOf(child, skip);
  return text;
}

/** The first element, in document order, under `nodes` that `test` accepts. */
function find(nodes: readonly ChildNode[], test: (element: Element) => boolean): Element | null {
  for (const node of nodes) {
    if (!isElement(node)) continue;
    if (test(node)) return node;
    const found = find(node.childNodes, test);
    if (found) return found;
  }
  return null;
}

/** Every element under `nodes` that `test` accepts, in document order. */
function findAll(nodes: readonly ChildNode[], test: (element: Element) => boolean, out: Element[] = []): Element[] {
  for (const node of nodes) {
    if (!isElement(node)) continue;
    if (test(node)) out.push(node);
    findAll(node.childNodes, test, out);
  }
  return out;
}

const byTag = (tag: string) => (element: Element) => element.tagName === tag;

/** The sidebar section of a doc page: its first breadcrumb category, else the active navbar entry. */
function docSection(document: readonly ChildNode[]): string {
  const breadcrumbs = find(document, (element) => hasClass(element, 'theme-doc-breadcrumbs'));
  const crumbs = breadcrumbs
    ? findAll(breadcrumbs.childNodes, (element) => hasClass(element, 'breadcrumbs__item'))
        .filter(
          (item) =>
            !hasClass(item, 'breadcrumbs__item--active') &&
            !find(item.childNodes, (element) => element.tagName === 'a' && attribute(element, 'aria-label') !== undefined),
        )
        .map((item) => clean(textOf(item)))
        .filter(Boolean)
    : [];
  if (crumbs[0]) return crumbs[0];
  const active = find(document, (element) => hasClass(element, 'navbar__link--active'));
  return active ? clean(textOf(active)) : '';
}

function metaContent(document: readonly ChildNode[], name: string): string | undefined {
  const meta = find(document, (element) => element.tagName === 'meta' && attribute(element, 'name') === name);
  return meta ? attribute(meta, 'content') : undefined;
}

/**
 * Not content, the one skip rule of the walk: diagrams, tab labels, the page header, and what a page
 * marks with SEARCH_SKIP_ATTRIBUTE (the Mermaid wrapper's diagram source, the API reference's request
 * examples, the same in every operation).
 */
function skipped(element: Element): boolean {
  return (
    hasClass(element, 'docusaurus-mermaid-container') ||
    attribute(element, 'role') === 'tablist' ||
    element.tagName === 'header' ||
    attribute(element, SEARCH_SKIP_ATTRIBUTE) !== undefined
  );
}

export interface ExtractOptions {
  /** The label used as the section of blog posts ("博客" / "Blog"). */
  readonly blogLabel: string;
}

export function extractPage(html: string, path: string, options: ExtractOptions): SourcePage | null {
  const document = parse(html).childNodes as ChildNode[];
  const htmlElement = find(document, byTag('html'));
  const classes = htmlElement ? classesOf(htmlElement) : [];
  const isDoc = classes.includes('docs-doc-page');
  const isPost = classes.includes('blog-post-page');
  if (!isDoc && !isPost) return null;

  const root = isDoc
    ? find(document, (element) => hasClass(element, 'theme-doc-markdown'))
    : find(document, (element) => attribute(element, 'id') === '__blog-post-container');
  const titleElement = isDoc
    ? find(root ? [root] : [], (element) => element.tagName === 'h1' && (element.parentNode as Element | null)?.tagName === 'header')
    : find(
        findAll(document, byTag('article')).flatMap((article) => findAll(article.childNodes, byTag('header'))),
        byTag('h1'),
      );
  const titleTag = find(document, byTag('title'));
  const title = clean(titleElement ? textOf(titleElement) : '') || clean(titleTag ? textOf(titleTag) : '');
  const records: SourceRecord[] = [{type: 'lvl1', anchor: null, text: title}];
  let anchor: string | null = null;
  /** The level of the last heading (1: the title), for the other names of its section. */
  let level = 1;

  const push = (type: RecordType, text: string, own: string | null) => {
    if (!text) return;
    records.push({type, anchor: own, text: text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text});
  };

  const visit = (element: Element, inTable: boolean) => {
    const tag = element.tagName;
    if (BLOCKS.has(tag)) {
      if (/^h[2-6]$/.test(tag)) {
        const id = attribute(element, 'id');
        anchor = id ?? anchor;
        level = Number(tag[1]);
        push(`lvl${tag[1]}` as RecordType, clean(textOf(element, (child) => hasClass(child, 'hash-link'))), id ?? anchor);
      } else if (tag === 'p' && attribute(element, 'hidden') !== undefined) {
        // A hidden paragraph is another name of the section it is in, which readers search for but the
        // page does not show (the upstream summary of an API operation, "Get model detail", where the
        // heading says "Get a model"): a heading one level below the section's, with its anchor.
        if (!inTable) push(`lvl${Math.min(6, level + 1)}` as RecordType, clean(textOf(element)), anchor);
      } else if (tag === 'p') {
        if (!inTable) push('content', clean(textOf(element)), anchor);
      } else if (tag === 'li') {
        if (!element.childNodes.some((child) => isElement(child) && child.tagName === 'p')) {
          push(
            'content',
            clean(textOf(element, (child) => child !== element && (child.tagName === 'ul' || child.tagName === 'ol'))),
            anchor,
          );
        }
      } else if (tag === 'tr') {
        const cells = element.childNodes
          .filter((child): child is Element => isElement(child) && (child.tagName === 'td' || child.tagName === 'th'))
          .map((cell) => clean(textOf(cell)))
          .filter(Boolean);
        push('content', cells.join(' · '), anchor);
      } else {
        const code = clean(textOf(element));
        push('content', code.length > MAX_CODE ? `${code.slice(0, MAX_CODE)}…` : code, anchor);
      }
    }
    for (const child of element.childNodes) {
      if (!isElement(child)) continue;
      if (skipped(child)) continue;
      visit(child, inTable || tag === 'table');
    }
  };
  if (root) {
    // The same rule at the top level as below it (visit applies it to children).
    for (const child of root.childNodes) if (isElement(child) && !skipped(child)) visit(child, false);
  }

  return {
    path,
    docusaurusTag: metaContent(document, 'docsearch:docusaurus_tag') ?? (isDoc ? 'docs-default-current' : 'default'),
    language: metaContent(document, 'docsearch:language') ?? (htmlElement && attribute(htmlElement, 'lang')) ?? '',
    lvl0: isDoc ? docSection(document) || title : options.blogLabel,
    description: clean(metaContent(document, 'description') ?? ''),
    keywords: (metaContent(document, 'keywords') ?? '')
      .split(',')
      .map((word) => word.trim())
      .filter(Boolean)
      .join(' '),
    records,
  };
}
