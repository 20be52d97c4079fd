/**
 * The docs a sidebar links, as the version context's `docs` map (client side, pure): id and title (its
 * label) of each doc link, with an empty description. DocCard (useDocById) is the only reader of that
 * map and reads a doc's description, which only category index pages show (they get it in full:
 * `cardDocs`); a card elsewhere (DocCardList in a page) shows none. `sidebar` is left out: nothing
 * reads it.
 */
import type {PropSidebarItem, PropSidebars, PropVersionDocs} from '@docusaurus/plugin-content-docs';

export function docsOfSidebars(sidebars: PropSidebars): PropVersionDocs {
  const docs: PropVersionDocs = {};
  const walk = (items: readonly PropSidebarItem[]) => {
    for (const item of items) {
      if (item.type === 'link' && item.docId && !docs[item.docId]) docs[item.docId] = {id: item.docId, title: item.label, description: ''};
      else if (item.type === 'category') walk(item.items);
    }
  };
  for (const items of Object.values(sidebars)) walk(items);
  return docs;
}
