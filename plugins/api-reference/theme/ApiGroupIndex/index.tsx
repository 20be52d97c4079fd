import React, {useCallback, type ReactNode} from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import type {GroupIndexData} from '../../model';
import useHashHandOver from '../useHashHandOver';
import ApiLinkList, {LinkListBlock} from '../ApiLinkList';
import styles from './styles.module.css';

/** Where an operation of the group now is: its page under the group's address, and its anchor. */
function targetOf(permalink: string, slug: string, anchor: string): string {
  return `${permalink.replace(/\/$/, '')}/${slug}#${anchor}`;
}

/**
 * The index of a split group's operations, at the group's old address: each page of the group under its
 * heading, then its operations (title linked to its section, method and path). Each operation's row has
 * the id its section had on the group's single page, so an old link `…/agent#<operation>` still lands on
 * it without JavaScript; in the browser, such a link hands the reader over to the operation's own page
 * and section (the history entry is replaced: Back returns to where the reader came from). The list is
 * left out of the search index: an operation's query finds the page that documents it, this page is
 * found by its title and introduction.
 */
export default function ApiGroupIndex({parts}: GroupIndexData): ReactNode {
  const {permalink} = useDoc().metadata;
  const brokenLinks = useBrokenLinks();
  for (const part of parts) {
    brokenLinks.collectLink(targetOf(permalink, part.slug, '').replace(/#$/, ''));
    for (const operation of part.operations) {
      brokenLinks.collectAnchor(operation.anchor);
      brokenLinks.collectLink(targetOf(permalink, part.slug, operation.anchor));
    }
  }

  useHashHandOver(
    useCallback(
      (anchor: string) => {
        const part = parts.find((candidate) => candidate.operations.some((operation) => operation.anchor === anchor));
        return part && targetOf(permalink, part.slug, anchor);
      },
      [parts, permalink],
    ),
  );

  return (
    <ApiLinkList
      name="group-index"
      as="h3"
      parts={parts.map((part) => ({
        slug: part.slug,
        title: part.title,
        href: targetOf(permalink, part.slug, '').replace(/#$/, ''),
        children: (
          <LinkListBlock rows={part.operations.length} kind="operations">
            <ul className={styles.operations}>
              {part.operations.map((operation) => (
                <li key={operation.anchor} id={operation.anchor}>
                  {/* eslint-disable-next-line @docusaurus/no-html-links */}
                  <a href={targetOf(permalink, part.slug, operation.anchor)}>{operation.title}</a>{' '}
                  <code className={styles.endpoint}>{`${operation.method} ${operation.path}`}</code>
                </li>
              ))}
            </ul>
          </LinkListBlock>
        ),
      }))}
    />
  );
}
