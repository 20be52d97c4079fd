/**
 * The values of the request examples: a JSON body for a schema of the spec, a query value for a
 * parameter, and the spec's definitions as JSON Schema (draft-07) to check them against
 * (tests/samples.test.ts runs ajv over every example of the pages).
 *
 * A sample is a value the server's JSON binding accepts: an enum takes its first value, a string a
 * plausible one for its format or field name, numbers and booleans their type, required fields are
 * always there, `allOf` parts are merged (the union of their properties and of their required fields), and recursion
 * stops with a valid value (an empty array, an optional field left out).
 */
import type {Parameter, Schema, SwaggerSpec} from './spec';

/** Optional fields are shown down to this depth (the body is depth 0); below it only required ones. */
const OPTIONAL_DEPTH = 2;
/** Past this depth every array is empty and only required fields are followed. */
const MAX_DEPTH = 8;

export const SAMPLE_DATE_TIME = '2026-01-01T00:00:00Z';

const refName = (ref: string) => ref.replace(/^#\/definitions\//, '');

/** A definition's schema, following `$ref`s. */
function resolve(schema: Schema, spec: SwaggerSpec): Schema {
  let current = schema;
  for (let hops = 0; current.$ref && hops < 20; hops++) current = spec.definitions[refName(current.$ref)] ?? {};
  return current;
}

/** The parts of an `allOf` as one schema: the union of their properties and required fields, the other keywords of the last part that has them. */
export function mergeAllOf(schema: Schema, spec: SwaggerSpec): Schema {
  if (!schema.allOf) return schema;
  const parts = [...schema.allOf.map((part) => mergeAllOf(resolve(part, spec), spec)), {...schema, allOf: undefined}];
  const properties: Record<string, Schema> = {};
  const required = new Set<string>();
  let merged: Schema = {};
  for (const part of parts) {
    const {properties: own, required: ownRequired, allOf: _allOf, ...rest} = part;
    merged = {...merged, ...Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined))};
    Object.assign(properties, own ?? {});
    for (const name of ownRequired ?? []) required.add(name);
  }
  return {
    ...merged,
    ...(Object.keys(properties).length ? {type: merged.type ?? 'object', properties} : {}),
    ...(required.size ? {required: [...required]} : {}),
  };
}

/** Whether a value has the schema's type (and is one of its enum values): the spec's examples are not always. */
function fits(value: unknown, schema: Schema): boolean {
  if (schema.enum && !schema.enum.includes(value)) return false;
  switch (schema.type) {
    case 'string':
      return typeof value === 'string';
    case 'integer':
      return Number.isInteger(value);
    case 'number':
      return typeof value === 'number';
    case 'boolean':
      return typeof value === 'boolean';
    case 'array':
      return Array.isArray(value);
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    default:
      return false;
  }
}

/** A plausible string for a field, by its format, then by its name. */
export function sampleString(name: string, format?: string): string {
  const key = name.toLowerCase();
  if (format === 'date-time' || /(^|_)(time|date|at)$|_at$|timestamp/.test(key)) return SAMPLE_DATE_TIME;
  if (format === 'date') return '2026-01-01';
  if (format === 'email' || /email/.test(key)) return 'user@example.com';
  if (format === 'uri' || format === 'url' || /(^|_)(url|uri|endpoint|homepage|website|link)$/.test(key)) return 'https://example.com';
  if (/uuid/.test(key)) return '6f1c8a5e-0b7d-4c1e-9a63-2f0e8d1b4c57';
  if (/^(namespace|owner|org|organization|owner_namespace|org_name)$/.test(key)) return 'my-org';
  if (/^(username|user_name|current_user|user|new_username|creator)$/.test(key)) return 'alice';
  if (/^(nickname|display_name|show_name|real_name|contact_name)$/.test(key)) return 'Alice';
  if (/(^|_)name$/.test(key) || key === 'name') return 'my-repo';
  if (/license/.test(key)) return 'apache-2.0';
  if (/^(branch|revision|ref|default_branch|new_branch|start_branch|git_branch)$/.test(key)) return 'main';
  if (/(^|_)(path|file|filename|file_path)$/.test(key)) return 'README.md';
  if (/(^|_)(sha|commit_id|commit)$/.test(key)) return '4b825dc642cb6eb9a060e54bf8d69288fbee4904';
  if (/phone/.test(key)) return '13800000000';
  if (/(description|desc|summary|remark|content|message|text|prompt|readme|comment|title|reason)/.test(key)) return 'An example';
  if (/(^|_)(id|key|token|code)$/.test(key)) return 'abc123';
  if (/(lang|language|locale)/.test(key)) return 'en';
  return 'example';
}

function sampleNumber(schema: Schema & {minimum?: number; maximum?: number}): number {
  const low = schema.minimum ?? -Infinity;
  const high = schema.maximum ?? Infinity;
  return Math.min(Math.max(1, low), high);
}

