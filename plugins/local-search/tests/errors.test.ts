/**
 * The pasted-error sets: error lines that CSGHub users pasted in OpenCSGs issue threads, each with the
 * issue it came from and the troubleshooting section that explains it in each language. errors.json is
 * the set the ranking rule for pasted errors was tuned on; errors-heldout.json is a second set nobody
 * tunes on. This test checks the fixtures themselves, not the ranking: enough entries (60 and 40), a
 * source issue for each, messages of at most 512 characters (what the search page takes), an expected
 * page and heading id that exist in the Markdown of both languages, and no message of the held-out set
 * that is also in errors.json, not even with other numbers (timestamps, pod hashes, IPs, ports).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {LOCALES, LOCALE_CODES, type Locale} from '../../../config/locales';
import {ERROR_SETS} from '../relevance/sets';

const ROOT = path.resolve(__dirname, '../../..');
const FIXTURE = ERROR_SETS.tuned;
const HELDOUT = ERROR_SETS.heldout;
const MIN_ENTRIES = 60;
const MIN_HELDOUT = 40;
const MAX_MESSAGE = 512;
const SOURCE = /^OpenCSGs\/[A-Za-z0-9._-]+#[1-9][0-9]*$/;
const TARGET = /^([a-z0-9_&./-]+)#([A-Za-z0-9_-]+)$/;

interface ErrorCase {
  message: string;
  source: string;
  expect: Record<Locale, string>;
}

/** Reads a doc's explicit heading ids (`## Title {#id}`), skipping fenced code. Null when the doc does not exist. */
function headingIds(locale: Locale, docPath: string): Set<string> | null {
  const base = path.join(ROOT, LOCALES[locale].docsDir, docPath);
  const file = [`${base}.md`, `${base}.mdx`, path.join(base, 'index.md'), path.join(base, 'index.mdx')].find((f) => fs.existsSync(f));
  if (file === undefined) return null;
  const ids = new Set<string>();
  let fence: string | null = null;
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker !== undefined) {
      if (fence === null) fence = marker.charAt(0);
      else if (marker.charAt(0) === fence) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const id = /^#{1,6}\s.*\{#([A-Za-z0-9_-]+)\}\s*$/.exec(line)?.[1];
    if (id !== undefined) ids.add(id);
  }
  return ids;
}

type IdLookup = (locale: Locale, docPath: string) => Set<string> | null;

/** Every problem of a parsed fixture, one line each; empty when it is valid. */
function problems(data: unknown, lookup: IdLookup = headingIds, minEntries = MIN_ENTRIES): string[] {
  if (!Array.isArray(data)) return ['the fixture is not a JSON array'];
  const found: string[] = [];
  if (data.length < minEntries) found.push(`${data.length} entries, at least ${minEntries} needed`);
  const seen = new Set<string>();
  data.forEach((entry: unknown, index) => {
    const at = `entry ${index}`;
    if (typeof entry !== 'object' || entry === null) {
      found.push(`${at}: not an object`);
      return;
    }
    const {message, source, expect} = entry as Partial<ErrorCase>;
    if (typeof message !== 'string' || message.trim() === '') found.push(`${at}: no message`);
    else {
      if (message.length > MAX_MESSAGE) found.push(`${at}: message has ${message.length} characters, at most ${MAX_MESSAGE}`);
      if (seen.has(message)) found.push(`${at}: the same message appears twice`);
      seen.add(message);
    }
    if (typeof source !== 'string' || !SOURCE.test(source)) {
      found.push(`${at}: source ${JSON.stringify(source)} is not "OpenCSGs/<repo>#<issue>"`);
    }
    if (typeof expect !== 'object' || expect === null) {
      found.push(`${at}: no expect`);
      return;
    }
    for (const locale of LOCALE_CODES) {
      const target = (expect as Partial<Record<Locale, unknown>>)[locale];
      const match = typeof target === 'string' ? TARGET.exec(target) : null;
      if (match === null) {
        found.push(`${at}: expect.${locale} ${JSON.stringify(target)} is not "<doc path>#<heading id>"`);
        continue;
      }
      const [, docPath = '', id = ''] = match;
      const ids = lookup(locale, docPath);
      if (ids === null) found.push(`${at}: expect.${locale}: no page ${docPath} in ${LOCALES[locale].docsDir}`);
      else if (!ids.has(id)) found.push(`${at}: expect.${locale}: ${docPath} has no heading {#${id}}`);
    }
  });
  return found;
}

