/**
 * The code-blocks plugin's browser-safe entry, for browser code of other plugins (try-it's panel
 * picks its default target with isCommunityHostname). The plugin's index.ts is the Node.js entry.
 */
export {HOST_PLACEHOLDERS, HUB_HOSTS, URL_PLACEHOLDER, isCommunityHostname, withReaderHost} from '../readerHost';
// ApiIsland (plugins/api-reference) keeps the server's highlighted blocks for the examples it renders anew.
export {ServerBlocks, serverBlocksOf} from './serverBlocks';
