// cspell:ignore mdxjs  (the MDX syntax tree's node type for imports and exports)
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Element, ElementContent, Root, RootContent} from 'hast';
import docSections, {countSection, SECTION_CLASS, wrapSections} from '../index';

const text = (value: string) => ({type: 'text', value}) as const;
const el = (tagName: string, children: ElementContent[] = [], properties: Element['properties'] = {}): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const esm = {type: 'mdxjsEsm', value: 'export const x = 1;'} as unknown as RootContent;
const code = (lines: string) => el('pre', [el('code', [text(lines)])]);

function sections(tree: Root): Element[] {
  return tree.children.filter(
    (node): node is Element =>
      node.type === 'element' && node.tagName === 'div' && (node.properties.className as string[])?.includes(SECTION_CLASS),
  );
}

test('each top-level h2 and what follows it up to the next h2 go into a section; what comes before the first h2 stays', () => {
  const intro = el('p', [text('intro')]);
  const h2a = el('h2', [text('A')], {id: 'a'});
  const pa = el('p', [text('a text')]);
  const h3 = el('h3', [text('A.1')], {id: 'a-1'});
  const h2b = el('h2', [text('B')], {id: 'b'});
  const pb = code('one\ntwo\n');
  const tree: Root = {type: 'root', children: [intro, text('\n'), h2a, pa, h3, text('\n'), esm, h2b, pb]};
  wrapSections(tree);
  const [first, second] = sections(tree);
  assert.equal(sections(tree).length, 2);
  assert.deepEqual(tree.children.slice(0, 3), [intro, text('\n'), esm], 'the intro and the module code stay at the top level');
  assert.deepEqual(first!.children, [h2a, pa, h3, text('\n')]);
  assert.deepEqual(second!.children, [h2b, pb]);
  assert.equal(
    second!.properties.style,
    '--section-text:1;--section-table-text:0;--section-blocks:1;--section-code-lines:2;--section-code-blocks:1',
    'the placeholder height counts the heading and the two lines of code',
  );
});

test('a page without a top-level h2 is left as it is', () => {
  const nested = el('div', [el('h2', [text('inside')])]);
  const tree: Root = {type: 'root', children: [el('p', [text('x')]), nested]};
  const before = structuredClone(tree);
  wrapSections(tree);
  assert.deepEqual(tree, before);
});

test('the counts: CJK text 1 em a character, other text 0.55, table text apart, blocks, code lines and blocks', () => {
  const counts = countSection([
    el('h2', [text('安装')]),
    el('p', [text('0123456789'), el('code', [text('abcdefghij')])]),
    el('ul', [el('li', [text('一二三')]), el('li', [el('p', [text('四')])])]),
    el('table', [
      el('thead', [el('tr', [el('th', [text('参数')])])]),
      el('tbody', [el('tr', [el('td', [text('五'), el('code', [text('abcd')])])])]),
    ]),
    code('a\nb\nc'),
  ]);
  // Running text: 2 + 20 × 0.55 + 3 + 1 em; a table's cells: 2 + 1 + 4 × 0.55 em. Blocks: h2, p, two li, the li's p, two rows.
  assert.deepEqual(counts, {text: 17, tableText: 5, blocks: 7, codeLines: 3, codeBlocks: 1});
});

test('the plugin leaves the pages its skip option names as they are', () => {
  const page = (): Root => ({type: 'root', children: [el('h2', [text('A')]), el('p', [text('a')])]});
  const transform = docSections({skip: (file) => file.includes('/csghub/api/')});
  const skipped = page();
  transform(skipped, {path: '/site/docs/csghub/api/models.mdx'});
  assert.deepEqual(skipped, page());
  const wrapped = page();
  transform(wrapped, {path: '/site/docs/csghub/101/install/by_helm.md'});
  assert.equal(sections(wrapped).length, 1);
});

const jsx = (name: string, children: ElementContent[] = [], attributes: string[] = []) =>
  ({
    type: 'mdxJsxFlowElement',
    name,
    attributes: attributes.map((attribute) => ({type: 'mdxJsxAttribute', name: attribute, value: null})),
    children,
  }) as unknown as ElementContent;

test('a shared part imported from a Markdown file stays at the top level, between sections', () => {
  const imports = {
    type: 'mdxjsEsm',
    value: "import Body from '../_partials/x/y.mdx';\nimport Tabs from '@theme/Tabs';",
  } as unknown as RootContent;
  const h2a = el('h2', [text('A')]);
  const body = jsx('Body') as RootContent;
  const after = el('p', [text('after')]);
  const h2b = el('h2', [text('B')]);
  const tabs = jsx('Tabs') as RootContent;
  const tree: Root = {type: 'root', children: [imports, h2a, body, after, h2b, tabs]};
  wrapSections(tree);
  const [first, second] = sections(tree);
  assert.equal(sections(tree).length, 2);
  assert.deepEqual(first!.children, [h2a]);
  assert.deepEqual(tree.children.slice(2, 4), [body, after], 'the part and what follows it up to the next h2');
  assert.deepEqual(second!.children, [h2b, tabs], 'a component imported from elsewhere stays in its section');
});

test('the counts: a <CodeBlock> by the lines of its template literal; of a set of tabs, the tab shown first', () => {
  const codeBlock = jsx('CodeBlock', [
    {type: 'mdxFlowExpression', value: '`cd /x\ngit clone ${props.host}/y`'} as unknown as ElementContent,
  ]);
  assert.deepEqual(countSection([codeBlock]), {text: 0, tableText: 0, blocks: 0, codeLines: 2, codeBlocks: 1});
  const tab = (body: string, attributes: string[] = []) => jsx('TabItem', [el('p', [text(body)])], attributes);
  assert.deepEqual(countSection([jsx('Tabs', [tab('一二'), tab('三四五六')])]), {
    text: 2,
    tableText: 0,
    blocks: 1,
    codeLines: 0,
    codeBlocks: 0,
  });
  assert.deepEqual(countSection([jsx('ToolTabs', [tab('一二'), tab('三四五六', ['default'])])]), {
    text: 4,
    tableText: 0,
    blocks: 1,
    codeLines: 0,
    codeBlocks: 0,
  });
});

test('the counts: a Mermaid diagram as a code block of its source lines', () => {
  assert.deepEqual(countSection([el('mermaid', [], {value: 'flowchart TD\n  A --> B\n  B --> C\n'})]), {
    text: 0,
    tableText: 0,
    blocks: 0,
    codeLines: 3,
    codeBlocks: 1,
  });
});
