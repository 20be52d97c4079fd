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
  const [preset] = config.presets as Array<[string, Preset.Options]>;
  const docs = preset?.[1].docs as {routeBasePath: string; versions: unknown};
  assert.equal(docs.routeBasePath, '/');
  assert.deepEqual(docs.versions, {current: {label: '1.0F'}});
});
