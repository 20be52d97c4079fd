import {test} from 'node:test';
import assert from 'node:assert/strict';
import type * as Preset from '@docusaurus/preset-classic';
import config from '../../docusaurus.config';

test('the contract of the site configuration', () => {
  assert.equal(config.url, 'https://opencsg.com');
  assert.equal(config.baseUrl, '/docs/');
  assert.equal(config.onBrokenLinks, 'throw', 'a broken link fails the build');
  assert.equal(config.onBrokenAnchors, 'warn');
  assert.deepEqual(config.i18n, {
    defaultLocale: 'zh-Hans',
    locales: ['zh-Hans', 'en'],
    localeConfigs: {'zh-Hans': {label: '简体中文', htmlLang: 'zh-Hans'}, en: {label: 'English', htmlLang: 'en'}},
  });
  const theme = config.themeConfig as unknown as Preset.ThemeConfig & {
    colorMode: unknown;
    tableOfContents: unknown;
    navbar: {hideOnScroll: boolean};
    announcementBar: {isCloseable: boolean};
  };
  assert.deepEqual(theme.colorMode, {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false});
  assert.deepEqual(theme.tableOfContents, {minHeadingLevel: 2, maxHeadingLevel: 3});
  assert.equal(theme.navbar.hideOnScroll, false);
  assert.equal(theme.announcementBar.isCloseable, true);
  // The docs plugin is plugins/sidebar-metadata (the stock plugin, same options); the preset's is off.
  const [preset] = config.presets as Array<[string, Preset.Options]>;
  assert.equal(preset?.[1].docs, false);
  type DocsOptions = {routeBasePath: string; versions: unknown};
  const docs = (config.plugins as unknown[])
    .filter((plugin): plugin is [unknown, Partial<DocsOptions>] => Array.isArray(plugin))
    .map(([, options]) => options)
    .find((options): options is DocsOptions => options?.routeBasePath !== undefined);
  assert.ok(docs, 'a docs plugin with routeBasePath is configured');
  assert.equal(docs.routeBasePath, '/');
  assert.deepEqual(docs.versions, {current: {label: '1.0F'}});
});
