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
    '--section-text:1;--section-blocks:1;--section-code-lines:2;--section-code-blocks:1',
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

test('the counts: CJK text 1 em a character, other text 0.55, blocks, code lines and blocks', () => {
  const counts = countSection([
    el('h2', [text('安装')]),
    el('p', [text('0123456789'), el('code', [text('abcdefghij')])]),
    el('ul', [el('li', [text('一二三')]), el('li', [el('p', [text('四')])])]),
    el('table', [el('tr', [el('td', [text('五')])])]),
    code('a\nb\nc'),
  ]);
  // 2 + 20 × 0.55 + 3 + 1 + 1 em; h2, p, two li, the li's p and the row.
  assert.deepEqual(counts, {text: 18, blocks: 6, codeLines: 3, codeBlocks: 1});
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
