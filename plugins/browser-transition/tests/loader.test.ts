/**
 * The loader makes the installed Docusaurus's BrowserContextProvider set its flag inside startTransition,
 * and stops the build when the module changed.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {STOCK_BROWSER_CONTEXT} from '..';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const {inTransition} = require('../loader.js') as {inTransition: (source: string) => string};

// Not in the package's exports: the bundler reaches it through core's own relative imports.
const file = path.join(__dirname, '../../../node_modules/@docusaurus/core/lib/client/browserContext.js');

/** Runs the provider's body with a stand-in for React; tells whether the flag was set inside a transition. */
function setsInTransition(source: string): boolean {
  const body = /export function BrowserContextProvider\(\{ children, \}\) \{([\s\S]*?)\n\}/.exec(source)?.[1];
  assert.ok(body, 'BrowserContextProvider in browserContext.js');
  let transition = false;
  const calls: boolean[] = [];
  const react = {
    useState: (initial: boolean) => [initial, () => calls.push(transition)],
    useEffect: (effect: () => void) => effect(),
    startTransition: (scope: () => void) => {
      transition = true;
      scope();
      transition = false;
    },
  };
  // The JSX line is not JavaScript: run the body up to the return.
  const run = new Function('useState', 'useEffect', 'startTransition', body.replace(/return[\s\S]*$/, ''));
  run(react.useState, react.useEffect, react.startTransition);
  assert.equal(calls.length, 1, 'the flag set once');
  return calls[0]!;
}

test('the installed BrowserContextProvider sets its flag outside a transition, and inside one after the loader', () => {
  assert.match(file, STOCK_BROWSER_CONTEXT);
  const source = fs.readFileSync(file, 'utf8');
  assert.equal(setsInTransition(source), false);
  const result = inTransition(source);
  assert.equal(setsInTransition(result), true);
  assert.match(result, /import React, \{ startTransition, useEffect, useState \} from 'react';/);
});

test('a browserContext that reads otherwise stops the build', () => {
  assert.throws(() => inTransition("import React from 'react';\nsetIsBrowser(true);"), /no longer reads as it did/);
});
