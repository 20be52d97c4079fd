// Lint of the code (not of the Markdown content): TypeScript, React hooks, and Docusaurus's own rules
// (translatable strings are literals, links go through <Link>, headings through <Heading>).
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import docusaurus from '@docusaurus/eslint-plugin';

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
  {
    // Build-time and test code runs in Node.js: CommonJS globals are fine there.
    files: ['babel.config.js'],
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
);
