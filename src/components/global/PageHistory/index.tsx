import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {usePluginData} from '@docusaurus/useGlobalData';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {useAlternatePageUtils} from '@docusaurus/theme-common/internal';
import type {PageHistoryData} from '@site/plugins/page-history';
import {useShortDate} from '../ShortDate';
import {releaseOf} from './release';
import styles from './styles.module.css';

/** "Checked against CSGHub v1.10", under the page's last-updated date, when the page names its release. */
export function CheckedRelease(): ReactNode {
  const {frontMatter} = useDoc();
  const release = releaseOf(frontMatter as Record<string, unknown>);
  if (!release) return null;
  return (
    <p className={clsx('theme-doc-release', styles.release)}>
      <Translate
        id="docs.pageHistory.release"
        description="Beside a page's last-updated date: the CSGHub release its facts hold for"
        values={{release}}>
        {'适用于 CSGHub {release}'}
      </Translate>
    </p>
  );
}

/** A notice at the top of a page whose version in the other language changed later (plugins/page-history). */
export function LanguageDriftNotice(): ReactNode {
  const {metadata} = useDoc();
  const drift = usePluginData('page-history') as PageHistoryData | undefined;
  const newer = drift?.[metadata.source.replace(/^@site\//, '')];
  return newer ? <Notice newer={newer} /> : null;
}

/**
 * The notice itself, a component of its own: the page without one creates no date formatter (the
 * first Intl.DateTimeFormat of a page loads the locale's data, a task of a fifth of a second on a
 * phone, traced on the API pages, which have no last-updated date).
 */
function Notice({newer}: {readonly newer: PageHistoryData[string]}): ReactNode {
  const {createUrl} = useAlternatePageUtils();
  // Without Intl where it can (ShortDate): its first formatter costs a phone a long task.
  const shortDate = useShortDate();
  const date = new Date(newer.date);
  return (
    <div className={clsx('alert alert--info', 'theme-doc-language-drift', styles.notice)} role="note">
      <Translate
        id="docs.pageHistory.otherLanguageNewer"
        description="Notice on a page whose version in the other language changed later; {link} is the other version"
        values={{
          link: (
            <Link
              to={`pathname://${createUrl({locale: newer.locale, fullyQualified: false})}`}
              autoAddBaseUrl={false}
              target="_self"
              hrefLang={newer.locale}>
              <Translate id="docs.pageHistory.otherLanguage" description="Link text: this page in the other language">
                英文版
              </Translate>
            </Link>
          ),
          date: <time dateTime={date.toISOString()}>{shortDate(date)}</time>,
        }}>
        {'本页的{link}于 {date} 更新，比本页新。'}
      </Translate>
    </div>
  );
}
