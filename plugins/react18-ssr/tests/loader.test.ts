// cspell:ignore Pipeable  (React's renderToPipeableStream)
/**
 * The loader points the stock renderToHtml module's react-dom/server import at this plugin's module, and
 * stops the build when the module no longer has that import.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {STOCK_RENDER_TO_HTML} from '..';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const {withReactDomServer} = require('../loader.js') as {withReactDomServer: (source: string, replacement: string) => string};

test('the installed Docusaurus’s renderToHtml imports renderToPipeableStream from react-dom/server, then from the replacement', () => {
  const file = require.resolve('@docusaurus/core/lib/client/renderToHtml.js');
  assert.match(file, STOCK_RENDER_TO_HTML);
  const result = withReactDomServer(fs.readFileSync(file, 'utf8'), '/x/renderToPipeableStream.ts');
  assert.match(result, /import \{ renderToPipeableStream \} from "\/x\/renderToPipeableStream\.ts";/);
  assert.doesNotMatch(result, /react-dom\/server/);
});

test('a renderToHtml without the import stops the build', () => {
  assert.throws(
    () => withReactDomServer("import {renderToString} from 'react-dom/server.node';", '/x.ts'),
    /no longer imports react-dom\/server/,
  );
});
