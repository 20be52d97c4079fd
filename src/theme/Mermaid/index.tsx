/**
 * Original source (wrapped through @theme-original, not copied):
 * https://github.com/facebook/docusaurus/blob/v3.10.2/packages/docusaurus-theme-mermaid/src/theme/Mermaid/index.tsx
 * Reason for overriding: Adds the diagram's source, hidden, so the page's Markdown twin keeps it as a `mermaid` block.
 * src/theme/README.md gives the whole reason.
 */
import React, {type ReactNode} from 'react';
import Mermaid from '@theme-original/Mermaid';
import type MermaidType from '@theme/Mermaid';
import type {WrapperProps} from '@docusaurus/types';
import {SEARCH_SKIP_ATTRIBUTE} from '@theme/SearchSkip';

type Props = WrapperProps<typeof MermaidType>;

/**
 * The stock diagram, plus its source in the page's HTML (hidden): the diagram itself is drawn in the
 * browser, so without this the built HTML holds nothing of it, and the page's Markdown twin
 * (plugins/llms) could not keep it as a `mermaid` block. Search leaves it out: it carries the
 * attribute of local-search's one skip rule, from the plugin's theme module `@theme/SearchSkip`.
 */
export default function MermaidWrapper(props: Props): ReactNode {
  return (
    <>
      <pre className="mermaid-source" hidden {...{[SEARCH_SKIP_ATTRIBUTE]: 'true'}}>
        {props.value}
      </pre>
      <Mermaid {...props} />
    </>
  );
}
