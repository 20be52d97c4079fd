/**
 * The doc a pathname shows, as the docs plugin's `getActiveDocContext` finds it
 * (`@docusaurus/plugin-content-docs` 3.10.2, `lib/client/docsClientUtils.js`), without testing every doc.
 *
 * The stock lookup runs react-router's `matchPath(pathname, {path: doc.path, exact: true, strict: false})`
 * on each doc of the version in turn, and `matchPath` compiles each doc's path into a regular expression
 * (path-to-regexp) the first time it sees it. Every navbar `docSidebar` item asks on every render, the
 * landing page included, where no doc matches: with 484 docs a language, that was the largest piece of
 * JavaScript at start-up after React (about 700 ms of self time in `matchPath` and path-to-regexp on the
 * Chinese landing page, CPU slowed 4x, `npm run bench:tasks -- --profile`).
 *
 * Here each version's docs are indexed once by the form under which `matchPath` can match them: a path
 * with no pattern character, compiled case-insensitively with an optional trailing slash, matches exactly
 * the pathnames that equal it in upper case once one trailing slash is cut from both. The docs of that
 * form and those whose path has pattern characters (tested as before) are the only candidates; each is
 * still confirmed by `matchPath`, in the docs' order, so the first match is the stock one. A pathname
 * outside ASCII (case rules differ) goes through the stock walk.
 *
 * The matcher is handed in (the component passes `@docusaurus/router`'s `matchPath`, react-router 5's), so
 * that the unit test runs it against react-router's own.
 */
export interface DocLike {
  readonly path: string;
}

interface DocIndex {
  /** Doc positions by their path's form (see `formOf`), in the docs' order. */
  readonly byForm: ReadonlyMap<string, readonly number[]>;
  /** Positions of docs whose path path-to-regexp reads as a pattern, or that the form cannot stand for. */
  readonly patterned: readonly number[];
}

/** What path-to-regexp 1.x reads as other than literal text (parameters, groups, `*`, escapes), and non-ASCII. */
const NOT_LITERAL = /[:()*?+\\]|\/\/|[^\x00-\x7f]/;
const NON_ASCII = /[^\x00-\x7f]/;

/** A path or pathname cut of one trailing slash, in upper case: equal forms match, different forms do not. */
export const formOf = (path: string): string => (path.endsWith('/') ? path.slice(0, -1) : path).toUpperCase();

const indexes = new WeakMap<readonly DocLike[], DocIndex>();

function indexOf(docs: readonly DocLike[]): DocIndex {
  let index = indexes.get(docs);
  if (!index) {
    const byForm = new Map<string, number[]>();
    const patterned: number[] = [];
    docs.forEach((doc, position) => {
      if (NOT_LITERAL.test(doc.path)) patterned.push(position);
      else {
        const form = formOf(doc.path);
        byForm.set(form, [...(byForm.get(form) ?? []), position]);
      }
    });
    index = {byForm, patterned};
    indexes.set(docs, index);
  }
  return index;
}

/** react-router 5's `matchPath`, as far as this module calls it. */
export type MatchPath = (pathname: string, options: {path: string; exact: boolean; strict: boolean}) => unknown;

/** The first doc of `docs` whose path matches `pathname` as the stock lookup matches it, or undefined. */
export function findActiveDoc<Doc extends DocLike>(docs: readonly Doc[], pathname: string, matchPath: MatchPath): Doc | undefined {
  const matches = (doc: DocLike): boolean => !!matchPath(pathname, {path: doc.path, exact: true, strict: false});
  if (NON_ASCII.test(pathname)) return docs.find(matches);
  const {byForm, patterned} = indexOf(docs);
  const candidates = [...(byForm.get(formOf(pathname)) ?? []), ...patterned].sort((a, b) => a - b);
  for (const position of candidates) if (matches(docs[position]!)) return docs[position];
  return undefined;
}
