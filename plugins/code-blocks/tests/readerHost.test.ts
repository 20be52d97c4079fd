import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {
  READER_HOST_ATTRIBUTE,
  hostSpans,
  isCommunityHostname,
  keepsCodeAsWritten,
  markLine,
  readerHostOf,
  showReaderHost,
  withReaderHost,
  type MarkedToken,
} from '../readerHost';
import {apiOrigins} from '../../../config/env';

const READER = 'https://csghub.internal.example:8443';

test('the hub’s address in URLs becomes the reader’s origin', () => {
  const cases: Array<[string, string]> = [
    [
      'git clone https://opencsg.com/models/OpenCSG/csg-wukong-1B.git',
      'git clone https://csghub.internal.example:8443/models/OpenCSG/csg-wukong-1B.git',
    ],
    [
      'csghub-cli download a/b -e https://hub.opencsg.com --local-dir ./b',
      'csghub-cli download a/b -e https://csghub.internal.example:8443 --local-dir ./b',
    ],
    ['endpoint="https://hub.opencsg.com",', 'endpoint="https://csghub.internal.example:8443",'],
    ['curl "https://hub.opencsg.com/api/v1/models?per=10"', 'curl "https://csghub.internal.example:8443/api/v1/models?per=10"'],
    [
      'git clone https://<username>:<access-token>@opencsg.com/datasets/<ns>/<n>.git',
      'git clone https://<username>:<access-token>@csghub.internal.example:8443/datasets/<ns>/<n>.git',
    ],
    [
      'curl -X GET "https://<your-csghub>/api/v1/user/<username>"',
      'curl -X GET "https://csghub.internal.example:8443/api/v1/user/<username>"',
    ],
    ['curl -I http://<csghub-domain>/docs/en', 'curl -I https://csghub.internal.example:8443/docs/en'],
    [
      'git clone https://<csghub-host>/<type>s/<namespace>/<name>.git',
      'git clone https://csghub.internal.example:8443/<type>s/<namespace>/<name>.git',
    ],
    ['curl -s https://<csghub-address>/api/v1/version', 'curl -s https://csghub.internal.example:8443/api/v1/version'],
    ['base_url="https://<your-csghub-domain>/v1"', 'base_url="https://csghub.internal.example:8443/v1"'],
    [
      'csghub-cli download a/b -e <your-csghub-url> -k <access-token>',
      'csghub-cli download a/b -e https://csghub.internal.example:8443 -k <access-token>',
    ],
    ['curl "<your-csghub-url>/api/v1/mirror/sources"', 'curl "https://csghub.internal.example:8443/api/v1/mirror/sources"'],
    ['os.environ["CSGHUB_DOMAIN"] = "https://csghub.example.com"', 'os.environ["CSGHUB_DOMAIN"] = "https://csghub.internal.example:8443"'],
  ];
  for (const [code, expected] of cases) assert.equal(withReaderHost(code, READER), expected, code);
  // The reader's scheme replaces the written one.
  assert.equal(
    withReaderHost('curl https://hub.opencsg.com/api/v1/models', 'http://127.0.0.1:3000'),
    'curl http://127.0.0.1:3000/api/v1/models',
  );
});

test('other hosts, hosts without a scheme and hosts that only look like the hub stay as written', () => {
  const kept = [
    'helm repo add csghub https://charts.opencsg.com/repository/csghub',
    'curl -sfL http://quick-install.opencsg.com/ | bash -s -- example.com',
    'STARHUB_SERVER_PROXY_HOSTS: "opencsg.com;sync.opencsg.com"',
    'dial tcp: lookup hub.opencsg.com on 10.43.0.10:53',
    'for url: https://hub-stg.opencsg.com/hf/api/models/a/b',
    'git clone git@hub.opencsg.com:models/a/b.git',
    'https://opencsg.com.evil.example/x https://notopencsg.com/x https://opencsg.community/x',
    'curl "<endpoint-url>/v1/chat/completions"',
    'https://<gitlab-host>/api/v4 http://<proxy-host>:8080',
    '--set global.ingress.domain=<your-domain>',
  ];
  for (const code of kept) assert.equal(withReaderHost(code, READER), code, code);
});

