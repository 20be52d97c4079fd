import React, {type ReactNode} from 'react';
import Tabs from '@theme/Tabs';
import type {Props as TabsProps} from '@theme/Tabs';

/**
 * One group id for every "which tool do you use" tab set on the site: a reader who picks Python once
 * sees Python in every tab group of the page (and of later pages; the choice is remembered).
 *
 * Tab values, so that groups on different pages agree:
 * `web` (web UI), `git` (git / git-lfs), `cli` (csghub-cli), `python` (Python SDK or Python code),
 * `curl` (HTTP with cURL), `javascript` (JavaScript / Node.js).
 */
export const TOOL_TABS_GROUP_ID = 'tool';

export type ToolTabsProps = Omit<TabsProps, 'groupId'>;

export default function ToolTabs(props: ToolTabsProps): ReactNode {
  return <Tabs groupId={TOOL_TABS_GROUP_ID} {...props} />;
}
