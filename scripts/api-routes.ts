/**
 * Derives the routes csghub-server registers (method and path) from its router files, read from a git
 * directory at one commit, and writes them to plugins/api-reference/data/routes.json with the file and
 * line of each registration. Run by hand after a refresh of the pinned spec:
 *   npx tsx scripts/api-routes.ts <csghub-server git dir> <commit>
 *
 * It reads the Go source as text, not as Go: in each server's router package, a variable holds a
 * path prefix when it is a gin engine (`gin.New()`) or the result of `.Group("…")` on one; calls of
 * `.GET("…")`, `.POST("…")` … (and `.Any`, `.Handle`) on such a value are routes; a call of a function
 * of the package that is passed such a value is followed with the parameter bound to it. Branches are
 * all taken (a route registered under a condition is listed). What it cannot resolve (a path that is
 * not a string literal, a router passed to a function of another package) it prints, so a reader
 * can check it.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** A server of csghub-server: its router package, entry function, and the prefix it is reached at. */
interface Server {
  readonly id: string;
  readonly dir: string;
  readonly entry: string;
}

const SERVERS: readonly Server[] = [
  {id: 'api', dir: 'api/router', entry: 'NewRouter'},
  {id: 'aigateway', dir: 'aigateway/router', entry: 'NewRouter'},
  {id: 'accounting', dir: 'accounting/router', entry: 'NewAccountRouter'},
  {id: 'user', dir: 'user/router', entry: 'NewRouter'},
  {id: 'notification', dir: 'notification/router', entry: 'NewNotifierRouter'},
  {id: 'dataviewer', dir: 'dataviewer/router', entry: 'NewDataViewerRouter'},
  {id: 'moderation', dir: 'moderation/router', entry: 'NewRouter'},
];

const ROUTE_METHODS = new Set(['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS', 'Any']);
const GROUP_TYPES = /^\*?gin\.(RouterGroup|Engine|IRouter|IRoutes)$/;

export interface Route {
  readonly method: string;
  readonly path: string;
  /** The last argument of the registration: the handler, e.g. `modelHandler.Index`. */
  readonly handler: string;
  readonly source: string;
}

interface Token {
  readonly kind: 'ident' | 'string' | 'punct' | 'other';
  readonly text: string;
  /** A string literal's value. */
  readonly value?: string;
  readonly line: number;
}

/** Go source as tokens, comments dropped. Enough of Go's lexical rules for router files. */
export function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let line = 1;
  let i = 0;
  while (i < source.length) {
    const char = source[i]!;
    if (char === '\n') {
      line++;
      i++;
    } else if (/\s/.test(char)) i++;
    else if (source.startsWith('//', i)) {
      const end = source.indexOf('\n', i);
      i = end < 0 ? source.length : end;
    } else if (source.startsWith('/*', i)) {
      const end = source.indexOf('*/', i + 2);
      const stop = end < 0 ? source.length : end + 2;
      line += source.slice(i, stop).split('\n').length - 1;
      i = stop;
    } else if (char === '`') {
      const end = source.indexOf('`', i + 1);
      const stop = end < 0 ? source.length : end + 1;
      const text = source.slice(i, stop);
      tokens.push({kind: 'string', text, value: text.slice(1, -1), line});
      line += text.split('\n').length - 1;
      i = stop;
    } else if (char === '"' || char === "'") {
      let j = i + 1;
      while (j < source.length && source[j] !== char && source[j] !== '\n') j += source[j] === '\\' ? 2 : 1;
      const text = source.slice(i, j + 1);
      tokens.push({kind: char === '"' ? 'string' : 'other', text, value: char === '"' ? (JSON.parse(text) as string) : undefined, line});
      i = j + 1;
    } else if (/[A-Za-z_]/.test(char)) {
      const match = /^[A-Za-z_][A-Za-z0-9_]*/.exec(source.slice(i, i + 200))!;
      tokens.push({kind: 'ident', text: match[0], line});
      i += match[0].length;
    } else if (/[0-9]/.test(char)) {
      const match = /^[0-9][0-9A-Za-z_.]*/.exec(source.slice(i, i + 100))!;
      tokens.push({kind: 'other', text: match[0], line});
      i += match[0].length;
    } else {
      const two = source.slice(i, i + 2);
      const text = [':=', '==', '!=', '<=', '>=', '&&', '||', '...'].includes(two) ? two : source.startsWith('...', i) ? '...' : char;
      tokens.push({kind: 'punct', text, line});
      i += text.length;
    }
  }
  return tokens;
}

