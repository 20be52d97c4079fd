/**
 * Run by hand to refresh data/{helm,omnibus,server-env}.json from local git copies of the upstream
 * repositories (see data/README.md). It reads files with `git show`, lists their keys (keys.ts) and
 * writes only what it derives: key, type, default, line, and the compared tags the key exists in.
 * Descriptions live in data/texts/*.json and are never touched here.
 *
 *   npx tsx plugins/config-reference/extract.ts --charts <git dir> --omnibus <git dir> --server <git dir>
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {goEnvKeys, yamlKeys, type FoundKey} from './keys';
import {DATA_DIR, PINS, type CompatibilityData, type SourceData, type SourceId} from './model';

function git(dir: string, ...args: string[]): string {
  return execFileSync('git', ['--git-dir', dir, ...args], {encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
}

function semverKey(tag: string): number[] {
  const m = /(\d+)\.(\d+)\.(\d+)/.exec(tag);
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : [0, 0, 0];
}

function bySemver(a: string, b: string): number {
  const x = semverKey(a);
  const y = semverKey(b);
  return x[0]! - y[0]! || x[1]! - y[1]! || x[2]! - y[2]!;
}

function extract(id: SourceId, dir: string): SourceData {
  const pin = PINS[id];
  const tags = git(dir, 'tag', '--list')
    .split('\n')
    .filter((t) => pin.compare.test(t))
    .sort(bySemver);
  const refs = [...tags, ...(tags.includes(pin.ref) ? [] : [pin.ref])];
  const read = (ref: string): FoundKey[] | undefined => {
    const files = git(dir, 'ls-tree', '-r', '--name-only', ref).split('\n');
    const file = files.find((f) => pin.path.test(f));
    if (!file) return undefined;
    const text = git(dir, 'show', `${ref}:${file}`);
    return id === 'server-env' ? goEnvKeys(text) : yamlKeys(text);
  };
  const pinnedFile = git(dir, 'ls-tree', '-r', '--name-only', pin.ref)
    .split('\n')
    .find((f) => pin.path.test(f));
  if (!pinnedFile) throw new Error(`${id}: no file matching ${String(pin.path)} at ${pin.ref}`);
  const pinned = read(pin.ref)!;
  const presence = new Map<string, string[]>();
  const compared: {ref: string; date: string}[] = [];
  for (const ref of refs) {
    const keys = read(ref);
    if (!keys) continue;
    compared.push({ref, date: git(dir, 'log', '-1', '--format=%cs', ref).trim()});
    for (const key of keys) presence.set(key.key, [...(presence.get(key.key) ?? []), ref]);
  }
  const last = compared[compared.length - 1]!.ref;
  return {
    source: {
      repository: pin.repository,
      ref: pin.ref,
      commit: git(dir, 'rev-parse', `${pin.ref}^{commit}`).trim(),
      path: pinnedFile,
    },
    compared,
    keys: pinned.map((key) => {
      const refsWith = presence.get(key.key) ?? [pin.ref];
      const until = refsWith[refsWith.length - 1]!;
      return {
        key: key.key,
        type: key.type,
        default: key.default,
        line: key.line,
        ...(key.commented ? {commented: true} : {}),
        ...('field' in key ? {field: (key as {field: string}).field} : {}),
        since: refsWith[0]!,
        ...(until === last ? {} : {until}),
      };
    }),
  };
}

/** Tags from v1.8 on with their commit dates, in version order. */
function tagsSince18(dir: string, pattern: RegExp): {tag: string; date: string}[] {
  return git(dir, 'tag', '--list')
    .split('\n')
    .filter((t) => pattern.test(t) && semverKey(t)[0]! * 100 + semverKey(t)[1]! >= 108)
    .sort(bySemver)
    .map((tag) => ({tag, date: git(dir, 'log', '-1', '--format=%cs', tag).trim()}));
}

/**
 * data/compatibility.json: which releases go together, only as the repositories state it: csghub-server
 * tags; chart versions and their `appVersion` (Chart.yaml at each chart tag); Omnibus tags, whose CI
 * builds the image from the csghub-server image of the same tag (`CSGHUB_VERSION=${CI_COMMIT_TAG}`);
 * csghub-sdk releases (the `csghub-cli` command ships in the same package), which name no server version.
 */
