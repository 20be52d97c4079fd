/**
 * The weight of the built API pages: each page's HTML bytes and element count, the largest first, per
 * language; with `--before <build dir>`, the same pages of another build beside them. Prints figures,
 * asserts nothing (issue 22 item 5: no API page above 70 KB of HTML).
 *
 *   npx tsx scripts/api-weight.ts [--build <dir>] [--before <dir>] [--top 8]
 *
 * The build is E2E_BUILD_DIR or build/ unless --build names one.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parse, type DefaultTreeAdapterMap} from 'parse5';
import {LOCALE_CODES} from '../config/locales';
import {BUILD_DIR, builtPages, localeBuildDir} from '../lib/build';
import {API_DOCS_DIR} from '../plugins/api-reference';

type Node = DefaultTreeAdapterMap['childNode'] | DefaultTreeAdapterMap['document'];

export interface PageWeight {
  /** The page's path under the API folder (`agents/ai-gateway`, `` for the overview). */
  readonly page: string;
  readonly bytes: number;
  readonly elements: number;
}

/** The elements of an HTML document, as the HTML parser builds it (implied `<tbody>` included). */
export function countElements(html: string): number {
  let count = 0;
  const walk = (node: Node) => {
    if ('tagName' in node) count += 1;
    if ('childNodes' in node) for (const child of node.childNodes) walk(child);
    // A template's content is a fragment of its own.
    if ('content' in node && node.content) walk(node.content as unknown as Node);
  };
  walk(parse(html));
  return count;
}

/** Every API page of a language in a build, the largest first. */
export function apiWeights(buildDir: string, locale: (typeof LOCALE_CODES)[number]): PageWeight[] {
  const root = path.join(localeBuildDir(locale, buildDir), API_DOCS_DIR);
  return builtPages(root)
    .map((file) => {
      const html = fs.readFileSync(file, 'utf8');
      return {
        page: path.relative(root, path.dirname(file)).split(path.sep).join('/'),
        bytes: Buffer.byteLength(html),
        elements: countElements(html),
      };
    })
    .sort((a, b) => b.bytes - a.bytes);
}

function option(args: readonly string[], name: string): string | undefined {
  const at = args.indexOf(name);
  if (at < 0) return undefined;
  const value = args[at + 1];
  if (value === undefined || value.startsWith('--')) throw new Error(`${name} needs a value`);
  return value;
}

export interface Options {
  readonly build: string;
  readonly before?: string;
  readonly top: number;
}

/** The command line's options; a wrong one stops with what is wrong. */
export function parseOptions(args: readonly string[], build = BUILD_DIR): Options {
  const known = new Set(['--build', '--before', '--top']);
  for (const arg of args)
    if (arg.startsWith('--') && !known.has(arg)) throw new Error(`unknown option ${arg} (known: ${[...known].join(', ')})`);
  const topText = option(args, '--top') ?? '8';
  const top = Number(topText);
  if (!Number.isInteger(top) || top < 1) throw new Error(`--top: expected a positive whole number, got ${topText}`);
  const before = option(args, '--before');
  return {build: option(args, '--build') ?? build, ...(before ? {before} : {}), top};
}

function main(args: readonly string[]): void {
  const {build, before, top} = parseOptions(args);
  for (const dir of [build, ...(before ? [before] : [])])
    if (!fs.existsSync(path.join(localeBuildDir('en', dir), API_DOCS_DIR))) throw new Error(`${dir}: no built API pages`);
  const kb = (bytes: number) => (bytes / 1000).toFixed(1);
  for (const locale of LOCALE_CODES) {
    const now = apiWeights(build, locale);
    const then = before ? new Map(apiWeights(before, locale).map((weight) => [weight.page, weight])) : undefined;
    const over = now.filter((weight) => weight.bytes > 70_000).length;
    console.log(
      `\n${locale}: ${now.length} API pages, ${over} above 70 KB; the ${top} largest (KB, elements)${then ? ', before → after' : ''}`,
    );
    for (const weight of now.slice(0, top)) {
      const old = then?.get(weight.page);
      const was = old ? `${kb(old.bytes).padStart(6)} ${String(old.elements).padStart(5)} → ` : then ? '     (new page) → ' : '';
      console.log(`  ${weight.page.padEnd(40)} ${was}${kb(weight.bytes).padStart(6)} ${String(weight.elements).padStart(5)}`);
    }
    if (then) {
      const largestBefore = [...then.values()].sort((a, b) => b.bytes - a.bytes).slice(0, top);
      console.log(`  before, the ${top} largest: ${largestBefore.map((weight) => `${weight.page} ${kb(weight.bytes)}`).join(', ')}`);
    }
  }
}

if (require.main === module) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    console.error(`api-weight: ${(error as Error).message}`);
    process.exit(1);
  }
}
