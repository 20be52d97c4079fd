import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {STOCK_PRISM_CLIENT_MODULE} from '..';
import {CODE_BACKGROUNDS, CODE_ROLES, ROLES, codeTheme} from '../themes';

function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The `--code-*` variables of one rule of code.css. */
function palette(css: string, selector: string): Map<string, string> {
  const start = css.indexOf(`${selector} {`);
  assert.notEqual(start, -1, `code.css has no "${selector}" rule`);
  const body = css.slice(start, css.indexOf('}', start));
  return new Map([...body.matchAll(/--code-([a-z-]+):\s*(#[0-9a-f]{6})/gi)].map(([, role = '', value = '']) => [role, value]));
}

test('the client module this plugin empties is still the classic theme’s Prism loader', () => {
  const stock = `${STOCK_PRISM_CLIENT_MODULE}.js`;
  assert.ok(fs.existsSync(stock), `${stock} is gone: the classic theme moved its Prism client module`);
  assert.match(fs.readFileSync(stock, 'utf8'), /from 'prism-react-renderer'/);
  const themeIndex = fs.readFileSync(path.join(path.dirname(stock), 'index.js'), 'utf8');
  assert.match(themeIndex, /'\.\/prism-include-languages'/, 'the classic theme no longer registers it as a client module');
});

test('every color role of the Prism theme is set in both modes, at least 4.5:1 on the code background and a highlighted line', () => {
  const css = fs.readFileSync(path.join(__dirname, '..', 'code.css'), 'utf8');
  const used = new Set(
    [JSON.stringify(codeTheme)].flatMap((text) => [...text.matchAll(/var\(--code-([a-z-]+)\)/g)].map(([, role = '']) => role)),
  );
  for (const role of used) {
    assert.ok([...CODE_ROLES, ...CODE_BACKGROUNDS].includes(role), `themes.ts uses --code-${role}, which themes.ts does not list`);
  }
  for (const selector of [':root', "[data-theme='dark']"]) {
    const colors = palette(css, selector);
    for (const backgroundRole of CODE_BACKGROUNDS) {
      const background = colors.get(backgroundRole);
      assert.ok(background, `${selector}: --code-${backgroundRole} is missing`);
      for (const role of CODE_ROLES) {
        const color = colors.get(role);
        assert.ok(color, `${selector}: --code-${role} is missing`);
        const ratio = contrast(color, background);
        assert.ok(
          ratio >= 4.5,
          `${selector}: --code-${role} ${color} on --code-${backgroundRole} ${background} is ${ratio.toFixed(2)}:1, under 4.5:1`,
        );
      }
    }
  }
});

test('code.css colors every token type of the Prism theme by its class; the theme itself writes no style on tokens or lines', () => {
  const css = fs.readFileSync(path.join(__dirname, '..', 'code.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  // Each rule as its selectors and its body.
  const rules = [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map(([, selectors = '', body = '']) => ({
    selectors: selectors.split(',').map((selector) => selector.trim()),
    body,
  }));
  const missing: string[] = [];
  for (const [role, types] of Object.entries(ROLES))
    for (const type of types)
      if (!rules.some((rule) => rule.selectors.includes(`.token.${type}`) && rule.body.includes(`color: var(--code-${role})`)))
        missing.push(`.token.${type} (--code-${role})`);
  assert.deepEqual(missing, []);
  assert.ok(
    rules.some((rule) => rule.selectors.includes('.prism-code') && /background-color: var\(--code-background\)/.test(rule.body)),
    'no background for .prism-code',
  );
  assert.deepEqual(codeTheme.styles, [], 'the theme would write a style attribute on every token');
  assert.deepEqual(
    Object.values(codeTheme.plain).filter((value) => value !== undefined),
    [],
    'the theme would write a style attribute on every line',
  );
});
