/**
 * What the "Try it" panel computes, apart from React: the target, the request's URL, the shown
 * request (the page's cURL / Python / JavaScript examples with the reader's values, the credential
 * masked), and what a response or a failure means. Pure functions, unit-tested (tests/request.test.ts).
 */
import {EXAMPLE_HOST, exampleSnippets, type ExampleData} from '../api-reference/client';
import {isCommunityHostname} from '../code-blocks/client';

/** The community hub: the target of the panel on opencsg.com. */
export const COMMUNITY_HUB = 'https://hub.opencsg.com';

/** Methods sent only after the reader confirms method, path and host. */
export const CONFIRMED_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The default target: the community hub on opencsg.com, else the origin that serves the docs (a CSGHub). */
export function defaultTarget(location: {readonly origin: string; readonly hostname: string}): string {
  return isCommunityHostname(location.hostname) ? COMMUNITY_HUB : location.origin;
}

/** The origin the reader typed (`https://host[:port]`), or null when it is not a bare http(s) origin. */
export function targetOrigin(text: string): string | null {
  try {
    const url = new URL(text.trim());
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.username || url.password || (url.pathname !== '/' && url.pathname !== '') || url.search || url.hash) return null;
    return url.origin;
  } catch {
    return null;
  }
}

/** Whether the site's CSP (the docs' own origin and the build's DOCS_API_ORIGINS) lets the page call `origin`. */
export function allowedByBuild(origin: string, self: string, configured: readonly string[]): boolean {
  return origin === self || configured.includes(origin);
}

export interface Field {
  readonly name: string;
  readonly in: 'path' | 'query';
  readonly required: boolean;
}

/** The names of the `{name}` parameters of a path missing a value. */
export function missingRequired(fields: readonly Field[], values: Readonly<Record<string, string>>): string[] {
  return fields.filter((field) => field.required && !(values[field.name] ?? '').trim()).map((field) => field.name);
}

/**
 * The names of the path parameters whose value is a dot segment ("." or ".."): the browser resolves one
 * before sending, so the request would reach another endpoint than the one shown and confirmed
 * (`/api/v1/models/../..` is `/api/`). Other values are encoded as one segment by requestPath.
 */
export function dotSegments(fields: readonly Field[], values: Readonly<Record<string, string>>): string[] {
  return fields
    .filter((field) => field.in === 'path' && ['.', '..'].includes((values[field.name] ?? '').trim()))
    .map((field) => field.name);
}

/** A value as one path segment, with the characters encodeURIComponent leaves and a shell may read (`!`, `'`…) encoded too. */
function segment(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The path with the reader's values (each encoded as one segment) and the query of the filled fields. */
export function requestPath(path: string, fields: readonly Field[], values: Readonly<Record<string, string>>): string {
  const filled = path.replace(/\{([^}]+)\}/g, (_match, name: string) => segment((values[name] ?? '').trim()));
  const query = new URLSearchParams();
  for (const field of fields) {
    const value = (values[field.name] ?? '').trim();
    if (field.in === 'query' && value) query.append(field.name, value);
  }
  const search = query.toString();
  return search ? `${filled}?${search}` : filled;
}

/**
 * The body as the panel sends it: the JSON as typed (without the blanks around it, as the examples show
 * it), once it parses; re-serializing it would change what was typed (a big number rounded, a
 * repeated key dropped). Or an error message's key when it is not JSON.
 */
export function jsonBody(text: string): {readonly body: string} | {readonly error: string} {
  const body = text.trim();
  if (!body) return {body: ''};
  try {
    JSON.parse(body);
    return {body};
  } catch (error) {
    return {error: error instanceof Error ? error.message : String(error)};
  }
}

/** How many of a credential's bad characters a message names. */
const NAMED_CHARACTERS = 3;

/**
 * The characters of a credential an Authorization header cannot carry, as `U+XXXX` (the first few, each
 * once), or none. fetch() throws on a character beyond Latin-1 or a line break before sending anything,
 * and sends a Latin-1 one (a no-break space, "ö") as one byte, not as the UTF-8 a server reads: only
 * visible ASCII and the space pass. The blanks around it are not part of the credential.
 */
export function badCredentialCharacters(credential: string): string[] {
  const found = new Set<string>();
  for (const char of credential.trim()) {
    const code = char.codePointAt(0)!;
    if (code >= 0x20 && code <= 0x7e) continue;
    found.add(`U+${code.toString(16).toUpperCase().padStart(4, '0')}`);
    if (found.size === NAMED_CHARACTERS) break;
  }
  return [...found];
}

/** What the reader entered: the request the panel sends once it is checked. */
export interface Entered {
  readonly method: string;
  /** The operation's path, with its `{name}` parameters. */
  readonly path: string;
  readonly target: string;
  readonly fields: readonly Field[];
  readonly values: Readonly<Record<string, string>>;
  /** The credential, when the operation takes one; null when it takes none. */
  readonly credential: string | null;
  /** The body typed, when the operation takes a JSON body; null when it takes none. */
  readonly body: string | null;
}

/** Why the panel does not send what was entered. */
export type Problem =
  | {readonly kind: 'target'}
  | {readonly kind: 'credential'; readonly characters: readonly string[]}
  | {readonly kind: 'missing'; readonly names: readonly string[]}
  | {readonly kind: 'dotSegment'; readonly names: readonly string[]}
  | {readonly kind: 'json'; readonly reason: string};

