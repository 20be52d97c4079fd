/**
 * Where each operation of the spec is served, and at which public URL: the servers of csghub-server
 * and their mounts (data/mounts.json, each with its source), checked against the routes its router
 * files register (data/routes.json, derived by scripts/api-routes.ts at the pinned commit).
 */
import fs from 'node:fs';
import path from 'node:path';
import {DATA_DIR, operationsOf, type Operation, type Parameter, type SwaggerSpec} from './spec';

/** The credential an operation takes: an access token, an AI gateway API key, or what the server's annotation says. */
export type Credential = 'token' | 'apiKey';

export interface ServerMount {
  /** The prefix readers put before the operation's path (after the CSGHub address). */
  readonly publicPrefix: string;
  /** The routes of data/routes.json the operations are checked against. */
  readonly routes: string;
  /** The prefix of those routes that the public prefix stands for. */
  readonly routePrefix: string;
  readonly source: string;
  readonly reachedThrough: string;
}

export interface OperationOverride {
  /** Another server than the tag's. */
  readonly server?: string;
  /** The path the router registers, where the annotation says another. */
  readonly path?: string;
  readonly credential?: Credential;
  /** Path parameters of the spec that the handler reads from the query (the router's path lacks them). */
  readonly query?: readonly string[];
  readonly source: string;
}

export interface Unrouted {
  /** Why no public route serves it: a key of `reasons`. */
  readonly reason: string;
  readonly operations: readonly string[];
}

export interface Mounts {
  readonly servers: Readonly<Record<string, ServerMount>>;
  /** The server of each tag whose operations are not on the API server. */
  readonly tags: Readonly<Record<string, string>>;
  readonly operations: Readonly<Record<string, OperationOverride>>;
  /** Why an operation has no public route, in both languages; `group` says it of every operation of a group page. */
  readonly reasons: Readonly<
    Record<
      string,
      {
        readonly en: string;
        readonly 'zh-Hans': string;
        readonly group?: {readonly en: string; readonly 'zh-Hans': string};
        readonly source: string;
      }
    >
  >;
  readonly unrouted: readonly Unrouted[];
}

export interface RouteEntry {
  readonly method: string;
  readonly path: string;
  readonly handler: string;
  readonly source: string;
}

export interface RoutesFile {
  readonly repository: string;
  readonly commit: string;
  readonly servers: Readonly<Record<string, {readonly entry: string; readonly routes: readonly RouteEntry[]}>>;
}

export function loadMounts(file = path.join(DATA_DIR, 'mounts.json')): Mounts {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Mounts;
}

export function loadRoutes(file = path.join(DATA_DIR, 'routes.json')): RoutesFile {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as RoutesFile;
}

/** Where an operation is served: its public path (with `{name}` parameters) and the credential it takes. */
export interface Served {
  readonly server: string;
  /** The path after the CSGHub address, e.g. `/api/v1/models/{namespace}/{name}`. */
  readonly path: string;
  /** The path the operation has in the server's router, for the check against routes.json. */
  readonly routePath: string;
  readonly credential?: Credential;
  /** The reason no public route serves it (a key of mounts.reasons), if none does. */
  readonly unrouted?: string;
  /** Path parameters of `path` the spec does not declare (the router's path has more). */
  readonly extraParameters: readonly string[];
}

const segments = (value: string) => value.split('/').filter(Boolean);

/**
 * Whether a router's path (gin: `:name`, `*name`) answers a path of the spec (`{name}`): a spec
 * parameter matches a router parameter, or a literal among the parameter's enum values (any literal
 * when the spec does not declare the parameter: `enums` maps it to null); a router wildcard matches
 * the rest.
 */
export function routeAnswers(route: string, specPath: string, enums: ReadonlyMap<string, readonly unknown[] | null> = new Map()): boolean {
  const routeParts = segments(route);
  const specParts = segments(specPath);
  for (let i = 0; i < routeParts.length; i++) {
    const part = routeParts[i]!;
    if (part.startsWith('*')) return i < specParts.length || i === specParts.length;
    const spec = specParts[i];
    if (spec === undefined) return false;
    if (part.startsWith(':')) continue;
    const parameter = /^\{([^}]+)\}$/.exec(spec)?.[1];
    if (parameter !== undefined) {
      const values = enums.get(parameter);
      if (values !== null && !(values ?? []).map(String).includes(part)) return false;
      continue;
    }
    if (part !== spec) return false;
  }
  return routeParts.length === specParts.length;
}

/** The enum values of an operation's path parameters; null for a parameter of the path the spec does not declare. */
export function pathEnums(specPath: string, parameters: readonly Parameter[] = []): Map<string, readonly unknown[] | null> {
  const declared = new Map(
    parameters.filter((parameter) => parameter.in === 'path').map((parameter) => [parameter.name, parameter.enum ?? []]),
  );
  return new Map([...braced(specPath).matchAll(/\{([^}]+)\}/g)].map((match) => [match[1]!, declared.get(match[1]!) ?? null]));
}

/** A spec path in the `{name}` form (a few annotations write gin's `:name`). */
export function braced(specPath: string): string {
  return specPath.replace(/:([A-Za-z_]\w*)/g, '{$1}');
}

