import React, {useCallback, useEffect, useState, type ReactNode} from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {useLocation} from '@docusaurus/router';
import Translate from '@docusaurus/Translate';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import type {ErrorIndexData} from '../../model';
import useHashHandOver from '../useHashHandOver';
import ApiLinkList, {LinkListBlock} from '../ApiLinkList';
import ApiHeading from '../ApiHeading';
import styles from './styles.module.css';

/** Where a code or a prefix's section now is: its page under the catalogue's address, and its anchor. */
function targetOf(permalink: string, slug: string, anchor: string): string {
  return `${permalink.replace(/\/$/, '')}/${slug}${anchor ? `#${anchor}` : ''}`;
}

/**
 * The same, as the index's links write it: relative to the index's address (`errors/git#GIT-ERR-1` on
 * `…/api/errors`), a fifth of each row's bytes less than the full path.
 */
function hrefOf(permalink: string, slug: string, anchor: string): string {
  const own = permalink.replace(/\/$/, '');
  return targetOf(own.slice(own.lastIndexOf('/') + 1), slug, anchor);
}

/** A sentence with inline code in backticks, as text and code elements (the space before it in its first text: one text node, no comment between two in the HTML). */
function inline(text: string): ReactNode[] {
  return text.split('`').map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part));
}

/**
 * The error-code catalogue's index, at the catalogue's old address: each page under its heading, then
 * its prefixes and their codes (the code linked to its entry, the first sentence of its meaning). Each
 * code's row and each prefix's heading have the id they had on the single page, so an old link
 * `…/errors#REPO-ERR-1` still lands on the code without JavaScript; in the browser, such a link hands the
 * reader over to the code's page and entry (the history entry is replaced). The list is left out of
 * the search index: a code's query finds the page that describes it, this page is found by its title
 * and introduction.
 */
export default function ApiErrorIndex({pages}: ErrorIndexData): ReactNode {
  const {permalink} = useDoc().metadata;
  const brokenLinks = useBrokenLinks();
  for (const page of pages) {
    brokenLinks.collectLink(hrefOf(permalink, page.slug, ''));
    for (const group of page.groups)
      for (const entry of group.codes) {
        brokenLinks.collectAnchor(entry.code);
        brokenLinks.collectLink(hrefOf(permalink, page.slug, entry.code));
      }
  }

  useHashHandOver(
    useCallback(
      (anchor: string) => {
        // A code in any letter case (a reader types `repo-err-1`), handed over as the catalogue writes it.
        const code = anchor.toUpperCase();
        for (const page of pages)
          for (const group of page.groups) {
            if (group.anchor === anchor) return targetOf(permalink, page.slug, anchor);
            if (group.codes.some((entry) => entry.code === code)) return targetOf(permalink, page.slug, code);
          }
        return undefined;
      },
      [pages, permalink],
    ),
  );
  const unknown = useUnknownCode(pages);

  return (
    <>
      {unknown && (
        <div className="alert alert--warning margin-bottom--md" role="status" data-testid="unknown-error-code">
          <Translate id="site.api.errors.unknownCode" values={{code: <code>{unknown}</code>}}>
            {'错误码目录中没有 {code}。请核对错误码，或把完整的报错信息粘贴到搜索框中。'}
          </Translate>
        </div>
      )}
      <ApiErrorIndexList pages={pages} permalink={permalink} />
    </>
  );
}

/** An error code the location's hash names (`#ZZZ-ERR-1`) that no page of the catalogue lists, read in the browser. */
function useUnknownCode(pages: ErrorIndexData['pages']): string | null {
  const {hash} = useLocation();
  const [unknown, setUnknown] = useState<string | null>(null);
  useEffect(() => {
    let anchor = '';
    try {
      anchor = decodeURIComponent(hash.slice(1));
    } catch {
      // A malformed hash names no code.
    }
    const code = /^[a-z]+-err-\d+$/i.test(anchor) ? anchor.toUpperCase() : null;
    const listed = code !== null && pages.some((page) => page.groups.some((group) => group.codes.some((entry) => entry.code === code)));
    setUnknown(code !== null && !listed ? code : null);
  }, [hash, pages]);
  return unknown;
}

/** The catalogue's pages and their codes, as links. */
function ApiErrorIndexList({pages, permalink}: {pages: ErrorIndexData['pages']; permalink: string}): ReactNode {
  return (
    // Each code's link styled by its place in the row (styles.module.css), not a <code> element.
    <ApiLinkList
      name="error-index"
      as="h2"
      parts={pages.map((page) => ({
        slug: page.slug,
        title: page.title,
        href: hrefOf(permalink, page.slug, ''),
        children: page.groups.map((group) => (
          // A prefix's heading keeps its id (old links `errors#repo`) without a link to itself: 27 of them.
          // Heading and codes skip the layout together while off screen.
          <LinkListBlock key={group.anchor} rows={group.codes.length}>
            <ApiHeading as="h3" id={group.anchor} label={group.title} noLink>
              {group.title}
            </ApiHeading>
            <ul className={styles.codes}>
              {group.codes.map((entry) => (
                <li key={entry.code} id={entry.code}>
                  {/* eslint-disable-next-line @docusaurus/no-html-links */}
                  <a href={hrefOf(permalink, page.slug, entry.code)}>{entry.code}</a>
                  {inline(` ${entry.summary}`)}
                </li>
              ))}
            </ul>
          </LinkListBlock>
        )),
      }))}
    />
  );
}
