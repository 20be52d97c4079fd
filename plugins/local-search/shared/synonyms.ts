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

/** Where `phrase` stands in `text` as whole words (CJK phrases need no word boundary), or -1. */
function findPhrase(text: string, phrase: string): number {
  let from = 0;
  for (;;) {
    const at = text.indexOf(phrase, from);
    if (at < 0) return -1;
    const before = text[at - 1];
    const after = text[at + phrase.length];
    const startOk = before === undefined || before === ' ' || isCjk(before) || isCjk(phrase[0]!);
    const endOk = after === undefined || after === ' ' || isCjk(after) || isCjk(phrase[phrase.length - 1]!);
    if (startOk && endOk) return at;
    from = at + 1;
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
  const variants: string[] = [];
  for (const group of groups) {
    const member = [...group].sort((a, b) => b.length - a.length).find((candidate) => findPhrase(text, candidate) >= 0);
    if (!member) continue;
    const at = findPhrase(text, member);
    for (const other of group) {
      if (other === member) continue;
      const variant = `${text.slice(0, at)}${other}${text.slice(at + member.length)}`;
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
    for (let at = findPhrase(text, from); at >= 0; at = findPhrase(text, from)) {
      text = `${text.slice(0, at)}\u0000${replaced.length}\u0000${text.slice(at + from.length)}`;
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
