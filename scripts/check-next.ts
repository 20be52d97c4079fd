/**
 * `npm run check:next`: what breaks on the next Docusaurus major. Builds a scratch copy of the site (the
 * committed tree, in /tmp, never in this work tree) on the newest Docusaurus v4 canary that every
 * @docusaurus package we use publishes, with the @docsearch/react range that canary's search theme asks
 * for, and prints what breaks: the Node.js version it needs, install errors, peer-dependency conflicts,
 * build errors (first lines of each). It reports; it never fails on what it finds (exit 0), and it is
 * not part of `npm test`. Only a problem of the check itself (npm unreachable, no canary) exits 1.
 *
 *   npm run check:next -- [--dir /tmp/docs-check-next] [--only model,csghub/101/install] [--worktree]
 *                         [--build-anyway]
 *
 * --only builds some doc folders (DOCS_ONLY) instead of the whole site; --worktree copies the working
 * tree (uncommitted changes included) instead of HEAD. When this Node.js is older than the canary's
 * `engines.node`, the install still runs (to report dependency problems) and the build is skipped
 * unless --build-anyway. CHECK_NEXT_NODE=/path/to/node24/bin/node runs the build with another Node.js.
 * The scratch copy's package-lock.json is its own: nothing is written back here.
 * Seen on 4.0.0-canary-6808 (2026-11): @docusaurus/tsconfig wants typescript >= 6 (we pin ~5.9), the search
 * theme wants @docsearch/react ^4.7, and on Node.js 20 the build stops at load (RegExp.escape, Node.js 24).
 */
// cspell:ignore EBADENGINE
import {execFileSync, spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';

const ROOT = path.join(__dirname, '..');

const {values: args} = parseArgs({
  options: {
    dir: {type: 'string', default: '/tmp/docs-check-next'},
    only: {type: 'string'},
    worktree: {type: 'boolean', default: false},
    'build-anyway': {type: 'boolean', default: false},
  },
});

interface Finding {
  readonly stage: string;
  readonly lines: readonly string[];
}
const findings: Finding[] = [];
function report(stage: string, lines: readonly string[]): void {
  findings.push({stage, lines});
  console.log(`\n[${stage}]`);
  for (const line of lines) console.log(`  ${line}`);
}

function npmJson(...npmArgs: string[]): unknown {
  const out = execFileSync('npm', ['view', ...npmArgs, '--json'], {encoding: 'utf8', cwd: '/tmp'});
  return out.trim() === '' ? undefined : JSON.parse(out);
}

/** "1.2.3" → [1, 2, 3]; ">=24.14" → [24, 14, 0]. */
function versionParts(version: string): number[] {
  const parts = (version.match(/\d+(\.\d+){0,2}/)?.[0] ?? '0').split('.').map(Number);
  while (parts.length < 3) parts.push(0);
  return parts;
}
function satisfiesMinimum(current: string, range: string): boolean {
  const [a, b] = [versionParts(current), versionParts(range)];
  for (let i = 0; i < 3; i++) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) > (b[i] ?? 0);
  return true;
}

const canaryNumber = (version: string): number => Number(version.match(/canary-(\d+)$/)?.[1] ?? -1);

