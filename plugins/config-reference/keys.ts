/**
 * Readers of the three configuration sources, shared by the extraction script (extract.ts) and its
 * tests. They list keys, never copy the files: a YAML values file gives each key's dotted path, line,
 * type and value (real keys, and keys left commented out as examples); csghub-server's config.go gives
 * each environment variable with its Go type, default and line.
 */
import {load as parseYaml} from 'js-yaml';

export type KeyType = 'string' | 'int' | 'float' | 'bool' | 'map' | 'list' | 'null' | 'duration';

export interface FoundKey {
  /** Dotted path (YAML) or variable name (Go). */
  readonly key: string;
  readonly line: number;
  readonly type: KeyType;
  /** The value as written (JSON for maps and lists), or the Go `default` tag; '' when none. */
  readonly default: string;
  /** The key is only shown commented out (an example the operator may uncomment). */
  readonly commented: boolean;
}

const REAL_KEY = /^( *)([A-Za-z0-9_][A-Za-z0-9_.\/-]*|"[^"]+"|'[^']+'):(?:[ \t]+(.*))?$/;
const COMMENTED_KEY = /^( *)#[ \t]?( *)([A-Za-z_][A-Za-z0-9_.-]*):(?:[ \t]+(.*))?$/;

/** The value part of a line without its trailing comment (a `#` after a space, outside quotes). */
export function stripComment(value: string): string {
  let quote = '';
  for (let i = 0; i < value.length; i++) {
    const c = value[i]!;
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '#' && (i === 0 || /\s/.test(value[i - 1]!))) return value.slice(0, i).trim();
  }
  return value.trim();
}

