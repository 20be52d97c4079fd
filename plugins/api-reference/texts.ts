// cspell:ignore visiable exsit depricated recommand fineune fintune reource categores usernam
/**
 * Our own words for the operations of the pinned spec, in both languages (data/texts/): the title and
 * the parameter descriptions of every public operation in English and Chinese, and the Chinese for the
 * response and schema-field descriptions the spec gives in English. Paths, parameter names and schema
 * names stay as the spec has them.
 *
 * - `operations.json`: `{"GET /models": {"en": "…", "zh-Hans": "…"}}`, one entry per public operation,
 *   keyed by method and the spec's path.
 * - `parameters.json`: `shared` maps the spec's description of a parameter to ours in both languages
 *   (`{"current_user": {"en": "Current user", "zh-Hans": "当前用户"}}`); `byParameter`
 *   (`{"page": {"per page": {"en": "Page number", "zh-Hans": "页码"}}}`) replaces a description that is
 *   wrong for the parameters of that name; `byOperation` (`{"GET /models search": {"en": …, "zh-Hans": …}}`)
 *   describes one parameter of one operation.
 * - `responses.json`, `fields.json`: English response and schema-field descriptions to their Chinese.
 *
 * Lookups throw on a gap, so a page never falls back to the spec's English unnoticed; `textProblems`
 * names every gap, orphan and style slip at once (the unit test and `npm run api:check` print it).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Locale} from '../../config/locales';
import {loadSpec, loadTexts, publicOperations, type Operation, type Schema, type SwaggerSpec} from './spec';

export const TEXTS_DIR = path.join(__dirname, 'data', 'texts');

export interface Bilingual {
  readonly en: string;
  readonly 'zh-Hans': string;
}

export interface ApiTexts {
  /** Titles by operation key (`GET /models`). */
  readonly operations: ReadonlyMap<string, Bilingual>;
  /** Our description, in both languages, of a parameter the spec describes so (whitespace collapsed). */
  readonly parameters: ReadonlyMap<string, Bilingual>;
  /** Our description of one parameter of one operation (`GET /models search`), where the shared text does not fit. */
  readonly parameterOverrides: ReadonlyMap<string, Bilingual>;
  /** Both languages for a parameter name and its English description (`page: per page`), where the spec's English is wrong. */
  readonly parameterFixes: ReadonlyMap<string, Bilingual>;
  /** Chinese of an English response description. */
  readonly responses: ReadonlyMap<string, string>;
  /** Chinese of an English schema-field description. */
  readonly fields: ReadonlyMap<string, string>;
}

