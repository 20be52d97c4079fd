// Lint of the code (not of the Markdown content): TypeScript, React hooks, and Docusaurus's own rules
// (translatable strings are literals, links go through <Link>, headings through <Heading>).
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import docusaurus from '@docusaurus/eslint-plugin';
import {builtinModules} from 'node:module';

// The import rules of CONTRIBUTING.md ("Import rules") as zones of `no-restricted-imports` (static
// imports and re-exports; `require()` and `import()` are not checked). ESLint applies the last matching
// setting of the rule to a file, so each zone repeats the rules of the zones it lies in.
const TEST_CODE = ['tests/**', 'plugins/*/tests/**', '**/*.test.ts', '**/*.test.tsx'];
/** One of our folders, reached by a relative path. */
const ownFolder = (name) => `^\\.{1,2}/(?:.*/)?${name}(?:/|$)`;
const noTests = {regex: ownFolder('tests'), message: 'Only tests import tests/: move what both need where both may read it.'};
const noScripts = {
  regex: ownFolder('scripts'),
  message: 'Plugins, lib/ and browser code never import scripts/: what they share with scripts goes in lib/.',
};
const pluginByIndex = {
  regex: '(?:^|/)plugins/[^/]+/(?!(?:client/)?index(?:\\.tsx?)?$|client$).+',
  message: 'Use a plugin through its index.ts exports (browser code: its client/index.ts), not its inner files.',
};
/** From a file `depth` folders down in plugins/<name>/, another plugin's inner files. */
const otherPluginByIndex = (depth) => ({
  regex: `^(?:\\.\\./){${depth}}[^./][^/]*/(?!(?:client/)?index(?:\\.tsx?)?$|client$).+`,
  message: 'Use another plugin through its index.ts exports (browser code: its client/index.ts), not its inner files.',
});
const browser = [
  {regex: '^node:', message: 'Browser code never imports Node.js modules.'},
  {
    regex: `^(?:${builtinModules.filter((name) => !name.startsWith('_')).join('|')})(?:/|$)`,
    message: 'Browser code never imports Node.js modules.',
  },
  {regex: ownFolder('server'), message: "Browser code never imports a plugin's server/ code."},
  noScripts,
];
const zone = (patterns) => ({'no-restricted-imports': ['error', {patterns: [...new Set(patterns)]}]});
const zones = [
  {files: ['**/*.{ts,tsx,mjs,js}'], ignores: TEST_CODE, rules: zone([noTests])},
  {
    files: ['src/**/*.{ts,tsx}', 'config/**/*.ts', 'scripts/**/*.{ts,mjs}', '*.{ts,mjs,js}'],
    ignores: TEST_CODE,
    rules: zone([noTests, pluginByIndex]),
  },
  {files: ['lib/**/*.ts'], ignores: TEST_CODE, rules: zone([noTests, noScripts, pluginByIndex])},
  ...[1, 2, 3, 4].flatMap((depth) => {
    const below = '*/'.repeat(Math.max(depth - 2, 0));
    const common = [noTests, noScripts, otherPluginByIndex(depth)];
    const ignores = TEST_CODE;
    return [
      {files: [`plugins/*/${'*/'.repeat(depth - 1)}*.{ts,tsx}`], ignores, rules: zone(common)},
      ...(depth > 1 ? [{files: [`plugins/*/{client,theme}/${below}*.{ts,tsx}`], ignores, rules: zone([...common, ...browser])}] : []),
    ];
  }),
  {files: ['src/**/*.{ts,tsx}'], ignores: TEST_CODE, rules: zone([noTests, pluginByIndex, ...browser])},
];

export default tseslint.config(
  {ignores: ['build/**', 'tmp/**', '.docusaurus/**', 'node_modules/**', 'docs/**', 'i18n/**', 'blog/**', 'static/**']},
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    plugins: {'react-hooks': reactHooks, '@docusaurus': docusaurus},
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@docusaurus/string-literal-i18n-messages': 'error',
      '@docusaurus/no-html-links': 'error',
      '@docusaurus/prefer-docusaurus-heading': 'error',
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_'}],
      '@typescript-eslint/consistent-type-imports': ['error', {fixStyle: 'inline-type-imports'}],
      'no-console': 'off',
      eqeqeq: ['error', 'always'],
    },
  },
  ...zones,
  {
    // Babel's configuration is CommonJS: Docusaurus loads it with require().
    files: ['babel.config.js'],
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
);
