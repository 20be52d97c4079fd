import React, {startTransition, useEffect, useRef, useState, type ReactNode} from 'react';
import {flushSync} from 'react-dom';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {usePluginData} from '@docusaurus/useGlobalData';
import {SEARCH_SKIP_ATTRIBUTE} from '@theme/SearchSkip';
import {ServerBlocks, serverBlocksOf, type ServerBlocks as Blocks} from '../../../code-blocks/client';
import styles from './styles.module.css';

interface Props {
  /** Unique on the page: finds the island's server HTML (`data-api-island`). */
  readonly name: string;
  /**
   * Nothing in it reacts to the reader (an operation's details, the schemas, an index's list of plain
   * links): the server's HTML stays, on the first screen too, never rendered anew.
   */
  readonly static?: boolean;
  /**
   * Laid out as usual, without its own content-visibility placeholder height: around or inside islands
   * that have one (the schemas' island around their tables), or a list that is read whole (an index's).
   */
  readonly nested?: boolean;
  /** The site's search leaves the island out (SEARCH_SKIP_ATTRIBUTE), without a wrapper of its own. */
  readonly searchSkip?: boolean;
  readonly children: ReactNode;
}

/**
 * How far ahead of the viewport an island becomes live, as a share of the screen's height. Half a screen
 * leaves the operations below the first screen and a half of a phone as the server rendered them until the
 * reader scrolls: going live renders an operation's examples and "Try it" anew, work a phone's load does
 * not need. Their code blocks keep the server's highlighted lines (ServerBlocks), so Prism never loads for
 * them; it did on a host other than opencsg.com, the largest task of an API page's load on a phone.
 */
const AHEAD = 0.5;

/** What a reader clicks in an island. */
const CONTROLS = 'a[href], button, [role="tab"], summary';

/**
 * A part of a group page (an operation's examples and "Try it") that React hydrates only on the first
 * screen, and otherwise makes live when it comes within half a screen (AHEAD); or, static, a part that
 * never needs React (an operation's details, the schemas' headings and tables), whose server HTML stays. A
 * group page holds up to 52 operations and their schemas, about 9,000 elements: hydrating them all kept
 * a phone's main thread busy for most of a second after load, for parts the reader has not scrolled
 * to. Until then, the island keeps the server's HTML as it is (a `dangerouslySetInnerHTML` element whose
 * content hydration does not touch); near the viewport, its content renders anew in place, in a
 * transition, the same HTML, now interactive (tabs, "Try it", the reader's host). A click on a control
 * before then makes it live at once and reaches the live control; while a control is pressed, the island
 * does not go live, so that the press and the release land on the same element. Only the hydrating render defers
 * (and a nested island's, whose outer one goes live): after a client-side navigation, or without server
 * HTML (the development server), the content renders at once. Static links (`#schema-…`) work before;
 * a static island (a schema's table: links and text only) keeps the server's HTML for good.
 */
