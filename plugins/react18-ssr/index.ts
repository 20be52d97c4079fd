// cspell:ignore Pipeable  (React's renderToPipeableStream)
/**
 * Docusaurus's server rendering with React 18 (renderToPipeableStream.ts says why): in the server
 * build, the stock `renderToHtml` module imports this plugin's `react-dom/server` (loader.js), whose
 * `renderToPipeableStream` drops the NUL bytes React 18.3 adds at its buffer's boundaries. Every other
 * module, and the browser build, keep React's own. A build test checks that no page has a NUL or U+FFFD.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The stock module that renders each page to HTML (Docusaurus 3.10.2). */
export const STOCK_RENDER_TO_HTML = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]renderToHtml\.js$/;
export const REACT_DOM_SERVER = path.join(__dirname, 'renderToPipeableStream.ts');

export default function react18SsrPlugin(): Plugin {
  return {
    name: 'react18-ssr',
    configureWebpack(_config, isServer) {
      if (!isServer) return {};
      return {
        module: {
          rules: [
            {
              test: STOCK_RENDER_TO_HTML,
              use: [{loader: path.join(__dirname, 'loader.js'), options: {replacement: REACT_DOM_SERVER}}],
            },
          ],
        },
      };
    },
  };
}
