import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {VcsConfig} from '@docusaurus/types';
import {noDatesReason, pageHistoryVcs, probeHistory, type HistoryProbe} from '../vcs';

/** A repository whose a.md was committed on 2020-01-01 and whose b.md changed again on 2021-01-01. */
function repoWithHistory(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-history-repo-'));
  const git = (args: string[], date?: string) =>
    execFileSync('git', args, {
      cwd: dir,
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: 'test',
        GIT_AUTHOR_EMAIL: 'test@example.com',
        GIT_COMMITTER_NAME: 'test',
        GIT_COMMITTER_EMAIL: 'test@example.com',
        ...(date ? {GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date} : {}),
      },
      stdio: 'pipe',
    });
  git(['init', '-q', '-b', 'main']);
  fs.writeFileSync(path.join(dir, 'a.md'), 'a\n');
  fs.writeFileSync(path.join(dir, 'b.md'), 'b\n');
  git(['add', '.']);
  git(['commit', '-q', '-m', 'first'], '2020-01-01T00:00:00Z');
  fs.writeFileSync(path.join(dir, 'b.md'), 'b again\n');
  git(['commit', '-q', '-am', 'second'], '2021-01-01T00:00:00Z');
  return dir;
}

/** A VCS that records whether it was initialized and answers with one fixed date. */
function fakeInner(): VcsConfig & {initialized: string[]} {
  const initialized: string[] = [];
  return {
    initialized,
    initialize: ({siteDir}) => void initialized.push(siteDir),
    getFileCreationInfo: async () => ({timestamp: 1, author: 'x'}),
    getFileLastUpdateInfo: async () => ({timestamp: 2, author: 'x'}),
  };
}

test('dates come only from a complete history: no git, no work tree or a shallow clone give none', () => {
  const full: HistoryProbe = {git: true, worktree: true, shallow: false};
  assert.equal(noDatesReason(full), null);
  assert.match(noDatesReason({...full, shallow: true}) ?? '', /shallow/);
  assert.match(noDatesReason({...full, worktree: false}) ?? '', /not inside a Git work tree/);
  assert.match(noDatesReason({git: false, worktree: false, shallow: false}) ?? '', /git is not installed/);
});

test('the probe tells a full clone, a shallow clone and a folder outside Git apart', async () => {
  const origin = repoWithHistory();
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'page-history-clones-'));
  execFileSync('git', ['clone', '-q', origin, path.join(parent, 'full')]);
  execFileSync('git', ['clone', '-q', '--depth', '1', `file://${origin}`, path.join(parent, 'shallow')]);
  fs.mkdirSync(path.join(parent, 'plain'));
  try {
    assert.deepEqual(await probeHistory(path.join(parent, 'full')), {git: true, worktree: true, shallow: false});
    assert.deepEqual(await probeHistory(path.join(parent, 'shallow')), {git: true, worktree: true, shallow: true});
    assert.deepEqual(await probeHistory(path.join(parent, 'plain')), {git: true, worktree: false, shallow: false});
  } finally {
    fs.rmSync(origin, {recursive: true, force: true});
    fs.rmSync(parent, {recursive: true, force: true});
  }
});

test('with a shallow history the VCS gives no date, never reads the history and says why once', async () => {
  const inner = fakeInner();
  const warnings: string[] = [];
  const vcs = pageHistoryVcs({inner, probe: async () => ({git: true, worktree: true, shallow: true}), warn: (m) => warnings.push(m)});
  vcs.initialize({siteDir: '/site'});
  vcs.initialize({siteDir: '/site'});
  assert.equal(await vcs.getFileLastUpdateInfo('/site/docs/a.md'), null);
  assert.equal(await vcs.getFileCreationInfo('/site/docs/a.md'), null);
  assert.deepEqual(inner.initialized, []);
  assert.equal(warnings.length, 1);
  assert.match(warnings[0]!, /no "last updated" date.*shallow/);
});

test('with a complete history the VCS hands over to the eager reading, initialized once', async () => {
  const inner = fakeInner();
  const vcs = pageHistoryVcs({inner, probe: async () => ({git: true, worktree: true, shallow: false}), warn: assert.fail});
  vcs.initialize({siteDir: '/site'});
  vcs.initialize({siteDir: '/site'});
  assert.deepEqual(await vcs.getFileLastUpdateInfo('/site/docs/a.md'), {timestamp: 2, author: 'x'});
  assert.deepEqual(inner.initialized, ['/site']);
});

test('asking for a date before initialize is an error that names the cause', async () => {
  const vcs = pageHistoryVcs({inner: fakeInner(), probe: async () => ({git: true, worktree: true, shallow: false})});
  await assert.rejects(() => vcs.getFileLastUpdateInfo('/x.md'), /before the VCS was initialized/);
});

test("real clones through Docusaurus's eager Git reading: the full clone dates each file by its own last commit, the shallow one gives none", async () => {
  const origin = repoWithHistory();
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'page-history-clones-'));
  const full = path.join(parent, 'full');
  const shallow = path.join(parent, 'shallow');
  execFileSync('git', ['clone', '-q', origin, full]);
  execFileSync('git', ['clone', '-q', '--depth', '1', `file://${origin}`, shallow]);
  try {
    // Each VCS gets its own eager reader: the stock one is a single instance per process.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const {createVcsGitEagerConfig} = require('@docusaurus/utils/lib/vcs/vcsGitEager') as {createVcsGitEagerConfig: () => VcsConfig};
    const fullVcs = pageHistoryVcs({inner: createVcsGitEagerConfig(), warn: assert.fail});
    fullVcs.initialize({siteDir: full});
    assert.equal((await fullVcs.getFileLastUpdateInfo(path.join(full, 'a.md')))?.timestamp, Date.UTC(2020, 0, 1));
    assert.equal((await fullVcs.getFileLastUpdateInfo(path.join(full, 'b.md')))?.timestamp, Date.UTC(2021, 0, 1));

    // Read without the check, the shallow clone dates a.md a year late (the only commit it holds).
    const unchecked = createVcsGitEagerConfig();
    unchecked.initialize({siteDir: shallow});
    const wrong = (await unchecked.getFileLastUpdateInfo(path.join(shallow, 'a.md')))?.timestamp;
    assert.equal(wrong, Date.UTC(2021, 0, 1), 'the premise: a shallow clone gives a wrong date');

    const warnings: string[] = [];
    const shallowVcs = pageHistoryVcs({inner: createVcsGitEagerConfig(), warn: (m) => warnings.push(m)});
    shallowVcs.initialize({siteDir: shallow});
    assert.equal(await shallowVcs.getFileLastUpdateInfo(path.join(shallow, 'a.md')), null);
    assert.equal(warnings.length, 1);
  } finally {
    fs.rmSync(origin, {recursive: true, force: true});
    fs.rmSync(parent, {recursive: true, force: true});
  }
});
