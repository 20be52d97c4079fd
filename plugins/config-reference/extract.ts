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
import {DATA_DIR, PINS, type SourceData, type SourceId} from './model';

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

function main(): void {
  const args = process.argv.slice(2);
  const dirs: Partial<Record<SourceId, string>> = {};
  for (let i = 0; i < args.length; i += 2) {
    const flag = args[i];
    const value = args[i + 1];
    const id = ({'--charts': 'helm', '--omnibus': 'omnibus', '--server': 'server-env'} as const)[flag as '--charts'];
    if (!id || !value)
      throw new Error(`usage: extract.ts --charts <git dir> --omnibus <git dir> --server <git dir> (got ${flag ?? 'nothing'})`);
    dirs[id] = value;
  }
  for (const [id, dir] of Object.entries(dirs) as [SourceId, string][]) {
    const data = extract(id, dir);
    fs.writeFileSync(path.join(DATA_DIR, `${id}.json`), `${JSON.stringify(data, null, 1)}\n`);
    console.log(
      `${id}: ${data.keys.length} keys at ${data.source.ref} (${data.source.commit.slice(0, 8)}), ${data.compared.length} refs compared`,
    );
  }
}

main();
