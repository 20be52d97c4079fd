/**
 * Original source (wrapped through @theme-original, not copied):
 * https://github.com/facebook/docusaurus/blob/v3.10.2/packages/docusaurus-theme-classic/src/theme/MDXComponents/index.tsx
 * Reason for overriding: Wide Markdown tables scroll sideways, so they take keyboard focus (`tabIndex={0}`), as code
 * blocks do.
 * src/theme/README.md gives the whole reason.
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import MDXComponents from '@theme-original/MDXComponents';

/**
 * A Markdown table scrolls sideways when it is wider than the page (the theme makes it a block with
 * overflow: auto), so it takes keyboard focus as code blocks do, for readers who scroll with arrow keys.
 */
function Table(props: ComponentProps<'table'>): ReactNode {
  return <table tabIndex={0} {...props} />;
}

export default {...MDXComponents, table: Table};
