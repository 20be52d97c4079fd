// cspell:ignore Pipeable  (React's renderToPipeableStream)
/**
 * `react-dom/server` for Docusaurus's server rendering (`@docusaurus/core/lib/client/renderToHtml.js`),
 * with `renderToPipeableStream`'s output cleaned of NUL bytes.
 *
 * React 18.3's streaming renderer encodes the HTML into a reused 2,048-byte buffer; when a character of
 * several bytes does not fit at the end, it flushes the whole buffer, unwritten zero bytes included
 * (facebook/react#31134, fixed in React 19 only). The characters themselves are all there: only NUL
 * bytes are added, which the HTML minifier turns into U+FFFD (a Chinese heading's link read
 * "存储的直�接链接"). In UTF-8 a zero byte is never part of another character, and the page has no NUL
 * character of its own, so every zero byte goes.
 */
import {Transform, type Writable} from 'node:stream';
import type {ReactNode} from 'react';
import * as ReactDOMServer from 'react-dom/server';
import type {PipeableStream, RenderToPipeableStreamOptions} from 'react-dom/server';

export * from 'react-dom/server';

/** A stream that passes its bytes on, less every zero byte. */
export function withoutNulBytes(): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      callback(null, chunk.includes(0) ? Buffer.from(chunk.filter((byte) => byte !== 0)) : chunk);
    },
  });
}

export function renderToPipeableStream(children: ReactNode, options?: RenderToPipeableStreamOptions): PipeableStream {
  const stream = ReactDOMServer.renderToPipeableStream(children, options);
  return {
    abort: (reason?: unknown) => stream.abort(reason),
    pipe<T extends NodeJS.WritableStream>(destination: T): T {
      stream.pipe(withoutNulBytes()).pipe(destination as unknown as Writable);
      return destination;
    },
  };
}
