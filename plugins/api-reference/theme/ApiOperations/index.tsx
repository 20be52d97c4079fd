import React, {type ReactNode} from 'react';
import ApiOperation, {OPERATIONS} from '../ApiOperation';
import type {OperationSection} from '../../model';
import ApiHeading, {ANCHOR_TARGETS} from '../ApiHeading';

/**
 * The operations of a group page, each under its anchored heading. The page's MDX holds one element
 * instead of a heading and an element per operation: compiling it costs next to nothing, and the page
 * exports its table of contents itself (render.ts).
 */
export default function ApiOperations({operations}: {readonly operations: readonly OperationSection[]}): ReactNode {
  return (
    <div className={`${ANCHOR_TARGETS} ${OPERATIONS}`}>
      {operations.map((section) => (
        <React.Fragment key={section.anchor}>
          <ApiHeading as="h3" id={section.anchor} label={section.title}>
            {section.title}
          </ApiHeading>
          {/* Its details, never hydrated, and its examples, live when they come near the viewport (ApiOperation). */}
          <ApiOperation {...section.operation} anchor={section.anchor} />
          {/*
            The spec's own summary, where our title differs: a `hidden` paragraph (neither shown nor read
            out) that the site's search indexes under the operation's anchor, so that a summary pasted from
            csghub-server's Swagger UI finds the operation. After the details: the heading's next sibling
            stays the operation's details.
          */}
          {section.summary && <p hidden>{section.summary}</p>}
        </React.Fragment>
      ))}
    </div>
  );
}