interface GoFunction {
  readonly name: string;
  readonly file: string;
  /** Parameter names, with whether each is a router. */
  readonly params: ReadonlyArray<{readonly name: string; readonly router: boolean}>;
  readonly body: readonly Token[];
}

/** The index of the token closing the bracket opened at `open`. */
function closing(tokens: readonly Token[], open: number): number {
  const pairs: Record<string, string> = {'(': ')', '{': '}', '[': ']'};
  let depth = 0;
  for (let i = open; i < tokens.length; i++) {
    const text = tokens[i]!.text;
    if (tokens[i]!.kind !== 'punct') continue;
    if (text in pairs) depth++;
    else if (text === ')' || text === '}' || text === ']') {
      depth--;
      if (depth === 0) return i;
    }
  }
  return tokens.length - 1;
}

/** Splits the tokens between brackets at top-level commas. */
function splitArgs(tokens: readonly Token[]): Token[][] {
  const args: Token[][] = [];
  let current: Token[] = [];
  let depth = 0;
  for (const token of tokens) {
    if (token.kind === 'punct' && ['(', '{', '['].includes(token.text)) depth++;
    if (token.kind === 'punct' && [')', '}', ']'].includes(token.text)) depth--;
    if (depth === 0 && token.kind === 'punct' && token.text === ',') {
      args.push(current);
      current = [];
    } else current.push(token);
  }
  if (current.length) args.push(current);
  return args;
}

/** The functions of a file: name, parameters (grouped Go parameters share the type that follows), body. */
export function functionsOf(tokens: readonly Token[], file: string): GoFunction[] {
  const functions: GoFunction[] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i]!.text !== 'func' || tokens[i]!.kind !== 'ident') continue;
    let j = i + 1;
    if (tokens[j]?.text === '(') j = closing(tokens, j) + 1; // a method's receiver
    const name = tokens[j];
    if (name?.kind !== 'ident' || tokens[j + 1]?.text !== '(') continue;
    const paramsEnd = closing(tokens, j + 1);
    const declared = splitArgs(tokens.slice(j + 2, paramsEnd)).map((param) => ({
      name: param[0]?.text ?? '',
      type: param
        .slice(1)
        .map((token) => token.text)
        .join(''),
    }));
    const params: Array<{name: string; router: boolean}> = [];
    let type = '';
    for (let k = declared.length - 1; k >= 0; k--) {
      if (declared[k]!.type) type = declared[k]!.type;
      params.unshift({name: declared[k]!.name, router: GROUP_TYPES.test(type)});
    }
    let open = paramsEnd + 1;
    while (open < tokens.length && tokens[open]!.text !== '{') open = tokens[open]!.text === '(' ? closing(tokens, open) + 1 : open + 1;
    const end = closing(tokens, open);
    functions.push({name: name.text, file, params, body: tokens.slice(open + 1, end)});
    i = end;
  }
  return functions;
}

/** gin's joining of a group's prefix and a relative path (a trailing slash of the relative path kept). */
export function joinPaths(base: string, relative: string): string {
  if (relative === '') return base;
  const joined = path.posix.join(base || '/', relative);
  return relative.endsWith('/') && !joined.endsWith('/') ? `${joined}/` : joined;
}

interface Extraction {
  readonly routes: Route[];
  readonly unresolved: string[];
}

