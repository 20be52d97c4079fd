/**
 * The API reference's browser-safe entry: what browser code of other plugins may use (try-it's panel,
 * search's page kinds). It and what it exports import no Node.js module; the plugin's index.ts is the
 * entry for Node.js code (the configuration, scripts, tests).
 */
export {API_DOCS_DIR, isApiReferencePath} from '../paths';
export {
  API_KEY_PLACEHOLDER,
  EXAMPLE_HOST,
  EXAMPLE_TABS,
  TOKEN_PLACEHOLDER,
  exampleSnippets,
  labelsOf,
  schemaAnchor,
  type ExampleData,
  type Labels,
  type OperationData,
  type OperationSection,
  type SchemaData,
  type TagPageData,
  type TypeText,
} from '../model';
