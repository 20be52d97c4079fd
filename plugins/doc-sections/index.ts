// cspell:ignore mdxjs  (the MDX syntax tree's node type for imports and exports)
/**
 * A doc page's `h2` sections, each in a block that the browser neither lays out nor paints while it is
 * off screen (`content-visibility: auto`, src/css/custom.css). A long page arrives in pieces from the
 * HTML parser, and each piece was laid out whole after the first paint: on a phone, several screens of
 * text in one task. A rehype plugin of the docs plugin (`rehypePlugins`): each `h2` at the top level of
 * the page's content and what follows it up to the next `h2` go into `<div class="doc-section">`; the
 * content before the first `h2` stays as it was. The block's placeholder height, until it has been laid
 * out once, comes from what it holds (custom properties counted here, multiplied by a height per unit in
 * the stylesheet, per screen width and language): the text's width in em, its text blocks, code lines
 * and code blocks. Headings keep their ids and the table of contents is built before this step (remark);
 * the HTML's text is the same, so the search index and the Markdown twins read the same words. The API
 * and configuration reference are left out (`skip`). A shared part imported from a Markdown file
 * (`<Body />` of `import Body from '../_partials/….mdx'`) at the top level stays there, between sections:
 * the plugin wraps its own `h2` sections when it compiles that file, and their counts are its own (inside
 * a section, they would be nested blocks its counts cannot see).
 */
import type {Element, ElementContent, Root, RootContent} from 'hast';

import {SECTION_CLASS} from './names';

export {SECTION_CLASS};

/** What a section holds, counted for its placeholder height. */
export interface SectionCounts {
  /** Width of its running text in em, outside tables: a CJK character 1, any other 0.55. */
  readonly text: number;
  /**
   * Width of the text in its tables' cells, in em. A cell wraps within its column, so on a phone a
   * table's text takes more lines per em than a paragraph's (`--per-table-em`).
   */
  readonly tableText: number;
  /** Blocks of running text: headings, paragraphs, list items, table rows, admonitions' titles. */
  readonly blocks: number;
  /** Lines of code in its code blocks. */
  readonly codeLines: number;
  readonly codeBlocks: number;
}

const TEXT_BLOCKS = new Set(['h2', 'h3', 'h4', 'h5', 'h6', 'p', 'li', 'tr', 'dt', 'dd', 'blockquote']);
const CJK = /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]/u;

type Node = Root | RootContent | ElementContent;

function hasChildren(node: Node): node is Extract<Node, {children: unknown}> {
  return 'children' in node && Array.isArray(node.children);
}

/** Width in em of the text of `value`. */
function textWidth(value: string): number {
  let width = 0;
  for (const character of value.replace(/\s+/g, ' ')) width += CJK.test(character) ? 1 : 0.55;
  return width;
}

/** An MDX component's element (`<CodeBlock>`, `<Tabs>`), by its name; undefined for any other node. */
function jsxName(node: Node): string | undefined {
  return node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement' ? (node.name ?? undefined) : undefined;
}

function isCode(node: Node): boolean {
  return (node.type === 'element' && (node.tagName === 'pre' || node.tagName === 'mermaid')) || jsxName(node) === 'CodeBlock';
}

/**
 * The code of a code block: `<pre>`'s text, `<CodeBlock>`'s template literal (`{`…`}`), or a Mermaid
 * diagram's source (its height grows with its lines, like a code block's, if not as evenly).
 */
function codeOf(node: Node): string {
  if (node.type === 'element' && node.tagName === 'mermaid') return String(node.properties.value ?? '');
  if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') return node.value.replace(/^\s*`|`\s*$/g, '');
  if (node.type === 'text') return node.value;
  if (!hasChildren(node)) return '';
  let code = '';
  for (const child of node.children as Node[]) code += codeOf(child);
  return code;
}

const TAB_SETS = new Set(['Tabs', 'ToolTabs']);