/** Follows a package's entry function and collects its routes. */
export function extract(functions: readonly GoFunction[], entry: string): Extraction {
  const byName = new Map(functions.map((fn) => [fn.name, fn]));
  const routes: Route[] = [];
  const unresolved: string[] = [];
  const where = (fn: GoFunction, token: Token) => `${fn.file}:${token.line}`;

  function run(fn: GoFunction, bound: ReadonlyMap<string, string>, strings: ReadonlyMap<string, string>, depth: number): void {
    if (depth > 20) throw new Error(`${fn.name}: calls nest deeper than 20`);
    const env = new Map(bound);
    /** A string argument: a literal, or a parameter bound to one. */
    const literal = (arg: readonly Token[] | undefined): string | undefined =>
      arg?.length === 1
        ? arg[0]!.kind === 'string'
          ? arg[0]!.value
          : arg[0]!.kind === 'ident'
            ? strings.get(arg[0]!.text)
            : undefined
        : undefined;
    const tokens = fn.body;

    /** Evaluates an expression starting at `i`: its router prefix, if it is a router, and where it ends. */
    function expression(i: number): {value: string | undefined; end: number} {
      const first = tokens[i];
      if (first?.kind !== 'ident') return {value: undefined, end: i + 1};
      let value: string | undefined;
      let j = i + 1;
      if (tokens[j]?.text === '(') {
        // A call of a function of the package: follow it with the routers it is given.
        const end = closing(tokens, j);
        const rawArgs = splitArgs(tokens.slice(j + 1, end));
        const args = rawArgs.map((arg) => (arg.length ? valueOf(arg) : undefined));
        const callee = byName.get(first.text);
        if (callee && args.some((arg) => arg !== undefined)) {
          const params = new Map<string, string>();
          const texts = new Map<string, string>();
          callee.params.forEach((param, k) => {
            if (param.router && args[k] !== undefined) params.set(param.name, args[k]!);
            const text = literal(rawArgs[k]);
            if (text !== undefined) texts.set(param.name, text);
          });
          run(callee, params, texts, depth + 1);
        } else if (!callee && args.some((arg) => arg !== undefined)) {
          unresolved.push(`${where(fn, first)}: a router is passed to ${first.text}(), not followed`);
        }
        return {value: undefined, end: end + 1};
      }
      value = env.get(first.text);
      while (tokens[j]?.text === '.' && tokens[j + 1]?.kind === 'ident') {
        const name = tokens[j + 1]!;
        j += 2;
        if (tokens[j]?.text !== '(') {
          // `gin.New` then `()`, or a field: only gin's constructors make a router.
          value = undefined;
          continue;
        }
        const end = closing(tokens, j);
        const rawArgs = splitArgs(tokens.slice(j + 1, end));
        if (first.text === 'gin' && (name.text === 'New' || name.text === 'Default') && j === i + 3) value = '';
        else if (value !== undefined && name.text === 'Group') {
          const prefix = literal(rawArgs[0]);
          if (prefix === undefined) {
            unresolved.push(`${where(fn, name)}: Group(${rawArgs[0]?.map((t) => t.text).join('') ?? ''}) is not a string literal`);
            value = undefined;
          } else value = joinPaths(value, prefix);
        } else if (value !== undefined && (ROUTE_METHODS.has(name.text) || name.text === 'Handle')) {
          const method = name.text === 'Handle' ? literal(rawArgs[0]) : name.text.toUpperCase();
          const route = literal(rawArgs[name.text === 'Handle' ? 1 : 0]);
          if (method === undefined || route === undefined) {
            unresolved.push(`${where(fn, name)}: ${name.text}(${rawArgs.map((arg) => arg.map((t) => t.text).join('')).join(', ')})`);
          } else {
            const handler = rawArgs[rawArgs.length - 1]!.map((token) => token.text).join('');
            routes.push({method, path: joinPaths(value, route), handler, source: where(fn, name)});
          }
          value = undefined;
        } else {
          // Any other call (of another package, or a method): its result is not a router, and a router
          // passed to it is not followed.
          const passed = rawArgs.some((arg) => arg.length > 0 && valueOf(arg) !== undefined);
          if (passed) unresolved.push(`${where(fn, first)}: a router is passed to ${first.text}.${name.text}(), not followed`);
          value = undefined;
        }
        j = end + 1;
      }
      return {value, end: j};
    }

    /** The router prefix of a whole argument, evaluating what it calls. */
    function valueOf(arg: readonly Token[]): string | undefined {
      const start = tokens.indexOf(arg[0]!);
      const {value, end} = expression(start);
      return end === start + arg.length ? value : undefined;
    }

    for (let i = 0; i < tokens.length;) {
      const token = tokens[i]!;
      if (token.kind === 'ident' && (tokens[i + 1]?.text === ':=' || tokens[i + 1]?.text === '=')) {
        const {value, end} = expression(i + 2);
        if (value !== undefined) env.set(token.text, value);
        else env.delete(token.text);
        i = Math.max(end, i + 3);
      } else if (token.kind === 'ident' && !(tokens[i - 1]?.text === '.')) {
        i = Math.max(expression(i).end, i + 1);
      } else i++;
    }
  }

  const main = byName.get(entry);
  if (!main) throw new Error(`no function ${entry}`);
  run(main, new Map(), new Map(), 0);
  return {routes, unresolved};
}

