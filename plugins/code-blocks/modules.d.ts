// Resolved by this plugin's configureWebpack (index.ts): client/highlighted.ts in the browser,
// client/highlighted.server.ts on the server.
declare module '@code-blocks/highlighted' {
  import type {ComponentType} from 'react';
  import type {Props} from '@theme/CodeBlock/Content';
  const HighlightedContent: ComponentType<Props>;
  export default HighlightedContent;
}

// A CSS module of the classic theme, imported so that our <pre> carries the stock class names.
declare module '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

// The classic theme's Tabs CSS module, imported so that our tabs (theme/Tabs) carry the stock class names.
declare module '@docusaurus/theme-classic/lib/theme/Tabs/styles.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
