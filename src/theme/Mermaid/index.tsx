import React, {type ReactNode} from 'react';
import Mermaid from '@theme-original/Mermaid';
import type MermaidType from '@theme/Mermaid';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof MermaidType>;

/**
 * The stock diagram, plus its source in the page's HTML (hidden): the diagram itself is drawn in the
 * browser, so without this the built HTML holds nothing of it, and the page's Markdown twin
 * (plugins/llms) could not keep it as a `mermaid` block. Search leaves it out.
 */
export default function MermaidWrapper(props: Props): ReactNode {
  return (
    <>
      <pre className="mermaid-source" hidden data-search-skip="true">
        {props.value}
      </pre>
      <Mermaid {...props} />
    </>
  );
}
