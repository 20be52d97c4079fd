import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import styles from './styles.module.css';

interface Props {
  /** Unique on the page: finds the island's server HTML (`data-api-island`). */
  readonly name: string;
  /** Nothing in it reacts to the reader (a schema's table): the server's HTML stays, never rendered anew. */
  readonly static?: boolean;
  readonly children: ReactNode;
}

/**
 * A part of a group page (an operation's details, a schema's table) that React hydrates only when it
 * comes near the viewport. A group page holds up to 52 operations and their schemas, about 7,000
 * elements: hydrating them all kept a phone's main thread busy for most of a second after load, for
 * parts the reader has not scrolled to. Until then, the island keeps the server's HTML as it is (a
 * `dangerouslySetInnerHTML` element whose content hydration does not touch); near the viewport, its
 * content renders anew in place, the same HTML, now interactive (tabs, "Try it", the reader's host).
 * Only the hydrating render defers: after a client-side navigation, or without server HTML (the
 * development server), the content renders at once. Static links (`#schema-…`) work before; a
 * static island (a schema's table: links and text only) keeps the server's HTML for good.
 */
export default function ApiIsland({name, static: isStatic = false, children}: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const [deferred, setDeferred] = useState(() => {
    // Docusaurus reports "browser" only after the hydrating render; the server HTML of this island is in the DOM then.
    if (isBrowser || typeof document === 'undefined') return false;
    const server = document.querySelector(`[data-api-island="${CSS.escape(name)}"]`);
    if (!server) return false;
    // An island on or near the first screen hydrates as usual: rendering it anew would repaint what the
    // reader already sees (and move the page's largest contentful paint).
    const {top, bottom} = server.getBoundingClientRect();
    return top > window.innerHeight * 2 || bottom < -window.innerHeight;
  });
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!deferred || !element || isStatic) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setDeferred(false);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setDeferred(false);
        }
      },
      // A screen ahead in both directions: the content is interactive before the reader reaches it.
      {rootMargin: '100% 0px'},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [deferred, isStatic]);
  // The two states are different elements (keys): the live one replaces the server's, never adds to it.
  return deferred ? (
    <div
      key="server"
      ref={ref}
      className={styles.island}
      data-api-island={name}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{__html: ''}}
    />
  ) : (
    <div key="live" ref={ref} className={styles.island} data-api-island={name}>
      {children}
    </div>
  );
}
