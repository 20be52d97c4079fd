import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {SIDEBAR_IDS} from './config/docSidebars';
import {layoutSidebar} from './config/sidebarLayout';

/**
 * The four sidebars (config/docSidebars.ts), each generated from the docs folders: a page joins its sidebar
 * by being added to its folder, with `sidebar_position` in its front matter (the same in both locales).
 * Which folders go where is in sidebars.layout.ts.
 */
const sidebars: SidebarsConfig = Object.fromEntries(SIDEBAR_IDS.map((id) => [id, layoutSidebar(id)]));

export default sidebars;
