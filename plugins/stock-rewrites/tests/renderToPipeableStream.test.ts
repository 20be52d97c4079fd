// cspell:ignore Pipeable  (React's renderToPipeableStream)
/**
 * React 18.3's renderToPipeableStream adds NUL bytes where a character of several bytes meets the end
 * of its 2,048-byte buffer; this plugin's renderToPipeableStream gives the same HTML as
 * renderToString, without them. Rendered as Docusaurus's renderToHtml does (PassThrough, text()).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {PassThrough} from 'node:stream';
import {text} from 'node:stream/consumers';
import React, {Suspense, type ReactNode} from 'react';
import * as ReactDOMServer from 'react-dom/server';
import {renderToPipeableStream, withoutNulBytes} from '../renderToPipeableStream';

type Render = typeof ReactDOMServer.renderToPipeableStream;

function renderToHtml(render: Render, app: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const passThrough = new PassThrough();
    const {pipe} = render(app, {
      onError: reject,
      onAllReady() {
        pipe(passThrough);
        text(passThrough).then(resolve, reject);
      },
    });
  });
}

/** Pages of Chinese text, with an ASCII offset so that characters of 3 bytes fall across every boundary. */
function pages(): ReactNode[] {
  const h = React.createElement;
  return Array.from({length: 12}, (_, offset) =>
    h(
      Suspense,
      {key: offset, fallback: null},
      h(
        'main',
        null,
        'x'.repeat(offset),
        Array.from({length: 40}, (__, index) =>
          h('h2', {key: index, id: `h${index}`}, `存储的直接链接 ${index}：使用 Helm 安装 CSGHub，接入 GPU。`),
        ),
      ),
    ),
  );
}

test('React’s own renderToPipeableStream adds NUL bytes (the reason for this plugin; once it does not, the plugin can go)', async () => {
  const outputs = await Promise.all(pages().map((page) => renderToHtml(ReactDOMServer.renderToPipeableStream, page)));
  assert.ok(
    outputs.some((html) => html.includes('\0')),
    'no NUL byte in any output',
  );
});

test('this plugin’s renderToPipeableStream gives renderToString’s HTML, without a NUL byte', async () => {
  for (const page of pages()) {
    const html = await renderToHtml(renderToPipeableStream, page);
    assert.equal(html.includes('\0'), false);
    assert.equal(html, ReactDOMServer.renderToString(page));
  }
});

test('withoutNulBytes drops zero bytes only, wherever a chunk ends', async () => {
  const bytes = Buffer.from('直接\0\0链接 GPU\0', 'utf8');
  for (let cut = 0; cut <= bytes.length; cut++) {
    const stream = withoutNulBytes();
    const out = text(stream);
    stream.write(bytes.subarray(0, cut));
    stream.end(bytes.subarray(cut));
    assert.equal(await out, '直接链接 GPU');
  }
});
