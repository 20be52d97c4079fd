import {test} from 'node:test';
import assert from 'node:assert/strict';
import {chunksNamedOtherwise, withoutChunkAssetPlugin} from '../index';

class ChunkAssetPlugin {}
class OtherPlugin {}

test("Docusaurus's ChunkAssetPlugin leaves the client configuration, the other plugins stay in order", () => {
  const first = new OtherPlugin();
  const last = new OtherPlugin();
  const config = {plugins: [first, new ChunkAssetPlugin(), last]};
  withoutChunkAssetPlugin(config);
  assert.deepEqual(config.plugins, [first, last]);
});

test('no ChunkAssetPlugin, or two, stops the build with a message', () => {
  assert.throws(
    () => withoutChunkAssetPlugin({plugins: [new OtherPlugin()]}),
    /0 ChunkAssetPlugin in the client configuration \(1 expected\)/,
  );
  assert.throws(() => withoutChunkAssetPlugin({}), /0 ChunkAssetPlugin/);
  assert.throws(
    () => withoutChunkAssetPlugin({plugins: [new ChunkAssetPlugin(), null, new ChunkAssetPlugin()]}),
    /2 ChunkAssetPlugin in the client configuration/,
  );
});

test('a named chunk whose id is not its name is reported; unnamed chunks are not', () => {
  const chunks = [
    {name: '8eb4e46b', id: '8eb4e46b'},
    {name: 'main', id: 'main'},
    {name: null, id: 12469},
    {id: 'node_modules_mermaid_x_mjs'},
    {name: 'a1b2c3d4', id: 'a1b2c3d42'},
    {name: 'try-it', id: 731},
  ];
  assert.deepEqual(chunksNamedOtherwise(chunks), ['a1b2c3d4 (id a1b2c3d42)', 'try-it (id 731)']);
  assert.deepEqual(chunksNamedOtherwise([]), []);
});
