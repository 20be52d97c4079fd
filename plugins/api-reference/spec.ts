/**
 * The pinned Swagger 2.0 document of csghub-server (data/swagger-2.0.json) and our texts about it
 * (data/tags.json, data/errors/*.json, data/error_codes_*.md), read and checked.
 */
import fs from 'node:fs';
import path from 'node:path';

export const DATA_DIR = path.join(__dirname, 'data');
export const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'] as const;

export interface Schema {
  readonly $ref?: string;
  readonly type?: string;
  readonly format?: string;
  readonly description?: string;
  readonly enum?: readonly unknown[];
  readonly default?: unknown;
  readonly example?: unknown;
  readonly items?: Schema;
  readonly properties?: Readonly<Record<string, Schema>>;
  readonly additionalProperties?: Schema | boolean;
  readonly allOf?: readonly Schema[];
  readonly required?: readonly string[];
}

export interface Parameter extends Omit<Schema, 'required'> {
  readonly name: string;
  readonly in: 'path' | 'query' | 'header' | 'body' | 'formData';
  readonly required?: boolean;
  readonly schema?: Schema;
}

export interface OperationObject {
  readonly tags?: readonly string[];
  readonly summary?: string;
  readonly description?: string;
  readonly security?: ReadonlyArray<Record<string, unknown>>;
  readonly consumes?: readonly string[];
  readonly parameters?: readonly Parameter[];
  readonly responses?: Readonly<Record<string, {readonly description?: string; readonly schema?: Schema}>>;
  readonly deprecated?: boolean;
}

export interface SwaggerSpec {
  readonly swagger: string;
  readonly paths: Readonly<Record<string, Readonly<Record<string, OperationObject>>>>;
  readonly definitions: Readonly<Record<string, Schema>>;
}

export interface Operation {
  readonly tag: string;
  readonly method: (typeof METHODS)[number];
  readonly path: string;
  /** `GET /models/{namespace}/{name}`: how tags.json names an operation. */
  readonly key: string;
  readonly op: OperationObject;
}

export interface TagText {
  readonly slug: string;
  readonly group: string;
  readonly en: {readonly title: string; readonly intro: string};
  readonly 'zh-Hans': {readonly title: string; readonly intro: string};
  /** Operations left out, by key, with the reason. (The titles of the others are in data/texts/: texts.ts.) */
  readonly internalOperations?: Readonly<Record<string, string>>;
}

export interface Texts {
  readonly groups: ReadonlyArray<{readonly id: string; readonly en: string; readonly 'zh-Hans': string}>;
  readonly tags: ReadonlyMap<string, TagText>;
  /** Tags left out entirely, with the reason. */
  readonly internalTags: ReadonlyMap<string, string>;
}

export interface ErrorCode {
  readonly code: string;
  readonly name: string;
  /** The group heading of the source, e.g. "Account". */
  readonly group: string;
}

export interface ErrorText {
  readonly meaning: string;
  readonly action: string;
}

