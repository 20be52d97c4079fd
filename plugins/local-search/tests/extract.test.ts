import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {extractPage} from '../server/extract';

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
