/**
 * The configuration reference: the readers list keys the way the upstream files define them, every
 * pinned key has our description in both languages, and the pages give each key a heading with the
 * exact key and a unique anchor.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {LOCALES, LOCALE_CODES} from '../../../config/locales';
import {goEnvKeys, stripComment, yamlKeys} from '../keys';
import {SOURCE_IDS, coverageProblems, isGuesswork, isPlaceholder, loadSource, loadTexts, type KeyData, type SourceData} from '../model';
import {anchorOf, inlineCode, inlineParts, renderSourcePage, type KeyView, type PageData} from '../render';
import {generate, markdownTwins} from '..';

const VALUES = `global:
  ## A prose comment, not a key
  edition: "ee"   # trailing comment
  image:
    # registry: "example.org"
    tag: "v1.0.0"
    pullSecrets: [ ]
  ingress:
    tls: { }
      # enabled: false
    service:
      type: &type LoadBalancer
  deploy:
    services:
      - type: NodePort
        # host: "10.0.0.1"
        domain: "app.internal"
    usePublicDomain: true
  persistence: { }
    # accessMode: ["ReadWriteOnce"]
controller:
  config:
    risk: Critical
#      http-snippet: |
#        limit_req_zone $binary_remote_addr zone=global:10m rate=20r/s;
    errors: "404,500"
  service:
    type: *type
fluentd:
  fileConfigs:
    01_sources.conf: |-
      <source>
        # not: a key
        port: 24231
      </source>
  after: 1
`;

test('yamlKeys lists real leaves, commented examples, lists and block scalars, with lines and types', () => {
  const keys = yamlKeys(VALUES);
  const byKey = new Map(keys.map((k) => [k.key, k]));
  assert.deepEqual(
    keys.map((k) => k.key),
    [
      'global.edition',
      'global.image.registry',
      'global.image.tag',
      'global.image.pullSecrets',
      'global.ingress.tls',
      'global.ingress.tls.enabled',
      'global.ingress.service.type',
      'global.deploy.services',
      'global.deploy.usePublicDomain',
      'global.persistence',
      'global.persistence.accessMode',
      'controller.config.risk',
      'controller.config.http-snippet',
      'controller.config.errors',
      'controller.service.type',
      'fluentd.fileConfigs.01_sources.conf',
      'fluentd.after',
    ],
  );
  assert.deepEqual(byKey.get('global.edition'), {key: 'global.edition', line: 3, type: 'string', default: 'ee', commented: false});
  assert.equal(byKey.get('global.image.registry')?.commented, true);
  assert.equal(byKey.get('global.image.registry')?.default, 'example.org');
  assert.equal(byKey.get('global.ingress.tls.enabled')?.type, 'bool');
  assert.equal(byKey.get('global.deploy.services')?.type, 'list');
  assert.equal(byKey.get('global.persistence.accessMode')?.type, 'list');
  // The alias resolves to the anchored value.
  assert.equal(byKey.get('controller.service.type')?.default, 'LoadBalancer');
  assert.equal(byKey.get('fluentd.fileConfigs.01_sources.conf')?.default.includes('port: 24231'), true);
  assert.equal(byKey.get('global.deploy.usePublicDomain')?.type, 'bool');
});

test('stripComment keeps a # inside quotes and drops a trailing comment', () => {
  assert.equal(stripComment('"a # b"   # note'), '"a # b"');
  assert.equal(stripComment('20r/s # rate'), '20r/s');
  assert.equal(stripComment('http://x/#frag'), 'http://x/#frag');
});

const GO = `package config

type Guard struct {
	Model string \`env:"MODEL" default:"m"\`
}

type Extra struct {
	On bool \`env:"X_ON" default:"true"\`
}

type Config struct {
	Saas bool \`env:"STARHUB_SERVER_SAAS" default:"false"\`
	// Old string \`env:"STARHUB_SERVER_OLD" default:""\`
	Mirror struct {
		URL  string \`env:"STARHUB_SERVER_MIRROR_URL" default:"http://localhost:8085"\`
		Rate float64 \`env:"STARHUB_SERVER_MIRROR_RATE" default:"0.2"\`
		Inner struct {
			Wait time.Duration \`env:"STARHUB_SERVER_WAIT" default:"5s"\`
		}
	}
	Check struct {
		G Guard \`env:",prefix=STARHUB_SERVER_G_"\`
	}
	Extra Extra
	A string \`env:"STARHUB_SERVER_SAME" default:"1"\`
	B string \`env:"STARHUB_SERVER_SAME" default:"2"\`
	Regex string \`env:"STARHUB_SERVER_RE" default:"a\\\\s*b"\`
}
`;

test('goEnvKeys reads nested structs, prefixed and embedded struct types, and merges a variable read twice', () => {
  const keys = goEnvKeys(GO);
  assert.deepEqual(
    keys.map((k) => [k.key, k.type, k.default, k.field]),
    [
      ['STARHUB_SERVER_SAAS', 'bool', 'false', 'Config.Saas'],
      ['STARHUB_SERVER_MIRROR_URL', 'string', 'http://localhost:8085', 'Config.Mirror.URL'],
      ['STARHUB_SERVER_MIRROR_RATE', 'float', '0.2', 'Config.Mirror.Rate'],
      ['STARHUB_SERVER_WAIT', 'duration', '5s', 'Config.Mirror.Inner.Wait'],
      ['STARHUB_SERVER_G_MODEL', 'string', 'm', 'Config.Check.G.Model'],
      ['X_ON', 'bool', 'true', 'Config.Extra.On'],
      ['STARHUB_SERVER_SAME', 'string', '1', 'Config.A, Config.B'],
      ['STARHUB_SERVER_RE', 'string', 'a\\s*b', 'Config.Regex'],
    ],
  );
  assert.throws(() => goEnvKeys(GO.replace('G Guard', 'G Missing')), /prefix field of unknown type Missing/);
});

test('the pinned sources: 232 chart keys, 403 Omnibus settings, 477 server variables, each with its provenance', () => {
  const counts = Object.fromEntries(SOURCE_IDS.map((id) => [id, loadSource(id).keys.length]));
  assert.deepEqual(counts, {helm: 232, omnibus: 403, 'server-env': 477});
  for (const id of SOURCE_IDS) {
    const data = loadSource(id);
    assert.match(data.source.commit, /^[0-9a-f]{40}$/, id);
    assert.ok(
      data.compared.some((c) => c.ref === data.source.ref),
      `${id}: the pinned ref is among the compared ones`,
    );
    assert.equal(new Set(data.keys.map((k) => k.key)).size, data.keys.length, `${id}: keys are unique`);
  }
  const helm = loadSource('helm');
  assert.equal(helm.keys.find((k) => k.key === 'global.ingress.domain')?.default, 'example.com');
  const omnibus = loadSource('omnibus');
  assert.equal(omnibus.keys.find((k) => k.key === 'server.model.download_endpoint')?.default, 'https://hub.opencsg.com');
});

test('every pinned key has a description in both languages (the check fails on one without, or on a placeholder)', () => {
  for (const id of SOURCE_IDS) assert.deepEqual(coverageProblems(id, loadSource(id), loadTexts(id)), [], id);
  const data = loadSource('helm');
  const texts = loadTexts('helm');
  const {'global.ingress.domain': removed, ...rest} = texts;
  assert.ok(removed);
  const problems = coverageProblems('helm', data, {
    ...rest,
    'global.ingress.domain': {en: 'Domain.'},
    'no.such.key': {en: 'x', 'zh-Hans': 'x'},
  });
  assert.deepEqual(problems, [
    'helm: global.ingress.domain has no zh-Hans description',
    "helm: global.ingress.domain has a placeholder en description (it only restates the key's name)",
    'helm: no.such.key is described but not in the pinned source',
  ]);
});

test('the check fails on a description that tells how it was guessed, in either language', () => {
  for (const text of [
    'By its field name, the cron expression of the mirroring job.',
    'Judging by the variable name, a timeout.',
    'Presumably the port of the proxy.',
    'The key seems to set the bucket.',
    'Going by its name, the region.',
  ])
    assert.equal(isGuesswork('en', text), true, text);
  for (const text of [
    '按字段名看是仓库镜像同步定时任务的 cron 表达式。',
    '从变量名推断是超时时间。',
    '顾名思义，是代理的端口。',
    '推测为存储桶名称。',
  ])
    assert.equal(isGuesswork('zh-Hans', text), true, text);
  // What the key does, a name in code, or "no code reads it" stays allowed.
  for (const text of [
    'Cron expression of the job that mirrors repositories (every minute by default).',
    'No code of the community server reads it, so setting it has no effect.',
    'Name of the bucket; the field name in `config.toml` is `bucket`.',
    'User name of the database.',
  ])
    assert.equal(isGuesswork('en', text), false, text);
  for (const text of ['社区版服务端代码没有读取它，设置后不起作用。', '数据库的用户名。', '存储桶名称，与 `bucket` 字段对应。'])
    assert.equal(isGuesswork('zh-Hans', text), false, text);
  const data = loadSource('server-env');
  const [first] = data.keys;
  assert.ok(first);
  assert.deepEqual(
    coverageProblems(
      'server-env',
      {...data, keys: [first]},
      {[first.key]: {en: 'By its field name, a switch.', 'zh-Hans': '是否启用该功能。'}},
    ),
    [`server-env: ${first.key} has a en description that tells how it was guessed, not what the key does`],
  );
});

test("the check fails on a description that only restates the key's name, in either language", () => {
  const key = (field: string): KeyData => ({key: 'X', type: 'string', default: '', line: 1, since: 'v1', field: `Config.${field}`});
  const host = key('Agent.AutoHubServiceHost');
  for (const text of ['Auto hub service host (the agent service).', 'AutoHubServiceHost.', 'auto-hub service host'])
    assert.equal(isPlaceholder(host, 'en', text), true, text);
  assert.equal(isPlaceholder(host, 'zh-Hans', '智能体服务的 `AutoHubServiceHost` 设置。'), true);
  assert.equal(isPlaceholder(key('Runner.PD.EPPImage'), 'zh-Hans', 'Runner 的 PD 分离推理的 `EPPImage` 设置。'), true);
  const cron = key('CronJob.MirrorCronExpression');
  assert.equal(isPlaceholder(cron, 'en', 'Cron expression of the mirror job (scheduled jobs). No code reads it.'), true);
  assert.equal(isPlaceholder(cron, 'zh-Hans', '定时任务中 `Mirror` 定时任务的 cron 表达式。社区版不读取。'), true);
  assert.equal(isPlaceholder({...cron, key: 'a.mirror'}, 'en', 'Mirror.'), true, 'a YAML key restated by its last segment');
  // Descriptions that say something stay allowed, including ones naming the field in a parenthesis.
  assert.equal(isPlaceholder(host, 'en', 'Address of the AutoHub service the agent service calls.'), false);
  assert.equal(isPlaceholder(key('Mirror.Token'), 'zh-Hans', '访问镜像同步服务的令牌（变量名中的 `Token` 大小写如此）。'), false);
  assert.equal(isPlaceholder(cron, 'en', 'Cron expression of the job that mirrors repositories (every minute by default).'), false);
  const problems = coverageProblems(
    'server-env',
    {...loadSource('server-env'), keys: [{...host, key: 'OPENCSG_AGENT_AUTOHUB_SERVICE_HOST'}]},
    {OPENCSG_AGENT_AUTOHUB_SERVICE_HOST: {en: 'Auto hub service host (the agent service).', 'zh-Hans': '智能体服务使用的 AutoHub 地址。'}},
  );
  assert.deepEqual(problems, [
    "server-env: OPENCSG_AGENT_AUTOHUB_SERVICE_HOST has a placeholder en description (it only restates the key's name)",
  ]);
});

test('generate stops, naming the key, when a description is missing', (t) => {
  const data: SourceData = {
    source: {repository: 'o/r', ref: 'v1', commit: 'a'.repeat(40), path: 'values.yaml'},
    compared: [{ref: 'v1', date: '2025-01-01'}],
    keys: [{key: 'a.b', type: 'string', default: '', line: 1, since: 'v1'}],
  };
  assert.throws(() => renderSourcePage('helm', data, {}, 'en'), /helm: a\.b has no en description/);
  t.diagnostic('generate() itself is exercised by the build and by the next test');
});

/** The keys of a generated page, from its JSON (what theme/ConfigKeys renders). */
function keysOf(page: {json: string}): KeyView[] {
  return (JSON.parse(page.json) as PageData).sections.flatMap((section) => section.keys);
}

