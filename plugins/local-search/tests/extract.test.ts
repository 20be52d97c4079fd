// cspell:ignore zebradiagram  (made up on purpose)
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {extractPage} from '../server/extract';
import {SEARCH_SKIP_ATTRIBUTE} from '../shared/format';

const html = fs.readFileSync(path.join(__dirname, 'fixtures', 'doc.html'), 'utf8');

test('a doc page becomes crawler-style records: title, headings with anchors, content blocks', () => {
  const page = extractPage(html, '/docs/en/csghub/101/install/by_helm', {blogLabel: 'Blog'});
  assert.ok(page);
  assert.equal(page.lvl0, 'Install');
  assert.equal(page.language, 'en');
  assert.equal(page.docusaurusTag, 'docs-default-current');
  assert.equal(page.keywords, 'k8s values.yaml');
  assert.deepEqual(
    page.records.map((record) => [record.type, record.anchor, record.text]),
    [
      ['lvl1', null, 'Helm Chart'],
      ['content', null, 'Install CSGHub with helm.'],
      ['lvl2', 'prerequisites', 'Prerequisites'],
      ['content', 'prerequisites', 'A domain'],
      ['content', 'prerequisites', 'nested item'],
      ['content', 'prerequisites', 'Paragraph item'],
      ['content', 'prerequisites', 'Tab body'],
      ['content', 'prerequisites', 'Key · Default'],
      ['content', 'prerequisites', 'global.edition · ee'],
      ['lvl3', 'gpu', 'GPU <nodes>'],
      ['content', 'gpu', 'helm upgrade --install csghub csghub/csghub'],
    ],
  );
});

test('pages that are neither docs nor blog posts are not indexed', () => {
  assert.equal(extractPage('<html class="plugin-pages"><body><p>x</p></body></html>', '/docs/', {blogLabel: 'Blog'}), null);
});

test('a doc at the root of a sidebar takes the active navbar entry as its section', () => {
  const rootDoc = html.replace(/<li class="breadcrumbs__item"><span class="breadcrumbs__link">Install<\/span><\/li>/, '');
  assert.equal(extractPage(rootDoc, '/x', {blogLabel: 'Blog'})?.lvl0, 'CSGHub');
});

test('what a page marks with data-search-skip is left out at the top level of the page as everywhere else (the Mermaid source)', () => {
  // The Mermaid wrapper's diagram source sits directly under the Markdown root for a top-level diagram.
  const mermaid = `<pre class="mermaid-source" hidden ${SEARCH_SKIP_ATTRIBUTE}="true">graph TD; zebradiagram --&gt; B</pre>`;
  const topLevel = html.replace('<div class="theme-doc-markdown markdown">', `<div class="theme-doc-markdown markdown">${mermaid}`);
  const nested = html.replace(
    '<div class="theme-doc-markdown markdown">',
    `<div class="theme-doc-markdown markdown"><div>${mermaid}</div>`,
  );
  assert.notEqual(topLevel, html, 'the fixture has the Markdown root');
  for (const variant of [topLevel, nested]) {
    const page = extractPage(variant, '/docs/en/x', {blogLabel: 'Blog'});
    assert.ok(page);
    assert.ok(!page.records.some((record) => record.text.includes('zebradiagram')), page.records.map((record) => record.text).join(' | '));
    assert.ok(
      page.records.some((record) => record.text === 'Install CSGHub with helm.'),
      'the rest of the page is still indexed',
    );
  }
});

test("a hidden paragraph is another name of its section: a heading one level below the section's, with its anchor", () => {
  // The API reference's upstream summary of an operation ("Get model detail" under "Get a model").
  const alias = html.replace(
    '<a href="#gpu" class="hash-link">&#8203;</a></h3>',
    '<a href="#gpu" class="hash-link">&#8203;</a></h3><div><p hidden>Accelerator node pool</p></div>',
  );
  assert.notEqual(alias, html, 'the fixture has the GPU heading');
  const page = extractPage(alias, '/docs/en/x', {blogLabel: 'Blog'});
  assert.ok(page);
  assert.deepEqual(
    page.records.slice(-3).map((record) => [record.type, record.anchor, record.text]),
    [
      ['lvl3', 'gpu', 'GPU <nodes>'],
      ['lvl4', 'gpu', 'Accelerator node pool'],
      ['content', 'gpu', 'helm upgrade --install csghub csghub/csghub'],
    ],
  );
  // A visible paragraph stays content.
  const shown = extractPage(alias.replace('<p hidden>', '<p>'), '/docs/en/x', {blogLabel: 'Blog'});
  assert.ok(shown?.records.some((record) => record.type === 'content' && record.text === 'Accelerator node pool'));
});