function compatibility(dirs: {server: string; charts: string; omnibus: string; sdk: string}): CompatibilityData {
  const charts = tagsSince18(dirs.charts, /^v\d+\.\d+\.\d+(-ce)?$/).flatMap(({tag, date}) => {
    const file = git(dirs.charts, 'ls-tree', '-r', '--name-only', tag)
      .split('\n')
      .find((f) => /^(?:helm\/)?charts\/csghub\/Chart\.yaml$/.test(f));
    if (!file) return [];
    const text = git(dirs.charts, 'show', `${tag}:${file}`);
    const version = /^version:\s*"?([^"\s]+)"?/m.exec(text)?.[1];
    const appVersion = /^appVersion:\s*"?([^"\s]+)"?/m.exec(text)?.[1];
    return version && appVersion ? [{tag, date, version, appVersion, path: file}] : [];
  });
  const ci = git(dirs.omnibus, 'grep', '-n', '-F', 'CSGHUB_VERSION=${CI_COMMIT_TAG}', 'v1.10.0-ce', '--', '.gitlab').split('\n')[0] ?? '';
  const [, ciFile = '', ciLine = ''] = /^[^:]+:([^:]+):(\d+):/.exec(ci) ?? [];
  if (!ciFile) throw new Error('csghub-omnibus v1.10.0-ce: the CI no longer passes the tag as CSGHUB_VERSION');
  return {
    sources: {
      server: 'OpenCSGs/csghub-server: tags vX.Y.Z-ce',
      charts: 'OpenCSGs/csghub-charts: tags, with version and appVersion of the chart csghub (Chart.yaml) at each tag',
      omnibus: `OpenCSGs/csghub-omnibus: tags vX.Y.Z-ce; ${ciFile} line ${ciLine} (at v1.10.0-ce) builds the image with CSGHUB_VERSION set to the tag, the csghub-server image tag`,
      sdk: 'OpenCSGs/csghub-sdk: tags (pyproject.toml: package csghub-sdk with the csghub-cli command)',
    },
    server: tagsSince18(dirs.server, /^v\d+\.\d+\.\d+-ce$/),
    charts,
    omnibus: tagsSince18(dirs.omnibus, /^v\d+\.\d+\.\d+-ce$/),
    sdk: git(dirs.sdk, 'tag', '--list')
      .split('\n')
      .filter((t) => /^\d+\.\d+\.\d+$/.test(t) && semverKey(t)[0]! * 100 + semverKey(t)[1]! >= 5)
      .sort(bySemver)
      .map((tag) => ({tag, date: git(dirs.sdk, 'log', '-1', '--format=%cs', tag).trim()})),
  };
}

const FLAGS = {'--charts': 'helm', '--omnibus': 'omnibus', '--server': 'server-env', '--sdk': 'sdk'} as const;

function main(): void {
  const args = process.argv.slice(2);
  const dirs: Partial<Record<(typeof FLAGS)[keyof typeof FLAGS], string>> = {};
  for (let i = 0; i < args.length; i += 2) {
    const flag = args[i];
    const value = args[i + 1];
    const id = flag && flag in FLAGS ? FLAGS[flag as keyof typeof FLAGS] : undefined;
    if (!id || !value)
      throw new Error(
        `usage: extract.ts --charts <git dir> --omnibus <git dir> --server <git dir> [--sdk <git dir>] (got ${flag ?? 'nothing'})`,
      );
    dirs[id] = value;
  }
  for (const id of ['helm', 'omnibus', 'server-env'] as const) {
    const dir = dirs[id];
    if (!dir) continue;
    const data = extract(id, dir);
    fs.writeFileSync(path.join(DATA_DIR, `${id}.json`), `${JSON.stringify(data, null, 1)}\n`);
    console.log(
      `${id}: ${data.keys.length} keys at ${data.source.ref} (${data.source.commit.slice(0, 8)}), ${data.compared.length} refs compared`,
    );
  }
  if (dirs.sdk && dirs.helm && dirs.omnibus && dirs['server-env']) {
    const data = compatibility({server: dirs['server-env'], charts: dirs.helm, omnibus: dirs.omnibus, sdk: dirs.sdk});
    fs.writeFileSync(path.join(DATA_DIR, 'compatibility.json'), `${JSON.stringify(data, null, 1)}\n`);
    console.log(
      `compatibility: ${data.server.length} server tags, ${data.charts.length} chart tags, ${data.omnibus.length} Omnibus tags, ${data.sdk.length} SDK releases`,
    );
  }
}

main();
