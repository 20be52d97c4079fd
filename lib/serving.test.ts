import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import {describe, it} from 'node:test';
import {inlineScriptHashes, securityHeaders} from './serving';

const sha = (body: string) => `'sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes executable inline scripts and skips external scripts and data blocks', () => {
    const html = [
      '<script>window.a=1</script>',
      '<script type="module">import "./x.js"</script>',
      '<script src="/docs/assets/js/main.js"></script>',
      '<script type="application/ld+json">{"@type":"WebSite"}</script>',
      '<script></script>',
      '<SCRIPT TYPE="text/javascript">b()</SCRIPT>',
    ].join('\n');
    assert.deepEqual(inlineScriptHashes(html), [sha('window.a=1'), sha('import "./x.js"'), sha('b()')]);
  });
});

describe('securityHeaders', () => {
  it('allows only the site itself and the given script hashes when Algolia is off', () => {
    const conf = securityHeaders([sha('b'), sha('a'), sha('a')], {algolia: false});
    const csp = /Content-Security-Policy "([^"]+)"/.exec(conf)?.[1] ?? '';
    assert.match(csp, /default-src 'self'/);
    assert.equal(csp.match(/sha256-/g)?.length, 2, 'duplicate hashes are listed once');
    assert.match(csp, /connect-src 'self';/);
    assert.doesNotMatch(csp, /algolia/);
    assert.match(conf, /X-Content-Type-Options "nosniff" always;/);
  });

  it('lets the browser reach Algolia only when hosted search is configured', () => {
    const csp = securityHeaders([], {algolia: true});
    assert.match(csp, /connect-src 'self' https:\/\/\*\.algolia\.net https:\/\/\*\.algolianet\.com/);
    assert.match(csp, /script-src 'self';/);
  });
});