test('on the community’s domains, in YAML blocks and for other origins nothing changes', () => {
  const code = 'git clone https://opencsg.com/models/a/b.git';
  for (const origin of ['https://opencsg.com', 'https://www.opencsg.com', 'https://OPENCSG.COM.', 'file://', 'null', 'not a url']) {
    assert.equal(withReaderHost(code, origin), code, origin);
  }
  assert.equal(withReaderHost('external_url: "http://csghub.example.com"', READER, 'yaml'), 'external_url: "http://csghub.example.com"');
  assert.equal(isCommunityHostname('docs.opencsg.com'), true);
  assert.equal(isCommunityHostname('opencsg.com.example'), false);
});

test('a crafted origin cannot put text of its own into the code', () => {
  // Only the URL parser's origin is written: a path, query or credentials of the origin are not.
  assert.equal(withReaderHost('curl https://hub.opencsg.com/x', 'https://a.example/"$(rm -rf ~)"?q=1#f'), 'curl https://a.example/x');
  assert.equal(withReaderHost('curl https://hub.opencsg.com/x', 'https://user:pw@a.example'), 'curl https://a.example/x');
});

test('DOCS_API_ORIGINS takes bare http(s) origins, and names a wrong entry', () => {
  assert.deepEqual(apiOrigins({}), []);
  assert.deepEqual(apiOrigins({DOCS_API_ORIGINS: ' https://hub.opencsg.com/, http://10.0.0.5:8080 ,https://hub.opencsg.com'}), [
    'https://hub.opencsg.com',
    'http://10.0.0.5:8080',
  ]);
  for (const bad of [
    'hub.opencsg.com',
    'https://hub.opencsg.com/api',
    "https://a.example; script-src 'unsafe-inline'",
    'ftp://a.example',
    '*',
  ]) {
    assert.throws(() => apiOrigins({DOCS_API_ORIGINS: bad}), /DOCS_API_ORIGINS takes http\(s\) origins/, bad);
  }
});

/** An element of the server's HTML for a marked token: its attribute and its text; setting HTML fails. */
interface FakeToken {
  readonly attribute: string | null;
  textContent: string | null;
  getAttribute(name: string): string | null;
}

/** The tokens of a line rendered as the server renders them (the Token override), as fake elements. */
function rendered(tokens: readonly MarkedToken[]): FakeToken[] {
  return tokens.map((token) => {
    const element = {
      attribute: token.readerHost ?? null,
      textContent: token.content as string | null,
      getAttribute: (name: string) => (name === READER_HOST_ATTRIBUTE ? (token.readerHost ?? null) : null),
    };
    return Object.defineProperty(element, 'innerHTML', {
      set() {
        throw new Error('the reader host must be set as text');
      },
    });
  });
}

/** The line the browser shows after showReaderHost, and how many parts it replaced. */
function shown(tokens: readonly MarkedToken[], origin: string): [string, number] {
  const elements = rendered(markLine(tokens));
  const replaced = showReaderHost(
    {
      querySelectorAll: (selector) => {
        assert.equal(selector, `[${READER_HOST_ATTRIBUTE}]`);
        return elements.filter((element) => element.attribute !== null);
      },
    },
    origin,
  );
  return [elements.map((element) => element.textContent).join(''), replaced];
}

/** A line cut into tokens every `size` characters, as a highlighter might cut it anywhere. */
const cut = (text: string, size: number): MarkedToken[] =>
  Array.from({length: Math.ceil(text.length / size)}, (_, i) => ({types: ['plain'], content: text.slice(i * size, (i + 1) * size)}));

const LINES = [
  'git clone https://opencsg.com/models/OpenCSG/csg-wukong-1B.git',
  'csghub-cli download a/b -e https://hub.opencsg.com --local-dir ./b && curl https://hub.opencsg.com/api',
  'git clone https://<username>:<access-token>@opencsg.com/datasets/<ns>/<n>.git',
  'curl -X GET "https://<your-csghub>/api/v1/user/<username>"',
  'curl "<your-csghub-url>/api/v1/mirror/sources" -H "x: <your-csghub-url>"',
  'helm repo add csghub https://charts.opencsg.com/repository/csghub',
  'os.environ["CSGHUB_DOMAIN"] = "https://csghub.example.com"',
  'no address here',
];

