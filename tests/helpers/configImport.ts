/**
 * Reads docusaurus.config.ts with one switch of config/env.ts set, recording every file removal instead
 * of doing it: reading the configuration must have no file-system side effect.
 */
import fs from 'node:fs';

export async function importConfigRecordingRemovals(
  variable: string,
  value: string,
): Promise<{readonly plugins: unknown[]; readonly removed: readonly string[]}> {
  const removed: string[] = [];
  const saved = {rmSync: fs.rmSync, unlinkSync: fs.unlinkSync, rmdirSync: fs.rmdirSync, env: process.env[variable]};
  fs.rmSync = ((target: fs.PathLike) => removed.push(String(target))) as typeof fs.rmSync;
  fs.unlinkSync = ((target: fs.PathLike) => removed.push(String(target))) as typeof fs.unlinkSync;
  fs.rmdirSync = ((target: fs.PathLike) => removed.push(String(target))) as typeof fs.rmdirSync;
  process.env[variable] = value;
  try {
    const plugins = (await import('../../docusaurus.config')).default.plugins ?? [];
    return {plugins, removed};
  } finally {
    Object.assign(fs, {rmSync: saved.rmSync, unlinkSync: saved.unlinkSync, rmdirSync: saved.rmdirSync});
    if (saved.env === undefined) delete process.env[variable];
    else process.env[variable] = saved.env;
  }
}
