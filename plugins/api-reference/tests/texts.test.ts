// cspell:ignore visiable depricated
/**
 * Our texts about the pinned definitions: they cover every public tag, operation and error code,
 * follow the writing rules of both languages, and render into pages that MDX can take.
 */
import {test} from 'node:test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import assert from 'node:assert/strict';
import {LOCALE_CODES} from '../../../config/locales';
import {processLanguageIn} from '../../../tests/helpers/processLanguage';
import {coverageProblems, loadErrorCodes, loadErrorTexts, loadSpec, loadTexts, operationsOf, publicOperations} from '../spec';
import {escapeMdx, operationAnchor, summaryOf} from '../render';
import {generate, markdownTwins} from '..';
import type {TagPageData} from '../model';
import {
  chineseTextProblems,
  englishTextProblems,
  englishTitleProblems,
  loadApiTexts,
  operationTitle,
  parameterText,
  textProblems,
  TEXTS_DIR,
} from '../texts';

const spec = loadSpec();
const texts = loadTexts();
const codes = loadErrorCodes();
const {texts: errorTexts, groups} = loadErrorTexts();
const apiTexts = loadApiTexts();

test('the pinned spec and catalogue parse: 512 operations in 51 tags, 227 error codes', () => {
  const operations = operationsOf(spec);
  assert.equal(new Set(operations.map((operation) => `${operation.method} ${operation.path}`)).size, 512);
  assert.equal(new Set(operations.map((operation) => operation.tag)).size, 51);
  assert.equal(codes.length, 227);
  assert.deepEqual(
    codes.find((entry) => entry.code === 'ACT-ERR-0'),
    {code: 'ACT-ERR-0', name: 'insufficientBalance', group: 'Account'},
  );
});

test('our texts cover every tag, operation and error code of the pinned definitions, and nothing else', () => {
  assert.deepEqual(coverageProblems(spec, texts, codes, errorTexts, groups), []);
  assert.ok(texts.internalTags.has('InternalOnly'), 'InternalOnly is left out');
  assert.ok(publicOperations(spec, texts).every((operation) => operation.tag !== 'InternalOnly'));
});

test('every operation has our title, and every parameter our description, in English and Chinese; every description a Chinese page shows has its Chinese; no entry is orphaned', () => {
  const problems = textProblems(spec, publicOperations(spec, texts), apiTexts);
  assert.deepEqual(problems.slice(0, 40), [], `${problems.length} problems`);
});

test('English titles are ours: sentence case, no typo or raw phrasing of the spec', () => {
  assert.deepEqual(englishTitleProblems('List the models visible to the current user'), []);
  assert.deepEqual(englishTitleProblems('Create a Serverless API for a model'), []);
  assert.deepEqual(englishTitleProblems('Get Visiable models for current user'), [
    'says "Visiable"',
    '"Visiable" is capitalized (sentence case)',
  ]);
  assert.deepEqual(englishTitleProblems('Update a exists model'), ['says "a exists"']);
  assert.deepEqual(englishTitleProblems('create a finetune instance'), ['does not start with a capital letter', 'says "finetune"']);
  assert.deepEqual(englishTitleProblems('List Agent Configs.'), [
    'ends with a full stop',
    '"Agent" is capitalized (sentence case)',
    '"Configs." is capitalized (sentence case)',
  ]);
});

test('Chinese texts keep the spacing, punctuation and terms of the house', () => {
  assert.deepEqual(chineseTextProblems('获取 GGUF 量化版本（按文件）'), []);
  assert.deepEqual(chineseTextProblems('命名空间'), []);
  assert.deepEqual(chineseTextProblems('获取GGUF量化版本'), ['no space in "取G"']);
  assert.deepEqual(chineseTextProblems('当前用户(所有者)'), ['half-width punctuation in "户("']);
  assert.deepEqual(chineseTextProblems('current user'), ['holds no Chinese']);
  assert.deepEqual(chineseTextProblems('删除推理端点'), ['says "推理端点" (glossary: 专属实例)']);
  assert.deepEqual(chineseTextProblems('启动空间'), ['says "空间" (glossary: 应用空间 (or 命名空间))']);
});

