import type {PrismTheme} from 'prism-react-renderer';

/**
 * Prism's token types by color role. Each role is a CSS variable that code.css sets for the light and
 * the dark mode (every color at least 4.5:1 on its code background, WCAG AA).
 */
const ROLES: Record<string, readonly string[]> = {
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
 * The one Prism theme of the site, used for both color modes: its colors are CSS variables, so the
 * HTML rendered on the server matches the browser's in either mode.
 */
export const codeTheme: PrismTheme = {
  plain: {color: 'var(--code-color)', backgroundColor: 'var(--code-background)'},
  styles: [
    ...Object.entries(ROLES).map(([role, types]) => ({types: [...types], style: {color: `var(--code-${role})`}})),
    {types: ['italic'], style: {fontStyle: 'italic' as const}},
    {types: ['bold', 'important'], style: {fontWeight: 'bold' as const}},
  ],
};

/** The text colors of the theme: code.css sets each in both modes (tests/index.test.ts checks). */
export const CODE_ROLES = ['color', ...Object.keys(ROLES)];

/** What code text sits on: the block, and a highlighted line (`{2}` or `highlight-next-line`). */
export const CODE_BACKGROUNDS = ['background', 'line-highlight'];
