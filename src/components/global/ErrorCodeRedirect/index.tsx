import {useEffect, type ReactNode} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';

interface Props {
  /** The catalogue's path under the locale's base URL. */
  readonly catalogue?: string;
}

/**
 * The CSGHub web app links an error to this page with the code in lower case as the anchor
 * (`error_codes#repo-err-1`). When no heading of the page has that id, this sends the reader on to
 * the code's entry in the error-code catalogue (`csghub/api/errors#REPO-ERR-1`).
 */
export default function ErrorCodeRedirect({catalogue = '/csghub/api/errors'}: Props): ReactNode {
  const {hash} = useLocation();
  const history = useHistory();
  const target = useBaseUrl(catalogue);
  useEffect(() => {
    let id = '';
    try {
      id = decodeURIComponent(hash.slice(1));
    } catch {
      return;
    }
    if (/^[a-z]+-err-\d+$/i.test(id) && !document.getElementById(id)) history.replace(`${target}#${id.toUpperCase()}`);
  }, [hash, history, target]);
  return null;
}
