import {useEffect} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';

/**
 * Hands an old link over to where its anchor now lives. An index page at a split page's old address
 * (a group of operations, the error catalogue) keeps every old anchor; when the location's hash names
 * one, `targetOf` gives the address of the page now holding it, and the history entry is replaced, so
 * Back returns to where the reader came from. A malformed or unknown hash leaves the reader where they are.
 */
export default function useHashHandOver(targetOf: (anchor: string) => string | undefined): void {
  const {hash} = useLocation();
  const history = useHistory();
  useEffect(() => {
    if (!hash) return;
    let anchor: string;
    try {
      anchor = decodeURIComponent(hash.slice(1));
    } catch {
      return; // a malformed hash names nothing
    }
    const target = targetOf(anchor);
    if (target) history.replace(target);
  }, [hash, history, targetOf]);
}
