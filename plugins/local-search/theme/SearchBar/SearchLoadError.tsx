import React, {useEffect, useRef, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';

interface Props {
  /** What failed (the chunk's error), shown to the reader as it is. */
  readonly error: Error;
  readonly onRetry: () => void;
  readonly onClose: () => void;
}

/**
 * In place of the search modal when its code could not be loaded (a network error, an old page
 * asking a new deployment for a chunk it no longer has): says so, and offers to try again or close,
 * so the page the reader is on stays as it was.
 */
export default function SearchLoadError({error, onRetry, onClose}: Props): ReactNode {
  const retry = useRef<HTMLButtonElement>(null);
  useEffect(() => retry.current?.focus(), []);
  return (
    <div
      className="local-search-load-error"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="local-search-load-error-title"
      aria-describedby="local-search-load-error-help"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}>
      <div className="alert alert--danger">
        <p id="local-search-load-error-title">
          <strong>{translate({id: 'site.search.loadError.title', message: '搜索无法加载'})}</strong>
        </p>
        <p id="local-search-load-error-help">
          {translate(
            {id: 'site.search.loadError.help', message: '搜索组件没有加载成功（{reason}）。请检查网络连接后重试。'},
            {reason: error.message},
          )}
        </p>
        <div className="local-search-load-error__actions">
          <button ref={retry} type="button" className="button button--primary button--sm" onClick={onRetry}>
            {translate({id: 'site.search.loadError.retry', message: '重试'})}
          </button>
          <button type="button" className="button button--secondary button--sm" onClick={onClose}>
            {translate({id: 'site.search.loadError.close', message: '关闭'})}
          </button>
        </div>
      </div>
    </div>
  );
}
