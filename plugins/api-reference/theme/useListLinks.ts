import {useMemo, type MouseEvent, type SyntheticEvent} from 'react';
import {useHistory} from '@docusaurus/router';
import {listLinkTarget} from './listLinkTarget';

/** The handlers a list of plain links takes on its container (see useListLinks). */
export interface ListLinkHandlers {
  readonly onClick: (event: MouseEvent<HTMLElement>) => void;
  readonly onMouseOver: (event: SyntheticEvent<HTMLElement>) => void;
  readonly onFocus: (event: SyntheticEvent<HTMLElement>) => void;
  readonly onTouchStart: (event: SyntheticEvent<HTMLElement>) => void;
}

/**
 * The links of a long index list (the error catalogue's 227 codes, a split group's operations) as plain
 * anchors, and one set of handlers on the list for all of them, instead of a Docusaurus Link each: a
 * Link hydrates as a component with its own intersection observer (each prefetches its page when it
 * comes into view), work a phone did for every row at start-up, for links that go to a few pages. A
 * plain click goes to the link's page in the app (history.push, as a Link does); a click with a
 * modifier key, a middle click or a link opened in a new tab is the browser's; pointing at a link,
 * focusing or touching it preloads its page, as a Link does. The links are collected for the broken
 * link check by the component (useBrokenLinks().collectLink), as Link does.
 */
export default function useListLinks(permalink: string): ListLinkHandlers {
  const history = useHistory();
  return useMemo(() => {
    const targetOf = (event: SyntheticEvent<HTMLElement>): string | undefined => {
      const anchor = event.target instanceof Element ? event.target.closest('a') : null;
      if (!anchor || !event.currentTarget.contains(anchor)) return undefined;
      return listLinkTarget(anchor, permalink, window.location.origin);
    };
    const preload = (event: SyntheticEvent<HTMLElement>) => {
      const target = targetOf(event);
      if (target) void window.docusaurus?.preload(target.replace(/[?#].*$/, ''));
    };
    return {
      onClick(event) {
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        const target = targetOf(event);
        if (!target) return;
        event.preventDefault();
        history.push(target);
      },
      onMouseOver: preload,
      onFocus: preload,
      onTouchStart: preload,
    };
  }, [history, permalink]);
}
