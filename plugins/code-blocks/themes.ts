import type {PrismTheme} from 'prism-react-renderer';

/**
 * Prism's token types by color role. Each role is a CSS variable that code.css sets for the light and
 * the dark mode (every color at least 4.5:1 on its code background, WCAG AA).
 */
export const ROLES: Readonly<Record<string, readonly string[]>> = {
  comment: ['comment', 'prolog', 'doctype', 'cdata', 'shebang'],
  keyword: ['keyword', 'atrule', 'important', 'rule', 'builtin', 'deleted'],
  string: ['string', 'char', 'attr-value', 'regex', 'url', 'inserted', 'template-string'],
  function: ['function', 'class-name', 'selector', 'namespace'],
  number: ['number', 'boolean', 'constant', 'symbol', 'entity', 'unit'],
  variable: ['variable', 'property', 'attr-name', 'parameter', 'key', 'assign-left', 'environment'],
  tag: ['tag', 'title', 'section'],
  punctuation: ['punctuation', 'operator'],
};

/**
 * The one Prism theme of the site, used for both color modes, with no colors of its own: prism-react-renderer
 * writes a theme's colors as a `style` attribute on every token and line (30 bytes each; a third of an
 * API page's request examples). code.css colors the tokens by their classes (`.token.string`) and the
 * block through the `--code-*` variables instead, the same for both modes, so the HTML rendered on the
 * server matches the browser's in either mode. tests/index.test.ts checks that code.css has a rule for
 * every token type of ROLES.
 */
export const codeTheme: PrismTheme = {plain: {}, styles: []};

/** The color roles of the tokens, by name. */
export const TOKEN_ROLES = Object.keys(ROLES);

/** The text colors of the theme: code.css sets each in both modes (tests/index.test.ts checks). */
export const CODE_ROLES = ['color', ...TOKEN_ROLES];

/** What code text sits on: the block, and a highlighted line (`{2}` or `highlight-next-line`). */
export const CODE_BACKGROUNDS = ['background', 'line-highlight'];