test('the marked parts, replaced as text, give what withReaderHost gives, however the line is cut into tokens', () => {
  // Ports, http and https, origins the URL parser normalizes, and origins that keep the code (IPv6, a trailing dot).
  const origins = [
    'http://127.0.0.1:3000',
    'https://csghub.internal.example:8443',
    'HTTP://Hub.Example:8080',
    'http://0x7f.1',
    'http://[::1]:8080',
    'https://[2001:db8::1]',
    'HTTP://Hub.Example.',
  ];
  for (const origin of origins) {
    for (const line of LINES) {
      for (const size of [1, 2, 3, 5, 8, 1000]) {
        const [text] = shown(cut(line, size), origin);
        assert.equal(text, withReaderHost(line, origin), `${origin}, tokens of ${size}: ${line}`);
      }
    }
  }
  assert.deepEqual(shown(cut('curl https://hub.opencsg.com/x', 4), 'http://10.0.0.5:8080'), ['curl http://10.0.0.5:8080/x', 2]);
});

test('a line that names no hub keeps its tokens; a part starts a token of its own', () => {
  const tokens = cut('echo https://charts.opencsg.com', 3);
  assert.equal(markLine(tokens), tokens);
  const marked = markLine<MarkedToken>([
    {types: ['string'], content: '"https://'},
    {types: ['operator'], content: '<'},
    {types: ['plain'], content: 'csghub-host'},
    {types: ['operator'], content: '>'},
    {types: ['string'], content: '/api"'},
  ]);
  assert.deepEqual(
    marked.map((token) => [token.types[0], token.content, token.readerHost]),
    [
      ['string', '"', undefined],
      ['string', 'https', 'scheme'],
      ['string', '://', undefined],
      ['operator', '<', 'host'],
      ['plain', 'csghub-host', '+'],
      ['operator', '>', '+'],
      ['string', '/api"', undefined],
    ],
  );
  // A string token that holds the whole URL stays one token, marked "all" (no extra elements in the HTML).
  const whole = markLine<MarkedToken>([
    {types: ['plain'], content: 'curl -X GET '},
    {types: ['string'], content: '"https://<your-csghub>/api/v1/datasets"'},
  ]);
  assert.deepEqual(
    whole.map((token) => [token.content, token.readerHost]),
    [
      ['curl -X GET ', undefined],
      ['"https://<your-csghub>/api/v1/datasets"', 'all'],
    ],
  );
  assert.deepEqual(shown(whole, 'http://10.0.0.5:8080'), ['curl -X GET "http://10.0.0.5:8080/api/v1/datasets"', 2]);
  // A token whose text alone the rule reads otherwise (a host that the next token carries on) is cut.
  const carried: MarkedToken[] = [
    {types: ['plain'], content: 'https://hub.opencsg.com/a https://opencsg.com'},
    {types: ['plain'], content: '.cn/b'},
  ];
  assert.ok(markLine(carried).every((token) => token.readerHost !== 'all'));
  assert.deepEqual(shown(carried, 'http://10.0.0.5'), ['http://10.0.0.5/a https://opencsg.com.cn/b', 2]);
  // An empty token (the stock line's last line) stays, unmarked.
  assert.deepEqual(markLine([{types: ['plain'], content: ''}]), [{types: ['plain'], content: ''}]);
  assert.deepEqual(hostSpans('x <your-csghub-url>'), [{start: 2, end: 19, part: 'origin'}]);
});