interface Context {
  readonly spec: SwaggerSpec;
  /** The definitions being sampled, outermost first: a repeat is recursion. */
  readonly stack: readonly string[];
  readonly depth: number;
  /** The field the value is for, which picks a plausible string. */
  readonly name: string;
}

/** A sample for a schema; undefined when it would recurse into a definition already being sampled. */
function sampleOf(schema: Schema | undefined, context: Context): unknown {
  if (!schema) return {};
  if (schema.$ref) {
    const name = refName(schema.$ref);
    if (context.stack.includes(name)) return undefined;
    return sampleOf(mergeAllOf(resolve(schema, context.spec), context.spec), {...context, stack: [...context.stack, name]});
  }
  if (schema.allOf) return sampleOf(mergeAllOf(schema, context.spec), context);
  if (schema.example !== undefined && fits(schema.example, schema)) return schema.example;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined && fits(schema.default, schema)) return schema.default;
  const bounded = schema as Schema & {minimum?: number; maximum?: number; minLength?: number; maxLength?: number; minItems?: number};
  switch (schema.type) {
    case 'string': {
      let value = sampleString(context.name, schema.format);
      if (bounded.maxLength !== undefined) value = value.slice(0, bounded.maxLength);
      if (bounded.minLength !== undefined) value = value.padEnd(bounded.minLength, 'x');
      return value;
    }
    case 'integer':
    case 'number':
      return sampleNumber(bounded);
    case 'boolean':
      return false;
    case 'array': {
      if (context.depth >= MAX_DEPTH) return [];
      const item = sampleOf(schema.items, {...context, depth: context.depth + 1});
      if (item === undefined) return [];
      return Array.from({length: Math.max(1, bounded.minItems ?? 1)}, () => item);
    }
    default:
      return sampleObject(schema, context);
  }
}

function sampleObject(schema: Schema, context: Context): Record<string, unknown> {
  const required = new Set(schema.required ?? []);
  const out: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(schema.properties ?? {})) {
    const needed = required.has(field);
    if (!needed && context.depth >= OPTIONAL_DEPTH) continue;
    const next = {...context, depth: context.depth + 1, name: field};
    let sampled = sampleOf(value, next);
    // A required field that recurses: its minimal value, with the recursion left out below it.
    if (sampled === undefined && needed) sampled = minimal(value, next);
    if (sampled !== undefined) out[field] = sampled;
  }
  return out;
}

/** The smallest valid value of a schema: an empty array, a primitive, an object of its required fields. */
function minimal(schema: Schema, context: Context): unknown {
  const resolved = mergeAllOf(resolve(schema, context.spec), context.spec);
  if (resolved.type === 'array') return [];
  if (resolved.type && resolved.type !== 'object') return sampleOf({...resolved, $ref: undefined}, context);
  if (context.depth >= MAX_DEPTH) return {};
  return sampleObject(
    {
      ...resolved,
      properties: Object.fromEntries(Object.entries(resolved.properties ?? {}).filter(([name]) => resolved.required?.includes(name))),
    },
    {
      ...context,
      depth: Math.max(context.depth, OPTIONAL_DEPTH),
    },
  );
}

/** A sample value for a schema of the spec, for a request example. */
export function sample(schema: Schema | undefined, spec: SwaggerSpec, name = ''): unknown {
  const value = sampleOf(schema, {spec, stack: [], depth: 0, name});
  return value === undefined ? {} : value;
}

/** The schema of a query, path or form parameter (Swagger 2.0 keeps it on the parameter itself). */
export function parameterSchema(parameter: Parameter): Schema {
  const {name: _name, in: _in, required: _required, schema: _schema, description: _description, ...rest} = parameter;
  return rest;
}

/** The value a request example gives a query parameter, when a real one is known (an enum value, the default); otherwise a placeholder is shown. */
export function queryValue(parameter: Parameter): string | undefined {
  if (parameter.enum?.length) return String(parameter.enum[0]);
  if (parameter.default !== undefined && fits(parameter.default, parameterSchema(parameter))) return String(parameter.default);
  return undefined;
}

/**
 * The spec's definitions as a JSON Schema draft-07 document; `#/definitions/<name>` references
 * resolve in it. Swagger 2.0's schema objects are JSON Schema already, but for enums that repeat a
 * value (Go constants that alias each other, such as `types.AccessTokenApp`), which draft-07 forbids.
 */
export function toJsonSchema(spec: SwaggerSpec): {$schema: string; definitions: Record<string, unknown>} {
  const convert = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(convert);
    if (typeof value !== 'object' || value === null) return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        key === 'enum' && Array.isArray(item) ? [...new Set(item as unknown[])] : convert(item),
      ]),
    );
  };
  return {$schema: 'http://json-schema.org/draft-07/schema#', definitions: convert(spec.definitions) as Record<string, unknown>};
}
