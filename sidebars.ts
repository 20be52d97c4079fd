import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {layoutSidebar} from './plugins/sidebar-layout';

/**
 * The four sidebars, each generated from the docs folders: a page joins its sidebar by being added
 * to its folder, with `sidebar_position` in its front matter (the same in both locales). Which folders
 * go where is in sidebars.layout.ts.
 */
const sidebars: SidebarsConfig = {
  tutorialSidebar: layoutSidebar('tutorialSidebar'),
  csghub: layoutSidebar('csghub'),
  starship: layoutSidebar('starship'),
  agentichub: layoutSidebar('agentichub'),
};

export default sidebars;
