/**
 * Synonyms applied at query time: a query that contains a word or phrase of a group is also searched
 * with each other member of that group in its place ("omnibus" also searches "all-in-one"). The groups
 * are per language (synonyms.json beside the plugin), built into each locale's manifest, and uploaded
 * to a hosted Algolia index by the upload script, so both backends read a query the same way.
 */
import {isCjk, normalize} from './tokenize';

/** Most query variants searched besides the query itself. */
export const MAX_VARIANTS = 6;

/**
 * Lower case, NFKC, punctuation and hyphens as single spaces, no space between two CJK characters:
 * "Fine-Tune" → "fine tune", "模型 部署" → "模型部署".
 */
export function canonical(text: string): string {
  return normalize(text)
    .replace(/[^\p{L}\p{N}_]+/gu, ' ')
    .replace(/(?<=[\u3400-\u9fff\uf900-\ufaff]) (?=[\u3400-\u9fff\uf900-\ufaff])/gu, '')
    .trim();
}

/**
 * Where `phrase` stands in `text` as whole words (CJK phrases need no word boundary) and how long the
 * match is, or null. With `plurals`, a phrase that ends in a Latin letter also matches with an English
 * plural ending ("s", "es"): "mcp servers" is read as "mcp server", "api keys" as "api key".
 */
function findPhrase(text: string, phrase: string, plurals: boolean): {at: number; length: number} | null {
  const plural = plurals && /[a-z]$/.test(phrase) ? ['', 's', 'es'] : [''];
  for (let start = 0; ;) {
    const at = text.indexOf(phrase, start);
    if (at < 0) return null;
    const before = text[at - 1];
    const startOk = before === undefined || before === ' ' || isCjk(before) || isCjk(phrase[0]!);
    if (startOk) {
      for (const ending of plural) {
        const end = at + phrase.length + ending.length;
        if (ending && text.slice(at + phrase.length, end) !== ending) continue;
        const after = text[end];
        if (after === undefined || after === ' ' || isCjk(after) || isCjk(phrase[phrase.length - 1]!)) {
          return {at, length: end - at};
        }
      }
    }
    start = at + 1;
  }
}

/**
 * The other readings of a query: for each group one of whose members the query contains (longest
 * member first), the query with that member replaced by each other member. At most MAX_VARIANTS,
 * the query itself not included. Groups are canonical already (the builder writes them so).
 */
export function synonymVariants(query: string, groups: ReadonlyArray<readonly string[]>): string[] {
  const text = canonical(query);
  if (!text) return [];
  // A path or a pasted line names things exactly: "/mirrors" is not "mirror".
  const plurals = !isMachineText(query);
  const variants: string[] = [];
  for (const group of groups) {
    const member = [...group].sort((a, b) => b.length - a.length).find((candidate) => findPhrase(text, candidate, plurals));
    if (!member) continue;
    const {at, length} = findPhrase(text, member, plurals)!;
    for (const other of group) {
      if (other === member) continue;
      const variant = `${text.slice(0, at)}${other}${text.slice(at + length)}`;
      if (!variants.includes(variant)) variants.push(variant);
      if (variants.length >= MAX_VARIANTS) return variants;
    }
  }
  return variants;
}

/**
 * A reader's everyday word or phrase and the site's word for it (everyday.json beside the plugin): one
 * way, so "put weights on the hub" is also searched as "upload model on the hub", but "upload" is
 * not searched as "put". An empty `to` drops a filler word that asks nothing of a page ("am").
 */
export type Rewrite = readonly [from: string, to: string];

/** Most words of a task phrase in readers' words; a longer query is a pasted line or a sentence from a page. */
export const MAX_PHRASE_WORDS = 8;

/**
 * Whether a query reads as machine output rather than a reader's phrase: a pasted log or error line
 * (double quotes, colons, brackets, paths, `key=value`, identifiers with underscores) or more than
 * MAX_PHRASE_WORDS words. Its words are the program's ("Failed to fetch", `Put "http://…"`),
 * so everyday words are not rewritten in it.
 */
export function isMachineText(query: string): boolean {
  const text = query.normalize('NFKC').trim();
  if (/[:"`{}[\]()<>=/\\|@#$%^*_]/.test(text)) return true;
  return (text.match(/[\p{L}\p{N}]+/gu) ?? []).length > MAX_PHRASE_WORDS;
}

/**
 * The query with every everyday word of `rewrites` replaced by the site's word at once (longest
 * phrase first, each part of the query replaced at most once), or null when no rule applies. The
 * rules are canonical already (the builder writes them so).
 */
export function rewriteQuery(query: string, rewrites: ReadonlyArray<Rewrite>): string | null {
  if (isMachineText(query)) return null;
  let text = canonical(query);
  if (!text) return null;
  // Replaced parts become placeholders (\u0000n\u0000), which no later phrase can match.
  const replaced: string[] = [];
  const rules = [...rewrites].sort((a, b) => b[0].length - a[0].length);
  for (const [from, to] of rules) {
    if (!from) continue;
    for (let found = findPhrase(text, from, true); found; found = findPhrase(text, from, true)) {
      text = `${text.slice(0, found.at)}\u0000${replaced.length}\u0000${text.slice(found.at + found.length)}`;
      replaced.push(to);
    }
  }
  if (replaced.length === 0) return null;
  const out = text
    .replace(/\u0000(\d+)\u0000/g, (_, n: string) => replaced[Number(n)]!)
    .replace(/\s+/g, ' ')
    .trim();
  return out && out !== canonical(query) ? out : null;
}
