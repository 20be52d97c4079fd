/**
 * Splits Docusaurus's generated route table for the browser build (README.md).
 *
 * Input: the three generated modules as Docusaurus 3.10 writes them (`.docusaurus/routes.js`,
 * `routesChunkNames.json`, `registry.js`). Output: the same three without the doc leaf routes of the
 * large route arrays, plus one module per path prefix (a "group") that holds those leaves, their chunk
 * names and their registry entries. Each group is replaced in its parent array by a placeholder route
 * (client.ts) that loads the group when the router preloads a path under the prefix.
 */
import crypto from 'node:crypto';
import vm from 'node:vm';

/** A route as routes.js declares it: `component: ComponentCreator(path, hash)`. */
export interface RouteEntry {
  readonly path: string;
  readonly hash: string;
  readonly exact?: boolean;
  readonly routes?: RouteEntry[];
  /** Any other field (`sidebar`), written back as it is. */
  readonly extra: Readonly<Record<string, unknown>>;
}

export interface SplitOptions {
  /** Arrays with fewer leaves than this stay whole. */
  readonly minLeaves: number;
  /** A group with more leaves than this is split by the next path segment. */
  readonly maxGroup: number;
  /** A sub-group with fewer leaves than this stays in its parent group. */
  readonly minGroup: number;
  /** Absolute path of the client module with `lazyRoutes` (client.ts). */
  readonly clientModule: string;
  /**
   * The folder the group modules are written to, as the route table imports them (absolute: the table's
   * text replaces `.docusaurus/routes.js` and is resolved from there).
   */
  readonly groupDir: string;
  /** Prefix of the groups' webpack chunk names (the locale keeps two builds' names apart). */
  readonly chunkPrefix: string;
}

export interface Group {
  /** The placeholder's path: the prefix every leaf path starts with. */
  readonly prefix: string;
  readonly chunkName: string;
  /** The group module's file name. */
  readonly file: string;
  readonly leaves: readonly RouteEntry[];
}

export interface SplitResult {
  readonly routes: string;
  readonly chunkNames: string;
  readonly registry: string;
  /** Group module sources by file name. */
  readonly groupSources: ReadonlyMap<string, string>;
  readonly groups: readonly Group[];
  /** Leaves left in the main table (in arrays too small to split, or at the top level). */
  readonly leavesKept: number;
}

const fail = (message: string): never => {
  throw new Error(`[lazy-routes] ${message}; the generated files changed (Docusaurus upgrade?): update plugins/lazy-routes/split.ts`);
};

/** Evaluates routes.js with a stand-in ComponentCreator that records its arguments. */
export function parseRoutes(source: string): RouteEntry[] {
  const body = source
    .replace(/^import React from 'react';$/m, '')
    .replace(/^import ComponentCreator from '@docusaurus\/ComponentCreator';$/m, '')
    .replace(/^export default \[/m, 'result = [');
  if (/^\s*(import|export)\b/m.test(body) || !body.includes('result = [')) fail('routes.js has an unexpected form');
  const sandbox: {result?: unknown; ComponentCreator: (path: string, hash: string) => unknown} = {
    ComponentCreator: (path, hash) => ({__cc: [path, hash]}),
  };
  vm.runInNewContext(body, sandbox, {timeout: 5000});
  const toEntry = (raw: unknown): RouteEntry => {
    if (!raw || typeof raw !== 'object') return fail('a route is not an object');
    const {path, component, exact, routes, ...extra} = raw as Record<string, unknown>;
    const cc = (component as {__cc?: [string, string]} | undefined)?.__cc;
    if (typeof path !== 'string' || !cc || cc[0] !== path) return fail(`route ${String(path)} has no ComponentCreator(path, hash)`);
    return {
      path,
      hash: cc[1],
      ...(exact === undefined ? {} : {exact: exact as boolean}),
      ...(Array.isArray(routes) ? {routes: routes.map(toEntry)} : {}),
      extra,
    };
  };
  if (!Array.isArray(sandbox.result)) return fail('routes.js exports no array');
  return sandbox.result.map(toEntry);
}

/** registry.js entries by chunk name, each the source text of its array. */
export function parseRegistry(source: string): Map<string, string> {
  // Docusaurus 3.10 closes the object on the last entry's line: `…],};`.
  const body = source.trimEnd();
  if (!body.startsWith('export default {\n') || !body.endsWith('};')) fail('registry.js has an unexpected form');
  const lines = body
    .slice('export default {\n'.length, -'};'.length)
    .split('\n')
    .filter((line) => line.trim());
  const entries = new Map<string, string>();
  for (const line of lines) {
    const m = /^ {2}"([^"]+)": (\[.*\]),?$/.exec(line);
    const [, name, entry] = m ?? fail(`registry.js line ${JSON.stringify(line.slice(0, 80))}`);
    entries.set(name as string, entry as string);
  }
  return entries;
}

