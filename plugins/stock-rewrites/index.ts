/**
 * Stock Docusaurus modules rewritten at build time, each by a row of rewrites.js (README.md: why each
 * one, and when it can go). One loader applies every row; a row whose text no longer occurs in the
 * installed module stops the build. Rows marked `both` are rewritten in the server and the browser
 * builds alike, so that both run the same code; `server` rows in the server build only.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

interface Rewrite {
  readonly name: string;
  readonly module: string;
  readonly build: 'both' | 'server';
}

// eslint-disable-next-line @typescript-eslint/no-require-imports
export const {REWRITES} = require('./rewrites.js') as {REWRITES: readonly Rewrite[]};

/** A rule's test for a module of node_modules, whatever the path separator. */
export function moduleTest(module: string): RegExp {
  const escaped = module.split('/').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`[\\\\/]node_modules[\\\\/]${escaped.join('[\\\\/]')}$`);
}

export default function stockRewritesPlugin(): Plugin {
  return {
    name: 'stock-rewrites',
    configureWebpack(_config, isServer) {
      const rows = REWRITES.filter(({build}) => build === 'both' || isServer);
      return {
        module: {
          rules: rows.map(({module}) => ({test: moduleTest(module), use: [{loader: path.join(__dirname, 'loader.js')}]})),
        },
      };
    },
  };
}