function main(): void {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
    engines?: Record<string, string>;
  };
  const ours = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)].filter(
    (name) => name.startsWith('@docusaurus/') || name === 'create-docusaurus',
  );

  // The newest v4 canary published for every package we use (core may run ahead of the others).
  let common: Set<string> | null = null;
  const newestPer: string[] = [];
  for (const name of ours) {
    const versions = (npmJson(name, 'versions') as string[]).filter((v) => v.startsWith('4.0.0-canary-'));
    newestPer.push(`${name}: ${versions.sort((x, y) => canaryNumber(x) - canaryNumber(y)).at(-1) ?? 'none'}`);
    common = common === null ? new Set(versions) : new Set(versions.filter((v) => common!.has(v)));
  }
  const canary = [...(common ?? [])].sort((x, y) => canaryNumber(x) - canaryNumber(y)).at(-1);
  if (!canary) {
    console.error(`No 4.0.0-canary version is published for all of ${ours.join(', ')}.\n${newestPer.join('\n')}`);
    process.exit(1);
  }
  console.log(`Docusaurus canary: ${canary} (the newest every package we use publishes)`);
  const ahead = newestPer.filter((line) => !line.endsWith(canary));
  if (ahead.length > 0) report('newer canaries of single packages (not used)', ahead);

  // What the canary needs: Node.js, and the DocSearch its search theme depends on.
  const nodeRange = (npmJson(`@docusaurus/core@${canary}`, 'engines') as {node?: string} | undefined)?.node ?? '';
  const searchDeps = npmJson(`@docusaurus/theme-search-algolia@${canary}`, 'dependencies') as Record<string, string>;
  const docsearch = searchDeps['@docsearch/react'];
  const buildNode = process.env.CHECK_NEXT_NODE ?? process.execPath;
  const buildNodeVersion = execFileSync(buildNode, ['--version'], {encoding: 'utf8'}).trim();
  const nodeOk = nodeRange === '' || satisfiesMinimum(buildNodeVersion, nodeRange);
  report('requirements', [
    `Node.js: the canary needs ${nodeRange || '(no engines field)'}; this site declares ${pkg.engines?.node ?? '(none)'}; the build would run on ${buildNodeVersion} (${buildNode})`,
    nodeOk
      ? 'Node.js: OK'
      : `Node.js ${buildNodeVersion} is TOO OLD for ${canary}: install Node.js ${nodeRange} (or set CHECK_NEXT_NODE to one) to build; the install below still reports dependency problems`,
    `@docsearch/react: the canary's search theme needs ${docsearch}; the site pins ${pkg.dependencies['@docsearch/react']}`,
  ]);

  // The scratch copy.
  const dir = path.resolve(args.dir);
  if (dir === ROOT || dir.startsWith(ROOT + path.sep)) {
    console.error(`--dir must be outside the work tree (${ROOT}); got ${dir}`);
    process.exit(1);
  }
  mkdirSync(dir, {recursive: true});
  for (const entry of ['src', 'plugins', 'config', 'docs', 'i18n', 'static', 'blog', 'scripts', 'build', '.docusaurus'])
    rmSync(path.join(dir, entry), {recursive: true, force: true});
  const tar = args.worktree
    ? `tar -C ${JSON.stringify(ROOT)} --exclude ./node_modules --exclude ./build --exclude ./.docusaurus --exclude ./.git --exclude ./tmp -cf - .`
    : `git -C ${JSON.stringify(ROOT)} archive HEAD`;
  execFileSync('bash', ['-c', `set -o pipefail; ${tar} | tar -C ${JSON.stringify(dir)} -xf -`], {stdio: 'inherit'});
  rmSync(path.join(dir, 'package-lock.json'), {force: true});

  const next = structuredClone(pkg);
  for (const deps of [next.dependencies, next.devDependencies])
    for (const name of Object.keys(deps)) {
      if (ours.includes(name)) deps[name] = canary;
      if (name.startsWith('@docsearch/') && docsearch) deps[name] = docsearch;
    }
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify(next, null, 2) + '\n');
  console.log(`\nScratch copy (${args.worktree ? 'working tree' : 'HEAD'}): ${dir}; installing…`);

  // Install: strict peer dependencies first (to list the conflicts), then --legacy-peer-deps to go on.
  const install = (extra: string[]) =>
    spawnSync('npm', ['install', '--no-audit', '--no-fund', '--no-save', ...extra], {cwd: dir, encoding: 'utf8'});
  let result = install([]);
  const strictLog = `${result.stdout}\n${result.stderr}`;
  const logs = [strictLog];
  if (result.status !== 0) {
    report(
      'install: errors (strict peer dependencies)',
      strictLog
        .split('\n')
        .filter((l) => /npm (error|ERR)/.test(l))
        .slice(0, 30),
    );
    result = install(['--legacy-peer-deps']);
    const legacyLog = `${result.stdout}\n${result.stderr}`;
    logs.push(legacyLog);
    if (result.status !== 0) {
      report(
        'install: errors even with --legacy-peer-deps',
        legacyLog
          .split('\n')
          .filter((l) => /npm (error|ERR)/.test(l))
          .slice(0, 30),
      );
      return summary();
    }
    report('install', ['installed with --legacy-peer-deps']);
  } else report('install', ['installed with strict peer dependencies, no conflict']);
  const engine = [
    ...new Set(
      logs
        .join('\n')
        .split('\n')
        .filter((l) => /EBADENGINE|Unsupported engine|required: \{|current: \{/.test(l)),
    ),
  ];
  if (engine.length > 0) report('install: engine warnings', engine.slice(0, 20));

  // What the canary says about options the site relies on (before building).
  const validation = path.join(dir, 'node_modules/@docusaurus/core/lib/server/configValidation.js');
  if (existsSync(validation)) {
    const text = readFileSync(validation, 'utf8');
    const accepted = /mdx1Compat: [\s\S]{0,200}headingIds/.test(text);
    const offByDefault = /mdx1CompatDisabledByDefault: true/.test(text);
    report('configuration schema', [
      `markdown.mdx1Compat.headingIds (the {#id} headings rely on it): ${accepted ? 'still accepted' : 'GONE: migrate with `docusaurus write-heading-ids --syntax mdx-comment --migrate` on 3.10'}` +
        (offByDefault ? '; off by default in v4 (future.v4.mdx1CompatDisabledByDefault), so the site must keep setting it' : ''),
    ]);
  }

  if (!nodeOk && !args['build-anyway']) {
    report('build', [`skipped: Node.js ${buildNodeVersion} is older than ${nodeRange} (--build-anyway tries anyway)`]);
    return summary();
  }
  console.log('\nBuilding (several minutes for the whole site)…');
  const env = {...process.env, DOCS_PREVIEW: '1', ...(args.only ? {DOCS_ONLY: args.only} : {})};
  const cli = path.join(dir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
  const build = spawnSync(buildNode, [cli, 'build'], {cwd: dir, env, encoding: 'utf8', maxBuffer: 1 << 28});
  const buildLog = `${build.stdout}\n${build.stderr}`;
  writeFileSync(path.join(dir, 'build.log'), buildLog);
  const notes = buildLog
    .split('\n')
    .filter((l) => /^\[(ERROR|WARNING)\]|Error:|error TS|Module not found|Can't resolve|is not a function/.test(l))
    .filter((l) => !/^\s*at /.test(l));
  report(
    build.status === 0 ? 'build: OK' : `build: FAILED (exit ${build.status})`,
    [...new Set(notes)].slice(0, 40).concat(`full log: ${path.join(dir, 'build.log')}`),
  );
  summary();
}

function summary(): void {
  console.log(`\ncheck:next: ${findings.length} finding group(s) above. This check reports and never fails the tests.`);
}

main();
