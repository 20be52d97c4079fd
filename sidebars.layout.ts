import type {PlacementRule, SidebarLayout} from './config/sidebarLayout';
import {SIDEBAR_IDS} from './config/docSidebars';

/**
 * Where the docs folders sit in the four sidebars (see sidebars.ts and config/sidebarLayout.ts).
 * A folder's pages sit in the sidebar under the folder's `_category_.json`, unless a rule below
 * places them elsewhere because the sidebar groups them differently from the folders.
 * Order: a page's `sidebar_position`, and a category's `position`, is its 1-based place among its
 * siblings in the sidebar (categories count as siblings), the same in both locales.
 * Category labels are Chinese here and in `_category_.json`; English labels live in
 * i18n/en/docusaurus-plugin-content-docs/current.json.
 */

/** The flat inference & fine-tuning folder, shown as five categories (community and self-hosted). */
function inferenceFinetuneRules(folder: string, target: string): PlacementRule[] {
  const groups: Array<[string, string]> = [
    ['inference', '(?:inference_|serverless_api)'],
    ['endpoint', 'endpoint_'],
    ['finetune', 'finetune_'],
    ['evaluation', 'evaluation_'],
    ['notebook', 'notebook_'],
  ];
  return groups.map(([group, prefix]) => ({
    match: new RegExp(`^${folder}/(${prefix}.*)$`),
    to: `${target}/${group}/$1`,
  }));
}

function inferenceFinetuneCategories(target: string) {
  return {
    [`${target}/inference`]: {label: '模型推理', position: 1},
    [`${target}/endpoint`]: {label: '专属实例', position: 2},
    [`${target}/finetune`]: {label: '模型微调', position: 3},
    [`${target}/evaluation`]: {label: '模型评测', position: 4},
    [`${target}/notebook`]: {label: 'Notebook', position: 5},
  };
}

export const sidebarLayout: SidebarLayout = {
  sidebarIds: SIDEBAR_IDS,
  rules: [
    // In no sidebar: reachable by URL and by links from other pages.
    {match: /^(?:console|licenses|llama-factory-guide)\//, to: null},

    {match: /^agentichub\/(.*)$/, to: 'agentichub/$1'},

    // Self-hosted CSGHub, with the release notes of the self-hosted editions.
    {match: /^csghub\/101\/releasenotes$/, to: 'csghub/releasenote/releasenotes'},
    ...inferenceFinetuneRules('csghub/101/function/inferencefinetune', 'csghub/function/inferencefinetune'),
    {match: /^csghub\/101\/(.*)$/, to: 'csghub/$1'},
    // The generated API reference (plugins/api-reference), after the self-hosted docs.
    {match: /^csghub\/api\/(.*)$/, to: 'csghub/api/$1'},
    // The generated configuration reference (plugins/config-reference).
    {match: /^csghub\/config\/(.*)$/, to: 'csghub/config/$1'},
    {match: /^releasenote\/(csghub_ce_history)$/, to: 'csghub/releasenote/$1'},
    {match: /^releasenote\/(csghub_opensource_.*)$/, to: 'csghub/releasenote/opensource/$1'},
    {match: /^releasenote\/((?:docker|kubernetes)\/.*)$/, to: 'csghub/releasenote/$1'},

    // CSGShip: CodeSouler first (its intro is the landing page), agents shown inside CodeSouler.
    {match: /^releasenote\/(starship_.*)$/, to: 'starship/releasenote/$1'},
    {match: /^starship\/agent\/(.*)$/, to: 'starship/codesouler/agent/$1'},
    {match: /^starship\/codesouler\/((?:switch|manage)_mode)$/, to: 'starship/codesouler/modes/$1'},
    {match: /^starship\/codesouler\/(model_config|credit_and_recharge|plus)$/, to: 'starship/codesouler/settings/$1'},
    {match: /^starship\/codesouler\/(codesouler_intro|installation|quick_start|scenarios)$/, to: 'starship/codesouler/$1'},
    {match: /^starship\/codesouler\/(.*)$/, to: 'starship/codesouler/features/$1'},
    {match: /^starship\/(starship_.*)$/, to: 'starship/csgship/$1'},
    {match: /^starship\/codereview\/doc\/(.*)$/, to: 'starship/codereview/$1'},
    {match: /^starship\/(.*)$/, to: 'starship/$1'},

    // Community tutorials: everything else, by folder.
    ...inferenceFinetuneRules('inferencefinetune', 'tutorialSidebar/inferencefinetune'),
    {match: /^other\/(register_login|user_profile|organizations)$/, to: 'tutorialSidebar/account/$1'},
    {match: /^profile\/(.*)$/, to: 'tutorialSidebar/account/$1'},
    {match: /^releasenote\/(csghub_v\d{4}\.\d+)$/, to: 'tutorialSidebar/releasenote/monthly/$1'},
    {match: /^releasenote\/(csghub_v\d+\.\d+)$/, to: 'tutorialSidebar/releasenote/versions/$1'},
    {match: /^releasenote\/(dataflow_.*)$/, to: 'tutorialSidebar/releasenote/dataflow/$1'},
    {match: /^(.*)$/, to: 'tutorialSidebar/$1'},
  ],
  categories: {
    ...inferenceFinetuneCategories('tutorialSidebar/inferencefinetune'),
    'tutorialSidebar/account': {label: '账号', position: 13},
    'tutorialSidebar/releasenote/monthly': {label: '月度版本', position: 4},
    'tutorialSidebar/releasenote/versions': {label: 'CSGHub 版本', position: 5},
    'tutorialSidebar/releasenote/dataflow': {label: 'Dataflow 版本', position: 6},

    ...inferenceFinetuneCategories('csghub/function/inferencefinetune'),
    'csghub/releasenote': {label: '版本发布', position: 5},
    'csghub/releasenote/opensource': {label: '开源版', position: 3},
    'csghub/api': {label: 'API 参考', position: 7},
    'csghub/config': {label: '配置参考', position: 8},

    'starship/codesouler/features': {label: '功能', position: 4},
    'starship/codesouler/modes': {label: '模式', position: 5},
    'starship/codesouler/agent': {label: '智能体', position: 6},
    'starship/codesouler/settings': {label: '设置', position: 7},
    'starship/csgship': {label: 'CSGShip', position: 2},
    'starship/releasenote': {label: '版本发布', position: 6},
  },
};
