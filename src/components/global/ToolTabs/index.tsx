import React, {type ReactNode} from 'react';
import Tabs, {type Props as TabsProps} from '@theme/Tabs';
import {TOOL_TABS_GROUP_ID} from './values';

/**
 * Tabs for "which tool do you use": one group id for the whole site, so a reader who picks Python once
 * sees Python in every tab group of the page (and of later pages; the choice is remembered). Item
 * values come from TOOL_TAB_VALUES (./values.ts); the content tests reject any other.
 */
export type ToolTabsProps = Omit<TabsProps, 'groupId'>;

export default function ToolTabs(props: ToolTabsProps): ReactNode {
  return <Tabs groupId={TOOL_TABS_GROUP_ID} {...props} />;
}
