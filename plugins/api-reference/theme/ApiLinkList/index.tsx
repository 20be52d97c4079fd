import React, {type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {SEARCH_SKIP_ATTRIBUTE} from '@theme/SearchSkip';
import {partAnchor} from '../../model';
import useListLinks from '../useListLinks';
import ApiIsland from '../ApiIsland';
import ApiHeading, {ANCHOR_TARGETS} from '../ApiHeading';
import styles from './styles.module.css';

/** One page an index lists: its heading (the page's title, linked to it), then its rows. */
export interface LinkListPart {
  /** The page's slug under the index's address: the heading's id (partAnchor). */
  readonly slug: string;
  readonly title: string;
  /** The heading's link, as the index writes its links. */
  readonly href: string;
  /** The part's rows (plain links and text). */
  readonly children: ReactNode;
}

interface Props {
  /** The static island's name, unique on the page. */
  readonly name: string;
  /** The level of each part's heading. */
  readonly as: 'h2' | 'h3';
  readonly parts: readonly LinkListPart[];
}

/**
 * A stretch of an index's rows (a prefix's heading and codes, a page's operations), which the layout
 * skips while it is off screen (content-visibility): on a phone, the error catalogue's 227 rows were
 * laid out at load, a few screens of Chinese text past the first one. Its placeholder height grows with
 * its rows, as high as a row of its kind (styles.module.css: an error code's, with its prefix's heading
 * in the block; an operation's, its page's heading outside); once laid out, it keeps its own.
 * Find-in-page, a link to a row's id and print reach the rows as before.
 */
export function LinkListBlock({
  rows,
  kind = 'codes',
  children,
}: {
  readonly rows: number;
  readonly kind?: 'codes' | 'operations';
  readonly children: ReactNode;
}): ReactNode {
  return (
    <div className={clsx(styles.block, kind === 'operations' && styles.operations)} style={{'--rows': rows} as CSSProperties}>
      {children}
    </div>
  );
}

/**
 * The list of an index page (the error catalogue's, a split group's): plain links with one set of
 * handlers on the list for all of them (useListLinks), left out of the search index, in a static
 * island that keeps its server HTML, never hydrated. Each part opens with its anchored heading, its title
 * the link to its page.
 */
export default function ApiLinkList({name, as, parts}: Props): ReactNode {
  const links = useListLinks(useDoc().metadata.permalink);
  return (
    <div className={ANCHOR_TARGETS} {...{[SEARCH_SKIP_ATTRIBUTE]: 'true'}} {...links}>
      {/* Plain text and links: its server HTML stays, not hydrated (a static island); the handlers above serve its links. */}
      <ApiIsland name={name} static nested>
        {parts.map((part) => (
          <React.Fragment key={part.slug}>
            <ApiHeading as={as} id={partAnchor(part.slug)} label={part.title}>
              {/* eslint-disable-next-line @docusaurus/no-html-links */}
              <a href={part.href}>{part.title}</a>
            </ApiHeading>
            {part.children}
          </React.Fragment>
        ))}
      </ApiIsland>
    </div>
  );
}
