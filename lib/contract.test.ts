import {test} from 'node:test';
import assert from 'node:assert/strict';
import {parseRoutes, parseSpecSidebars, readRoutes, readSpecSidebars} from './contract';

const HEADER = 'path\tid\tsidebar\tcategory\ttitle_en\ttitle_zh\tsource';

test('routes.tsv: rows as the contract writes them, the landing page with an empty path', () => {
  const rows = parseRoutes(`${HEADER}\nintro\tintro\ttutorialSidebar\t-\tIntro\t简介\tspec\n\t-\tnone\t-\tHome\t首页\tspec\n\n`);
  assert.deepEqual(rows, [
    {path: 'intro', id: 'intro', sidebar: 'tutorialSidebar', category: '-', titleEn: 'Intro', titleZh: '简介'},
    {path: '', id: '-', sidebar: 'none', category: '-', titleEn: 'Home', titleZh: '首页'},
  ]);
});

test('routes.tsv: a wrong header or a short row throws, naming the file and line', () => {
  assert.throws(() => parseRoutes('path,id,sidebar\nintro,intro,x\n', 'r.tsv'), /^Error: r\.tsv:1: the header must start with/);
  assert.throws(
    () => parseRoutes(`${HEADER}\nintro\tintro\ttutorialSidebar\t-\tIntro\t简介\nbroken row with spaces\n`, 'r.tsv'),
    /^Error: r\.tsv:3: /,
  );
  assert.throws(() => parseRoutes(`${HEADER}\nintro\tintro\t\t-\tIntro\t简介\n`, 'r.tsv'), /r\.tsv:2: a row needs/);
});

test('sidebars.md: nested categories and docs, notes in parentheses dropped', () => {
  const text = [
    '# Sidebars',
    '',
    '## csghub  (navbar: CSGHub)',
    '',
    '```',
    'csghub/intro (landing)',
    '[Install | 安装]',
    '  csghub/install/by_helm',
    '  [Others | 其他]',
    '    csghub/install/q&a',
    'csghub/last',
    '```',
  ].join('\n');
  assert.deepEqual(parseSpecSidebars(text), {
    csghub: [
      {type: 'doc', id: 'csghub/intro'},
      {
        type: 'category',
        labelEn: 'Install',
        labelZh: '安装',
        items: [
          {type: 'doc', id: 'csghub/install/by_helm'},
          {type: 'category', labelEn: 'Others', labelZh: '其他', items: [{type: 'doc', id: 'csghub/install/q&a'}]},
        ],
      },
      {type: 'doc', id: 'csghub/last'},
    ],
  });
});

test('sidebars.md: a malformed line or no sidebar at all throws, naming the file and line', () => {
  const text = ['## csghub  (navbar: CSGHub)', '', '```', 'csghub/intro', '[Install without its Chinese label]', '```'].join('\n');
  assert.throws(() => parseSpecSidebars(text, 's.md'), /^Error: s\.md:5: in sidebar csghub, a line is a category/);
  assert.throws(() => parseSpecSidebars('# Nothing here\n', 's.md'), /^Error: s\.md: no sidebar section/);
});

test("the repository's contract reads without error", () => {
  assert.ok(readRoutes().length > 300);
  assert.deepEqual(Object.keys(readSpecSidebars()).sort(), ['agentichub', 'csghub', 'starship', 'tutorialSidebar']);
});