test('lookups give our texts, and name what is missing instead of falling back to the spec', () => {
  const listModels = publicOperations(spec, texts).find((operation) => operation.key === 'GET /models')!;
  assert.equal(operationTitle(apiTexts, 'GET /models', 'en'), 'List the models visible to the current user');
  assert.match(operationTitle(apiTexts, 'GET /models', 'zh-Hans'), /模型/);
  const search = listModels.op.parameters!.find((parameter) => parameter.name === 'search')!;
  assert.equal(search.description, 'search text');
  assert.equal(parameterText(apiTexts, 'GET /models', search, 'en'), 'Search keyword');
  assert.match(parameterText(apiTexts, 'GET /models', search, 'zh-Hans'), /[\u4e00-\u9fff]/);
  assert.equal(parameterText(apiTexts, 'GET /models', {name: 'x'}, 'zh-Hans'), '');
  assert.throws(() => operationTitle(apiTexts, 'GET /nowhere', 'en'), /no text for the en title of GET \/nowhere/);
  assert.throws(
    () => parameterText(apiTexts, 'GET /models', {name: 'x', description: 'no such text'}, 'zh-Hans'),
    /parameter "x" of GET \/models \("no such text"\)/,
  );
  // A crafted gap, an orphan and a slip are each named.
  const crafted = {
    ...apiTexts,
    operations: new Map(
      [...apiTexts.operations].filter(([key]) => key !== 'GET /models').concat([['GET /gone', {en: 'Gone', 'zh-Hans': '不存在'}]]),
    ),
    parameters: new Map([
      ...[...apiTexts.parameters].map(([key, text]): [string, {en: string; 'zh-Hans': string}] =>
        key === 'current_user' ? [key, {...text, en: 'current user'}] : [key, text],
      ),
      ['never used', {en: 'Never used', 'zh-Hans': '从未使用'}],
    ]),
    parameterFixes: new Map([...apiTexts.parameterFixes, ['page: never used', {en: 'Never used', 'zh-Hans': '从未使用'}]]),
    responses: new Map([...apiTexts.responses].map(([key, text]) => [key, key === 'Bad request' ? 'bad request' : text])),
  };
  const problems = textProblems(spec, publicOperations(spec, texts), crafted);
  assert.ok(problems.includes('texts/operations.json: no titles for GET /models'), problems.join('\n'));
  assert.ok(problems.includes('texts/operations.json: GET /gone is not an operation of the reference'));
  assert.ok(problems.includes('texts/parameters.json: no parameter of the reference is described "never used"'));
  assert.ok(problems.includes('texts/parameters.json: byParameter "page: never used" is not a parameter of the reference'));
  assert.ok(problems.includes('texts/responses.json "Bad request": holds no Chinese: "bad request"'), problems.join('\n'));
  assert.ok(
    problems.includes('texts/parameters.json "current_user": the English does not start with a capital letter: "current user"'),
    problems.join('\n'),
  );
  // An entry without its English (or its Chinese) stops the loading, naming the entry.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-texts-'));
  for (const name of fs.readdirSync(TEXTS_DIR)) fs.copyFileSync(path.join(TEXTS_DIR, name), path.join(dir, name));
  fs.writeFileSync(path.join(dir, 'parameters.json'), JSON.stringify({shared: {'current user': '当前用户'}}));
  assert.throws(() => loadApiTexts(dir), /parameters.json shared: "current user" needs an "en" and a "zh-Hans" text/);
  fs.rmSync(dir, {recursive: true});
});

test('English descriptions are ours: a capital first, no full stop, no typo of the spec outside quoted values', () => {
  assert.deepEqual(englishTextProblems('Filter by model tree relation, for example base_model:finetune:1'), []);
  assert.deepEqual(englishTextProblems('ID'), []);
  assert.deepEqual(englishTextProblems('current user'), ['does not start with a capital letter']);
  assert.deepEqual(englishTextProblems('User name or UUID.'), ['ends with a full stop']);
  assert.deepEqual(englishTextProblems('User identifier, username(depricated) or uuid'), ['says "depricated"']);
  assert.deepEqual(englishTextProblems('当前用户'), ['does not start with a capital letter', 'holds Chinese']);
});