/** The tab a set of tabs shows first: the one marked `default`, else the first. Its other tabs are hidden. */
function shownTab(tabs: Node): Node | undefined {
  if (!hasChildren(tabs)) return undefined;
  const items = (tabs.children as Node[]).filter((child) => jsxName(child) === 'TabItem');
  const isDefault = (item: Node) =>
    'attributes' in item && item.attributes.some((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'default');
  return items.find(isDefault) ?? items[0];
}

/** Counts what `nodes` hold (code blocks by their lines, running text by its width and blocks). */
export function countSection(nodes: readonly Node[]): SectionCounts {
  let text = 0;
  let tableText = 0;
  let blocks = 0;
  let codeLines = 0;
  let codeBlocks = 0;
  const visit = (node: Node, inBlock: boolean, inTable: boolean): void => {
    if (isCode(node)) {
      codeBlocks += 1;
      codeLines += codeOf(node).replace(/\n+$/, '').split('\n').length;
      return;
    }
    const name = jsxName(node);
    if (name !== undefined && TAB_SETS.has(name)) {
      const tab = shownTab(node);
      if (tab) visit(tab, inBlock, inTable);
      return;
    }
    if (node.type === 'text') {
      if (inTable) tableText += textWidth(node.value);
      else if (inBlock) text += textWidth(node.value);
      return;
    }
    const block = node.type === 'element' && TEXT_BLOCKS.has(node.tagName);
    if (block) blocks += 1;
    const table = inTable || (node.type === 'element' && node.tagName === 'table');
    if (hasChildren(node)) for (const child of node.children as Node[]) visit(child, inBlock || block, table);
  };
  for (const node of nodes) visit(node, false, false);
  return {text: Math.round(text), tableText: Math.round(tableText), blocks, codeLines, codeBlocks};
}

function isH2(node: RootContent): boolean {
  return node.type === 'element' && node.tagName === 'h2';
}

/** ESM (imports, exports) stays at the top level of the module. */
function isEsm(node: RootContent): boolean {
  return node.type === 'mdxjsEsm';
}

/** Names the page's imports give to Markdown files (`import Body from './part.mdx'`). */
function partNames(tree: Root): Set<string> {
  const names = new Set<string>();
  for (const node of tree.children)
    if (node.type === 'mdxjsEsm')
      for (const match of node.value.matchAll(/import\s+([A-Za-z_$][\w$]*)\s+from\s+['"][^'"]+\.mdx?['"]/g)) names.add(match[1]!);
  return names;
}

function sectionElement(children: RootContent[]): Element {
  const counts = countSection(children);
  return {
    type: 'element',
    tagName: 'div',
    properties: {
      className: [SECTION_CLASS],
      style: `--section-text:${counts.text};--section-table-text:${counts.tableText};--section-blocks:${counts.blocks};--section-code-lines:${counts.codeLines};--section-code-blocks:${counts.codeBlocks}`,
    },
    children: children as ElementContent[],
  };
}

/** Wraps each top-level `h2` and what follows it, up to the next `h2`, in a section block. */
export function wrapSections(tree: Root): void {
  if (!tree.children.some(isH2)) return;
  const parts = partNames(tree);
  const isPart = (node: RootContent) => parts.has(jsxName(node) ?? '');
  const out: RootContent[] = [];
  let section: RootContent[] | null = null;
  const close = () => {
    if (section) out.push(sectionElement(section));
    section = null;
  };
  for (const node of tree.children) {
    if (isEsm(node)) out.push(node);
    else if (isPart(node)) {
      close();
      out.push(node);
    } else if (isH2(node)) {
      close();
      section = [node];
    } else if (section) section.push(node);
    else out.push(node);
  }
  close();
  tree.children = out;
}

export interface Options {
  /**
   * Pages left as they are, by their file's path: pages built of components whose height the counts
   * cannot tell (the API and configuration reference, which skip their own off-screen parts).
   */
  readonly skip?: (filePath: string) => boolean;
}

/** The rehype plugin (docs plugin option `rehypePlugins`, with its options). */
export default function docSections(options: Options = {}): (tree: Root, file: {readonly path?: string}) => void {
  return (tree, file) => {
    if (file.path && options.skip?.(file.path)) return;
    wrapSections(tree);
  };
}
