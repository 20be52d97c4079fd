import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {writeTwinsInWorker} from '../worker';

const PAGE = `<!doctype html><html><head><title>Upload</title></head><body><article><div class="theme-doc-markdown markdown">
<h1>Upload a model</h1><p>Run <code>git push</code>.</p><table><thead><tr><th>Key</th><th>Value</th></tr></thead>
<tbody><tr><td>a</td><td>1</td></tr><tr><td>b</td><td>2</td></tr></tbody></table></div></article></body></html>`;

test('the worker writes each twin and returns its Markdown; a page without HTML is skipped', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'llms-worker-'));
  fs.writeFileSync(path.join(dir, 'page.html'), PAGE);
  const twin = path.join(dir, 'out', 'page.md');
  const written = await writeTwinsInWorker([
    {
      permalink: '/docs/en/page',
      htmlFiles: [path.join(dir, 'missing.html'), path.join(dir, 'page.html')],
      linkOrigin: '',
      twinFile: twin,
    },
    {
      permalink: '/docs/en/none',
      htmlFiles: [path.join(dir, 'none.html')],
      linkOrigin: '',
      twinFile: path.join(dir, 'none.md'),
    },
  ]);
  assert.deepEqual(
    written.map(([permalink]) => permalink),
    ['/docs/en/page'],
  );
  const markdown = fs.readFileSync(twin, 'utf8');
  assert.equal(written[0]![1], markdown);
  assert.match(markdown, /^# Upload a model\n/);
  assert.match(markdown, /\| Key \| Value \|\n\| --- \| --- \|\n\| a +\| 1 +\|\n\| b +\| 2 +\|/);
  fs.rmSync(dir, {recursive: true, force: true});
});

test('a twin supplied as Markdown is written as it is, with site links, without reading HTML', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'llms-worker-'));
  const twin = path.join(dir, 'api', 'model.md');
  const written = await writeTwinsInWorker([
    {
      permalink: '/docs/en/api/model',
      htmlFiles: [path.join(dir, 'missing.html')],
      linkOrigin: 'https://example.com',
      twinFile: twin,
      markdown: '# Models\n\nSee [the schema](#schema-model) and [tokens](../profile/accesstoken).\n',
    },
  ]);
  const expected =
    '# Models\n\nSee [the schema](https://example.com/docs/en/api/model#schema-model) and [tokens](https://example.com/docs/en/profile/accesstoken).\n';
  assert.deepEqual(written, [['/docs/en/api/model', expected]]);
  assert.equal(fs.readFileSync(twin, 'utf8'), expected);
  fs.rmSync(dir, {recursive: true, force: true});
});

test('a twin that cannot be written rejects with the reason', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'llms-worker-'));
  fs.writeFileSync(path.join(dir, 'page.html'), PAGE);
  fs.writeFileSync(path.join(dir, 'file'), '');
  await assert.rejects(
    writeTwinsInWorker([
      {
        permalink: '/p',
        htmlFiles: [path.join(dir, 'page.html')],
        linkOrigin: '',
        twinFile: path.join(dir, 'file', 'p.md'),
      },
    ]),
    /\[llms\] converting pages to Markdown failed: .*(EEXIST|ENOTDIR)/,
  );
  fs.rmSync(dir, {recursive: true, force: true});
});
