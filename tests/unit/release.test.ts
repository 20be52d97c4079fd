/**
 * The CSGHub release a page holds for (front matter `csghub_version`, shown beside the page's date):
 * every install page follows config/csghub-release.json, and every page that names a chart or
 * configuration key says which release the key is from.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {readDocs, readSources, DOC_ROOTS, ROOT, type DocLocale, type DocSource} from '../helpers/docs';
import {RELEASE_KEY, releaseOf} from '../../src/components/global/PageHistory/release';
import csghubRelease from '../../config/csghub-release.json';

const LOCALES: DocLocale[] = ['zh-Hans', 'en'];
const INSTALL_DIR = 'csghub/101/install/';

/**
 * The first segments of the keys a reader sets: the top-level keys and sub-charts of the csghub Helm
 * chart (csghub-charts v1.10.0, charts/csghub/values.yaml and charts/csghub/charts/), and the sections
 * of the server's configuration that pages name the same way (`server.…`, `runner.…`, `portal.…`).
 */
const KEY_ROOTS = [
  'global',
  'csghub',
  'starship',
  'dataflow',
  'ingress-nginx',
  'reloader',
  'fluentd',
  'casdoor',
  'coredns',
  'gitaly',
  'gitlab-shell',
  'minio',
  'nats',
  'postgresql',
  'redis',
  'registry',
  'temporal',
  'server',
  'portal',
  'runner',
];
/** What ends in a file extension or a host name is not a key: `csghub.yaml`, `server.py`, `csghub.example.com`. */
const NOT_A_KEY = /\.(?:ya?ml|json|toml|py|sh|md|mdx|ts|js|go|com|cn|io|net|org|local|svc)$|\.example\./;
/** Settings of other tools that share a first segment with ours: Streamlit's `server.port` in `.streamlit/config.toml`. */
const OTHER_TOOLS = new Set(['server.port', 'server.address', 'server.headless']);
const KEY = new RegExp(`^(?:${KEY_ROOTS.map((root) => root.replace('-', '\\-')).join('|')})\\.[A-Za-z_][\\w-]*(?:\\.[\\w-]+)*$`);

/** The chart or configuration keys a text names in inline code (`global.ingress.domain`, `--set server.x=1`). */
export function chartKeysIn(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(/`([^`\n]+)`/g)) {
    for (const word of match[1]!.split(/[\s=,:[\]"'()]+/)) {
      if (KEY.test(word) && !NOT_A_KEY.test(word) && !OTHER_TOOLS.has(word)) found.add(word);
    }
  }
  return [...found];
}

function rel(doc: DocSource): string {
  return path.relative(ROOT, doc.file);
}

test('the chart key matcher: keys in inline code, not file or host names', () => {
  assert.deepEqual(chartKeysIn('Set `global.ingress.domain` and `server.download_endpoint`.'), [
    'global.ingress.domain',
    'server.download_endpoint',
  ]);
  assert.deepEqual(chartKeysIn('Run `helm upgrade --set global.edition=ee,starship.enabled=true`'), ['global.edition', 'starship.enabled']);
  assert.deepEqual(chartKeysIn('Edit `csghub.yaml`, open `csghub.example.com`, run `server.py`, read `ingress-nginx.controller`'), [
    'ingress-nginx.controller',
  ]);
  assert.deepEqual(chartKeysIn('global.ingress.domain outside code, `global` alone, `globals.x`, Streamlit `server.port`'), []);
});

test('the release value: v<major>.<minor>[.<patch>], anything else is an error', () => {
  assert.equal(releaseOf({}), null);
  assert.equal(releaseOf({[RELEASE_KEY]: 'v1.10'}), 'v1.10');
  assert.equal(releaseOf({[RELEASE_KEY]: 'v1.10.0'}), 'v1.10.0');
  for (const bad of ['1.10', 'v1', 'v1.10-rc1', 1.1, null, ['v1.10']])
    assert.throws(() => releaseOf({[RELEASE_KEY]: bad}), /csghub_version/);
});

test(`every install page (${INSTALL_DIR}) holds for the release of config/csghub-release.json`, () => {
  const problems = LOCALES.flatMap((locale) =>
    readDocs(locale)
      .filter((doc) => doc.id.startsWith(INSTALL_DIR))
      .flatMap((doc) => {
        const value = doc.frontMatter[RELEASE_KEY];
        return value === csghubRelease.release
          ? []
          : [`${rel(doc)}: ${RELEASE_KEY} is ${JSON.stringify(value)}, not ${csghubRelease.release}`];
      }),
  );
  assert.deepEqual(problems, []);
});

test('every page that names a chart or configuration key says which CSGHub release it holds for', () => {
  // A page that imports a partial names what the partial names.
  const partials = new Map(LOCALES.flatMap((locale) => readSources(locale).map(({file, text}) => [path.join(ROOT, file), text] as const)));
  const textOf = (doc: DocSource): string => {
    const imports = [...doc.body.matchAll(/^import\s[^;'"]*?\sfrom\s+['"](\.{1,2}\/[^'"]+\.mdx?)['"]/gm)];
    return [doc.body, ...imports.map((match) => partials.get(path.resolve(path.dirname(doc.file), match[1]!)) ?? '')].join('\n');
  };
  const problems = LOCALES.flatMap((locale) =>
    readDocs(locale).flatMap((doc) => {
      const keys = chartKeysIn(textOf(doc));
      if (keys.length === 0) return [];
      let release: string | null;
      try {
        release = releaseOf(doc.frontMatter);
      } catch (error) {
        return [`${rel(doc)}: ${(error as Error).message}`];
      }
      return release ? [] : [`${rel(doc)}: names ${keys.slice(0, 3).join(', ')} but has no ${RELEASE_KEY}`];
    }),
  );
  assert.deepEqual(problems, []);
});

test('every release value in the docs has the right shape', () => {
  const problems = LOCALES.flatMap((locale) =>
    readDocs(locale).flatMap((doc) => {
      try {
        releaseOf(doc.frontMatter);
        return [];
      } catch (error) {
        return [`${path.relative(DOC_ROOTS[locale], doc.file)}: ${(error as Error).message}`];
      }
    }),
  );
  assert.deepEqual(problems, []);
});
