/**
 * Checks the pinned csghub-server definitions of the API reference (plugins/api-reference/data):
 * they parse, and our texts cover every tag, operation and error code (titles in both languages, the
 * Chinese of every description the pages show: texts.ts); every operation is served at its public
 * path by a route of routes.json or listed in mounts.json as not served (servers.ts: an operation
 * whose server is unknown, a path missing from the routes list), and every default taken from the
 * code still fits the spec (defaults.ts). Prints the operations per tag;
 * exits 1 and names each gap when the texts or the mounts fall behind (after a refresh of the data).
 *   npm run api:check
 */
import {
  apiTextProblems,
  coverageProblems,
  defaultsProblems,
  loadDefaults,
  loadErrorCodes,
  loadErrorTexts,
  loadMounts,
  loadRoutes,
  loadSpec,
  loadTexts,
  mountProblems,
  operationsOf,
  publicOperations,
} from '../plugins/api-reference';

const spec = loadSpec();
const texts = loadTexts();
const codes = loadErrorCodes();
const {texts: errorTexts, groups} = loadErrorTexts();
const operations = operationsOf(spec);
const counts = new Map<string, number>();
for (const operation of operations) counts.set(operation.tag, (counts.get(operation.tag) ?? 0) + 1);
console.log(
  `${Object.keys(spec.paths).length} paths, ${operations.length} tagged operations in ${counts.size} tags, ${Object.keys(spec.definitions).length} definitions`,
);
for (const [tag, count] of [...counts].sort(([a], [b]) => a.localeCompare(b))) {
  const note = texts.internalTags.has(tag) ? ` (internal: ${texts.internalTags.get(tag)})` : '';
  console.log(`  ${tag}: ${count}${note}`);
}
console.log(`${publicOperations(spec, texts).length} operations in the reference; ${codes.length} error codes`);
const mounts = loadMounts();
const routes = loadRoutes();
console.log(
  `${Object.values(routes.servers).reduce((sum, server) => sum + server.routes.length, 0)} routes in routes.json (csghub-server ${routes.commit.slice(0, 8)}); ${mounts.unrouted.reduce((sum, entry) => sum + entry.operations.length, 0)} operations listed as not served`,
);
const problems = [
  ...coverageProblems(spec, texts, codes, errorTexts, groups),
  ...apiTextProblems(),
  // Where each operation is served (data/mounts.json, data/routes.json): an unknown server, a path no route serves.
  ...mountProblems(operations, mounts, routes),
  // Defaults from the code (data/defaults.json): an override whose operation, parameter or annotation changed.
  ...defaultsProblems(operations, loadDefaults()),
];
if (problems.length > 0) {
  console.error(`\n${problems.length} gaps between the definitions and our texts:\n  ${problems.join('\n  ')}`);
  process.exitCode = 1;
}