export function servedAt(operation: Pick<Operation, 'key' | 'tag' | 'path' | 'op'>, mounts: Mounts): Served {
  const override = mounts.operations[operation.key];
  const server = override?.server ?? mounts.tags[operation.tag] ?? 'api';
  const mount = mounts.servers[server];
  if (!mount) throw new Error(`[api-reference] mounts.json: ${operation.key} is on the unknown server "${server}"`);
  const ownPath = braced(override?.path ?? operation.path);
  const declared = new Set(
    (operation.op.parameters ?? []).filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name),
  );
  const unrouted = mounts.unrouted.find((entry) => entry.operations.includes(operation.key))?.reason;
  return {
    server,
    path: `${mount.publicPrefix}${ownPath}`,
    routePath: `${mount.routePrefix}${ownPath}`,
    ...(override?.credential ? {credential: override.credential} : {}),
    ...(unrouted ? {unrouted} : {}),
    extraParameters: [...ownPath.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!).filter((name) => !declared.has(name)),
  };
}

/** The routes of routes.json that answer an operation where mounts.json says it is served. */
export function answeringRoutes(operation: Operation, served: Served, mounts: Mounts, routes: RoutesFile): RouteEntry[] {
  const list = routes.servers[mounts.servers[served.server]!.routes]?.routes ?? [];
  const method = operation.method.toUpperCase();
  const enums = pathEnums(served.routePath, operation.op.parameters);
  return list.filter((route) => (route.method === method || route.method === 'ANY') && routeAnswers(route.path, served.routePath, enums));
}

/**
 * What mounts.json and routes.json disagree on: an operation that no route answers and that is not
 * listed as unrouted, one listed as unrouted that a route answers, an override of an operation the
 * spec does not have, an unknown reason or server.
 */
export function mountProblems(operations: readonly Operation[], mounts: Mounts, routes: RoutesFile): string[] {
  const problems: string[] = [];
  const keys = new Set(operations.map((operation) => operation.key));
  const tags = new Set(operations.map((operation) => operation.tag));
  for (const key of Object.keys(mounts.operations)) if (!keys.has(key)) problems.push(`mounts.json: ${key} is not in the spec`);
  for (const [tag, server] of Object.entries(mounts.tags)) {
    if (!tags.has(tag)) problems.push(`mounts.json: the tag "${tag}" is not in the spec`);
    if (!mounts.servers[server]) problems.push(`mounts.json: the tag "${tag}" is on the unknown server "${server}"`);
  }
  for (const entry of mounts.unrouted) {
    if (!mounts.reasons[entry.reason]) problems.push(`mounts.json: unknown reason "${entry.reason}"`);
    for (const key of entry.operations) if (!keys.has(key)) problems.push(`mounts.json: unrouted ${key} is not in the spec`);
  }
  for (const server of Object.values(mounts.servers))
    if (!routes.servers[server.routes]) problems.push(`mounts.json: routes.json has no server "${server.routes}"`);
  const seen = new Set<string>();
  for (const operation of operations) {
    if (seen.has(operation.key)) continue;
    seen.add(operation.key);
    const served = servedAt(operation, mounts);
    if (!mounts.servers[served.server]) continue;
    const answering = answeringRoutes(operation, served, mounts, routes);
    if (served.unrouted && answering.length > 0) {
      problems.push(`mounts.json: ${operation.key} is listed as unrouted, but ${answering[0]!.source} serves ${served.path}`);
    } else if (!served.unrouted && answering.length === 0) {
      problems.push(`mounts.json: no route of routes.json serves ${operation.key} at ${served.path} (server "${served.server}")`);
    }
  }
  return problems;
}

/**
 * The problems of paths shown on the built pages: a path that contains `/api/v1/v1`, one that is not
 * the public path of an operation of the spec, or one that no route of routes.json serves while the
 * operation is not listed as unrouted (its section then says why).
 */
export function shownPathProblems(
  shown: ReadonlyArray<{readonly method: string; readonly path: string; readonly where: string}>,
  spec: SwaggerSpec,
  mounts: Mounts = loadMounts(),
  routes: RoutesFile = loadRoutes(),
): string[] {
  const byPath = new Map<string, {operation: Operation; served: Served}>();
  for (const operation of operationsOf(spec)) {
    const served = servedAt(operation, mounts);
    byPath.set(`${operation.method.toUpperCase()} ${served.path}`, {operation, served});
  }
  const problems = new Set<string>();
  for (const {method, path: shownPath, where} of shown) {
    if (shownPath.includes('/api/v1/v1')) problems.add(`${where}: ${method} ${shownPath} contains /api/v1/v1`);
    const entry = byPath.get(`${method} ${shownPath}`);
    if (!entry) {
      problems.add(`${where}: ${method} ${shownPath} is not the public path of an operation`);
      continue;
    }
    const answered = answeringRoutes(entry.operation, entry.served, mounts, routes).length > 0;
    if (!answered && !entry.served.unrouted) problems.add(`${where}: no route serves ${method} ${shownPath}`);
  }
  return [...problems];
}
