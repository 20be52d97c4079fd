import {test} from 'node:test';
import assert from 'node:assert/strict';
import {systemColorModeInlineScript} from '..';

test('the color mode script applies a stored "system" choice before the first paint', () => {
  const script = systemColorModeInlineScript();
  let attributes: Record<string, string> = {};
  const run = (stored: string | null, dark: boolean, query = '') => {
    const window = {
      location: {search: query},
      localStorage: {getItem: () => stored},
      matchMedia: () => ({matches: dark}),
    };
    const document = {documentElement: {setAttribute: (name: string, value: string) => (attributes[name] = value)}};
    new Function('window', 'document', script)(window, document);
  };
  run('system', true);
  assert.deepEqual(attributes, {'data-theme': 'dark', 'data-theme-choice': 'system'});
  attributes = {};
  run('dark', false);
  run('system', true, '?docusaurus-theme=light');
  assert.deepEqual(attributes, {});
});
