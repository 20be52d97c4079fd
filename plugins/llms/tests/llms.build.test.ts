/**
 * The AI-readable outputs of the production build, both languages: llms.txt lists pages whose links
 * all resolve to built twins, every doc route has its Markdown twin, and a sample twin comes out as a
 * reader sees the page (props filled in, each tab's label as a heading before its panel, fenced code
 * with its language, no anchor-link noise, no raw JSX). Links into the site are site paths (`/docs/…`):
 * the build goes into the offline image too, whose readers cannot reach opencsg.com.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {LOCALE_CODES, localeBaseUrl} from '../../../config/locales';
import {BUILD_DIR, localeBuildDir} from '../../../lib/build';
import {readRoutes} from '../../../lib/contract';

for (const locale of LOCALE_CODES) {
  const root = localeBuildDir(locale);
  const base = localeBaseUrl(locale);

  test(`${locale}: llms.txt and llms-full.txt exist, and every link of llms.txt is a built twin`, () => {
    const llms = fs.readFileSync(path.join(root, 'llms.txt'), 'utf8');
    assert.match(llms, /^# .+\n\n> .+/);
    const links = [...llms.matchAll(/\]\(([^)]+)\)/g)].map((match) => match[1]!);
    assert.ok(links.length > 380, `${links.length} links`);
    assert.deepEqual(
      links.filter((link) => !link.startsWith(base)),
      [],
      'every link is a path of the site',
    );
    const missing = links.filter((link) => !fs.existsSync(path.join(BUILD_DIR, link.slice('/docs/'.length))));
    assert.deepEqual(missing, []);
    for (const unwanted of ['/search', '/tags/', '/archive', '__fixtures'])
      assert.ok(!links.some((link) => link.includes(unwanted)), unwanted);
    const full = fs.readFileSync(path.join(root, 'llms-full.txt'), 'utf8');
    assert.ok(Buffer.byteLength(full) > 1_000_000, `${Buffer.byteLength(full)} bytes`);
    assert.doesNotMatch(full, /\]\(https?:\/\/opencsg\.com\/docs\//, 'no link of llms-full.txt leaves the host serving it');
  });

  test(`${locale}: every doc route has its Markdown twin`, () => {
    const missing = readRoutes()
      .filter((row) => row.id !== '-')
      .map((row) => row.path.replace(/\/$/, ''))
      .filter((route) => !fs.existsSync(path.join(root, `${route}.md`)));
    assert.deepEqual(missing, []);
  });

  test(`${locale}: a twin shows the page as a reader sees it`, () => {
    // A community page built from a partial with props, tool tabs and code blocks.
    const twin = fs.readFileSync(path.join(root, 'model', 'model_upload.md'), 'utf8');
    assert.match(twin, /^# \S/);
    assert.match(twin, /opencsg\.com/, 'the partial received the community site as a prop');
    assert.match(twin, /\n#{3,4} (Web UI|网页端)\n/, 'a tab label is a heading');
    assert.match(twin, /\n#{3,4} (Web UI|网页端)\n\n1\. /, 'the heading comes right before its panel');
    assert.match(twin, /\n```bash( title="[^"]*")?\n/);
    assert.match(twin, /\n```python( title="[^"]*")?\n/);
    assert.doesNotMatch(twin, /Direct link to|的直接链接/);
    assert.doesNotMatch(twin, /<ToolTabs|<TabItem|^import |\{props\./m);
    assert.match(twin, new RegExp(`\\]\\(${base}`), 'links into the site are site paths');
    assert.doesNotMatch(twin, /\]\(https?:\/\/opencsg\.com\/docs\//, 'no link leaves the host serving the twin');
    const diagrams = fs.readFileSync(path.join(root, 'csghub', '101', 'install', 'architecture.md'), 'utf8');
    assert.match(diagrams, /\n```mermaid\nflowchart/);
  });
}
