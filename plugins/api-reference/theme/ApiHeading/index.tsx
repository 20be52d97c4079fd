import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import styles from './styles.module.css';

interface Props {
  readonly as: 'h2' | 'h3';
  readonly id: string;
  /** What the hash link is a link to: the heading's text ("Direct link to Get a model"). */
  readonly label: string;
  /** Without its hash link (a heading of an index that many old links reach by its id, none copy). */
  readonly noLink?: boolean;
  readonly children: ReactNode;
}

/**
 * A heading of a generated API page: the stock heading's `anchor` class (the table of contents follows
 * `h2.anchor` and `h3.anchor` while the reader scrolls), id and hash link, named once (`aria-label`; the
 * stock one repeats it as `title` and names a heading whose content is not plain text by its id). The
 * sticky navbar's scroll margin comes from the container's class (ANCHOR_TARGETS) instead of a class on
 * each heading. An API page has dozens of headings: these repeats were a tenth of its HTML.
 */
export default function ApiHeading({as: As, id, label, noLink = false, children}: Props): ReactNode {
  useBrokenLinks().collectAnchor(id);
  const name = translate({id: 'theme.common.headingLinkTitle', message: 'Direct link to {heading}'}, {heading: label});
  return (
    // The stock heading's markup without its repeats (above): not @theme/Heading.
    <As className="anchor" id={id}>
      {children}
      {/* An anchor on this page, plain, as the stock heading's Link renders it. */}
      {noLink ? null : (
        // eslint-disable-next-line @docusaurus/no-html-links
        <a href={`#${id}`} className="hash-link" aria-label={name}>
          {'\u200b'}
        </a>
      )}
    </As>
  );
}

/** The class of an element whose child headings (ApiHeading, and schema headings) are anchor targets under the sticky navbar. */
export const ANCHOR_TARGETS = styles.anchorTargets!;
