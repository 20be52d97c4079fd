import React, {useEffect, useMemo, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Translate from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useLocation} from '@docusaurus/router';
import routes from '@generated/routes';
import {loadAllRoutes} from '@site/plugins/lazy-routes/client';
import {listPagePaths, suggestRoutes} from './routeSuggestions';
import styles from './styles.module.css';

const MAX_SUGGESTIONS = 5;

/**
 * Up to five pages of the reader's language whose paths are nearest to the one that was not found.
 * The route table of this locale's build is in the page, its doc routes in one chunk per path prefix
 * (plugins/lazy-routes), which load first. Rendered in the browser only: at build time the missing path
 * is not known.
 */
export default function RouteSuggestions(): ReactNode {
  const isBrowser = useIsBrowser();
  const {pathname} = useLocation();
  const home = useBaseUrl('/');
  const searchPage = useBaseUrl('/search');
  const [allRoutes, setAllRoutes] = useState(false);
  useEffect(() => {
    let live = true;
    loadAllRoutes()
      .catch((error: unknown) => console.warn('Route suggestions: some routes did not load', error))
      .finally(() => live && setAllRoutes(true));
    return () => {
      live = false;
    };
  }, []);
  const suggestions = useMemo(
    () => (isBrowser && allRoutes ? suggestRoutes(pathname, listPagePaths(routes), MAX_SUGGESTIONS) : []),
    [isBrowser, allRoutes, pathname],
  );
  if (!isBrowser) return null;
  return (
    <section className={`container margin-bottom--xl ${styles.section}`} aria-labelledby="route-suggestions-heading">
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h2" id="route-suggestions-heading" className={styles.heading}>
            <Translate id="site.notFound.suggestions.heading">你可能在找这些页面：</Translate>
          </Heading>
          <ul className={styles.list} data-testid="route-suggestions">
            {suggestions.map((path) => (
              <li key={path}>
                <Link to={path}>{path}</Link>
              </li>
            ))}
          </ul>
          <p>
            <Translate
              id="site.notFound.suggestions.more"
              values={{
                home: (
                  <Link to={home}>
                    <Translate id="site.notFound.suggestions.home">首页</Translate>
                  </Link>
                ),
                search: (
                  <Link to={searchPage}>
                    <Translate id="site.notFound.suggestions.search">搜索</Translate>
                  </Link>
                ),
              }}>
              {'也可以回到{home}，或使用{search}查找。'}
            </Translate>
          </p>
        </div>
      </div>
    </section>
  );
}
