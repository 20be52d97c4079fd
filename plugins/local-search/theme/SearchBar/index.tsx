/**
 * Original source (replaced, not wrapped; no line of it copied, so nothing here is fenced as stock code):
 * https://github.com/facebook/docusaurus/blob/v3.10.2/packages/docusaurus-theme-search-algolia/src/theme/SearchBar/index.tsx
 * Reason for overriding: The stock SearchBar imports all of DocSearch on every page; this one draws
 * DocSearch's button and keyboard shortcuts itself and loads the modal (local index or Algolia,
 * ../SearchModal) only when the reader is about to open it. plugins/local-search/README.md gives the whole reason.
 */
import React, {lazy, Suspense, useCallback, useRef, useState, type ReactNode} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import Head from '@docusaurus/Head';
import {useThemeConfig} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';
import SearchButton from './SearchButton';
import SearchLoadError from './SearchLoadError';
import {useSearchShortcuts} from './shortcuts';
import {useSearchBackend} from '../../client/backend';

const loadModal = () => import('../SearchModal');
// A lazy component keeps its first failure: trying again needs a new one (webpack loads a failed chunk anew).
let SearchModal = lazy(loadModal);
const preloadModal = () => void loadModal().catch(() => undefined);
// The button's text only: the modal's other texts (@theme/SearchTranslations, 13 KB) load with the modal.
const buttonLabel = (): string =>
  translate({id: 'theme.SearchBar.label', message: 'Search', description: 'The ARIA label and placeholder for search button'});

/**
 * The navbar's search: DocSearch's button and keyboard shortcuts on every page, and its modal (with
 * the local index client, or Algolia's) loaded only when the reader is about to open it. The stock
 * SearchBar imports all of DocSearch up front, which every page paid for before search was used.
 */
export default function SearchBar(): ReactNode {
  const backend = useSearchBackend();
  const {algolia} = useThemeConfig() as unknown as {algolia: {appId: string}};
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    SearchModal = lazy(loadModal);
    setAttempt((count) => count + 1);
  }, []);

  const onOpen = useCallback(() => setIsOpen(true), []);
  const onClose = useCallback(() => {
    setIsOpen(false);
    setInitialQuery(undefined);
    buttonRef.current?.focus();
  }, []);
  const onInput = useCallback((event: KeyboardEvent) => {
    // Ctrl+F stays the browser's.
    if (event.key === 'f' && (event.metaKey || event.ctrlKey)) return;
    // The modal's input receives the key as its initial query, not a second time.
    event.preventDefault();
    setInitialQuery(event.key);
    setIsOpen(true);
  }, []);
  useSearchShortcuts({isOpen, onOpen, onClose, onInput, buttonRef});

  return (
    <>
      {backend === 'algolia' && (
        <Head>
          {/* The first query reaches Algolia sooner, above all on a phone. */}
          <link rel="preconnect" href={`https://${algolia.appId}-dsn.algolia.net`} crossOrigin="anonymous" />
        </Head>
      )}
      <SearchButton ref={buttonRef} label={buttonLabel()} onClick={onOpen} onIntent={preloadModal} />
      {isOpen && (
        // The modal's code failing to load (offline, an old page after a new deployment) is said in place
        // of the modal; without the boundary it replaced the whole page with the theme's crash screen.
        <ErrorBoundary key={attempt} fallback={({error}) => <SearchLoadError error={error} onRetry={retry} onClose={onClose} />}>
          <Suspense fallback={null}>
            <SearchModal backend={backend} initialQuery={initialQuery} onClose={onClose} />
          </Suspense>
        </ErrorBoundary>
      )}
    </>
  );
}
