import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  READER_HOST_ATTRIBUTE,
  hostSpans,
  isCommunityHostname,
  markLine,
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
  // Ports, IPv6, http and https, and origins the URL parser normalizes.
  const origins = [
    'http://127.0.0.1:3000',
    'https://csghub.internal.example:8443',
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
  assert.deepEqual(shown(cut('curl https://hub.opencsg.com/x', 4), 'http://[::1]:8080'), ['curl http://[::1]:8080/x', 2]);
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
