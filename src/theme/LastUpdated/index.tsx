/**
 * Original source (replaced, not wrapped; a copy of the stock component with our lines fenced):
 * https://github.com/facebook/docusaurus/blob/v3.10.2/packages/docusaurus-theme-classic/src/theme/LastUpdated/index.tsx
 * Reason for overriding: the stock date is formatted by `useDateTimeFormat`, whose first
 * `Intl.DateTimeFormat` loads the locale's calendar data during hydration: 200–320 ms in Chromium with the
 * CPU slowed 4 times, on every doc page. No wrapper can keep the stock component from calling it; ours
 * formats the same string without Intl for the site's locales (src/components/global/ShortDate).
 */
import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {ThemeClassNames} from '@docusaurus/theme-common';
import type {Props} from '@theme/LastUpdated';
// ours: start
import {useShortDate} from '@site/src/components/global/ShortDate';
// ours: end

function LastUpdatedAtDate({lastUpdatedAt}: {lastUpdatedAt: number}): ReactNode {
  const atDate = new Date(lastUpdatedAt);
  // ours: start
  const formattedLastUpdatedAt = useShortDate()(atDate);
  // ours: end
  return (
    <Translate
      id="theme.lastUpdated.atDate"
      description="The words used to describe on which date a page has been last updated"
      values={{
        date: (
          <b>
            <time dateTime={atDate.toISOString()} itemProp="dateModified">
              {formattedLastUpdatedAt}
            </time>
          </b>
        ),
      }}>
      {' on {date}'}
    </Translate>
  );
}

function LastUpdatedByUser({lastUpdatedBy}: {lastUpdatedBy: string}): ReactNode {
  return (
    <Translate
      id="theme.lastUpdated.byUser"
      description="The words used to describe by who the page has been last updated"
      values={{
        user: <b>{lastUpdatedBy}</b>,
      }}>
      {' by {user}'}
    </Translate>
  );
}

export default function LastUpdated({lastUpdatedAt, lastUpdatedBy}: Props): ReactNode {
  return (
    <span className={ThemeClassNames.common.lastUpdated}>
      <Translate
        id="theme.lastUpdated.lastUpdatedAtBy"
        description="The sentence used to display when a page has been last updated, and by who"
        values={{
          atDate: lastUpdatedAt ? <LastUpdatedAtDate lastUpdatedAt={lastUpdatedAt} /> : '',
          byUser: lastUpdatedBy ? <LastUpdatedByUser lastUpdatedBy={lastUpdatedBy} /> : '',
        }}>
        {'Last updated{atDate}{byUser}'}
      </Translate>
      {process.env.NODE_ENV === 'development' && (
        <div>
          <small> (Simulated during dev for better perf)</small>
        </div>
      )}
    </span>
  );
}