/** Every human text of ours with where it is, per language. */
function ourTexts(): Array<{locale: 'en' | 'zh-Hans'; where: string; text: string}> {
  const out: Array<{locale: 'en' | 'zh-Hans'; where: string; text: string}> = [];
  for (const [name, tag] of texts.tags) {
    for (const locale of LOCALE_CODES) {
      out.push(
        {locale, where: `tags.json ${name} title`, text: tag[locale].title},
        {locale, where: `tags.json ${name} intro`, text: tag[locale].intro},
      );
    }
  }
  for (const [key, title] of apiTexts.operations)
    for (const locale of LOCALE_CODES) out.push({locale, where: `texts/operations.json ${key}`, text: title[locale]});
  for (const [code, text] of errorTexts) {
    for (const locale of LOCALE_CODES) {
      out.push(
        {locale, where: `errors ${code} meaning`, text: text[locale].meaning},
        {locale, where: `errors ${code} action`, text: text[locale].action},
      );
    }
  }
  return out;
}

test('Chinese texts: spaces between CJK and Latin, full-width punctuation; English texts hold no Chinese', () => {
  const problems: string[] = [];
  for (const {locale, where, text} of ourTexts()) {
    const prose = text.replace(/`[^`]*`/g, 'CODE');
    if (locale === 'zh-Hans') {
      const spacing = /[\u4e00-\u9fff][A-Za-z0-9]|[A-Za-z0-9][\u4e00-\u9fff]/.exec(prose);
      if (spacing) problems.push(`${where}: no space in "${spacing[0]}"`);
      const punctuation = /[\u4e00-\u9fff][,;:!?]|[\u4e00-\u9fff]\(/.exec(prose);
      if (punctuation) problems.push(`${where}: half-width punctuation in "${punctuation[0]}"`);
    } else if (/[\u4e00-\u9fff]/.test(prose)) problems.push(`${where}: Chinese in English text`);
  }
  assert.deepEqual(problems, []);
});

test('no text speaks about the docs, their sources or their writing', () => {
  const problems = ourTexts().flatMap(({locale, where, text}) => {
    const found = processLanguageIn(text, locale);
    return found ? [`${where}: "${found}"`] : [];
  });
  assert.deepEqual(problems, []);
});

test('spec text is made safe for MDX; anchors and descriptions are stable', () => {
  assert.equal(escapeMdx('a {b} <c> | d_e *f*'), 'a &#123;b&#125; &#60;c&#62; &#124; d\\_e \\*f\\*');
  assert.equal(operationAnchor({method: 'get', path: '/models/{namespace}/{name}'}), 'get-models-namespace-name');
  assert.equal(summaryOf('One sentence. Two sentences.'), 'One sentence.');
  const long = summaryOf(`${'word '.repeat(60)}end.`);
  assert.ok([...long].length <= 160 && long.endsWith('…'), long);
});

test('every public operation has its section, once, on its tag page, in both languages', () => {
  const generated = generate();
  const operations = publicOperations(spec, texts);
  for (const locale of LOCALE_CODES) {
    const pages = generated.pages.get(locale)!;
    const anchors = pages.flatMap((page) => {
      if (!page.json || page.id.endsWith('/index')) return []; // the index pages of split groups and of the error catalogue
      const data = JSON.parse(page.json) as TagPageData;
      // Each section is in the page's table of contents, which the page exports itself.
      for (const section of data.operations)
        assert.ok(page.content.includes(`"id":"${section.anchor}","level":3`), `${page.id}: ${section.anchor} in the toc`);
      return data.operations.map((section) => `${page.id}#${section.anchor}`);
    });
    assert.equal(anchors.length, operations.length, `${locale}: one section per operation`);
    assert.equal(new Set(anchors).size, anchors.length, `${locale}: anchors are unique per page`);
    const errors = pages.filter((page) => page.id.startsWith('errors/')).map((page) => page.content);
    for (const code of codes)
      assert.equal(
        errors.filter((content) => content.includes(`{#${code.code}}`)).length,
        1,
        `${locale}: ${code.code} has its anchor, on one page`,
      );
  }
});