test('a crafted origin lands as text, or not at all; the community and other schemes keep the marks as written', () => {
  const line = 'curl https://hub.opencsg.com/x';
  // The URL parser refuses these hosts: nothing is replaced.
  for (const origin of [
    'http://a"<b>',
    'http://<img src=x onerror=alert(1)>',
    'javascript:alert(1)',
    'file:///etc',
    'https://opencsg.com',
    'null',
  ]) {
    assert.deepEqual(shown(cut(line, 4), origin), [line, 0], origin);
    assert.deepEqual(shown(cut(line, 1000), origin), [line, 0], origin);
  }
  // A path, query or fragment with quotes and angle brackets is not part of the origin.
  for (const size of [4, 1000]) {
    const [text] = shown(cut(line, size), 'https://a.example:8443/"<script>alert(1)</script>?q="<>#"<>');
    assert.equal(text, 'curl https://a.example:8443/x');
    assert.doesNotMatch(text, /[<>"]/);
  }
});

/** Lines that name the hub in each way the pages do: a clone URL, a quoted API call, an SDK endpoint, a whole URL. */
const NAMING_LINES = [
  'git clone https://opencsg.com/models/OpenCSG/csg-wukong-1B.git',
  'curl -X POST "https://hub.opencsg.com/api/v1/models" -H "Authorization: Bearer <token>"',
  '    endpoint="https://hub.opencsg.com",',
  'git clone https://<username>:<access-token>@opencsg.com/datasets/<ns>/<n>.git',
  'csghub-cli download a/b -e <your-csghub-url> -k <access-token>',
];

test('a host that is not plain keeps the code as written: shell metacharacters, encodings, odd names, IPv6', () => {
  const crafted = [
    // Shell metacharacters the URL parser (Chromium's as Node's) keeps in a host, reachable via DNS or /etc/hosts.
    'http://a$(id).test:3931',
    'http://a`id`.test:3931',
    'http://x";id;".test:3931',
    "http://x';id;'.test",
    'http://a&calc&.test',
    'http://a;id;.test',
    'http://a(id).test',
    'http://a${IFS}b.test',
    'http://a!b.test',
    'http://a*.test',
    'http://*.test',
    'http://a~b.test',
    'http://a=b.test',
    'http://a+b.test',
    'http://a,b.test',
    // Percent-encoded: the parser decodes them into the host.
    'http://a%24(id).test:3931',
    'http://a%60id%60.test',
    'http://x%22%3Bid%3B%22.test',
    'http://a%26calc%26.test',
    'http://a%27b.test',
    // Not a plain DNS name: an empty label (also one made by %2e), a trailing dot, a hyphen at a label's edge, an underscore.
    'http://a..test',
    'http://a%2e.test',
    'http://csghub.example.:3931',
    'https://HUB.EXAMPLE.',
    'http://-a.test',
    'http://a-.test',
    'http://a.-b.test',
    'http://a_b.test',
    // Too long: a label over 63 characters, a name over 253.
    `http://${'a'.repeat(64)}.test`,
    `http://${Array.from({length: 5}, () => 'a'.repeat(60)).join('.')}.test:3931`,
    // IPv6 literals: zsh reads `http://[::1]:3932/…` as a glob and refuses the command.
    'http://[::1]:3932',
    'https://[2001:db8::1]',
    'http://[::ffff:127.0.0.1]:80',
    // Credentials with metacharacters do not make the host plain when the host is not.
    'http://$(id)@a$(id).test',
  ];
  for (const origin of crafted) {
    assert.equal(readerHostOf(origin), null, origin);
    for (const line of NAMING_LINES) {
      assert.equal(withReaderHost(line, origin), line, `${origin}: ${line}`);
      for (const size of [3, 1000]) assert.deepEqual(shown(cut(line, size), origin), [line, 0], `${origin}, tokens of ${size}: ${line}`);
    }
  }
  // Hosts the URL parser refuses outright (space, |, <, >, ^, a right-to-left override, a port that is not a number).
  for (const origin of [
    'http://a b.test',
    'http://a|id.test',
    'http://a<b>.test',
    'http://a^b.test',
    'http://a\u202eb.test',
    'http://a.test:3931$(id)',
  ]) {
    assert.equal(readerHostOf(origin), null, origin);
    assert.equal(withReaderHost(NAMING_LINES[0]!, origin), NAMING_LINES[0], origin);
  }
});

test('a plain host takes the code in the URL parser’s form: lower case, punycode, dotted IPv4, only the host and port', () => {
  const cases: Array<[string, string]> = [
    ['HTTP://CSGHub.Example:3931', 'http://csghub.example:3931'],
    ['http://localhost:3000', 'http://localhost:3000'],
    ['http://10.0.0.5:8080', 'http://10.0.0.5:8080'],
    ['http://0x7f.1', 'http://127.0.0.1'],
    ['https://a--b.example', 'https://a--b.example'],
    [`http://${'a'.repeat(63)}.test`, `http://${'a'.repeat(63)}.test`],
    // Unicode lookalikes land as the ASCII name the browser resolves (punycode), never as Unicode.
    ['http://\u0430pple.test', 'http://xn--pple-43d.test'],
    ['http://\uff48\uff55\uff42.example', 'http://hub.example'],
    ['http://xn--pple-43d.test:8443', 'http://xn--pple-43d.test:8443'],
    // Credentials, path, query and fragment of the origin are not written.
    ['http://$(id)@a.test:8080/$(id)?`id`#;id', 'http://a.test:8080'],
  ];
  for (const [origin, expected] of cases) {
    assert.equal(readerHostOf(origin)?.origin, expected, origin);
    const line = 'curl -X POST "https://hub.opencsg.com/api/v1/models" && git clone https://opencsg.com/a/b.git';
    const result = withReaderHost(line, origin);
    assert.equal(result, `curl -X POST "${expected}/api/v1/models" && git clone ${expected}/a/b.git`, origin);
    assert.match(result, /^[\x20-\x7e]*$/, origin);
    assert.deepEqual(shown(cut(line, 3), origin), [result, 4], origin);
  }
});

test('a block marked code-as-written, and output (logs) in Markdown fences, keep the code', () => {
  const kept = [
    // A Markdown fence's one-word marker arrives as its meta string; a component's as a class (plugins/try-it).
    {className: 'language-bash', metastring: 'code-as-written'},
    {className: 'language-bash', metastring: 'title="Check" code-as-written'},
    {className: 'language-python', metastring: 'code-as-written title="check.py"'},
    {language: 'bash', className: 'code-as-written'},
    // Output: Markdown fences the pages write for logs and error messages, and log or console blocks anywhere.
    {className: 'language-text'},
    {className: 'language-log'},
    {className: 'language-console', metastring: 'title="Server log"'},
    {language: 'log'},
    {language: 'console'},
  ];
  for (const block of kept) assert.equal(keepsCodeAsWritten(block), true, JSON.stringify(block));
  const taken = [
    {className: 'language-bash'},
    {className: 'language-bash', metastring: 'title="code-as-written"'},
    {className: 'language-bash', metastring: 'code-as-written-not'},
    {language: 'python', className: 'not-code-as-written'},
    // A component's text block lists addresses built from the page's props (`<CodeBlock language="text">`).
    {language: 'text'},
    {},
  ];
  for (const block of taken) assert.equal(keepsCodeAsWritten(block), false, JSON.stringify(block));
  // Log and console output keep the code by language too (the rule the browser applies to server-rendered lines).
  const log = 'ERROR failed to get latest version from endpoint https://hub.opencsg.com, ... EOF';
  for (const language of ['log', 'console', 'LOG']) assert.equal(withReaderHost(log, READER, language), log, language);
});

/** The fenced blocks of a Markdown page, with the props MDX gives CodeBlock (a fence's language as a class, its meta). */
function fencedBlocks(file: string): Array<{code: string; className?: string; metastring?: string}> {
  const blocks: Array<{code: string; className?: string; metastring?: string}> = [];
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const open = /^(\s*)(`{3,})(\S*)\s*(.*)$/.exec(lines[i]!);
    if (!open) continue;
    const [, indent, fence, language, meta] = open as unknown as [string, string, string, string, string];
    const body: string[] = [];
    for (i += 1; i < lines.length && lines[i]!.trim() !== fence; i += 1) body.push(lines[i]!.slice(indent.length));
    blocks.push({
      code: body.join('\n'),
      ...(language ? {className: `language-${language}`} : {}),
      ...(meta ? {metastring: meta} : {}),
    });
  }
  return blocks;
}

const ROOT = path.join(__dirname, '..', '..', '..');
const EN_DOCS = 'i18n/en/docusaurus-plugin-content-docs/current';

/** Blocks that name the community hub on purpose (a check of the cluster's access to it), by page and a line of theirs. */
const COMMUNITY_HUB_BLOCKS: Array<[string, string]> = [
  // The check that the cluster reaches the community hub's sync API, and the log line it explains.
  ['csghub/101/install/troubleshooting.md', 'curl -sS -o /dev/null -w'],
  ['csghub/101/install/troubleshooting.md', 'kubectl run sync-test'],
  ['csghub/101/install/troubleshooting.md', 'failed to get latest version from endpoint https://hub.opencsg.com'],
];

test('the pages’ blocks that name the community hub on purpose keep it for a reader on a self-hosted CSGHub', () => {
  for (const docs of ['docs', EN_DOCS]) {
    for (const [page, line] of COMMUNITY_HUB_BLOCKS) {
      const file = path.join(ROOT, docs, page);
      const matching = fencedBlocks(file).filter((block) => block.code.includes(line));
      assert.equal(matching.length, 1, `${docs}/${page}: one block with ${line}`);
      const block = matching[0]!;
      const language = /\blanguage-(\S+)/.exec(block.className ?? '')?.[1];
      const shownCode = keepsCodeAsWritten(block) ? block.code : withReaderHost(block.code, READER, language);
      assert.equal(shownCode, block.code, `${docs}/${page}: ${line}`);
    }
  }
});
