/**
 * Commands with the reader's own CSGHub: where the docs are served from a domain other than
 * opencsg.com (inside a CSGHub, at https://<domain>/docs/), the code blocks that name the hub's
 * address show that domain instead. Pure functions, shared by the browser (theme/CodeBlock) and the
 * tests; the built HTML, the Markdown twins and the search index keep what the pages wrote.
 *
 * What is an address of the hub, decided from the pages' blocks:
 * - an http(s) URL whose host is the community hub (`hub.opencsg.com`, `opencsg.com`: clone URLs,
 *   SDK and CLI endpoints, API calls), the self-hosted pages' example (`csghub.example.com`) or one of
 *   the placeholders the pages use for the reader's CSGHub (`<your-csghub-domain>`, `<csghub-host>`…),
 *   with or without credentials before the host (`https://<username>:<access-token>@opencsg.com/…`);
 * - `<your-csghub-url>`, which stands for a whole URL wherever it is.
 * Left as they are: the other hosts of opencsg.com (charts, sync, quick-install: services a
 * self-hosted CSGHub does not serve), hosts without a scheme (`opencsg.com;sync.opencsg.com` in a proxy
 * list, `git@host:` SSH addresses whose port depends on the installation), and whole blocks
 * (keepsCodeAsWritten, takesReaderHost):
 * - YAML blocks (configuration an operator writes while installing, before these docs are served by
 *   that CSGHub);
 * - output: log lines and error messages, which the pages fence as ```text (a Markdown fence's
 *   language reaches CodeBlock as its class), and `log` or `console` blocks however written. A
 *   `<CodeBlock language="text">` that a page's JSX builds from its props lists the hub's addresses
 *   (a collection's web page, clone URL and API), and takes the reader's host;
 * - a block marked `code-as-written`: a word of a fence's meta (```bash code-as-written) for a block
 *   that names the community hub on purpose (a check that the cluster reaches hub.opencsg.com), or a
 *   class given by a component (plugins/try-it, whose blocks show a host the reader chose).
 *
 * Whose host: only a plain one, a DNS name (letters, digits and hyphens in labels of at most 63
 * characters that neither start nor end with a hyphen, no empty label, no trailing dot, 253 characters
 * at most) or an IPv4 address, with an optional port, as the URL parser writes it (lower case,
 * punycode, dotted IPv4). Browsers accept hosts such as `a$(id).test` or `x";id;".test` (from DNS or
 * /etc/hosts), which would run in a pasted command; IPv6 literals (`[::1]`) are globs to zsh. For any
 * other host the code stays as written.
 */

/** The placeholders the pages write for the reader's CSGHub host, in URLs. */
export const HOST_PLACEHOLDERS = [
  '<your-csghub>',
  '<your-csghub-domain>',
  '<csghub-domain>',
  '<your-domain>',
  '<your-csghub-host>',
  '<csghub-host>',
  '<csghub-address>',
  '<domain>',
] as const;

/** Hosts of the community hub and of the self-hosted pages' example that name the hub in URLs. */
export const HUB_HOSTS = ['hub.opencsg.com', 'opencsg.com', 'csghub.example.com'] as const;

/** The placeholder that stands for a whole URL of the reader's CSGHub. */
export const URL_PLACEHOLDER = '<your-csghub-url>';

/** Languages of blocks left alone however they are written: configuration written while installing, and output. */
const SKIPPED_LANGUAGES = new Set(['yaml', 'yml', 'log', 'console']);

/** Languages of Markdown fences left alone: the pages fence logs and error messages as `text`. */
const OUTPUT_FENCES = new Set(['text', 'txt', 'plaintext', 'plain']);

/** The marker of a block whose code stays as written: a word of a fence's meta, or a class. */
export const AS_WRITTEN = 'code-as-written';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\<>-]/g, '\\$&');

/** scheme://, optional credentials (`user:token@`), a hub host, and not more of a host name after it. */
const HUB_URL = new RegExp(
  `\\b(https?)://((?:[^\\s/@"'\`]+@)?)(${[...HUB_HOSTS, ...HOST_PLACEHOLDERS].map(escape).join('|')})(?![\\w.-])`,
  'g',
);
const WHOLE_URL = new RegExp(escape(URL_PLACEHOLDER), 'g');

/** The community's own domains (opencsg.com and its subdomains), where pages keep the community hosts. */
export function isCommunityHostname(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  return name === 'opencsg.com' || name.endsWith('.opencsg.com');
}

