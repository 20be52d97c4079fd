import {test} from 'node:test';
import assert from 'node:assert/strict';
import {serverBlocksOf} from '../client/serverBlocks';
import {withReaderHost} from '../readerHost';

/** A server-rendered `<pre>` as serverBlocksOf reads it: its class, its content, its `<code>`'s lines. */
function pre(language: string, lines: readonly string[], html: string) {
  const code = {children: lines.map((line) => ({textContent: line}))};
  return {className: `prism-code language-${language} codeBlock thin-scrollbar`, innerHTML: html, querySelector: () => code};
}

test("the server's blocks are found by the code the browser renders them with: the reader's host, line by line", () => {
  const curl = ['curl -X GET "https://<your-csghub>/api/v1/models" \\', '', '  -H "Authorization: Bearer <token>"'];
  const yaml = ['url: https://opencsg.com'];
  const root = {querySelectorAll: () => [pre('bash', curl, '<code>curl</code>'), pre('yaml', yaml, '<code>yaml</code>')]};
  const origin = 'http://10.0.0.5:8080';
  const blocks = serverBlocksOf(root as unknown as ParentNode, origin);
  // The key is the code theme/CodeBlock hands the block in the browser; an empty line is an empty `.token-line`.
  assert.equal(blocks.get(withReaderHost(curl.join('\n'), origin, 'bash')), '<code>curl</code>');
  assert.ok(withReaderHost(curl.join('\n'), origin, 'bash').includes('http://10.0.0.5:8080/api/v1/models'));
  // A YAML block stays as written.
  assert.equal(blocks.get('url: https://opencsg.com'), '<code>yaml</code>');
  assert.equal(blocks.size, 2);
});

test('served from opencsg.com, the blocks are found by their code as written', () => {
  const lines = ['git clone https://opencsg.com/models/a/b.git'];
  const blocks = serverBlocksOf(
    {querySelectorAll: () => [pre('bash', lines, '<code>git</code>')]} as unknown as ParentNode,
    'https://opencsg.com',
  );
  assert.equal(blocks.get(lines[0]!), '<code>git</code>');
});

test("with the reader's host off (no origin, DOCS_READER_HOST=0), the blocks are found by their code as written", () => {
  const lines = ['curl "https://<your-csghub>/api/v1/models"'];
  const blocks = serverBlocksOf({querySelectorAll: () => [pre('bash', lines, '<code>curl</code>')]} as unknown as ParentNode, '');
  assert.equal(blocks.get(lines[0]!), '<code>curl</code>');
});