test("a group page's Markdown twin holds every operation with its three examples, in the page's language", () => {
  const generated = generate();
  const en = generated.pages.get('en')!.find((page) => page.id === 'repositories/model/models')!;
  const data = JSON.parse(en.json!) as TagPageData;
  const twin = en.twin!;
  assert.match(twin, /^# Create, read and change models\n\n/);
  assert.match(twin, /\n### Get a model\n\n`GET \/api\/v1\/models\/\{namespace\}\/\{name\}`\n/);
  assert.match(twin, /\n\| `namespace` \| path \| string \| Yes \| Namespace \|\n/);
  for (const label of ['cURL', 'Python', 'JavaScript'])
    assert.equal(twin.split(`\n#### ${label}\n`).length - 1, data.operations.length, `${label} examples`);
  assert.match(
    twin,
    /```python\nimport requests\n\nresponse = requests\.get\(\n {4}"https:\/\/<your-csghub>\/api\/v1\/models\/<namespace>\/<name>",/,
  );
  assert.match(twin, /\[`types\.APIBadRequest`\]\(#schema-types-apibadrequest\)/);
  assert.match(twin, /\n## Schemas\n\n### `database\.Model`\n/);
  // Links to other pages are relative to the page's address (the llms plugin makes them absolute).
  assert.match(twin, /\[access token\]\(\.\.\/\.\.\/\.\.\/\.\.\/profile\/accesstoken\)/);
  assert.match(twin, /Create, read and change models: 6 operations\. This page is part of \[Models\]\(\.\.\/model\)\./);
  const zh = generated.pages.get('zh-Hans')!.find((page) => page.id === 'repositories/model/models')!.twin!;
  assert.match(zh, /\n\| 名称 \| 位置 \| 类型 \| 必填 \| 说明 \|\n/);
  assert.match(zh, /\n## 数据结构\n/);
  assert.match(zh, /\n### 获取模型详情\n\n`GET \/api\/v1\/models\/\{namespace\}\/\{name\}`\n/);
  assert.match(zh, /\n\| `namespace` \| path \| string \| 是 \| 命名空间 \|\n/);
});

test('the llms plugin gets the twins of the group pages by doc id, one per group page', () => {
  const generated = generate();
  for (const locale of LOCALE_CODES) {
    const twins = markdownTwins(generated, locale);
    const groupPages = generated.pages.get(locale)!.filter((page) => page.json);
    assert.deepEqual(Object.keys(twins).sort(), groupPages.map((page) => `csghub/api/${page.id}`).sort());
    // 33 groups on one page, 12 split into 46 pages, each with its index (data/pages.json), and the
    // error catalogue's index (the catalogue's pages get their twins from the built pages).
    assert.equal(Object.keys(twins).length, 33 + 46 + 12 + 1);
  }
});

test("the pages show our titles and, in Chinese, our descriptions; the spec's own summary is not shown beside them", () => {
  const generated = generate();
  for (const locale of LOCALE_CODES) {
    for (const page of generated.pages.get(locale)!.filter((candidate) => candidate.json && !candidate.id.endsWith('/index'))) {
      const data = JSON.parse(page.json!) as TagPageData;
      for (const {title, anchor, operation} of data.operations) {
        const key = `${operation.method} ${operation.path}`;
        const ours = [...apiTexts.operations.values()].some((titles) => titles[locale] === title);
        assert.ok(ours, `${locale} ${page.id}#${anchor}: "${title}" is not one of our titles (${key})`);
        assert.ok(!('summary' in operation), `${locale} ${page.id}#${anchor}: the spec's summary is in the page's data`);
      }
    }
  }
  const zh = generated.pages.get('zh-Hans')!.find((page) => page.id === 'repositories/model/models')!;
  const models = (JSON.parse(zh.json!) as TagPageData).operations.find((section) => section.anchor === 'get-models')!;
  assert.equal(models.title, '获取可见的模型列表');
  assert.ok(zh.content.includes('"value":"获取可见的模型列表","id":"get-models","level":3'), 'the table of contents has the Chinese title');
  const descriptions = models.operation.parameters.map((parameter) => `${parameter.name}: ${parameter.description}`);
  assert.ok(descriptions.includes('current_user: 当前用户'), descriptions.join('\n'));
  assert.ok(descriptions.includes('search: 搜索关键词'), descriptions.join('\n'));
  assert.ok(descriptions.includes('source: 来源；可选值 opencsg、huggingface、local'), descriptions.join('\n'));
  assert.match(models.operation.responses.map((response) => response.description).join(' '), /^成功 请求有误 服务器内部错误$/);
  const en = generated.pages.get('en')!.find((page) => page.id === 'repositories/model/models')!;
  const enModels = (JSON.parse(en.json!) as TagPageData).operations.find((section) => section.anchor === 'get-models')!;
  assert.equal(enModels.title, 'List the models visible to the current user');
  assert.ok(en.content.includes('"value":"List the models visible to the current user","id":"get-models","level":3'));
  assert.ok(enModels.operation.parameters.some((parameter) => parameter.description === 'Current user'));
  // Every parameter an English page shows has our description: none is the spec's own text.
  const ours = new Set([...apiTexts.parameters.values(), ...apiTexts.parameterFixes.values()].map((text) => text.en));
  const specTexts = new Set(
    publicOperations(spec, texts).flatMap((operation) => (operation.op.parameters ?? []).map((parameter) => parameter.description?.trim())),
  );
  for (const page of generated.pages.get('en')!.filter((candidate) => candidate.json && !candidate.id.endsWith('/index'))) {
    for (const {operation, anchor} of (JSON.parse(page.json!) as TagPageData).operations) {
      for (const parameter of operation.parameters) {
        const text = parameter.description.split(/; (?:one of|default) /)[0]!;
        if (!text) continue;
        assert.ok(
          ours.has(text) && !(specTexts.has(text) && !ours.has(text)),
          `${page.id}#${anchor} ${parameter.name}: "${text}" is not ours`,
        );
      }
    }
  }
  // Where the spec's English is wrong for a parameter ("per page" on `page`), both languages take ours.
  assert.ok(
    enModels.operation.parameters.some((parameter) => parameter.name === 'page' && parameter.description.startsWith('Page number')),
  );
  assert.ok(
    descriptions.some((description) => description.startsWith('page: 页码')),
    descriptions.join('\n'),
  );
  // No English description is left on a Chinese page: each has CJK, or is an identifier alone ("ID").
  for (const page of generated.pages.get('zh-Hans')!.filter((candidate) => candidate.json && !candidate.id.endsWith('/index'))) {
    const data = JSON.parse(page.json!) as TagPageData;
    const shown = [
      ...data.operations.flatMap(({operation}) => [
        ...operation.parameters.map((parameter) => parameter.description.split(/；(?:可选值|默认) /)[0]!),
        ...operation.responses.map((response) => response.description),
      ]),
      ...data.schemas.flatMap((schema) => schema.fields.map((field) => field.description.split(/；(?:可选值|默认) /)[0]!)),
    ];
    for (const text of shown)
      assert.ok(!text || chineseTextProblems(text).every((problem) => !problem.startsWith('holds no Chinese')), `${page.id}: "${text}"`);
  }
});