/** A request checked and ready: exactly what is confirmed and sent. */
export interface Prepared {
  readonly method: string;
  readonly origin: string;
  /** The host the confirmation and the messages name (`host[:port]`). */
  readonly host: string;
  /** The path with the values and the query, as sent. */
  readonly path: string;
  readonly url: string;
  /** The Authorization header's credential; none when the operation takes none or none was typed. */
  readonly credential: string;
  /** The body, as typed; none when empty. */
  readonly body: string;
}

/** Checks what the reader entered and returns the request to send, or the first problem. */
export function prepareRequest(entered: Entered): {readonly request: Prepared} | {readonly problem: Problem} {
  const origin = targetOrigin(entered.target);
  if (!origin) return {problem: {kind: 'target'}};
  const credential = (entered.credential ?? '').trim();
  const characters = badCredentialCharacters(credential);
  if (characters.length) return {problem: {kind: 'credential', characters}};
  const missing = missingRequired(entered.fields, entered.values);
  if (missing.length) return {problem: {kind: 'missing', names: missing}};
  const dots = dotSegments(entered.fields, entered.values);
  if (dots.length) return {problem: {kind: 'dotSegment', names: dots}};
  const parsed = jsonBody(entered.body ?? '');
  if ('error' in parsed) return {problem: {kind: 'json', reason: parsed.error}};
  const path = requestPath(entered.path, entered.fields, entered.values);
  return {
    request: {
      method: entered.method.toUpperCase(),
      origin,
      host: new URL(origin).host,
      path,
      url: `${origin}${path}`,
      credential,
      body: parsed.body,
    },
  };
}

/**
 * The page's three examples for the request the panel sends: the target in place of the example's
 * host, the reader's path and query values, the body as typed; the credential stays a placeholder.
 */
export function shownRequest(
  example: ExampleData,
  target: string,
  path: string,
  fields: readonly Field[],
  values: Readonly<Record<string, string>>,
  body: string,
): {curl: string; python: string; javascript: string} {
  const pathWithValues = path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const value = (values[name] ?? '').trim();
    return value ? segment(value) : `<${name}>`;
  });
  const query = fields.filter((field) => field.in === 'query' && (values[field.name] ?? '').trim());
  // The values go in as the example's query values: encoded in the URL as the panel sends them, string
  // literals in Python; never pasted into the code as typed (a `$(…)` would run in the reader's shell).
  const snippets = exampleSnippets({
    ...example,
    path: pathWithValues,
    query: query.map((field) => field.name),
    queryValues: Object.fromEntries(query.map((field) => [field.name, (values[field.name] ?? '').trim()])),
    ...(body.trim() ? {json: body.trim()} : {json: undefined}),
  });
  // The target replaces the example's host in the URL, which comes first in each example.
  const fill = (code: string) => code.replace(EXAMPLE_HOST, () => target);
  return {curl: fill(snippets.curl), python: fill(snippets.python), javascript: fill(snippets.javascript)};
}

/** The most of a response body the panel reads and shows: a file or a long list is cut there. */
export const SHOWN_BYTES = 256 * 1024;

/** A response body as the panel shows it: its text, the bytes read, and why it stops short, if it does. */
export interface ReadBody {
  readonly text: string;
  readonly bytes: number;
  /** "size": longer than SHOWN_BYTES, the rest not read; "time": still arriving when the time ran out (an event stream). */
  readonly cut: 'size' | 'time' | null;
}

/**
 * Reads a response body up to `max` bytes, then stops reading it (a 5 GB file is not loaded into the page,
 * and a highlighted block of megabytes would freeze it). A body that is still arriving when the request's
 * time runs out keeps what arrived; a timeout before any byte is the caller's to report.
 */
export async function readBody(body: ReadableStream<Uint8Array> | null, max = SHOWN_BYTES): Promise<ReadBody> {
  if (!body) return {text: '', bytes: 0, cut: null};
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let bytes = 0;
  try {
    for (;;) {
      const {done, value} = await reader.read();
      if (done) return {text: text + decoder.decode(), bytes, cut: null};
      if (bytes + value.byteLength > max) {
        text += decoder.decode(value.subarray(0, max - bytes), {stream: true});
        await reader.cancel().catch(() => undefined);
        return {text, bytes: max, cut: 'size'};
      }
      text += decoder.decode(value, {stream: true});
      bytes += value.byteLength;
    }
  } catch (error) {
    if (bytes > 0 && error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError'))
      return {text, bytes, cut: 'time'};
    throw error;
  }
}

/** A CSGHub error code (`REPO-ERR-1`) in a response body: its `code` field, else the first one in the text. */
export function errorCodeOf(text: string): string | null {
  const pattern = /^[A-Z][A-Z0-9]*-ERR-\d+$/;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && 'code' in parsed) {
      const code = (parsed as {code: unknown}).code;
      if (typeof code === 'string' && pattern.test(code)) return code;
    }
  } catch {
    // not JSON: look in the text
  }
  return /\b[A-Z][A-Z0-9]*-ERR-\d+\b/.exec(text)?.[0] ?? null;
}

/** A JSON body indented for reading; any other text as it is. */
export function formatBody(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}
