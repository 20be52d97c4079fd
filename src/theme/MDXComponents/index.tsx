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
