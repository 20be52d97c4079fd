/**
 * Where the pages' dates come from: the site's `future.experimental_vcs`.
 *
 * `future.faster: true` turns on `faster.gitEagerVcs`, which makes Docusaurus's default VCS the
 * "default-v2" preset: in a production build, one `git log --name-status` over the whole repository at
 * start-up (the "git-eager" strategy), then every page's date is a lookup; in development, fixed
 * simulated dates. This wrapper keeps that preset and adds one decision before it: dates are read only
 * from a complete history.
 *
 * - Outside a Git work tree (a copy of the site without `.git`: preview builds, the container build),
 *   the eager strategy throws on the first page and stops the build. Here the pages show no date.
 * - In a shallow clone (`git clone --depth 1`), the oldest commit present seems to have changed every
 *   file it holds, so most pages would show the clone's commit date: a wrong date. Here they show none.
 *
 * Either way the build says so once, with the reason. The drift check (`./drift.ts`) reads the same
 * dates through the same object, so it costs no second pass over the history.
 */
import {execFile} from 'node:child_process';
import {promisify} from 'node:util';
import {getVcsPreset} from '@docusaurus/utils';
import type {VcsConfig} from '@docusaurus/types';

const run = promisify(execFile);

/** What Git says about the folder the site is built in. */
export interface HistoryProbe {
  /** `git` ran at all. */
  readonly git: boolean;
  /** The folder is inside a work tree. */
  readonly worktree: boolean;
  /** The repository is a shallow clone. */
  readonly shallow: boolean;
}

/** Why the pages must show no date, or null when the history gives true dates. */
export function noDatesReason(probe: HistoryProbe): string | null {
  if (!probe.git) return 'git is not installed';
  if (!probe.worktree) return 'the site is not inside a Git work tree';
  if (probe.shallow) return 'the Git history is shallow (a `--depth` clone): its oldest commit would date files it did not change';
  return null;
}

/** Asks Git about a folder (two `git rev-parse` calls). */
export async function probeHistory(cwd: string): Promise<HistoryProbe> {
  const ask = async (flag: string): Promise<string | null> => {
    try {
      return (await run('git', ['rev-parse', flag], {cwd})).stdout.trim();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw error;
      return null;
    }
  };
  try {
    const worktree = (await ask('--is-inside-work-tree')) === 'true';
    const shallow = worktree && (await ask('--is-shallow-repository')) === 'true';
    return {git: true, worktree, shallow};
  } catch {
    return {git: false, worktree: false, shallow: false};
  }
}

export interface PageHistoryVcsOptions {
  /** The VCS that reads the dates once the history is complete (default: Docusaurus's "default-v2"). */
  readonly inner?: VcsConfig;
  readonly probe?: (cwd: string) => Promise<HistoryProbe>;
  readonly warn?: (message: string) => void;
}

/** The site's VCS: Docusaurus's eager Git reading when the history is complete, no dates otherwise. */
export function pageHistoryVcs({
  inner = getVcsPreset('default-v2'),
  probe = probeHistory,
  warn = (message) => console.warn(message),
}: PageHistoryVcsOptions = {}): VcsConfig {
  let complete: Promise<boolean> | null = null;
  const ready = (): Promise<boolean> => {
    if (!complete)
      throw new Error('[page-history] a page date was asked for before the VCS was initialized (future.experimental_vcs.initialize)');
    return complete;
  };
  return {
    initialize({siteDir}) {
      complete ??= probe(siteDir).then((found) => {
        const reason = noDatesReason(found);
        if (reason) {
          warn(`[page-history] Pages show no "last updated" date and the language drift check is skipped: ${reason}.`);
          return false;
        }
        inner.initialize({siteDir});
        return true;
      });
    },
    getFileCreationInfo: async (filePath) => ((await ready()) ? inner.getFileCreationInfo(filePath) : null),
    getFileLastUpdateInfo: async (filePath) => ((await ready()) ? inner.getFileLastUpdateInfo(filePath) : null),
  };
}
