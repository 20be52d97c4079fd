import {test} from 'node:test';
import assert from 'node:assert/strict';
import {announcementBarInlineScript} from '..';

test('the announcement bar script un-hides the bar when the stored announcement id is an older one', () => {
  const run = (storedId: string | null) => {
    const attributes: Record<string, string> = {'data-announcement-bar-initially-dismissed': 'true'};
    const window = {localStorage: {getItem: () => storedId}};
    const document = {documentElement: {setAttribute: (name: string, value: string) => (attributes[name] = value)}};
    new Function('window', 'document', announcementBarInlineScript('news-2'))(window, document);
    return attributes['data-announcement-bar-initially-dismissed'];
  };
  assert.equal(run('news-1'), 'false');
  assert.equal(run(null), 'false');
  assert.equal(run('news-2'), 'true');
});
