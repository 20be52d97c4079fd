/**
 * Finds the list parameters whose default in csghub-server's code differs from its annotation, to
 * check plugins/api-reference/data/defaults.json by hand after a refresh of the pinned spec:
 *   npx tsx scripts/api-defaults.ts <csghub-server git dir> <commit>
 *
 * It reads each annotated handler (the function after a `@Router` comment) of the services the spec
 * covers and recognizes two ways of reading `per` and `page`: a call of
 * common.GetPerAndPageFromContext (per 50, page 1), and a bound struct of common/types whose form tags
 * give defaults (`form:"per,default=100"`). It prints the overrides it derives as JSON, then the
 * paginated operations whose handler reads them some other way, or is not in the repository, for a
 * reader to check; it writes nothing.
 */
import {execFileSync} from 'node:child_process';
import {braced, loadSpec, operationsOf} from '../plugins/api-reference';

const PAGINATION = ['per', 'page', 'page_size'];
const HANDLERS = /^(api|user|accounting|notification|dataviewer|moderation|aigateway)\/handler\/.*\.go$/;

interface Default {
  readonly value: number;
  readonly source: string;
}

function main(): void {
  const [gitDir, commit] = process.argv.slice(2);
  if (!gitDir || !commit) {
    console.error('Usage: npx tsx scripts/api-defaults.ts <csghub-server git dir> <commit>');
    process.exit(2);
  }
  const git = (...args: string[]) => execFileSync('git', ['--git-dir', gitDir, ...args], {encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
  const lines = (file: string) => git('show', `${commit}:${file}`).split('\n');
  const tree = git('ls-tree', '-r', '--name-only', commit).split('\n');

  // The defaults of GetPerAndPageFromContext: the lines that set per and page when they are absent.
  const paramsFile = 'common/utils/common/params.go';
  const params = lines(paramsFile);
  const start = params.findIndex((line) => line.startsWith('func GetPerAndPageFromContext('));
  const helper: Record<string, Default> = {};
  for (let i = start; i >= 0 && i < params.length && params[i] !== '}'; i++) {
    const set = /^\s*(per|page) = "(\d+)"/.exec(params[i]!);
    if (set) helper[set[1]!] = {value: Number(set[2]), source: `${paramsFile}:${i + 1}`};
  }
  if (!helper.per || !helper.page)
    throw new Error(`${paramsFile}: GetPerAndPageFromContext no longer sets per and page defaults as it did`);

  // Structs of common/types whose form tags give pagination defaults.
  const structs = new Map<string, Record<string, Default>>();
  for (const file of tree.filter((name) => name.startsWith('common/types/') && name.endsWith('.go') && !name.endsWith('_test.go'))) {
    let current = '';
    lines(file).forEach((line, i) => {
      current = /^type (\w+) struct/.exec(line)?.[1] ?? current;
      const tag = /form:"(per|page|page_size),default=(\d+)"/.exec(line);
      if (tag && current) structs.set(current, {...structs.get(current), [tag[1]!]: {value: Number(tag[2]), source: `${file}:${i + 1}`}});
    });
  }

  // Each annotated handler: how it reads the pagination.
  const found = new Map<string, {via: string; defaults: Record<string, Default>}>();
  for (const file of tree.filter((name) => HANDLERS.test(name) && !name.endsWith('_test.go'))) {
    const text = lines(file);
    let routes: string[] = [];
    for (let i = 0; i < text.length; i++) {
      const route = /@Router\s+(\S+)\s+\[(\w+)\]/.exec(text[i]!);
      if (route) routes.push(`${route[2]!.toUpperCase()} ${braced(route[1]!)}`);
      if (!/^func /.test(text[i]!)) continue;
      let end = i + 1;
      while (end < text.length && text[end] !== '}') end++;
      const body = text.slice(i, end + 1);
      const call = body.findIndex((line) => line.includes('GetPerAndPageFromContext('));
      let reading: {via: string; defaults: Record<string, Default>} | undefined;
      if (call >= 0) reading = {via: `${file}:${i + 1 + call} (GetPerAndPageFromContext)`, defaults: helper};
      else if (body.some((line) => /ShouldBind|BindQuery/.test(line))) {
        for (const [name, defaults] of structs) {
          const at = body.findIndex((line) => new RegExp(`types\\.${name}\\b`).test(line));
          if (at >= 0) reading = {via: `${file}:${i + 1 + at} (binds types.${name})`, defaults};
        }
      }
      if (reading) for (const key of routes) found.set(key, reading);
      routes = [];
    }
  }

  const overrides: object[] = [];
  const unknown: string[] = [];
  const seen = new Set<string>();
  for (const operation of operationsOf(loadSpec())) {
    if (seen.has(operation.key)) continue;
    seen.add(operation.key);
    const reading = found.get(`${operation.method.toUpperCase()} ${braced(operation.path)}`);
    for (const parameter of operation.op.parameters ?? []) {
      if (parameter.in !== 'query' || !PAGINATION.includes(parameter.name)) continue;
      const code = reading?.defaults[parameter.name];
      if (!reading || !code) unknown.push(`${operation.key} ${parameter.name} (annotation ${JSON.stringify(parameter.default ?? null)})`);
      else if (code.value !== parameter.default)
        overrides.push({
          operation: operation.key,
          parameter: parameter.name,
          annotation: parameter.default ?? null,
          code: code.value,
          source: code.source,
          via: reading.via,
        });
    }
  }
  console.log(JSON.stringify(overrides, null, 2));
  console.error(`${overrides.length} defaults differ from their annotation; ${unknown.length} paginated parameters to check by hand:`);
  for (const line of unknown) console.error(`  ${line}`);
}

main();