const key = (route: RouteEntry) => `${route.path}-${route.hash}`;
const isLeaf = (route: RouteEntry) => !route.routes;
const plainPath = (p: string) => !/[:*()?+[\]]/.test(p);

function chunkNamesOf(value: unknown, into: Set<string>): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (value && typeof value === 'object') for (const inner of Object.values(value)) chunkNamesOf(inner, into);
  return into;
}

/**
 * The leaves of one array, grouped by path prefix: first by the segment after `base`, then, for a group
 * larger than maxGroup, by the next one (sub-groups smaller than minGroup stay in the parent group).
 */
export function groupLeaves(
  leaves: readonly RouteEntry[],
  base: string,
  options: Pick<SplitOptions, 'maxGroup' | 'minGroup'>,
): {prefix: string; leaves: RouteEntry[]}[] {
  const split = (items: readonly RouteEntry[], depth: number): {prefix: string; leaves: RouteEntry[]}[] => {
    const byPrefix = new Map<string, RouteEntry[]>();
    for (const leaf of items) {
      const segments = leaf.path.slice(base.length).split('/').filter(Boolean);
      if (segments.length < depth) continue;
      const prefix = base + segments.slice(0, depth).join('/');
      byPrefix.set(prefix, [...(byPrefix.get(prefix) ?? []), leaf]);
    }
    const result: {prefix: string; leaves: RouteEntry[]}[] = [];
    for (const [prefix, group] of byPrefix) {
      if (group.length <= options.maxGroup) {
        result.push({prefix, leaves: group});
        continue;
      }
      const subgroups = split(group, depth + 1).filter((sub) => sub.leaves.length >= options.minGroup);
      const taken = new Set(subgroups.flatMap((sub) => sub.leaves));
      // A leaf at the sub-prefix itself (a category's index page) goes with the sub-group.
      for (const sub of subgroups)
        for (const leaf of group)
          if (leaf.path === sub.prefix && !taken.has(leaf)) {
            sub.leaves.push(leaf);
            taken.add(leaf);
          }
      const rest = group.filter((leaf) => !taken.has(leaf));
      // Deeper prefixes first: a placeholder is matched before a shallower one that also matches.
      result.push(...subgroups);
      if (rest.length) result.push({prefix, leaves: rest});
    }
    return result;
  };
  return split(leaves, 1);
}

const hashOf = (text: string) => crypto.createHash('sha256').update(text).digest('hex').slice(0, 8);

function routeSource(route: RouteEntry, indent: string, arrays: Map<readonly RouteEntry[], string>): string {
  const inner = `${indent}  `;
  const fields = [
    `${inner}path: ${JSON.stringify(route.path)}`,
    `${inner}component: ComponentCreator(${JSON.stringify(route.path)}, ${JSON.stringify(route.hash)})`,
  ];
  if (route.exact !== undefined) fields.push(`${inner}exact: ${JSON.stringify(route.exact)}`);
  for (const [name, value] of Object.entries(route.extra)) fields.push(`${inner}${JSON.stringify(name)}: ${JSON.stringify(value)}`);
  if (route.routes) {
    const list = `[\n${route.routes.map((child) => routeSource(child, `${inner}  `, arrays)).join(',\n')}\n${inner}]`;
    const wrap = arrays.get(route.routes);
    fields.push(`${inner}routes: ${wrap ? wrap.replace('$ROUTES', list) : list}`);
  }
  return `${indent}{\n${fields.join(',\n')}\n${indent}}`;
}