test('each page holds every key once, with its exact text and a unique ASCII anchor, rendered by one component', () => {
  const pages = generate();
  for (const locale of LOCALE_CODES) {
    for (const page of pages.get(locale) ?? []) {
      const data = loadSource(page.id as (typeof SOURCE_IDS)[number]);
      const keys = keysOf(page);
      assert.deepEqual(
        keys.map((k) => k.key),
        data.keys.map((k) => k.key),
        `${locale} ${page.id}`,
      );
      assert.ok(keys.every((k) => /^[A-Za-z0-9_-]+$/.test(k.anchor)));
      assert.equal(new Set(keys.map((k) => k.anchor)).size, keys.length, `${locale} ${page.id}: anchors unique`);
      assert.ok(keys.every((k) => k.text.length > 0 && k.facts.length > 0));
      // The MDX file is small: front matter, imports, the table of contents, the introduction, one element.
      assert.match(page.content, new RegExp(`^import data from './_${page.id}\\.json';$`, 'm'));
      assert.match(page.content, /^<ConfigKeys sections=\{data\.sections\} \/>$/m);
      assert.doesNotMatch(page.content, /^#{2,} /m, 'no heading in the MDX file');
      assert.ok(page.content.length < 8000, `${locale} ${page.id}: MDX of ${page.content.length} characters`);
      const toc = JSON.parse(/^export const toc = (.*);$/m.exec(page.content)![1]!) as Array<{id: string; level: number}>;
      assert.deepEqual(
        toc.map((entry) => entry.id),
        (JSON.parse(page.json) as PageData).sections.map((section) => section.anchor),
      );
    }
  }
});

test('anchors, inline parts and inline code take crafted input', () => {
  assert.equal(anchorOf('global.ingress.domain'), 'global-ingress-domain');
  assert.equal(anchorOf('ingress-nginx.tcp.22'), 'ingress-nginx-tcp-22');
  assert.equal(anchorOf('STARHUB_SERVER_MIRROR_URL'), 'STARHUB_SERVER_MIRROR_URL');
  assert.equal(inlineCode('a`b'), '``a`b``');
  assert.equal(inlineCode('`x'), '`` `x ``');
  // Inline code of any fence comes back as written; markup-like text stays text (React escapes it).
  for (const value of ['a`b', '`x', 'x`', '<b>{c}</b>', '[a](b)', ' ', '``']) {
    assert.deepEqual(inlineParts(`v ${inlineCode(value)}.`, 'en'), ['v ', ['code', value], '.'], value);
  }
  assert.deepEqual(inlineParts('a <b> {c} & `<kept>`', 'en'), ['a <b> {c} & ', ['code', '<kept>']]);
  assert.deepEqual(inlineParts('an unclosed ` tick and ``two', 'en'), ['an unclosed ` tick and ``two']);
  assert.deepEqual(inlineParts('[a]: not a link; [b] (c)', 'en'), ['[a]: not a link; [b] (c)']);
  assert.deepEqual(inlineParts('see [the variables](./server-env.mdx#X_Y) or `[c](d)`', 'zh-Hans'), [
    'see ',
    ['link', 'the variables', '/docs/csghub/config/server-env#X_Y'],
    ' or ',
    ['code', '[c](d)'],
  ]);
  assert.deepEqual(inlineParts('[v](./server-env.mdx)', 'en'), [['link', 'v', '/docs/en/csghub/config/server-env']]);
  for (const href of ['../101/install/by_helm.md', 'https://example.org', './x.mdx?a=b', 'javascript:alert(1)']) {
    assert.throws(() => inlineParts(`[x](${href})`, 'en'), /descriptions may link only to pages of the reference/, href);
  }
});

test('every link from a hand-written page to a key of the reference has its anchor', () => {
  const pages = generate();
  const anchors = new Map(
    (pages.get('zh-Hans') ?? []).map((page) => [
      page.id,
      new Set([...keysOf(page).map((k) => k.anchor), ...(JSON.parse(page.json) as PageData).sections.map((section) => section.anchor)]),
    ]),
  );
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!full.endsWith(path.join('csghub', 'config'))) walk(full);
      } else if (/\.mdx?$/.test(entry.name)) files.push(full);
    }
  };
  for (const locale of LOCALE_CODES) walk(path.join(__dirname, '..', '..', '..', LOCALES[locale].docsDir));
  const broken: string[] = [];
  let links = 0;
  for (const file of files) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(/config\/(helm|omnibus|server-env)\.mdx#([A-Za-z0-9_-]+)/g)) {
      links += 1;
      if (!anchors.get(match[1]!)?.has(match[2]!)) broken.push(`${path.relative(process.cwd(), file)}: ${match[1]}#${match[2]}`);
    }
  }
  assert.ok(links >= 146, `only ${links} links into the reference`);
  assert.deepEqual(broken, []);
});