/** Whether a Go file is built in the community edition (no ee or saas build tag required). */
export function inCommunityBuild(source: string): boolean {
  const tag = /^\/\/go:build (.+)$/m.exec(source)?.[1];
  if (!tag) return true;
  return !/(^|[^!\w])(ee|saas)\b/.test(tag);
}

function git(gitDir: string, ...args: string[]): string {
  return execFileSync('git', ['--git-dir', gitDir, ...args], {encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
}

function main(): void {
  const [gitDir, commit] = process.argv.slice(2);
  if (!gitDir || !commit) {
    console.error('Usage: npx tsx scripts/api-routes.ts <csghub-server git dir> <commit>');
    process.exit(2);
  }
  const full = git(gitDir, 'rev-parse', commit).trim();
  const servers: Record<string, {entry: string; routes: Route[]}> = {};
  let problems = 0;
  for (const server of SERVERS) {
    const files = git(gitDir, 'ls-tree', '--name-only', full, `${server.dir}/`)
      .split('\n')
      .filter((file) => file.endsWith('.go') && !file.endsWith('_test.go'));
    const functions = files.flatMap((file) => {
      const source = git(gitDir, 'show', `${full}:${file}`);
      return inCommunityBuild(source) ? functionsOf(tokenize(source), file) : [];
    });
    const {routes, unresolved} = extract(functions, server.entry);
    for (const line of unresolved) console.error(`${server.id}: ${line}`);
    problems += unresolved.length;
    const seen = new Set<string>();
    servers[server.id] = {
      entry: `${server.dir} ${server.entry}`,
      routes: routes.filter((route) => {
        const key = `${route.method} ${route.path}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      }),
    };
    console.log(`${server.id}: ${servers[server.id]!.routes.length} routes from ${files.length} files`);
  }
  const out = path.join(__dirname, '..', 'plugins', 'api-reference', 'data', 'routes.json');
  const lines = [
    '{',
    `  "repository": "https://github.com/OpenCSGs/csghub-server",`,
    `  "commit": ${JSON.stringify(full)},`,
    `  "generatedBy": "scripts/api-routes.ts (community edition build: files tagged ee or saas left out)",`,
    '  "servers": {',
    Object.entries(servers)
      .map(
        ([id, server]) =>
          `    ${JSON.stringify(id)}: {\n      "entry": ${JSON.stringify(server.entry)},\n      "routes": [\n${server.routes
            .map((route) => `        ${JSON.stringify(route)}`)
            .join(',\n')}\n      ]\n    }`,
      )
      .join(',\n'),
    '  }',
    '}',
    '',
  ];
  fs.writeFileSync(out, lines.join('\n'));
  console.log(`wrote ${path.relative(process.cwd(), out)}${problems ? `; ${problems} registrations not resolved (above)` : ''}`);
}

if (require.main === module) main();
