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
 * list, `git@host:` SSH addresses whose port depends on the installation), log lines, and YAML blocks
 * (configuration an operator writes while installing, before these docs are served by that CSGHub).
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

/** Languages of blocks left alone: configuration written while installing. */
const SKIPPED_LANGUAGES = new Set(['yaml', 'yml']);

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

/**
 * The code with the hub's address replaced by the reader's origin (`http://10.0.0.5:8080`), or the
 * code unchanged when the origin is one of the community's or not an http(s) origin (a page opened
 * from a file), or when the block's language is one left alone.
 */
export function withReaderHost(code: string, origin: string, language?: string): string {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return code;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || isCommunityHostname(url.hostname)) return code;
  if (language && SKIPPED_LANGUAGES.has(language.toLowerCase())) return code;
  const scheme = url.protocol.slice(0, -1);
  return code
    .replace(HUB_URL, (_match, _scheme: string, credentials: string) => `${scheme}://${credentials}${url.host}`)
    .replace(WHOLE_URL, url.origin);
}
