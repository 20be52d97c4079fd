/**
 * The attribute by which a page marks what search leaves out (server/extract.ts's one skip rule), for
 * browser code outside this plugin: `import {SEARCH_SKIP_ATTRIBUTE} from '@theme/SearchSkip'` (the
 * Mermaid wrapper in src/theme). A theme module, so components reach it through Docusaurus's theme
 * aliases and never import this plugin's inner files.
 */
export {SEARCH_SKIP_ATTRIBUTE} from '../shared/format';
