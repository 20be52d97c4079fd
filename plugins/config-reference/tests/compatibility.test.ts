/**
 * The compatibility table: rows come only from tags, appVersion and the Omnibus build's tag, the
 * pages show exactly the computed tables, and the release the install pages follow is a row whose
 * chart and Omnibus image are the ones config/csghub-release.json names.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {LOCALES, LOCALE_CODES} from '../../../config/locales';
import release from '../../../config/csghub-release.json';
import {compatibilityRows, compatibilityTable, loadCompatibility, sdkTable, versionOf} from '../compatibility';
import type {CompatibilityData} from '../model';

const ROOT = path.join(__dirname, '..', '..', '..');
const PAGE = 'csghub/101/install/versions.md';

test('versionOf reads server tags, chart appVersions and chart versions, and nothing else', () => {
  assert.equal(versionOf('v1.10.0-ce'), '1.10.0');
  assert.equal(versionOf('v1.10.0-ce-ee'), '1.10.0');
  assert.equal(versionOf('v1.12.0'), '1.12.0');
  assert.equal(versionOf('1.8.1-ee'), '1.8.1');
  assert.equal(versionOf('v1.10'), undefined);
  assert.equal(versionOf('v1.10.0-rc1'), undefined);
  assert.equal(versionOf('latest'), undefined);
});

const CRAFTED: CompatibilityData = {
  sources: {server: 's', charts: 'c', omnibus: 'o', sdk: 'k'},
  server: [
    {tag: 'v1.9.0-ce', date: '2025-07-15'},
    {tag: 'v1.10.0-ce', date: '2025-08-16'},
  ],
  charts: [
    {tag: 'v1.9.0', date: '2025-07-11', version: '1.9.0', appVersion: 'v1.9.0-ce-ee', path: 'charts/csghub/Chart.yaml'},
    {tag: 'v1.10.0', date: '2025-08-13', version: '1.10.0', appVersion: 'v1.10.0-ce-ee', path: 'charts/csghub/Chart.yaml'},
    {tag: 'v1.9.5', date: '2025-08-13', version: '1.10.0', appVersion: 'v1.10.0-ce-ee', path: 'charts/csghub/Chart.yaml'},
    {tag: 'v1.11.1', date: '2025-10-23', version: '1.11.1', appVersion: 'v1.11.1', path: 'charts/csghub/Chart.yaml'},
  ],
  omnibus: [{tag: 'v1.10.0-ce', date: '2025-08-15'}],
  sdk: [{tag: '0.7.5', date: '2025-08-19'}],
};

test('rows pair only what the tags state: appVersion for charts, the same tag for Omnibus', () => {
  const rows = compatibilityRows(CRAFTED);
  assert.deepEqual(
    rows.map((row) => [
      row.id,
      row.server?.tag ?? null,
      row.charts.map((c) => `${c.version}:${c.tags.join('+')}`),
      row.omnibus?.tag ?? null,
    ]),
    [
      ['v1.11.1', null, ['1.11.1:v1.11.1'], null],
      ['v1.10.0', 'v1.10.0-ce', ['1.10.0:v1.10.0+v1.9.5'], 'v1.10.0-ce'],
      ['v1.9.0', 'v1.9.0-ce', ['1.9.0:v1.9.0'], null],
    ],
  );
  assert.equal(
    compatibilityTable(rows, 'en').split('\n')[3],
    '| v1.10.0 | `v1.10.0-ce` (2025-08-16) | `1.10.0` (2025-08-13) | `v1.10.0-ce` (2025-08-15) |',
  );
  assert.equal(compatibilityTable(rows, 'zh-Hans').split('\n')[4], '| v1.9.0 | `v1.9.0-ce`（2025-07-15） | `1.9.0`（2025-07-11） | — |');
  const bad = {...CRAFTED, charts: [{...CRAFTED.charts[0]!, appVersion: 'main'}]};
  assert.throws(() => compatibilityRows(bad), /chart v1\.9\.0 has appVersion main/);
});

test('each language of the page shows the computed tables', () => {
  const data = loadCompatibility();
  const rows = compatibilityRows(data);
  for (const locale of LOCALE_CODES) {
    const file = path.join(ROOT, LOCALES[locale].docsDir, PAGE);
    const text = fs.readFileSync(file, 'utf8');
    assert.ok(
      text.includes(compatibilityTable(rows, locale)),
      `${file}: the server/chart/Omnibus table differs from data/compatibility.json`,
    );
    assert.ok(text.includes(sdkTable(data, locale)), `${file}: the SDK table differs from data/compatibility.json`);
  }
});

test('the release the install pages follow is a row with the chart and Omnibus image config/csghub-release.json names', () => {
  const rows = compatibilityRows(loadCompatibility());
  const row = rows.find((r) => r.id === release.compatibilityRow);
  assert.ok(row, `no row ${release.compatibilityRow} (compatibilityRow of config/csghub-release.json, written to version.json)`);
  assert.ok(row.id.startsWith(`${release.release}.`), `${row.id} is not in ${release.release}`);
  assert.ok(row.charts.some((c) => c.version === release.helmChart));
  assert.equal(row.omnibus?.tag, `${release.omnibus}-ce`);
});