/** What replaces the hub's address for a reader at an origin: its scheme, its host (with the port) and the whole origin. */
export interface ReaderHost {
  readonly scheme: string;
  readonly host: string;
  readonly origin: string;
}

/** A plain DNS name: labels of letters, digits and inner hyphens, 63 characters at most, none empty. */
const DNS_NAME = /^(?=.{1,253}$)[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?(?:\.[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?)*$/i;
/** An IPv4 address as the URL parser writes it. */
const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

/** Whether a host name (without its port) is plain: a DNS name or an IPv4 address (no IPv6 literal). */
export function isPlainHostname(hostname: string): boolean {
  return DNS_NAME.test(hostname) || IPV4.test(hostname);
}

/**
 * The reader's scheme, host and origin, or null when the code stays as written: the origin is one of
 * the community's, or not an http(s) origin (a page opened from a file), or not a URL at all, or its
 * host is not plain (isPlainHostname). What is returned is made of the parsed host name and port only.
 */
export function readerHostOf(origin: string): ReaderHost | null {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || isCommunityHostname(url.hostname)) return null;
  if (!isPlainHostname(url.hostname) || !/^\d*$/.test(url.port)) return null;
  const scheme = url.protocol.slice(0, -1);
  const host = url.port ? `${url.hostname}:${url.port}` : url.hostname;
  return {scheme, host, origin: `${scheme}://${host}`};
}

/** Whether blocks of a language may take the reader's host (YAML, log and console blocks stay as written). */
export function takesReaderHost(language?: string): boolean {
  return !(language && SKIPPED_LANGUAGES.has(language.toLowerCase()));
}

/** What a code block says of itself: a language given as a prop, a class (a fence's `language-…`), a fence's meta. */
export interface BlockProps {
  readonly language?: string;
  readonly className?: string;
  readonly metastring?: string;
}

/**
 * Whether a block keeps its code as written whatever the reader's host: marked `code-as-written` (a
 * word of its fence's meta, quoted titles aside, or a class), a Markdown fence of output (```text), or
 * a language left alone (takesReaderHost).
 */
export function keepsCodeAsWritten({language, className = '', metastring = ''}: BlockProps): boolean {
  const classes = className.split(/\s+/);
  const metaWords = metastring.replace(/"[^"]*"|'[^']*'/g, ' ').split(/\s+/);
  if (classes.includes(AS_WRITTEN) || metaWords.includes(AS_WRITTEN)) return true;
  const fenceLanguage = /(?:^|\s)language-(\S+)/.exec(className)?.[1]?.toLowerCase();
  if (language === undefined && fenceLanguage !== undefined && OUTPUT_FENCES.has(fenceLanguage)) return true;
  return !takesReaderHost(language ?? fenceLanguage);
}

/**
 * The code with the hub's address replaced by the reader's origin (`http://10.0.0.5:8080`), or the
 * code unchanged when readerHostOf gives no host (the community's origin, a page opened from a file,
 * a host that is not plain), or when the block's language is one left alone.
 */
export function withReaderHost(code: string, origin: string, language?: string): string {
  const reader = readerHostOf(origin);
  if (!reader || !takesReaderHost(language)) return code;
  return code
    .replace(HUB_URL, (_match, _scheme: string, credentials: string) => `${reader.scheme}://${credentials}${reader.host}`)
    .replace(WHOLE_URL, reader.origin);
}

/**
 * The parts of the server's highlighted HTML that the browser replaces (ServerHighlighted in
 * theme/CodeBlock/Content): a URL's scheme, its host, or a placeholder for a whole URL. The parts are
 * found by the same rule as withReaderHost, so that replacing each by the reader's gives its result.
 */
export type HostPart = keyof ReaderHost;

/**
 * The attribute that marks a token holding (the start of) a part; "+" marks the rest of a part cut by
 * tokens; "all" a token that holds whole parts (a string token with a whole URL, the usual case), whose
 * text the browser reads again by the same rule, so that the token need not be cut.
 */
export const READER_HOST_ATTRIBUTE = 'data-reader-host';
export const PART_CONTINUED = '+';
export const WHOLE_PARTS = 'all';

/** A part of a line: where it starts and ends (offsets in the line's text) and what it is. */
export interface HostSpan {
  readonly start: number;
  readonly end: number;
  readonly part: HostPart;
}

/** The parts of one line of code (no line break inside) that name the hub, in order. */
export function hostSpans(text: string): HostSpan[] {
  const spans: HostSpan[] = [];
  for (const match of text.matchAll(HUB_URL)) {
    const [, scheme, credentials, host] = match as unknown as [string, string, string, string];
    const start = match.index;
    spans.push({start, end: start + scheme.length, part: 'scheme'});
    const hostStart = start + scheme.length + '://'.length + credentials.length;
    spans.push({start: hostStart, end: hostStart + host.length, part: 'host'});
  }
  for (const match of text.matchAll(WHOLE_URL)) {
    spans.push({start: match.index, end: match.index + match[0].length, part: 'origin'});
  }
  return spans.sort((a, b) => a.start - b.start);
}

/** A token of prism-react-renderer, and the part of the hub's address it holds, if any. */
export interface MarkedToken {
  readonly types: string[];
  readonly content: string;
  readonly empty?: boolean;
  readonly readerHost?: HostPart | typeof PART_CONTINUED | typeof WHOLE_PARTS;
}

/** Whether `found` (offsets in a token starting at `offset`) are the parts `expected` (offsets in the line). */
function sameSpans(found: readonly HostSpan[], expected: readonly HostSpan[], offset: number): boolean {
  return (
    found.length === expected.length &&
    found.every(
      (span, i) => span.part === expected[i]!.part && span.start + offset === expected[i]!.start && span.end + offset === expected[i]!.end,
    )
  );
}

/**
 * A highlighted line with each part of the hub's address in tokens of its own: a token is cut where a
 * part starts or ends, the token a part starts in is marked with the part, and the other tokens of a
 * part (a placeholder like `<csghub-host>` that the highlighter cut) with "+"; a token that holds its
 * parts whole (and in which the rule alone finds them) is marked "all" and not cut. The line itself when
 * it names no hub.
 */
export function markLine<T extends MarkedToken>(tokens: readonly T[]): readonly T[] {
  const spans = hostSpans(tokens.map((token) => token.content).join(''));
  if (spans.length === 0) return tokens;
  const marked: T[] = [];
  let offset = 0;
  for (const token of tokens) {
    const end = offset + token.content.length;
    // A token that holds whole parts, and that the rule alone finds the same parts in, stays whole.
    const inside = spans.filter((span) => span.start < end && span.end > offset);
    if (inside.length > 0 && sameSpans(hostSpans(token.content), inside, offset)) {
      marked.push({...token, readerHost: WHOLE_PARTS});
      offset = end;
      continue;
    }
    // The token's own bounds, and every start or end of a part strictly inside it.
    const points = [offset, end];
    for (const span of spans) for (const point of [span.start, span.end]) if (point > offset && point < end) points.push(point);
    points.sort((a, b) => a - b);
    for (let i = 0; i + 1 < points.length; i += 1) {
      const from = points[i]!;
      const piece = points.length === 2 ? token : {...token, content: token.content.slice(from - offset, points[i + 1]! - offset)};
      const span = spans.find((candidate) => candidate.start <= from && from < candidate.end);
      marked.push(span && piece.content !== '' ? {...piece, readerHost: span.start === from ? span.part : PART_CONTINUED} : piece);
    }
    offset = end;
  }
  return marked;
}

/** What the browser needs of an element: its marked descendants, each with its attribute and text. */
interface MarkedRoot {
  querySelectorAll(selector: string): ArrayLike<{getAttribute(name: string): string | null; textContent: string | null}>;
}

/**
 * Replaces the marked parts of a server-rendered block (markLine) by the reader's, as text (never as
 * HTML): each part's first token takes the reader's scheme, host or origin, the rest of the part empties.
 * Returns how many parts were replaced; none when the origin keeps the code as written.
 */
export function showReaderHost(root: MarkedRoot, origin: string): number {
  const reader = readerHostOf(origin);
  if (!reader) return 0;
  let replaced = 0;
  for (const element of Array.from(root.querySelectorAll(`[${READER_HOST_ATTRIBUTE}]`))) {
    const part = element.getAttribute(READER_HOST_ATTRIBUTE);
    if (part === PART_CONTINUED) {
      element.textContent = '';
    } else if (part === WHOLE_PARTS) {
      const text = element.textContent ?? '';
      const spans = hostSpans(text);
      let shownText = '';
      let from = 0;
      for (const span of spans) {
        shownText += text.slice(from, span.start) + reader[span.part];
        from = span.end;
      }
      element.textContent = shownText + text.slice(from);
      replaced += spans.length;
    } else if (part === 'scheme' || part === 'host' || part === 'origin') {
      element.textContent = reader[part];
      replaced += 1;
    }
  }
  return replaced;
}
