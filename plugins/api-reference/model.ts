/**
 * What a generated page hands its components (theme/ApiOperation, theme/ApiSchemas): plain data,
 * built from the spec at build time. Shared by the generator and the browser; imports nothing.
 */

/** A type as text and links: `{ref}` names a schema of the page (linked to its anchor). */
export type TypeText = ReadonlyArray<string | {readonly ref: string}>;

export interface ParameterData {
  readonly name: string;
  readonly in: string;
  readonly type: TypeText;
  readonly required: boolean;
  /** The spec's description, with its enum values and default. */
  readonly description: string;
}

export interface ExampleData {
  readonly method: string;
  /** Path with `<name>` placeholders, including the /api/v1 prefix. */
  readonly path: string;
  /** Required query parameters, shown with placeholders. */
  readonly query: readonly string[];
  readonly auth: boolean;
  /** A sample JSON body, formatted. */
  readonly json?: string;
  /** Form fields, `file` for uploads. */
  readonly form?: ReadonlyArray<{readonly name: string; readonly file: boolean}>;
}

export interface OperationData {
  readonly method: string;
  readonly path: string;
  /** The spec's summary, shown when the section's title is our own name for the operation. */
  readonly summary?: string;
  readonly deprecated?: boolean;
  readonly auth: boolean;
  readonly parameters: readonly ParameterData[];
  readonly body?: {readonly type: TypeText; readonly required: boolean};
  readonly responses: ReadonlyArray<{readonly status: string; readonly description: string; readonly type: TypeText}>;
  readonly example: ExampleData;
}

export interface SchemaData {
  readonly name: string;
  readonly anchor: string;
  /** Fields of an object schema; empty for other schemas, which `type` describes. */
  readonly fields: ReadonlyArray<{
    readonly name: string;
    readonly required: boolean;
    readonly type: TypeText;
    readonly description: string;
  }>;
  readonly type: TypeText;
}

export const EXAMPLE_HOST = 'https://<your-csghub>';

export function schemaAnchor(name: string): string {
  return `schema-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}

/** The three request examples of an operation: cURL, Python `requests`, JavaScript `fetch`. */
export function exampleSnippets({method, path, query, auth, json, form = []}: ExampleData): {
  curl: string;
  python: string;
  javascript: string;
} {
  const queryString = query.length ? `?${query.map((name) => `${name}=<${name}>`).join('&')}` : '';
  const url = `${EXAMPLE_HOST}${path}`;

  const curl = [`curl -X ${method} "${url}${queryString}"`];
  if (auth) curl.push('  -H "Authorization: Bearer <token>"');
  if (json) curl.push('  -H "Content-Type: application/json"', `  -d '${json.replace(/'/g, "'\\''")}'`);
  for (const field of form) curl.push(`  -F "${field.name}=${field.file ? '@' : ''}<${field.name}>"`);

  const python = ['import requests', '', `response = requests.${method.toLowerCase()}(`, `    "${url}",`];
  if (auth) python.push('    headers={"Authorization": "Bearer <token>"},');
  if (query.length) python.push(`    params={${query.map((name) => `"${name}": "<${name}>"`).join(', ')}},`);
  if (json) {
    const literal = json
      .replace(/\btrue\b/g, 'True')
      .replace(/\bfalse\b/g, 'False')
      .replace(/\bnull\b/g, 'None')
      .replace(/\n/g, '\n    ');
    python.push(`    json=${literal},`);
  }
  const files = form.filter((field) => field.file);
  if (files.length) python.push(`    files={${files.map((field) => `"${field.name}": open("<${field.name}>", "rb")`).join(', ')}},`);
  python.push(')', 'response.raise_for_status()', 'print(response.json())');

  const headers = [...(auth ? ['Authorization: "Bearer <token>"'] : []), ...(json ? ['"Content-Type": "application/json"'] : [])];
  const javascript = [`const response = await fetch("${url}${queryString}", {`, `  method: "${method}",`];
  if (headers.length) javascript.push(`  headers: {${headers.join(', ')}},`);
  if (json) javascript.push(`  body: JSON.stringify(${json.replace(/\n/g, '\n  ')}),`);
  javascript.push('});', 'console.log(await response.json());');

  return {curl: curl.join(' \\\n'), python: python.join('\n'), javascript: javascript.join('\n')};
}