/** Splits the three generated modules (see the file's comment). */
export function splitRouteTable(
  generated: {readonly routes: string; readonly chunkNames: string; readonly registry: string},
  options: SplitOptions,
): SplitResult {
  const routes = parseRoutes(generated.routes);
  const chunkNames = JSON.parse(generated.chunkNames) as Record<string, unknown>;
  const registry = parseRegistry(generated.registry);
  const groups: Group[] = [];
  /** Arrays that get placeholders: the source of `lazyRoutes($ROUTES, [placeholders])`. */
  const arrays = new Map<readonly RouteEntry[], string>();
  const moved = new Set<RouteEntry>();

  let arrayNumber = 0;
  const visit = (list: RouteEntry[], depth: number, parentPath: string) => {
    for (const route of list) if (route.routes) visit(route.routes, depth + 1, route.path);
    if (depth === 0) return; // the top level is rendered once, at start-up (core App.js): it stays whole
    const leaves = list.filter((route) => isLeaf(route) && route.exact === true && plainPath(route.path));
    if (leaves.length < options.minLeaves) return;
    // The base: the parent's path up to its first parameter, to its last slash (`/docs/en/`).
    const base = parentPath.replace(/[:*(].*$/, '').replace(/[^/]*$/, '');
    const placeholders: string[] = [];
    arrayNumber += 1;
    for (const {prefix, leaves: groupLeavesList} of groupLeaves(leaves, base, options)) {
      // A group too small for a request of its own stays in the main table.
      if (groupLeavesList.length < options.minGroup) continue;
      // Two arrays (two sidebars' DocRoots) may hold leaves under the same prefix, even with one parent path.
      const chunkName = `${options.chunkPrefix}${hashOf(`${parentPath}\n${arrayNumber}\n${prefix}`)}`;
      const file = `${chunkName}.js`;
      groups.push({prefix, chunkName, file, leaves: groupLeavesList});
      groupLeavesList.forEach((leaf) => moved.add(leaf));
      placeholders.push(
        `[${JSON.stringify(prefix)}, ${JSON.stringify(`${prefix}-${chunkName}`)}, () => import(/* webpackChunkName: ${JSON.stringify(chunkName)} */ ${JSON.stringify(`${options.groupDir}/${file}`)})]`,
      );
    }
    // The leaves left behind stay in place; the group's leaves leave the array.
    for (let i = list.length - 1; i >= 0; i -= 1) if (moved.has(list[i] as RouteEntry)) list.splice(i, 1);
    arrays.set(list, `lazyRoutes($ROUTES, [\n${placeholders.join(',\n')}\n])`);
  };
  visit(routes, 0, '');

  // Which chunk names each group's leaves use, and which the main table still uses.
  const mainNames = new Set<string>();
  const walkMain = (list: readonly RouteEntry[]) => {
    for (const route of list) {
      chunkNamesOf(chunkNames[key(route)], mainNames);
      if (route.routes) walkMain(route.routes);
    }
  };
  walkMain(routes);
  const namesByGroup = groups.map((group) => {
    const names = new Set<string>();
    group.leaves.forEach((leaf) => chunkNamesOf(chunkNames[key(leaf)], names));
    return names;
  });
  const useCount = new Map<string, number>();
  for (const names of namesByGroup) for (const name of names) useCount.set(name, (useCount.get(name) ?? 0) + 1);
  const ownedBy = (name: string) => !mainNames.has(name) && useCount.get(name) === 1 && registry.has(name);

  const groupSources = new Map<string, string>();
  const leanChunkNames: Record<string, unknown> = {};
  const movedKeys = new Set(groups.flatMap((group) => group.leaves.map(key)));
  for (const [name, value] of Object.entries(chunkNames)) if (!movedKeys.has(name)) leanChunkNames[name] = value;
  const movedRegistry = new Set<string>();
  groups.forEach((group, index) => {
    const own = [...(namesByGroup[index] ?? [])].filter(ownedBy);
    own.forEach((name) => movedRegistry.add(name));
    // The placeholder's own key: core's prefetch (client/docusaurus.js) finds the group's chunk by it.
    leanChunkNames[`${group.prefix}-${group.chunkName}`] = {__comp: group.chunkName};
    const groupChunkNames = Object.fromEntries(group.leaves.map((leaf) => [key(leaf), chunkNames[key(leaf)]]));
    const source = [
      "import ComponentCreator from '@docusaurus/ComponentCreator';",
      "import registry from '@generated/registry';",
      "import routesChunkNames from '@generated/routesChunkNames';",
      '',
      `Object.assign(registry, {\n${own.map((name) => `  ${JSON.stringify(name)}: ${registry.get(name)}`).join(',\n')}\n});`,
      `Object.assign(routesChunkNames, ${JSON.stringify(groupChunkNames)});`,
      '',
      `export default [\n${group.leaves.map((leaf) => routeSource(leaf, '  ', arrays)).join(',\n')}\n];`,
      '',
    ].join('\n');
    groupSources.set(group.file, source);
  });
  const leanRegistry = `export default {\n${[...registry]
    .filter(([name]) => !movedRegistry.has(name))
    .map(([name, entry]) => `  ${JSON.stringify(name)}: ${entry}`)
    .join(',\n')}\n};\n`;
  const routesSource = [
    "import ComponentCreator from '@docusaurus/ComponentCreator';",
    `import {lazyRoutes} from ${JSON.stringify(options.clientModule)};`,
    '',
    `export default [\n${routes.map((route) => routeSource(route, '  ', arrays)).join(',\n')}\n];`,
    '',
  ].join('\n');
  let leavesKept = 0;
  const countLeaves = (list: readonly RouteEntry[]) =>
    list.forEach((route) => (route.routes ? countLeaves(route.routes) : (leavesKept += 1)));
  countLeaves(routes);
  return {
    routes: routesSource,
    chunkNames: `${JSON.stringify(leanChunkNames, null, 2)}\n`,
    registry: leanRegistry,
    groupSources,
    groups,
    leavesKept,
  };
}