/** A message as compared across sets: runs of digits made one mark, whitespace collapsed, so a line with other timestamps or IPs is the same message. */
export function messageKey(message: string): string {
  return message
    .replace(/[0-9]+/g, '0')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The held-out entries whose message is also in the tuned set (compared by messageKey), one line each. */
function sharedMessages(heldout: unknown, tuned: unknown): string[] {
  if (!Array.isArray(heldout) || !Array.isArray(tuned)) return ['a fixture is not a JSON array'];
  const keys = new Map<string, number>();
  tuned.forEach((entry: unknown, index) => {
    const message = (entry as Partial<ErrorCase> | null)?.message;
    if (typeof message === 'string') keys.set(messageKey(message), index);
  });
  const found: string[] = [];
  heldout.forEach((entry: unknown, index) => {
    const message = (entry as Partial<ErrorCase> | null)?.message;
    const twin = typeof message === 'string' ? keys.get(messageKey(message)) : undefined;
    if (twin !== undefined) found.push(`held-out entry ${index} is errors.json entry ${twin}: ${JSON.stringify(message).slice(0, 80)}`);
  });
  return found;
}

const read = (file: string): unknown => JSON.parse(fs.readFileSync(file, 'utf8'));

test('the pasted-error fixture is valid: enough entries, sources, short messages, and sections that exist in both languages', () => {
  assert.deepEqual(problems(read(FIXTURE)), []);
});

test('the held-out pasted-error fixture is valid the same way, with at least 40 entries', () => {
  assert.deepEqual(problems(read(HELDOUT), headingIds, MIN_HELDOUT), []);
});

test('the held-out set shares no message with errors.json, not even with other numbers', () => {
  assert.deepEqual(sharedMessages(read(HELDOUT), read(FIXTURE)), []);
});

test('every expected section is the same page and heading id in both languages (both sets)', () => {
  for (const file of [FIXTURE, HELDOUT]) {
    const data = read(file) as ErrorCase[];
    const differing = data.filter((entry) => new Set(LOCALE_CODES.map((locale) => entry.expect[locale])).size !== 1);
    assert.deepEqual(differing, [], path.basename(file));
  }
});

test('a message shared with errors.json is reported, as is the same line with other timestamps, pod names digits or IPs', () => {
  const tuned = [
    {message: '2025-09-12_02:48:10.11245 psql:seed/02_seed_space_resources.sql:43: error: connection to server was lost'},
    {message: 'dial tcp 10.43.0.10:53: i/o timeout'},
  ];
  assert.deepEqual(sharedMessages([{message: 'something else entirely'}], tuned), []);
  assert.match(sharedMessages([tuned[1]], tuned).join('\n'), /held-out entry 0 is errors.json entry 1/);
  const laterRun = {
    message: '2026-01-01_11:22:33.44444 psql:seed/02_seed_space_resources.sql:43:  error: connection to server was lost ',
  };
  assert.match(sharedMessages([{message: 'x'}, laterRun], tuned).join('\n'), /held-out entry 1 is errors.json entry 0/);
  assert.match(sharedMessages([{message: 'dial tcp 10.42.0.7:53: i/o timeout'}], tuned).join('\n'), /entry 0 is errors.json entry 1/);
  assert.deepEqual(sharedMessages({}, tuned), ['a fixture is not a JSON array']);
});

test('heading ids are read from headings only, not from fenced code', (t) => {
  const dir = fs.mkdtempSync(path.join(ROOT, '.tmp-errors-test-'));
  t.after(() => fs.rmSync(dir, {recursive: true, force: true}));
  const file = path.join(dir, 'page.md');
  fs.writeFileSync(
    file,
    ['# Title {#top}', '```md', '## In code {#hidden}', '```', '### Real {#real}', 'text {#not-a-heading}'].join('\n'),
  );
  const docPath = path.relative(path.join(ROOT, LOCALES.en.docsDir), path.join(dir, 'page'));
  assert.deepEqual([...(headingIds('en', docPath) ?? [])].sort(), ['real', 'top']);
  assert.equal(headingIds('en', `${docPath}-missing`), null);
});

test('crafted bad fixtures are reported, one problem per fault', () => {
  const ids: IdLookup = (_locale, docPath) => (docPath === 'a/page' ? new Set(['known']) : null);
  const good = {message: 'boom', source: 'OpenCSGs/csghub#1', expect: {'zh-Hans': 'a/page#known', en: 'a/page#known'}};
  assert.deepEqual(problems([good], ids, 1), []);
  assert.deepEqual(problems({}, ids, 1), ['the fixture is not a JSON array']);
  assert.match(problems([], ids, 1).join('\n'), /0 entries, at least 1 needed/);
  const cases: [unknown, RegExp][] = [
    [{...good, message: ''}, /no message/],
    [{...good, message: 'x'.repeat(MAX_MESSAGE + 1)}, /513 characters/],
    [{...good, source: 'someone/else#1'}, /is not "OpenCSGs/],
    [{...good, source: 'OpenCSGs/csghub'}, /is not "OpenCSGs/],
    [{...good, expect: undefined}, /no expect/],
    [{...good, expect: {'zh-Hans': 'a/page#known'}}, /expect\.en undefined/],
    [{...good, expect: {...good.expect, en: 'a/page'}}, /expect\.en "a\/page" is not/],
    [{...good, expect: {...good.expect, en: 'b/page#known'}}, /no page b\/page/],
    [{...good, expect: {...good.expect, en: 'a/page#unknown'}}, /has no heading \{#unknown\}/],
    [null, /not an object/],
  ];
  for (const [entry, expected] of cases) {
    const found = problems([entry], ids, 1);
    assert.equal(found.length, 1, `${JSON.stringify(entry)} gives ${JSON.stringify(found)}`);
    assert.match(found[0] ?? '', expected);
  }
  assert.match(problems([good, good], ids, 1).join('\n'), /the same message appears twice/);
});
