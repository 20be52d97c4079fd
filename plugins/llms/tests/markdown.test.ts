import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {pageToMarkdown} from '../markdown';
import {siteLinks} from '../twins';
import {linkOriginOf, llmsTxt, sectionsOf, twinFile} from '..';
import {twinPath} from '../theme/CopyPage/path';

const html = fs.readFileSync(path.join(__dirname, 'fixtures', 'page.html'), 'utf8');
const page = pageToMarkdown(html, '/docs/en/model/model_upload')!;

test('a built page becomes Markdown: title, headings without anchor links, links within the site', () => {
  assert.equal(page.title, 'Upload Model Files');
  assert.match(page.markdown, /^# Upload Model Files\n/);
  assert.match(page.markdown, /\n## Upload the files\n/);
  assert.doesNotMatch(page.markdown, /Direct link|\u200b|copy|Next/);
  // Links into the site are paths from the host's root: an offline copy links to itself.
  assert.match(page.markdown, /\[access tokens\]\(\/docs\/en\/profile\/accesstoken\)/);
  assert.match(page.markdown, /\[Git\]\(\/docs\/en\/model\/model_upload#git\)/);
  assert.doesNotMatch(page.markdown, /\]\(https?:/);
  assert.match(page.markdown, /Git URLs use `https:\/\/opencsg\.com`/, 'code keeps its text');
  // With DOCS_LLMS_ORIGIN, behind that origin.
  const behind = pageToMarkdown(html, '/docs/en/model/model_upload', 'https://docs.example')!.markdown;
  assert.match(behind, /\[access tokens\]\(https:\/\/docs\.example\/docs\/en\/profile\/accesstoken\)/);
  assert.match(behind, /\[Git\]\(https:\/\/docs\.example\/docs\/en\/model\/model_upload#git\)/);
});

test('DOCS_LLMS_ORIGIN: unset gives site paths; an origin is taken; anything else stops the build', () => {
  assert.equal(linkOriginOf(undefined, '/docs/'), '');
  assert.equal(linkOriginOf('  ', '/docs/'), '');
  assert.equal(linkOriginOf('https://opencsg.com', '/docs/'), 'https://opencsg.com');
  assert.equal(linkOriginOf(' HTTP://Docs.Example:8080/docs/ ', '/docs/'), 'http://docs.example:8080');
  for (const bad of [
    'opencsg.com',
    'https://opencsg.com/other/',
    'https://opencsg.com/?x',
    'javascript:alert(1)',
    'file:///etc',
    'https://u:p@opencsg.com',
  ])
    assert.throws(() => linkOriginOf(bad, '/docs/'), /DOCS_LLMS_ORIGIN takes the origin/, bad);
});

test("each tab's label is a heading right before its panel, one level below its section", () => {
  assert.match(page.markdown, /\n### Web UI\n\n1\. {1,3}Open the model page\./);
  assert.match(page.markdown, /\n### Git\n\n```bash title="Clone, add files, push"\ngit lfs install\ngit push\n```/);
});

test('code blocks keep their language, Mermaid its source, admonitions and tables their content', () => {
  assert.match(page.markdown, /```python\nimport pycsghub\n```/);
  assert.match(page.markdown, /```mermaid\nflowchart LR\n {2}a --> b\n```/);
  assert.match(page.markdown, /> \*\*Large files\*\*\n>\s*\n> Track files over 5 GB with LFS\./);
  assert.match(page.markdown, /\| Method \| Limit \|\n\| --- \| --- \|\n\| Web UI \| 5 MB per file \|/);
});

test('pages that are neither docs nor blog posts have no twin', () => {
  assert.equal(pageToMarkdown('<html><body><main>landing</main></body></html>', '/docs/'), null);
});

test('twins sit at the page path plus .md, on disk and in the browser', () => {
  assert.equal(twinFile('/out/en', '/docs/en/', '/docs/en/model/model_upload'), path.join('/out/en', 'model/model_upload.md'));
  assert.equal(twinFile('/out', '/docs/', '/docs/billing/'), path.join('/out', 'billing.md'));
  assert.equal(twinPath('/docs/en/intro/'), '/docs/en/intro.md');
  assert.equal(twinPath('/docs/intro'), '/docs/intro.md');
});

test('llms.txt: summary, then each sidebar and category in order, then the rest and the blog', () => {
  const docs = new Map([
    ['intro', {permalink: '/docs/en/intro', title: 'Intro', description: 'Start here.'}],
    ['model/model_intro', {permalink: '/docs/en/model/model_intro', title: 'Models', description: 'What a model is.'}],
    ['licenses/mit', {permalink: '/docs/en/licenses/mit', title: 'MIT', description: ''}],
  ]);
  const sidebars = {
    tutorialSidebar: [
      {type: 'doc', id: 'intro'},
      {type: 'category', label: 'Models', items: [{type: 'doc', id: 'model/model_intro'}]},
    ],
  };
  const sections = sectionsOf(
    sidebars,
    docs,
    new Map([['tutorialSidebar', 'Community Tutorials']]),
    [{permalink: '/docs/en/blog/welcome', title: 'Welcome', description: 'Hi.'}],
    'en',
  );
  const text = llmsTxt('OpenCSG Docs', 'Guides', sections, (permalink) => `${permalink}.md`, '/docs/en/llms-full.txt', 'en');
  assert.equal(
    text,
    [
      '# OpenCSG Docs',
      '',
      '> Guides',
      '',
      'Every page is also available as Markdown: add `.md` to its address. The Markdown of all pages, one after another, is in [llms-full.txt](/docs/en/llms-full.txt).',
      '',
      '## Community Tutorials',
      '',
      '- [Intro](/docs/en/intro.md): Start here.',
      '',
      '### Models',
      '',
      '- [Models](/docs/en/model/model_intro.md): What a model is.',
      '',
      '## Other pages',
      '',
      '- [MIT](/docs/en/licenses/mit.md)',
      '',
      '## Blog',
      '',
      '- [Welcome](/docs/en/blog/welcome.md): Hi.',
      '',
    ].join('\n'),
  );
});

test('a twin another plugin supplies gets site links, outside code and escaped brackets', () => {
  const markdown = [
    '# Models',
    '',
    'Use an [access token](../../../profile/accesstoken) and see [`types.Model`](#schema-types-model).',
    'Text \\[not a link\\](https://example.com/a\\_b), \\[nor this\\](x/y), `code ](x)`, [elsewhere](https://example.com/x).',
    '',
    '```js',
    'const link = "[a](b)";',
    '```',
  ].join('\n');
  assert.equal(
    siteLinks(markdown, '/docs/en/csghub/api/repositories/model'),
    [
      '# Models',
      '',
      'Use an [access token](/docs/en/profile/accesstoken) and see [`types.Model`](/docs/en/csghub/api/repositories/model#schema-types-model).',
      'Text \\[not a link\\](https://example.com/a\\_b), \\[nor this\\](x/y), `code ](x)`, [elsewhere](https://example.com/x).',
      '',
      '```js',
      'const link = "[a](b)";',
      '```',
    ].join('\n'),
  );
});
