import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';
import type {Inline, SectionView} from '../../render';

function InlineText({parts}: {readonly parts: readonly Inline[]}): ReactNode {
  return parts.map((part, i) => {
    if (typeof part === 'string') return part;
    if (part[0] === 'code') return <code key={i}>{part[1]}</code>;
    return (
      <Link key={i} to={part[2]}>
        {part[1]}
      </Link>
    );
  });
}

/**
 * The keys of a configuration reference page, by section: a heading per section and per key (the exact
 * key in code, its ASCII anchor), our description and the key's facts. The page's MDX holds this one
 * element instead of a heading and two paragraphs per key, so compiling it costs next to nothing; the
 * page exports its table of contents itself (render.ts).
 */
export default function ConfigKeys({sections}: {readonly sections: readonly SectionView[]}): ReactNode {
  return sections.map((section) => (
    <React.Fragment key={section.anchor}>
      <Heading as="h2" id={section.anchor}>
        {section.title}
      </Heading>
      {section.keys.map((key) => (
        <React.Fragment key={key.anchor}>
          <Heading as="h3" id={key.anchor}>
            <code>{key.key}</code>
          </Heading>
          <p>
            <InlineText parts={key.text} />
          </p>
          <p>
            <InlineText parts={key.facts} />
          </p>
          {key.block !== undefined && <CodeBlock language="text">{key.block}</CodeBlock>}
        </React.Fragment>
      ))}
    </React.Fragment>
  ));
}
