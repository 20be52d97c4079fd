// cspell:ignore serverses keyss keysmith  (made up on purpose: words longer than a plural)
/**
 * The synonym groups of synonyms.json: the glossary's English and Chinese terms, and the words readers
 * type for them, search for each other (shared/synonyms.ts reads them at query time).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {canonical, synonymVariants} from '../shared/synonyms';
import synonyms from '../synonyms.json';

const groups = (locale: 'en' | 'zh-Hans') => synonyms[locale].map((group) => group.map(canonical));

test('the glossary terms readers type in other words: merge requests, code review, billing, LLMs, offline installs, the open-source edition', () => {
  const cases: Array<['en' | 'zh-Hans', string, string]> = [
    ['en', 'mr review', 'merge request review'],
    ['en', 'how am i charged', 'how am i billing'],
    ['en', 'install without internet', 'install offline'],
    ['zh-Hans', '合并请求自动评审', '合并请求自动代码审查'],
    ['zh-Hans', 'mr', '合并请求'],
    ['zh-Hans', '换成自己的大模型', '换成自己的llm'],
    ['zh-Hans', '内网部署', '离线部署'],
    ['zh-Hans', '费用', '计费'],
    // The release notes call the Community Edition line 开源版 (Open Source).
    ['zh-Hans', 'csghub 开源版', 'csghub 社区版'],
    ['en', 'open source edition', 'community edition'],
    // The glossary calls CodeSouler the IDE coding assistant; readers name it by what it is.
    ['en', 'use my own llm in the ide assistant', 'use my own llm in the codesouler'],
    ['en', 'coding assistant chat', 'codesouler chat'],
    // The glossary's English word for the MCP area is "MCP server": it reads as the area's name too.
    ['en', 'mcp server', 'mcp'],
    // GitHub's own Chinese pages call a GitHub App "GitHub 应用".
    ['zh-Hans', 'github 应用安装', 'github app安装'],
  ];
  for (const [locale, query, variant] of cases) {
    const variants = synonymVariants(query, groups(locale));
    assert.ok(variants.includes(variant), `${locale} "${query}" → ${variants.join(' | ')}`);
  }
});

test('a plural ending reads as the singular member: "mcp servers", "api keys", "merge requests"; a longer word does not', () => {
  const table = [
    ['mcp server', 'mcp'],
    ['api key', 'access token'],
    ['合并请求', 'merge request'],
  ];
  assert.ok(synonymVariants('mcp servers', table).includes('mcp'));
  assert.ok(synonymVariants('rotate api keys now', table).includes('rotate access token now'));
  assert.ok(synonymVariants('list merge requests', table).includes('list 合并请求'));
  for (const longer of ['mcp serverses', 'mcp serverless', 'api keyss', 'api keysmith']) {
    assert.deepEqual(
      synonymVariants(longer, [
        ['mcp server', 'tool server'],
        ['api key', 'token'],
      ]),
      [],
      longer,
    );
  }
  // A path names things exactly: "/mirrors" is an API path, not the plural of "mirror".
  assert.deepEqual(synonymVariants('/mirrors', [['mirror', 'multi-source sync']]), []);
  assert.deepEqual(synonymVariants('GET /api/v1/api keys', table), []);
  // Crafted input: full-width and ideographic spaces, case, a zero-width space read as the singular; a
  // control character or a hyphen before the "s" splits it off as a word of its own; a lone "s" is nothing.
  assert.deepEqual(synonymVariants('MCP\u3000SERVERS', table), ['mcp']);
  assert.deepEqual(synonymVariants('\u200bmcp ServerS', table), ['mcp']);
  assert.deepEqual(synonymVariants('ｍｃｐ ｓｅｒｖｅｒｓ', table), ['mcp']);
  assert.deepEqual(synonymVariants('mcp server\u0000s', table), ['mcp s']);
  assert.deepEqual(synonymVariants('mcp server-s', table), ['mcp s']);
  for (const nothing of ['s', 'es', '', '\u0000', ' s ']) assert.deepEqual(synonymVariants(nothing, table), [], JSON.stringify(nothing));
  // The site's own groups: the glossary's "MCP server" in the plural still reads as the area's name.
  assert.ok(synonymVariants('MCP Servers', groups('en')).includes('mcp'));
});

test('synonym groups: canonical, no empty member, no member in two groups of a locale', () => {
  for (const locale of ['en', 'zh-Hans'] as const) {
    const seen = new Map<string, number>();
    synonyms[locale].forEach((group, i) => {
      assert.ok(group.length >= 2, `${locale} group ${i}`);
      for (const member of group) {
        assert.ok(canonical(member).length > 0, `${locale} group ${i}: empty member`);
        const other = seen.get(canonical(member));
        assert.ok(other === undefined || other === i, `${locale}: "${member}" in groups ${other} and ${i}`);
        seen.set(canonical(member), i);
      }
    });
  }
});