function unquote(name: string): string {
  return /^(["']).*\1$/.test(name) ? name.slice(1, -1) : name;
}

function typeOf(value: unknown): KeyType {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return 'list';
  if (typeof value === 'object') return 'map';
  if (typeof value === 'boolean') return 'bool';
  if (typeof value === 'number') return Number.isInteger(value) ? 'int' : 'float';
  return 'string';
}

function show(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** The value of a one-line YAML scalar or flow collection, as the yaml package reads it. */
function scalar(text: string): unknown {
  try {
    return parseYaml(text.replace(/^&\S+\s*/, '')) as unknown;
  } catch {
    return text;
  }
}

function at(root: unknown, path: readonly string[]): unknown {
  let node = root;
  for (const part of path) {
    if (node === null || typeof node !== 'object' || Array.isArray(node)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/**
 * Every key of a YAML values file: leaves (scalars, lists, empty maps) of the real document, and keys
 * commented out with a single `#` where the file shows them as examples. Containers with children are
 * not listed themselves. Block scalars and list items are read as one value.
 */
export function yamlKeys(text: string): FoundKey[] {
  const doc = parseYaml(text) as unknown;
  const lines = text.split('\n');
  const found: FoundKey[] = [];
  const stack: {indent: number; name: string; commented: boolean; line: number; leaf: boolean}[] = [];
  const withChildren = new Set<number>(); // containers with a real key under them
  let skipUntilIndent = -1; // inside a block scalar or list: lines indented deeper than this belong to it
  let skipCommented = false;

  const close = (indent: number) => {
    while (stack.length > 0 && stack[stack.length - 1]!.indent >= indent) {
      const top = stack.pop()!;
      if (top.leaf || !withChildren.has(top.line)) emit(top);
    }
  };
  const pathOf = (name: string) => [...stack.map((s) => s.name), name];
  const pending = new Map<number, FoundKey>();
  const emit = (entry: {line: number}) => {
    const key = pending.get(entry.line);
    if (key) found.push(key);
  };

  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i]!;
    if (raw.trim() === '') continue;
    const indentOf = raw.length - raw.trimStart().length;
    if (skipUntilIndent >= 0) {
      const commentedLine = raw.trimStart().startsWith('#');
      const keyColumn = commentedLine
        ? indentOf + 1 + (raw.trimStart().slice(1).length - raw.trimStart().slice(1).trimStart().length)
        : indentOf;
      if ((skipCommented ? commentedLine : true) && keyColumn > skipUntilIndent) continue;
      if (!skipCommented && (commentedLine || raw.trimStart().startsWith('-')) && indentOf >= skipUntilIndent && !REAL_KEY.test(raw))
        continue;
      skipUntilIndent = -1;
    }
    const real = REAL_KEY.exec(raw);
    const commented = real ? null : COMMENTED_KEY.exec(raw);
    if (raw.trimStart().startsWith('##')) continue;
    if (!real && !commented) continue;
    // A commented key sits at the column of its `#`, unless the text after `# ` is indented further.
    const indent = real
      ? real[1]!.length
      : commented![2]!.length > 0
        ? commented![1]!.length + 2 + commented![2]!.length
        : commented![1]!.length;
    const name = unquote(real ? real[2]! : commented![3]!);
    const rawValue = stripComment((real ? real[3] : commented![4]) ?? '');
    const isCommented = !real;
    // A commented key never closes real containers that have deeper real children still to come.
    close(isCommented ? indent : indent);
    if (stack.length > 0 && !isCommented) for (const s of stack) withChildren.add(s.line);
    const path = pathOf(name);
    const key = path.join('.');
    const line = i + 1;
    const next = lines.slice(i + 1).find((l) => l.trim() !== '' && !(isCommented ? false : l.trimStart().startsWith('#')));
    if (
      rawValue === '' &&
      next !== undefined &&
      !isCommented &&
      next.trimStart().startsWith('-') &&
      next.length - next.trimStart().length >= indent
    ) {
      // A block list: one value.
      const value = at(doc, path);
      pending.set(line, {key, line, type: 'list', default: show(value), commented: false});
      found.push(pending.get(line)!);
      pending.delete(line);
      skipUntilIndent = indent;
      skipCommented = false;
      continue;
    }
    if (/^[|>][-+]?$/.test(rawValue)) {
      const value = isCommented ? '' : at(doc, path);
      found.push({key, line, type: 'string', default: show(value), commented: isCommented});
      skipUntilIndent = indent;
      skipCommented = isCommented;
      continue;
    }
    if (rawValue === '' || /^\{\s*\}$/.test(rawValue)) {
      // A container (maybe empty): listed only if nothing is found under it.
      const value = isCommented ? undefined : at(doc, path);
      const commentedList = isCommented && next !== undefined && /^\s*#\s*-\s/.test(next);
      pending.set(line, {
        key,
        line,
        type: commentedList ? 'list' : isCommented ? 'map' : typeOf(value ?? {}),
        default: isCommented ? '' : rawValue === '' && value === null ? '' : show(value ?? {}),
        commented: isCommented,
      });
      stack.push({indent, name, commented: isCommented, line, leaf: false});
      continue;
    }
    let value: unknown;
    if (isCommented) value = scalar(rawValue);
    else {
      value = at(doc, path);
      if (value === undefined) value = scalar(rawValue);
    }
    found.push({key, line, type: typeOf(value), default: show(value), commented: isCommented});
  }
  close(0);
  found.sort((a, b) => a.line - b.line);
  return found;
}

const GO_FIELD = /^\s*([A-Z][A-Za-z0-9_]*)\s+([^`\s]+)\s+`([^`]*)`/;
const GO_STRUCT_OPEN = /^\s*([A-Z][A-Za-z0-9_]*)\s+(?:\[\])?struct\s*\{/;
const GO_TYPE_OPEN = /^type\s+([A-Z][A-Za-z0-9_]*)\s+struct\s*\{/;

function tag(tags: string, name: string): string | undefined {
  return new RegExp(`(?:^|\\s)${name}:"((?:[^"\\\\]|\\\\.)*)"`).exec(tags)?.[1];
}

function goType(type: string): KeyType {
  if (type === 'bool') return 'bool';
  if (/^u?int\d*$/.test(type)) return 'int';
  if (/^float\d*$/.test(type)) return 'float';
  if (type === 'time.Duration') return 'duration';
  if (type.startsWith('map[')) return 'map';
  if (type.startsWith('[]')) return 'list';
  return 'string';
}

export interface GoKey extends FoundKey {
  /** The struct path of the field (`Config.Mirror.URL`). */
  readonly field: string;
}

/**
 * Every environment variable of csghub-server's Config: fields with an `env` tag, nested structs, and
 * fields of a named struct type pulled in with `env:",prefix=…"` (their variables are the prefix plus
 * the field's name).
 */
export function goEnvKeys(text: string): GoKey[] {
  const lines = text.split('\n');
  // Named struct types with env fields (ModelConfig), for prefixed fields.
  const types = new Map<string, {name: string; type: string; tags: string}[]>();
  let current: string | undefined;
  for (const line of lines) {
    const open = GO_TYPE_OPEN.exec(line);
    if (open) {
      current = open[1]!;
      types.set(current, []);
      continue;
    }
    if (current && /^\}/.test(line)) current = undefined;
    else if (current) {
      const field = GO_FIELD.exec(line);
      if (field) types.get(current)!.push({name: field[1]!, type: field[2]!, tags: field[3]!});
    }
  }
  const found: GoKey[] = [];
  const stack: string[] = [];
  let inConfig = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (/^type Config struct \{/.test(line)) {
      inConfig = true;
      stack.length = 0;
      stack.push('Config');
      continue;
    }
    if (!inConfig) continue;
    const open = GO_STRUCT_OPEN.exec(line);
    if (open) {
      stack.push(open[1]!);
      continue;
    }
    if (/^\s*\}/.test(line)) {
      stack.pop();
      if (stack.length === 0) inConfig = false;
      continue;
    }
    // A field of a named struct type without a tag: its fields' variables as they are.
    const embedded = /^\s*([A-Z][A-Za-z0-9_]*)\s+([A-Z][A-Za-z0-9_]*)\s*(?:\/\/.*)?$/.exec(line);
    const field =
      GO_FIELD.exec(line) ?? (embedded && types.has(embedded[2]!) ? [line, embedded[1]!, embedded[2]!, 'env:",prefix="'] : null);
    if (!field) continue;
    const env = tag(field[3]!, 'env');
    if (env === undefined) continue;
    const prefix = /^,prefix=(.*)$/.exec(env)?.[1];
    if (prefix !== undefined) {
      const fields = types.get(field[2]!);
      if (!fields) throw new Error(`config.go line ${i + 1}: prefix field of unknown type ${field[2]!}`);
      for (const f of fields) {
        const name = tag(f.tags, 'env');
        if (!name) continue;
        found.push({
          key: prefix + name,
          line: i + 1,
          type: goType(f.type),
          default: (tag(f.tags, 'default') ?? '').replace(/\\\\/g, '\\'),
          commented: false,
          field: [...stack, field[1]!, f.name].join('.'),
        });
      }
      continue;
    }
    const name = env.split(',')[0]!;
    if (!name) continue;
    found.push({
      key: name,
      line: i + 1,
      type: goType(field[2]!),
      default: (tag(field[3]!, 'default') ?? '').replace(/\\\\/g, '\\'),
      commented: false,
      field: [...stack, field[1]!].join('.'),
    });
  }
  // The same variable read by two fields (both get its value): listed once, with both fields.
  const byKey = new Map<string, GoKey>();
  for (const key of found) {
    const seen = byKey.get(key.key);
    byKey.set(key.key, seen ? {...seen, field: `${seen.field}, ${key.field}`} : key);
  }
  return [...byKey.values()];
}
