import React, {isValidElement, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';

/** The code as one string when it is only text (so that it can be copied), else as given. */
function stringify(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

/**
 * The stock CodeBlock without its re-render after hydration. The stock one gives every block a new
 * key once the page is interactive, so that Prism's per-mode inline colors match the reader's mode;
 * our colors are CSS variables (../../themes.ts), and keeping the server's HTML is what lets
 * CodeBlock/Content skip Prism on a server-rendered page.
 */
export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const children = stringify(rawChildren);
  if (typeof children === 'string') return <StringContent {...props}>{children}</StringContent>;
  return <ElementContent {...props}>{children}</ElementContent>;
}
