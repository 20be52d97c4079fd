/**
 * The values a ToolTabs item may take, so that tab groups on different pages agree and a reader's
 * choice carries over: `web` (web UI), `git` (git / git-lfs), `cli` (csghub-cli), `python` (Python SDK
 * or Python code), `curl` (HTTP with cURL), `javascript` (JavaScript / Node.js).
 */
export const TOOL_TAB_VALUES = ['web', 'git', 'cli', 'python', 'curl', 'javascript'] as const;

export type ToolTabValue = (typeof TOOL_TAB_VALUES)[number];

/** One group id for every "which tool do you use" tab set on the site. */
export const TOOL_TABS_GROUP_ID = 'tool';