test('every key an install page names (inline code outside code blocks) is linked into the reference on that page', () => {
  const keys = new Set(SOURCE_IDS.flatMap((id) => loadSource(id).keys.map((k) => k.key)));
  const unlinked: string[] = [];
  let named = 0;
  for (const locale of LOCALE_CODES) {
    const root = path.join(__dirname, '..', '..', '..', LOCALES[locale].docsDir, 'csghub', '101', 'install');
    const files = (fs.readdirSync(root, {recursive: true}) as string[]).filter((file) => /\.mdx?$/.test(file));
    for (const file of files) {
      const text = fs.readFileSync(path.join(root, file), 'utf8').replace(/^```[\s\S]*?^```$/gm, '');
      const linked = new Set<string>();
      const seen = new Set<string>();
      for (const match of text.matchAll(/(\[)?`([^`\n]+)`(\]\([^)]*config\/(?:helm|omnibus|server-env)\.mdx#[^)]+\))?/g)) {
        if (!keys.has(match[2]!)) continue;
        seen.add(match[2]!);
        if (match[1] && match[3]) linked.add(match[2]!);
      }
      named += seen.size;
      for (const key of seen) if (!linked.has(key)) unlinked.push(`${LOCALES[locale].docsDir}/csghub/101/install/${file}: ${key}`);
    }
  }
  assert.ok(named >= 100, `only ${named} keys named on the install pages`);
  assert.deepEqual(unlinked, []);
});

test('the Markdown twins, written from the data, hold every key of every page in both languages', () => {
  const pages = generate();
  for (const locale of LOCALE_CODES) {
    const twins = markdownTwins(pages, locale);
    assert.deepEqual(
      Object.keys(twins),
      SOURCE_IDS.map((id) => `csghub/config/${id}`),
    );
    for (const id of SOURCE_IDS) {
      const twin = twins[`csghub/config/${id}`]!;
      // CommonMark code spans: one space is stripped only when both ends have one.
      const headings = [...twin.matchAll(/^### (`+)(.+)\1$/gm)].map((m) => (/^ .* $/.test(m[2]!) ? m[2]!.slice(1, -1) : m[2]));
      assert.deepEqual(
        headings,
        loadSource(id).keys.map((k) => k.key),
        `${locale} ${id}`,
      );
      assert.match(twin, /^# \S/);
      assert.doesNotMatch(twin, /\]\(\.\/[a-z-]+\.mdx/, 'links to the reference name its twins (.md)');
    }
  }
});