test('the error catalogue: full-width colons after the labels in Chinese, and no version line (it belongs to the operation pages)', () => {
  const generated = generate();
  const catalogue = (locale: 'en' | 'zh-Hans') =>
    generated.pages
      .get(locale)!
      .filter((page) => page.id.startsWith('errors/'))
      .map((page) => page.content)
      .join('\n');
  const zh = catalogue('zh-Hans');
  const en = catalogue('en');
  assert.match(zh, /\n\*\*名称\*\*：`insufficientBalance`\n/);
  assert.match(zh, /\n\*\*含义\*\*：/);
  assert.match(zh, /\n\*\*处理方法\*\*：/);
  assert.doesNotMatch(zh, /\*\*: /);
  assert.match(zh, /\n## ACT：/);
  assert.match(en, /\n\*\*Name\*\*: `insufficientBalance`\n/);
  assert.doesNotMatch(zh, /csghub-server v/);
  assert.doesNotMatch(en, /csghub-server v/);
  const page = generated.pages.get('en')!.find((candidate) => candidate.id === 'repositories/model/models')!;
  assert.match(page.content, /These operations are those of csghub-server v/);
});

test('no two API pages share a paragraph of prose: each page of a split group names its own part in its lead', () => {
  const generated = generate();
  for (const locale of LOCALE_CODES) {
    const seen = new Map<string, string>();
    for (const page of generated.pages.get(locale)!) {
      const body = page.content.replace(/^---\n[\s\S]*?\n---\n/, '').replace(/```[\s\S]*?```/g, '\n\n');
      for (const paragraph of body.split(/\n\s*\n/).map((text) => text.trim())) {
        // Prose only: long enough to be read as a sentence, not a component, an import or a heading.
        if (paragraph.length < 80 || /^[<#|{]|^import |^export /.test(paragraph)) continue;
        const other = seen.get(paragraph);
        assert.ok(other === undefined, `${locale}: ${page.id} and ${other} share: ${paragraph.slice(0, 100)}`);
        seen.set(paragraph, page.id);
      }
    }
  }
});
