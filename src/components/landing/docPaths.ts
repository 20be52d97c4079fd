import {useAllDocsData} from '@docusaurus/plugin-content-docs/client';

/**
 * Paths of the docs that exist in this build, by doc id. Lets a page link to a doc only once it is
 * written, so that a link list never points to a missing page (the build would reject it).
 */
export function useDocPaths(): ReadonlyMap<string, string> {
  const data = useAllDocsData();
  const paths = new Map<string, string>();
  const version = data.default?.versions.find((candidate) => candidate.isLast) ?? data.default?.versions[0];
  for (const doc of version?.docs ?? []) paths.set(doc.id, doc.path);
  return paths;
}
