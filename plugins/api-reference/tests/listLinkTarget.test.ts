import {test} from 'node:test';
import assert from 'node:assert/strict';
import {listLinkTarget} from '../theme/listLinkTarget';

const ORIGIN = 'https://docs.example.com';
const INDEX = '/docs/en/csghub/api/errors';

/** An element as listLinkTarget reads it: its attributes only. */
function anchor(attributes: Record<string, string>): Element {
  return {
    getAttribute: (name: string) => attributes[name] ?? null,
    hasAttribute: (name: string) => name in attributes,
  } as unknown as Element;
}

test("a relative link of the catalogue's index goes to the code's page, read against the index's own address", () => {
  assert.equal(listLinkTarget(anchor({href: 'errors/git#GIT-ERR-1'}), INDEX, ORIGIN), '/docs/en/csghub/api/errors/git#GIT-ERR-1');
  // The same from the Chinese index, and a page's own link without an anchor.
  assert.equal(listLinkTarget(anchor({href: 'errors/git'}), '/docs/csghub/api/errors', ORIGIN), '/docs/csghub/api/errors/git');
});

test('a full path stays as it is (a split group index writes them)', () => {
  const href = '/docs/en/csghub/api/agents/agent/sessions#get-agent-instances-id-sessions';
  assert.equal(listLinkTarget(anchor({href}), '/docs/en/csghub/api/agents/agent', ORIGIN), href);
});

test('what the browser keeps: an anchor on the page, a link to another site, a new tab, a download, no href, nothing', () => {
  for (const attributes of [
    {href: '#repo'},
    {href: 'https://elsewhere.example.org/errors'},
    {href: '//elsewhere.example.org/errors'},
    {href: 'errors/git#GIT-ERR-1', target: '_blank'},
    {href: 'errors/git', download: ''},
    {href: ''},
    {},
  ] as Array<Record<string, string>>)
    assert.equal(listLinkTarget(anchor(attributes), INDEX, ORIGIN), undefined, JSON.stringify(attributes));
  assert.equal(listLinkTarget(null, INDEX, ORIGIN), undefined);
});

test('a crafted href cannot leave the site or break the handler: it is read as a URL of the site or not taken', () => {
  assert.equal(listLinkTarget(anchor({href: 'javascript:alert(1)'}), INDEX, ORIGIN), undefined);
  assert.equal(listLinkTarget(anchor({href: 'http://[::1'}), INDEX, ORIGIN), undefined, 'not a URL');
  // Dots climb out of the folder but stay on the site.
  assert.equal(listLinkTarget(anchor({href: '../../x'}), INDEX, ORIGIN), '/docs/en/x');
  assert.equal(listLinkTarget(anchor({href: 'errors/git?x=%3Cb%3E#A'}), INDEX, ORIGIN), '/docs/en/csghub/api/errors/git?x=%3Cb%3E#A');
});
