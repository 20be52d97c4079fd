import React, {Suspense, lazy, useState, type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import type {OperationData} from '../../../api-reference/client';

// The panel and what only it uses arrive in their own chunk, when the reader opens it (npm run bench prints its size).
const TryIt = lazy(() => import(/* webpackChunkName: "try-it" */ '../TryIt'));

/** "Try it" under an operation: a button; the panel once pressed. */
export default function TryItButton({operation}: {readonly operation: OperationData}): ReactNode {
  const [open, setOpen] = useState(false);
  return (
    <div data-search-skip="true">
      <button
        type="button"
        className="button button--outline button--primary button--sm"
        aria-expanded={open}
        onClick={() => setOpen(!open)}>
        <Translate id="tryIt.open">试一试</Translate>
      </button>
      {open && (
        <Suspense
          fallback={
            <p role="status">
              <Translate id="tryIt.loading">正在加载…</Translate>
            </p>
          }>
          <TryIt operation={operation} />
        </Suspense>
      )}
    </div>
  );
}