/** The spec's text as a lookup key: whitespace collapsed, trimmed. */
export function textKey(text: string | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

function readJson(dir: string, name: string): Record<string, unknown> {
  const file = path.join(dir, name);
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch (error) {
    throw new Error(`[api-reference] ${file} is not a readable JSON file: ${error instanceof Error ? error.message : String(error)}`);
  }
}

function stringMap(value: unknown, where: string): Map<string, string> {
  if (value === undefined) return new Map();
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error(`[api-reference] ${where}: expected an object`);
  return new Map(
    Object.entries(value).map(([key, text]) => {
      if (typeof text !== 'string' || !text.trim()) throw new Error(`[api-reference] ${where}: "${key}" has no text`);
      return [key, text];
    }),
  );
}

function bilingualMap(value: unknown, where: string): Map<string, Bilingual> {
  if (value === undefined) return new Map();
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error(`[api-reference] ${where}: expected an object`);
  return new Map(
    Object.entries(value).map(([key, entry]) => {
      const text = entry as Partial<Bilingual> | null;
      if (typeof text?.en !== 'string' || !text.en.trim() || typeof text['zh-Hans'] !== 'string' || !text['zh-Hans'].trim())
        throw new Error(`[api-reference] ${where}: "${key}" needs an "en" and a "zh-Hans" text`);
      return [key, {en: text.en, 'zh-Hans': text['zh-Hans']}];
    }),
  );
}

function parameterFixes(value: unknown): Map<string, Bilingual> {
  const fixes = new Map<string, Bilingual>();
  for (const [name, byText] of Object.entries((value ?? {}) as Record<string, Record<string, Partial<Bilingual>>>)) {
    for (const [english, text] of Object.entries(byText)) {
      if (typeof text.en !== 'string' || typeof text['zh-Hans'] !== 'string')
        throw new Error(`[api-reference] texts/parameters.json byParameter: "${name}" / "${english}" needs an "en" and a "zh-Hans" text`);
      fixes.set(`${name}: ${english}`, {en: text.en, 'zh-Hans': text['zh-Hans']});
    }
  }
  return fixes;
}

export function loadApiTexts(dir = TEXTS_DIR): ApiTexts {
  const operations = new Map<string, Bilingual>();
  for (const [key, value] of Object.entries(readJson(dir, 'operations.json'))) {
    const entry = value as Partial<Bilingual> | null;
    if (typeof entry?.en !== 'string' || typeof entry['zh-Hans'] !== 'string')
      throw new Error(`[api-reference] texts/operations.json: "${key}" needs an "en" and a "zh-Hans" title`);
    operations.set(key, {en: entry.en, 'zh-Hans': entry['zh-Hans']});
  }
  const parameters = readJson(dir, 'parameters.json');
  return {
    operations,
    parameters: bilingualMap(parameters.shared, 'texts/parameters.json shared'),
    parameterOverrides: bilingualMap(parameters.byOperation, 'texts/parameters.json byOperation'),
    parameterFixes: parameterFixes(parameters.byParameter),
    responses: stringMap(readJson(dir, 'responses.json'), 'texts/responses.json'),
    fields: stringMap(readJson(dir, 'fields.json'), 'texts/fields.json'),
  };
}

function missing(what: string): never {
  throw new Error(`[api-reference] no text for ${what} (see plugins/api-reference/data/README.md; npm run api:check lists every gap)`);
}

/** The title of an operation in a language. */
export function operationTitle(texts: ApiTexts, key: string, locale: Locale): string {
  return texts.operations.get(key)?.[locale] ?? missing(`the ${locale} title of ${key}`);
}

/** A parameter's description in a language: ours, for the spec's description ('' when the spec has none). */
export function parameterText(
  texts: ApiTexts,
  key: string,
  parameter: {readonly name: string; readonly description?: string},
  locale: Locale,
): string {
  const english = textKey(parameter.description);
  const fix = texts.parameterFixes.get(`${parameter.name}: ${english}`);
  if (fix) return fix[locale];
  const own = texts.parameterOverrides.get(`${key} ${parameter.name}`);
  if (own) return own[locale];
  if (!english) return '';
  return (texts.parameters.get(english) ?? missing(`the description of parameter "${parameter.name}" of ${key} ("${english}")`))[locale];
}

/** A response's description in a language. */
export function responseText(texts: ApiTexts, description: string | undefined, locale: Locale): string {
  const english = textKey(description);
  if (locale === 'en' || !english) return english;
  return texts.responses.get(english) ?? missing(`the Chinese of the response description "${english}"`);
}

/** A schema field's description in a language. */
export function fieldText(texts: ApiTexts, description: string | undefined, locale: Locale): string {
  const english = textKey(description);
  if (locale === 'en' || !english) return english;
  return texts.fields.get(english) ?? missing(`the Chinese of the schema field description "${english}"`);
}

/** Proper names and acronyms an English title may capitalize after its first word. */
const PROPER = new Set([
  'API',
  'APIs',
  'Base64',
  'ContentID',
  'CPU',
  'CSV',
  'CUDA',
  'GGUF',
  'Git',
  'GitLab',
  'Hugging',
  'Face',
  'ID',
  'IDs',
  'LLM',
  'MCP',
  'Notebook',
  'OpenCSG',
  'SDK',
  'SDKs',
  'Serverless',
  'SHA',
  'SKU',
  'SSE',
  'SSH',
  'Stripe',
  'UUID',
  'UUIDs',
  'vXPU',
  'Xnet',
  'YAML',
]);

/** Misspellings and raw phrasings of the spec's summaries that our titles must not repeat. */
const ENGLISH_SLIPS =
  /visiable|\ban? exists?\b|\bexsit|depricated|recommand|fineune|fintune|reource|categores|usernam\b|\bfinetune|\ba access\b|\ba existing\b|\brep file\b|\bused for admin\b/i;

/** Terms of the glossary (CONTRIBUTING.md, "Terms") that Chinese texts must not use, with the right one. */
const CHINESE_SLIPS: ReadonlyArray<[RegExp, string]> = [
  [/推理端点/, '专属实例'],
  [/基座模型/, '基础模型'],
  [/提示语/, '提示词'],
  [/休眠/, '待机'],
  [/(?<!应用|命名)空间/, '应用空间 (or 命名空间)'],
  [/评估/, '评测'],
  [/机构/, '组织'],
];

/** Problems of an English title: not sentence case, a typo, a raw phrasing. */
export function englishTitleProblems(title: string): string[] {
  const problems: string[] = [];
  if (!/^[A-Z]/.test(title)) problems.push('does not start with a capital letter');
  if (/[.。]$/.test(title)) problems.push('ends with a full stop');
  if (/\s{2,}|^\s|\s$/.test(title)) problems.push('has stray spaces');
  const slip = ENGLISH_SLIPS.exec(title);
  if (slip) problems.push(`says "${slip[0]}"`);
  const words = title.split(/[\s(),/]+/).filter(Boolean);
  for (const word of words.slice(1)) {
    if (/^[A-Z][a-z]/.test(word) && !PROPER.has(word.replace(/[^A-Za-z0-9]/g, '')))
      problems.push(`"${word}" is capitalized (sentence case)`);
  }
  if (/[\u4e00-\u9fff]/.test(title)) problems.push('holds Chinese');
  return problems;
}

/** Problems of an English description: it starts in lower case, ends with a full stop, repeats a typo of the spec, holds Chinese. */
export function englishTextProblems(text: string): string[] {
  const problems: string[] = [];
  if (!/^[A-Z0-9]/.test(text)) problems.push('does not start with a capital letter');
  if (/[.。]$/.test(text)) problems.push('ends with a full stop');
  if (/\s{2,}|^\s|\s$/.test(text)) problems.push('has stray spaces');
  // Values quoted from the code (base_model:finetune:1, prompt.zh) keep their spelling.
  const slip = ENGLISH_SLIPS.exec(text.replace(/\S*[_:.{]\S*/g, ''));
  if (slip) problems.push(`says "${slip[0]}"`);
  if (/[\u4e00-\u9fff]/.test(text)) problems.push('holds Chinese');
  return problems;
}

/** Problems of a Chinese text: spacing between CJK and Latin, half-width punctuation, glossary terms. */
export function chineseTextProblems(text: string): string[] {
  const problems: string[] = [];
  const prose = text.replace(/`[^`]*`/g, 'CODE');
  // Identifiers alone ("ID", "Notebook ID") read the same in Chinese; English words do not.
  if (!/[\u4e00-\u9fff]/.test(prose) && /(?:^|[^A-Za-z])[a-z]{2,}/.test(prose)) problems.push('holds no Chinese');
  const spacing = /[\u4e00-\u9fff][A-Za-z0-9]|[A-Za-z0-9][\u4e00-\u9fff]/.exec(prose);
  if (spacing) problems.push(`no space in "${spacing[0]}"`);
  const punctuation = /[\u4e00-\u9fff][,;:!?()]|[,;:!?()][\u4e00-\u9fff]/.exec(prose);
  if (punctuation) problems.push(`half-width punctuation in "${punctuation[0]}"`);
  for (const [term, right] of CHINESE_SLIPS) {
    const found = term.exec(prose);
    if (found) problems.push(`says "${found[0]}" (glossary: ${right})`);
  }
  return problems;
}

/** The definitions the operations name, and the ones those name in turn: the schemas their pages show. */
export function shownDefinitions(spec: SwaggerSpec, operations: readonly Operation[]): Set<string> {
  const shown = new Set<string>();
  const queue: string[] = [];
  const visit = (value: unknown) => {
    if (typeof value !== 'object' || value === null) return;
    const ref = (value as Schema).$ref;
    if (typeof ref === 'string') {
      const name = ref.replace(/^#\/definitions\//, '');
      if (!shown.has(name)) {
        shown.add(name);
        queue.push(name);
      }
    }
    for (const child of Object.values(value)) visit(child);
  };
  for (const operation of operations) {
    visit(operation.op.parameters);
    visit(operation.op.responses);
  }
  while (queue.length) visit(spec.definitions[queue.shift()!]);
  return shown;
}

/** Every field description of the schemas the pages show, as lookup keys. */
function fieldDescriptions(spec: SwaggerSpec, operations: readonly Operation[]): Set<string> {
  const out = new Set<string>();
  for (const name of shownDefinitions(spec, operations)) {
    for (const value of Object.values(spec.definitions[name]?.properties ?? {})) {
      if (textKey(value.description)) out.add(textKey(value.description));
    }
  }
  return out;
}

/**
 * What our texts miss, hold in excess or get wrong, for the operations the reference shows: titles
 * missing in either language or not in the house style, parameter, response and field descriptions
 * without Chinese, and entries for operations, parameters or descriptions the spec no longer has.
 */
export function textProblems(spec: SwaggerSpec, operations: readonly Operation[], texts: ApiTexts): string[] {
  const problems: string[] = [];
  const keys = new Set(operations.map((operation) => operation.key));
  const parameterKeys = new Set<string>();
  const parameterTexts = new Set<string>();
  const responseTexts = new Set<string>();
  for (const key of [...keys].sort()) {
    const title = texts.operations.get(key);
    if (!title) {
      problems.push(`texts/operations.json: no titles for ${key}`);
      continue;
    }
    if (!title.en.trim()) problems.push(`texts/operations.json: no English title for ${key}`);
    else
      for (const problem of englishTitleProblems(title.en))
        problems.push(`texts/operations.json: the English title of ${key} ${problem}: "${title.en}"`);
    if (!title['zh-Hans'].trim()) problems.push(`texts/operations.json: no Chinese title for ${key}`);
    else
      for (const problem of chineseTextProblems(title['zh-Hans']))
        problems.push(`texts/operations.json: the Chinese title of ${key}: ${problem}: "${title['zh-Hans']}"`);
  }
  const titlesByTag = new Map<string, Map<string, string>>();
  for (const operation of operations) {
    const title = texts.operations.get(operation.key);
    if (!title) continue;
    const used = titlesByTag.get(operation.tag) ?? new Map<string, string>();
    titlesByTag.set(operation.tag, used);
    for (const locale of ['en', 'zh-Hans'] as const) {
      const other = used.get(`${locale} ${title[locale]}`);
      if (other && other !== operation.key)
        problems.push(
          `texts/operations.json: ${operation.key} and ${other} share the ${locale} title "${title[locale]}" on the page of ${operation.tag}`,
        );
      used.set(`${locale} ${title[locale]}`, operation.key);
    }
  }
  const seen = new Set<string>();
  for (const operation of operations) {
    if (seen.has(operation.key)) continue;
    seen.add(operation.key);
    for (const parameter of operation.op.parameters ?? []) {
      if (parameter.in === 'body') continue;
      parameterKeys.add(`${operation.key} ${parameter.name}`);
      const english = textKey(parameter.description);
      if (!english) continue;
      // Which entry gives the parameter's text: the most specific one there is.
      if (texts.parameterFixes.has(`${parameter.name}: ${english}`)) parameterTexts.add(`byParameter ${parameter.name}: ${english}`);
      else if (texts.parameterOverrides.has(`${operation.key} ${parameter.name}`)) continue;
      else if (texts.parameters.has(english)) parameterTexts.add(english);
      else
        problems.push(`texts/parameters.json: no description of ours for "${english}" (parameter "${parameter.name}" of ${operation.key})`);
    }
    for (const response of Object.values(operation.op.responses ?? {})) {
      const english = textKey(response.description);
      if (!english) continue;
      responseTexts.add(english);
      if (!texts.responses.has(english)) problems.push(`texts/responses.json: no Chinese for "${english}" (${operation.key})`);
    }
  }
  const fields = fieldDescriptions(spec, operations);
  for (const english of [...fields].sort()) if (!texts.fields.has(english)) problems.push(`texts/fields.json: no Chinese for "${english}"`);

  for (const key of texts.operations.keys())
    if (!keys.has(key)) problems.push(`texts/operations.json: ${key} is not an operation of the reference`);
  for (const key of texts.parameters.keys())
    if (!parameterTexts.has(key)) problems.push(`texts/parameters.json: no parameter of the reference is described "${key}"`);
  for (const key of texts.parameterFixes.keys())
    if (!parameterTexts.has(`byParameter ${key}`))
      problems.push(`texts/parameters.json: byParameter "${key}" is not a parameter of the reference`);
  for (const key of texts.parameterOverrides.keys())
    if (!parameterKeys.has(key)) problems.push(`texts/parameters.json: byOperation "${key}" is not a parameter of the reference`);
  for (const key of texts.responses.keys())
    if (!responseTexts.has(key)) problems.push(`texts/responses.json: no response of the reference is described "${key}"`);
  for (const key of texts.fields.keys()) if (!fields.has(key)) problems.push(`texts/fields.json: no schema field is described "${key}"`);

  const chinese: Array<[string, string]> = [
    ...[...texts.parameters].map(([key, text]): [string, string] => [`texts/parameters.json "${key}"`, text['zh-Hans']]),
    ...[...texts.parameterOverrides].map(([key, text]): [string, string] => [
      `texts/parameters.json byOperation "${key}"`,
      text['zh-Hans'],
    ]),
    ...[...texts.parameterFixes].map(([key, text]): [string, string] => [`texts/parameters.json byParameter "${key}"`, text['zh-Hans']]),
    ...[...texts.responses].map(([key, text]): [string, string] => [`texts/responses.json "${key}"`, text]),
    ...[...texts.fields].map(([key, text]): [string, string] => [`texts/fields.json "${key}"`, text]),
  ];
  for (const [where, text] of chinese) for (const problem of chineseTextProblems(text)) problems.push(`${where}: ${problem}: "${text}"`);
  const english: Array<[string, string]> = [
    ...[...texts.parameters].map(([key, text]): [string, string] => [`texts/parameters.json "${key}"`, text.en]),
    ...[...texts.parameterOverrides].map(([key, text]): [string, string] => [`texts/parameters.json byOperation "${key}"`, text.en]),
    ...[...texts.parameterFixes].map(([key, text]): [string, string] => [`texts/parameters.json byParameter "${key}"`, text.en]),
  ];
  for (const [where, text] of english)
    for (const problem of englishTextProblems(text)) problems.push(`${where}: the English ${problem}: "${text}"`);
  return problems;
}

/** The problems of our texts against the pinned spec and the operations the reference shows (for `npm run api:check`). */
export function apiTextProblems(): string[] {
  const spec = loadSpec();
  return textProblems(spec, publicOperations(spec, loadTexts()), loadApiTexts());
}