export default function ApiIsland({name, static: isStatic = false, nested = false, searchSkip = false, children}: Props): ReactNode {
  const isBrowser = useIsBrowser();
  // `null`: live. A string: the server's HTML stays in place (during hydration, '' keeps what is in the
  // DOM; in a render anew, the HTML copied from the DOM is written back as it was).
  const [serverHtml, setServerHtml] = useState<string | null>(() => {
    if (typeof document === 'undefined') return null;
    const server = document.querySelector(`[data-api-island="${CSS.escape(name)}"]`);
    if (!server) return null;
    // A static island never renders anew: its server HTML stays wherever it is, and hydration neither
    // walks its elements nor asks the layout where it is (a long index list: hundreds of rows). After
    // hydration (a client-side navigation), the element found may be the previous page's, still in the
    // DOM while the new page renders (the schemas' island of another API page): it renders at once.
    if (isStatic) return isBrowser ? null : '';
    const {top, bottom} = server.getBoundingClientRect();
    // Docusaurus reports "browser" only after the hydrating render; the server HTML of this island is in the DOM then.
    // An island on the first screen hydrates as usual: rendering it anew would repaint what the reader
    // already sees (and move the page's largest contentful paint). The others wait for the observer.
    if (!isBrowser) return top >= window.innerHeight || bottom <= 0 ? '' : null;
    // A nested island whose outer one goes live: it keeps its server HTML until it comes near itself.
    // After a client-side navigation, there is no server HTML of the page: everything renders at once.
    const near = top < window.innerHeight * (1 + AHEAD) && bottom > -window.innerHeight * AHEAD;
    return nested && !near ? server.innerHTML : null;
  });
  const deferred = serverHtml !== null;
  // The server's highlighted code blocks, read from its HTML just before the island renders anew: its
  // examples keep their tokens and take the reader's host as text, without Prism (plugins/code-blocks).
  const [blocks, setBlocks] = useState<Blocks | null>(null);
  // With the reader's host off (DOCS_READER_HOST=0), the blocks show their code as written: no origin.
  const {readerHost} = usePluginData('code-blocks') as {readerHost: boolean};
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const blocksOrigin = readerHost ? window.location.origin : '';
    const element = ref.current;
    // What the island holds while deferred ('' after hydration: the server's HTML in the DOM as it is).
    const held = serverHtml;
    if (!deferred || !element || isStatic) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setServerHtml(null);
      return undefined;
    }
    // A press on a control of the server's HTML (a tab, "Try it"), until the task that dispatches its
    // click has run: the island does not go live meanwhile. Going live replaces the server's elements,
    // and the live ones are not laid out quite where those were: a press and a release that land on two
    // elements make no click at all (a "Try it" lost: 2 of 30 opens under load, and CI once). The click
    // itself makes the island live (handOver).
    let pressed = false;
    // The observer's transition to the live HTML is under way (rendered in slices, not yet committed).
    let going = false;
    // The island came near the viewport during a press: it goes live once the press is over.
    let waiting = false;
    let disposed = false;
    const goLiveSoon = () => {
      going = true;
      const kept = serverBlocksOf(element, blocksOrigin);
      // A transition: React renders the operation in slices of a few milliseconds, yielding to the
      // browser between them, instead of one task (a default update from an observer renders and
      // commits at once: a phone's main thread was blocked for a third of a second per operation).
      startTransition(() => {
        setBlocks(kept);
        setServerHtml(null);
      });
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          if (pressed) waiting = true;
          else goLiveSoon();
        }
      },
      // Ahead in both directions (AHEAD): the content is interactive before the reader reaches it.
      {rootMargin: `${AHEAD * 100}% 0px`},
    );
    observer.observe(element);
    const isControl = (event: Event) => {
      const control = event.target instanceof Element ? event.target.closest(CONTROLS) : null;
      return !!control && element.contains(control);
    };
    const press = (event: PointerEvent) => {
      if (event.button !== 0 || !isControl(event)) return;
      pressed = true;
      if (going) {
        // The transition has not committed: an urgent update to the state the island holds now comes
        // after it in the queue, so the server's HTML stays, untouched (the same value), in both renders.
        going = false;
        waiting = true;
        flushSync(() => setServerHtml(held));
      }
      const release = new AbortController();
      const over = () => {
        release.abort();
        // After the task that dispatches the release and its click (handOver makes the island live).
        setTimeout(() => {
          pressed = false;
          if (waiting && !disposed) {
            waiting = false;
            goLiveSoon();
          }
        }, 0);
      };
      window.addEventListener('pointerup', over, {capture: true, signal: release.signal});
      window.addEventListener('pointercancel', over, {capture: true, signal: release.signal});
    };
    // A click on the server's HTML (a tab, "Try it") before the island is live: it goes live at once, and
    // the click is handed to the same control of the live HTML: the one of the same tag and text, counted
    // in the island's order (the n-th "Python" tab).
    const handOver = (event: MouseEvent) => {
      const control = event.target instanceof Element ? event.target.closest(CONTROLS) : null;
      const key = (candidate: Element) => `${candidate.tagName}\u0000${candidate.textContent ?? ''}`;
      const nth = (island: Element | null, wanted: string) =>
        Array.from(island?.querySelectorAll(CONTROLS) ?? []).filter((candidate) => key(candidate) === wanted);
      const wanted = control && element.contains(control) ? key(control) : undefined;
      const index = wanted === undefined ? -1 : nth(element, wanted).indexOf(control!);
      observer.disconnect();
      const kept = serverBlocksOf(element, blocksOrigin);
      flushSync(() => {
        setBlocks(kept);
        setServerHtml(null);
      });
      if (wanted === undefined) return;
      event.preventDefault();
      event.stopPropagation();
      const same = nth(document.querySelector(`[data-api-island="${CSS.escape(name)}"]`), wanted)[index];
      if (same instanceof HTMLElement) same.click();
    };
    element.addEventListener('click', handOver, {capture: true});
    element.addEventListener('pointerdown', press, {capture: true});
    return () => {
      disposed = true;
      observer.disconnect();
      element.removeEventListener('click', handOver, {capture: true});
      element.removeEventListener('pointerdown', press, {capture: true});
    };
  }, [deferred, isStatic, name, readerHost, serverHtml]);
  const skip = searchSkip ? {[SEARCH_SKIP_ATTRIBUTE]: 'true'} : {};
  // The two states are different elements (keys): the live one replaces the server's, never adds to it.
  return deferred ? (
    <div
      key="server"
      ref={ref}
      className={nested ? undefined : styles.island}
      data-api-island={name}
      {...skip}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{__html: serverHtml}}
    />
  ) : (
    <div key="live" ref={ref} className={nested ? undefined : styles.island} data-api-island={name} {...skip}>
      <ServerBlocks.Provider value={blocks}>{children}</ServerBlocks.Provider>
    </div>
  );
}
