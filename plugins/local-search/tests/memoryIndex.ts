/** A small in-memory index for the search unit tests. */
import {buildIndex, indexFiles} from '../server/buildIndex';
import type {SourcePage} from '../shared/format';
import type {IndexFetcher} from '../client/engine';

export const PAGES: SourcePage[] = [
  {
    path: '/docs/en/csghub/101/install/by_helm',
    docusaurusTag: 'docs-default-current',
    language: 'en',
    lvl0: 'Install',
    records: [
      {type: 'lvl1', anchor: null, text: 'Helm Chart'},
      {type: 'content', anchor: null, text: 'Install CSGHub on Kubernetes with the Helm chart.'},
      {type: 'lvl2', anchor: 'prerequisites', text: 'Prerequisites'},
      {type: 'content', anchor: 'prerequisites', text: 'A domain name and a default StorageClass.'},
      {type: 'lvl2', anchor: 'upgrade', text: 'Upgrade'},
      {type: 'content', anchor: 'upgrade', text: 'Back up your values, then run helm upgrade.'},
    ],
  },
  {
    path: '/docs/en/model/model_upload',
    docusaurusTag: 'docs-default-current',
    language: 'en',
    lvl0: 'Models',
    records: [
      {type: 'lvl1', anchor: null, text: 'Upload Model Files'},
      {type: 'content', anchor: null, text: 'Push large model files with Git LFS.'},
      {type: 'lvl2', anchor: 'web', text: 'Upload in the <b>web</b> UI'},
      {type: 'content', anchor: 'web', text: 'Files up to 5 MB each, <script>alert(1)</script> & friends.'},
    ],
  },
  {
    path: '/docs/en/blog/welcome',
    docusaurusTag: 'default',
    language: 'en',
    lvl0: 'Blog',
    records: [
      {type: 'lvl1', anchor: null, text: 'Welcome'},
      {type: 'content', anchor: null, text: 'The docs center has offline search and helm pages.'},
    ],
  },
];

/** A page of the in-memory index: its title, then each heading with its content (the anchor from the heading). */
export function sourcePage(path: string, title: string, sections: Array<[string, string]> = [], lvl0 = 'Docs'): SourcePage {
  return {
    path,
    docusaurusTag: 'docs-default-current',
    language: 'en',
    lvl0,
    records: [
      {type: 'lvl1', anchor: null, text: title},
      ...sections.flatMap(([heading, text]) => {
        const anchor = heading.toLowerCase().replace(/\W+/g, '-');
        return [
          {type: 'lvl2' as const, anchor, text: heading},
          {type: 'content' as const, anchor, text},
        ];
      }),
    ],
  };
}

export function memoryFetcher(
  pages: readonly SourcePage[] = PAGES,
  language = 'en',
  synonyms: string[][] = [],
  commonTerm?: number,
  rewrites: Array<[string, string]> = [],
): IndexFetcher & {files: string[]} {
  const index = buildIndex(language, pages, {base: '/docs/en/', synonyms, rewrites, ...(commonTerm === undefined ? {} : {commonTerm})});
  const files = new Map(indexFiles(index));
  const requested: string[] = [];
  const fetcher = (async (file: string) => {
    requested.push(file);
    if (!files.has(file)) throw new Error(`no file ${file}`);
    return JSON.parse(JSON.stringify(files.get(file)));
  }) as IndexFetcher & {files: string[]};
  fetcher.files = requested;
  return fetcher;
}
