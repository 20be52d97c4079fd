import React, {useEffect, useState, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {useHistory, useLocation} from '@docusaurus/router';
import {FILTER_PARAMS, getBrowserSearchClient, pageFiltersOf} from '../../client/browser';
import type {FacetCounts, PageFilters} from '../../client/client';
import {PAGE_KINDS, PRODUCTS, type PageKind, type Product} from '../../shared/kinds';

/** The filter labels, in the reader's language. */
function kindLabel(kind: PageKind): string {
  switch (kind) {
    case 'guide':
      return translate({id: 'site.search.facet.kind.guide', message: '指南'});
    case 'api':
      return translate({id: 'site.search.facet.kind.api', message: 'API 参考'});
    case 'errors':
      return translate({id: 'site.search.facet.kind.errors', message: '错误码'});
    case 'release':
      return translate({id: 'site.search.facet.kind.release', message: '版本说明'});
    case 'blog':
      return translate({id: 'site.search.facet.kind.blog', message: '博客'});
  }
}

function productLabel(product: Product): string {
  switch (product) {
    case 'csghub':
      return translate({id: 'site.search.facet.product.csghub', message: '私有化部署 CSGHub'});
    case 'community':
      return translate({id: 'site.search.facet.product.community', message: 'OpenCSG 社区'});
    case 'csgship':
      return 'CSGShip';
    case 'agentichub':
      return 'AgenticHub';
    case 'autohub':
      return 'AutoHub';
    case 'starchain':
      return 'StarChain';
  }
}

/**
 * The search page's filters: by kind of page and by product, each value with the number of pages the
 * query finds, answered by the local index. The picked values live in the URL (`kind`, `product`),
 * which the search client reads; `onChange` lets the page search again.
 */
export default function SearchFacets({onChange}: {onChange: () => void}): ReactNode {
  const location = useLocation();
  const history = useHistory();
  const query = new URLSearchParams(location.search).get('q') ?? '';
  const filters = pageFiltersOf(location.search);
  const [counts, setCounts] = useState<{query: string; counts: FacetCounts} | null>(null);

  useEffect(() => {
    let current = true;
    if (!query.trim()) return undefined;
    getBrowserSearchClient('page')
      .facetCounts(query)
      .then((found) => current && setCounts({query, counts: found}))
      // The search itself reports a failing index (SearchErrorScreen / the page's message).
      .catch(() => current && setCounts(null));
    return () => {
      current = false;
    };
  }, [query]);

  if (!query.trim() || counts?.query !== query) return null;

  const toggle = (group: keyof PageFilters, value: string) => {
    const picked = filters[group].includes(value) ? filters[group].filter((known) => known !== value) : [...filters[group], value];
    const params = new URLSearchParams(location.search);
    if (picked.length > 0) params.set(FILTER_PARAMS[group], picked.join(','));
    else params.delete(FILTER_PARAMS[group]);
    history.replace({search: params.toString()});
    onChange();
  };

  const group = <T extends string>(
    name: keyof PageFilters,
    legend: ReactNode,
    values: readonly T[],
    label: (value: T) => string,
    found: Readonly<Record<string, number>>,
  ) => {
    const shown = values.filter((value) => (found[value] ?? 0) > 0 || filters[name].includes(value));
    // A group with nothing to pick (a query no page answers) is left out, not shown as an empty box.
    if (shown.length === 0) return null;
    return (
      <fieldset className="local-search-facet" data-facet={FILTER_PARAMS[name]}>
        <legend>{legend}</legend>
        {shown.map((value) => (
          <label key={value} className="local-search-facet__value">
            <input type="checkbox" value={value} checked={filters[name].includes(value)} onChange={() => toggle(name, value)} />{' '}
            {label(value)} <span className="local-search-facet__count">{found[value] ?? 0}</span>
          </label>
        ))}
      </fieldset>
    );
  };

  const anything = [...Object.values(counts.counts.kinds), ...Object.values(counts.counts.products)].some((count) => count > 0);
  if (!anything && filters.kinds.length === 0 && filters.products.length === 0)
    return <div className="local-search-facets" data-testid="search-facets" data-empty="true" hidden />;

  return (
    <div className="local-search-facets margin-bottom--md" data-testid="search-facets">
      {group('kinds', <Translate id="site.search.facet.kind">类型</Translate>, PAGE_KINDS, kindLabel, counts.counts.kinds)}
      {group('products', <Translate id="site.search.facet.product">产品</Translate>, PRODUCTS, productLabel, counts.counts.products)}
    </div>
  );
}
