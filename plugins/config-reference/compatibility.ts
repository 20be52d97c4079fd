/**
 * The compatibility table of the install pages (csghub/101/install/versions), computed from
 * data/compatibility.json. A row per CSGHub version: the csghub-server tag, the chart versions whose
 * `appVersion` names that version, and the Omnibus tag built from the server image of the same tag.
 * Nothing is paired by date: the SDK and CLI, which name no server version, get their own list.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Locale} from '../../config/locales';
import {DATA_DIR, type CompatibilityData, type TagDate} from './model';

export interface CompatibilityRow {
  /** `v1.10.0`: the CSGHub version the row is about. */
  readonly id: string;
  readonly server?: TagDate;
  readonly charts: ReadonlyArray<{readonly version: string; readonly tags: readonly string[]; readonly date: string}>;
  readonly omnibus?: TagDate;
}

export function loadCompatibility(dir = DATA_DIR): CompatibilityData {
  return JSON.parse(fs.readFileSync(path.join(dir, 'compatibility.json'), 'utf8')) as CompatibilityData;
}

/** `v1.10.0-ce`, `v1.10.0-ce-ee`, `1.10.0` → `1.10.0`; anything else → undefined. */
export function versionOf(text: string): string | undefined {
  return /^v?(\d+\.\d+\.\d+)(?:-(?:ce|ee))*$/.exec(text)?.[1];
}

function compare(a: string, b: string): number {
  const x = a.split('.').map(Number);
  const y = b.split('.').map(Number);
  return x[0]! - y[0]! || x[1]! - y[1]! || x[2]! - y[2]!;
}

/** Rows, newest first. */
export function compatibilityRows(data: CompatibilityData): CompatibilityRow[] {
  const ids = new Set<string>();
  const server = new Map<string, TagDate>();
  for (const tag of data.server) {
    const version = versionOf(tag.tag);
    if (!version) throw new Error(`compatibility.json: server tag ${tag.tag} is not vX.Y.Z-ce`);
    server.set(version, tag);
    ids.add(version);
  }
  const omnibus = new Map<string, TagDate>();
  for (const tag of data.omnibus) {
    const version = versionOf(tag.tag);
    if (!version) throw new Error(`compatibility.json: Omnibus tag ${tag.tag} is not vX.Y.Z-ce`);
    omnibus.set(version, tag);
    ids.add(version);
  }
  const charts = new Map<string, Map<string, {version: string; tags: string[]; date: string}>>();
  for (const chart of data.charts) {
    const version = versionOf(chart.appVersion);
    if (!version) throw new Error(`compatibility.json: chart ${chart.tag} has appVersion ${chart.appVersion}`);
    ids.add(version);
    const byVersion = charts.get(version) ?? new Map<string, {version: string; tags: string[]; date: string}>();
    const seen = byVersion.get(chart.version);
    if (seen) seen.tags.push(chart.tag);
    else byVersion.set(chart.version, {version: chart.version, tags: [chart.tag], date: chart.date});
    charts.set(version, byVersion);
  }
  return [...ids]
    .sort(compare)
    .reverse()
    .map((version) => ({
      id: `v${version}`,
      server: server.get(version),
      charts: [...(charts.get(version)?.values() ?? [])].sort((a, b) => compare(a.version, b.version)),
      omnibus: omnibus.get(version),
    }));
}

const NONE: Record<Locale, string> = {'zh-Hans': '—', en: '—'};

/** The Markdown table of the page, the same in both languages but for the header. */
export function compatibilityTable(rows: readonly CompatibilityRow[], locale: Locale): string {
  const header =
    locale === 'zh-Hans'
      ? ['| CSGHub | csghub-server 标签（日期） | Helm Chart 版本（日期） | Omnibus 镜像标签（日期） |', '|---|---|---|---|']
      : ['| CSGHub | csghub-server tag (date) | Helm chart version (date) | Omnibus image tag (date) |', '|---|---|---|---|'];
  const [open, close, comma] = locale === 'zh-Hans' ? ['（', '）', '、'] : [' (', ')', ', '];
  const dated = (tag: TagDate | undefined) => (tag ? `\`${tag.tag}\`${open}${tag.date}${close}` : NONE[locale]);
  const lines = rows.map((row) => {
    const charts = row.charts.length > 0 ? row.charts.map((c) => `\`${c.version}\`${open}${c.date}${close}`).join(comma) : NONE[locale];
    return `| ${row.id} | ${dated(row.server)} | ${charts} | ${dated(row.omnibus)} |`;
  });
  return [...header, ...lines].join('\n');
}

/** The SDK list (csghub-sdk and its csghub-cli command), newest first. */
export function sdkTable(data: CompatibilityData, locale: Locale): string {
  const header =
    locale === 'zh-Hans' ? ['| csghub-sdk 与 csghub-cli | 日期 |', '|---|---|'] : ['| csghub-sdk and csghub-cli | Date |', '|---|---|'];
  return [...header, ...[...data.sdk].reverse().map((tag) => `| \`${tag.tag}\` | ${tag.date} |`)].join('\n');
}