export function loadSpec(file = path.join(DATA_DIR, 'swagger-2.0.json')): SwaggerSpec {
  let spec: SwaggerSpec;
  try {
    spec = JSON.parse(fs.readFileSync(file, 'utf8')) as SwaggerSpec;
  } catch (error) {
    throw new Error(`[api-reference] ${file} is not a readable JSON document: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (spec.swagger !== '2.0' || typeof spec.paths !== 'object' || typeof spec.definitions !== 'object') {
    throw new Error(`[api-reference] ${file} is not a Swagger 2.0 document with paths and definitions.`);
  }
  return spec;
}

/** Every operation of the spec, once per tag it carries, in path order. */
export function operationsOf(spec: SwaggerSpec): Operation[] {
  const operations: Operation[] = [];
  for (const [pathName, item] of Object.entries(spec.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      for (const tag of op.tags?.length ? op.tags : ['(untagged)']) {
        operations.push({tag, method, path: pathName, key: `${method.toUpperCase()} ${pathName}`, op});
      }
    }
  }
  return operations;
}

export function loadTexts(file = path.join(DATA_DIR, 'tags.json')): Texts {
  const raw = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  const groupsRaw = (raw._groups ?? {}) as Record<string, {en: string; 'zh-Hans': string}>;
  const tags = new Map<string, TagText>();
  const internalTags = new Map<string, string>();
  for (const [name, value] of Object.entries(raw)) {
    if (name === '_groups') continue;
    const entry = value as TagText & {internal?: string};
    if (entry.internal) internalTags.set(name, entry.internal);
    else tags.set(name, entry);
  }
  return {groups: Object.entries(groupsRaw).map(([id, titles]) => ({id, ...titles})), tags, internalTags};
}

/** The operations readers get: public tags, without the operations marked internal. */
export function publicOperations(spec: SwaggerSpec, texts: Texts): Operation[] {
  return operationsOf(spec).filter((operation) => {
    const tag = texts.tags.get(operation.tag);
    return tag !== undefined && !tag.internalOperations?.[operation.key];
  });
}

/** The codes of csghub-server's error catalogue (data/error_codes_en.md), with their names and groups. */
export function loadErrorCodes(file = path.join(DATA_DIR, 'error_codes_en.md')): ErrorCode[] {
  const codes: ErrorCode[] = [];
  let group = '';
  let current: {code: string; name?: string} | null = null;
  const flush = () => {
    if (current) codes.push({code: current.code, name: current.name ?? '', group});
    current = null;
  };
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const heading = /^## (.+?)(?: Errors)?$/.exec(line);
    if (heading) {
      flush();
      group = heading[1]!;
      continue;
    }
    const code = /^### `([A-Z]+-ERR-\d+)`/.exec(line);
    if (code) {
      flush();
      current = {code: code[1]!};
      continue;
    }
    const name = /^- \*\*Error Name:\*\* `([^`]+)`/.exec(line);
    if (name && current) current.name = name[1]!;
  }
  flush();
  return codes;
}

export type ErrorTexts = ReadonlyMap<string, {readonly en: ErrorText; readonly 'zh-Hans': ErrorText}>;

/** Our texts of the error codes (data/errors/<PREFIX>.json), and the group titles (_groups.json). */
export function loadErrorTexts(dir = path.join(DATA_DIR, 'errors')): {
  texts: ErrorTexts;
  groups: Record<string, {en: string; 'zh-Hans': string}>;
} {
  const texts = new Map<string, {en: ErrorText; 'zh-Hans': ErrorText}>();
  let groups: Record<string, {en: string; 'zh-Hans': string}> = {};
  for (const file of fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    const data = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Record<string, unknown>;
    if (file === '_groups.json') groups = data as typeof groups;
    else if (file === '_pages.json')
      continue; // the catalogue's pages (errors.ts)
    else for (const [code, text] of Object.entries(data)) texts.set(code, text as {en: ErrorText; 'zh-Hans': ErrorText});
  }
  return {texts, groups};
}

/** The prefix of an error code: `REPO` of `REPO-ERR-1`. */
export function prefixOf(code: string): string {
  return code.slice(0, code.indexOf('-ERR-'));
}

/**
 * What our texts miss or no longer match: tags without texts, tags or internal operations the spec no
 * longer has, error codes without texts and texts of codes that are gone (texts.ts checks the titles
 * and descriptions of the operations).
 */
export function coverageProblems(
  spec: SwaggerSpec,
  texts: Texts,
  codes: readonly ErrorCode[],
  errorTexts: ErrorTexts,
  groups: Record<string, unknown>,
): string[] {
  const problems: string[] = [];
  const operations = operationsOf(spec);
  const specTags = new Set(operations.map((operation) => operation.tag));
  for (const tag of specTags) {
    if (!texts.tags.has(tag) && !texts.internalTags.has(tag)) problems.push(`tags.json: no entry for the tag "${tag}"`);
  }
  for (const tag of [...texts.tags.keys(), ...texts.internalTags.keys()]) {
    if (!specTags.has(tag)) problems.push(`tags.json: the tag "${tag}" is not in the spec`);
  }
  const slugs = new Set<string>();
  for (const [name, tag] of texts.tags) {
    if (slugs.has(tag.slug)) problems.push(`tags.json: the slug "${tag.slug}" of "${name}" is used twice`);
    slugs.add(tag.slug);
    if (!texts.groups.some((group) => group.id === tag.group)) problems.push(`tags.json: "${name}" is in the unknown group "${tag.group}"`);
    const keys = new Set(operations.filter((operation) => operation.tag === name).map((operation) => operation.key));
    for (const key of Object.keys(tag.internalOperations ?? {})) {
      if (!keys.has(key)) problems.push(`tags.json: "${name}" names ${key}, which the spec does not have under that tag`);
    }
  }
  const known = new Set(codes.map((code) => code.code));
  for (const code of codes) {
    if (!errorTexts.has(code.code)) problems.push(`errors/${prefixOf(code.code)}.json: no text for ${code.code}`);
    if (!groups[prefixOf(code.code)]) problems.push(`errors/_groups.json: no title for the prefix ${prefixOf(code.code)}`);
  }
  for (const code of errorTexts.keys())
    if (!known.has(code)) problems.push(`errors/${prefixOf(code)}.json: ${code} is not in the catalogue`);
  return problems;
}
