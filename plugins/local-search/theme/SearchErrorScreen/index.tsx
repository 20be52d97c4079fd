import React, {useEffect, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import type {ModalTranslations} from '@docsearch/react';
import {SEARCH_ERROR_EVENT, SEARCH_OK_EVENT} from '../../client/client';

interface Props {
  /** The element DocSearch's modal is rendered in. */
  readonly container: HTMLElement;
  readonly translations: ModalTranslations['errorScreen'];
}

/**
 * DocSearch 3.9's own error screen never shows: its autocomplete core resets the status to "idle"
 * after a failed request, so a failed search reads "No results". While the last search failed, this
 * puts the error screen (DocSearch's markup and texts) in place of the results.
 */
export default function SearchErrorScreen({container, translations}: Props): ReactNode {
  const [failed, setFailed] = useState(false);
  const [target, setTarget] = useState<Element | null>(null);

  useEffect(() => {
    const onError = () => setFailed(true);
    const onOk = () => setFailed(false);
    window.addEventListener(SEARCH_ERROR_EVENT, onError);
    window.addEventListener(SEARCH_OK_EVENT, onOk);
    return () => {
      window.removeEventListener(SEARCH_ERROR_EVENT, onError);
      window.removeEventListener(SEARCH_OK_EVENT, onOk);
    };
  }, []);

  useEffect(() => {
    if (failed) container.dataset.searchFailed = 'true';
    else delete container.dataset.searchFailed;
    setTarget(failed ? container.querySelector('.DocSearch-Dropdown') : null);
  }, [failed, container]);

  if (!failed || !target) return null;
  return createPortal(
    <div className="DocSearch-ErrorScreen" role="alert">
      <div className="DocSearch-Screen-Icon">
        <svg width="40" height="40" viewBox="0 0 20 20" fill="none" aria-hidden="true">
          <path
            d="M19 4.8a16 16 0 00-2-1.2m-3.3-1.2A16 16 0 001.1 4.7M16.7 8a12 12 0 00-2.8-1.4M10 6a12 12 0 00-6.7 2M12.3 14.7a4 4 0 00-4.5 0M14.5 11.4A8 8 0 0010 10M3 16L18 2M10 18h0"
            stroke="currentColor"
            strokeWidth="1.4"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </div>
      <p className="DocSearch-Title">{translations?.titleText}</p>
      <p className="DocSearch-Help">{translations?.helpText}</p>
    </div>,
    target,
  );
}
