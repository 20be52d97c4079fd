// cspell:ignore usecase
/**
 * What kind of page a hit is, which product it documents, and what shape a query has: the one place
 * that holds these rules. The index builder stores each page's kind and product in the manifest, the
 * engine ranks with them, the search page filters by them and the Algolia records carry them.
 *
 * Both are read from the page's path under the locale's base URL, so a new page gets its kind and
 * product from where it lives, with nothing to register.
 */
import {indexTerms, normalize, queryTerms, withoutFillers} from './tokenize';

/**
 * guide: a hand-written doc page; api and errors: the reference (api: the generated REST API and
 * configuration reference pages); release: release notes; blog: posts.
 */
export const PAGE_KINDS = ['guide', 'api', 'errors', 'release', 'blog'] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

/** The products a page documents (the search page's product filter). */
export const PRODUCTS = ['community', 'csghub', 'csgship', 'agentichub', 'autohub', 'starchain'] as const;
export type Product = (typeof PRODUCTS)[number];

/** The error-code catalogues: the generated one of the API reference and the hand-written overview. */
const ERROR_PAGES = new Set(['csghub/api/errors', 'csghub/101/function/other/error_codes']);

/** A page's path under the locale's base URL, without a trailing slash: `/docs/en/model/x/` → `model/x`. */
export function relativePath(path: string, base: string): string {
  const inside = path.startsWith(base) ? path.slice(base.length) : path.replace(/^\//, '');
  return inside.replace(/\/$/, '');
}

export function pageKindOf(path: string, base: string): PageKind {
  const at = relativePath(path, base);
  // The catalogue is an index with its pages under it (csghub/api/errors/git).
  if (ERROR_PAGES.has(at) || at.startsWith('csghub/api/errors/')) return 'errors';
  // The generated references: the REST API and the configuration reference (csghub/config/).
  if (at === 'csghub/api' || at.startsWith('csghub/api/') || at.startsWith('csghub/config/')) return 'api';
  if (at.startsWith('releasenote/') || at === 'releasenote' || at === 'csghub/101/releasenotes') return 'release';
  if (at === 'blog' || at.startsWith('blog/')) return 'blog';
  return 'guide';
}

export function productOf(path: string, base: string): Product {
  const at = relativePath(path, base);
  if (at.startsWith('csghub/') || at.startsWith('releasenote/csghub_')) return 'csghub';
  if (at.startsWith('starship/') || at.startsWith('releasenote/starship_')) return 'csgship';
  if (at.startsWith('agentichub/')) return 'agentichub';
  if (at.startsWith('autohub/')) return 'autohub';
  if (at.startsWith('starchain/')) return 'starchain';
  return 'community';
}

/**
 * The configuration reference (`csghub/config/…`: chart values, Omnibus settings, server variables):
 * of kind `api` (the search page's filter lists it with the reference), with a signal of its own in
 * the ranking, so a key lists it first and a REST path the REST operation first.
 */
export function isConfigReference(path: string, base: string): boolean {
  const at = relativePath(path, base);
  return at === 'csghub/config' || at.startsWith('csghub/config/');
}

export function isReference(kind: PageKind): boolean {
  return kind === 'api' || kind === 'errors';
}

/**
 * How much a page's matches count in the index (BM25 weight): release notes and posts are history,
 * the reference answers paths, operation names and codes. The engine's kind order (kindTier) decides
 * between kinds; this only keeps the scores of the kinds apart where the order does not apply.
 */
export const KIND_WEIGHT: Readonly<Record<PageKind, number>> = {guide: 1, api: 0.6, errors: 0.6, release: 0.7, blog: 0.7};

/** How much a use case counts beside a feature's own guide (USE_CASE_WEIGHT, pageWeight). */
export const USE_CASE_WEIGHT = 0.6;

/**
 * A page's BM25 weight: its kind's (KIND_WEIGHT), less for a use case (`csghub/101/function/usecase/…`),
 * a story that walks through several features in their words and would otherwise outscore each
 * feature's own guide for a task phrase ("mirror models from hugging face": the private model hub
 * story before multi-source sync).
 */
export function pageWeight(path: string, base: string): number {
  const weight = KIND_WEIGHT[pageKindOf(path, base)];
  return relativePath(path, base).startsWith('csghub/101/function/usecase/') ? weight * USE_CASE_WEIGHT : weight;
}

/**
 * `plain`: words and task phrases, guides first; `api`: a query for the reference, the reference
 * first; `release`: a query about releases, release notes first.
 */
export type QueryShape = 'plain' | 'api' | 'release' | 'error' | 'config';

/**
 * Whether a query shape asks for the reference (`error`: an error-code prefix, the error catalogues
 * first; `config`: a configuration key, the configuration reference first).
 */
export function asksReference(shape: QueryShape): boolean {
  return shape === 'api' || shape === 'error' || shape === 'config';
}

/** A dotted key (`global.ingress.domain`, `csghub.external_url`): identifiers, none of them a number. */
const DOTTED_KEY = /^[a-z_][a-z0-9_-]*(\.[a-z_][a-z0-9_-]*)+$/i;
/** What ends a file name or a host name, not a key: `values.yaml`, `opencsg.com`. */
const NOT_A_KEY = /\.(ya?ml|json|mdx?|go|py|sh|txt|toml|conf|ini|env|lock|tsx?|jsx?|html?|css|com|cn|io|org|net|dev)$/i;
/** An environment variable as written, in capitals with an underscore: `STARHUB_SERVER_SAAS`. */
const ENV_VARIABLE = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$/;

/**
 * Whether a query is a configuration key: a dotted key or an environment variable, alone or with the
 * value a reader set (`global.ingress.domain=example.com`, `--set global.edition=ee`).
 */
export function isConfigKeyQuery(query: string): boolean {
  const typed = query.trim().replace(/^--set(-string)?\s+/, '');
  // The key ends at the first "=" or ":" (its value follows). Cut there rather than with /\s*[=:].*$/,
  // which tries every space of a long run of spaces again from each one: quadratic in the query.
  const end = typed.search(/[=:]/);
  const key = (end < 0 ? typed : typed.slice(0, end)).trimEnd();
  if (/\s/.test(key)) return false;
  return ENV_VARIABLE.test(key) || (DOTTED_KEY.test(key) && !NOT_A_KEY.test(key));
}

/** Words that ask for release notes. */
const RELEASE_WORDS =
  /\b(release|releases|release notes?|changelog|what's new)\b|版本说明|发布说明|更新日志|版本发布|新版本|(^|\s)版本(\s|$)/;

/**
 * Upgrading to a new version ("CSGHub 升级到新版本", "upgrade to the latest version"): the reader wants the
 * upgrade steps, not the release notes; 新版本 there is where they go, not what they ask about.
 */
const UPGRADE_TO_NEW =
  /升级(?:到|至)?(?:最)?新版本?|\b(?:upgrade|upgrades|upgraded|upgrading)\s+(?:\w+\s+){0,2}?to\s+(?:the\s+|a\s+)?(?:latest|newest|new)\s+(?:version|release)s?\b/g;

/**
 * Helm calls an installed chart a release ("uninstall csghub helm release", "helm release stuck"): the reader
 * asks about their installation, not the release notes.
 */
const HELM_RELEASE = /\bhelm[\s\p{Cc}]+releases?\b(?![\s\p{Cc}]+notes?\b)/gu;

/** The same as Algolia query-rule patterns (server/algolia.ts): a match that starts before the rule for "release". */
export const HELM_RELEASE_QUERY_WORDS: readonly string[] = ['helm release', 'helm releases'];

/** The same as Algolia query-rule patterns (server/algolia.ts): a match that starts before the rule for "新版本" or "release". */
export const UPGRADE_QUERY_WORDS: readonly string[] = [
  '升级到新版本',
  '升级到最新版本',
  '升级至新版本',
  '升级至最新版本',
  'upgrade to the latest version',
  'upgrade to the latest release',
  'upgrade to a new version',
  'upgrade to a new release',
  'upgrade to the new version',
];

/** An HTTP method with a path: `GET /models` (not "get a model onto my laptop"). */
const HTTP_METHOD = /^(get|post|put|patch|delete|head|options)\s+\//i;
/** A path fragment: `/models`, `/models/{namespace}`, `:id`, `{repo_type}`. */
const PATH_FRAGMENT = /(^|\s)\/[a-z_{:]|\{[a-z_]+\}|\/:[a-z_]+/i;
/** An error code of CSGHub: `REPO-ERR-1`, `auth-err-12`, or its group `REPO-ERR`. */
export const ERROR_CODE = /\b[a-z]+-err(-\d+)?\b/i;
/** A heading of an error catalogue that is one code: its prefix. */
const CATALOGUE_CODE = /^([a-z][a-z0-9_]*)-err-\d+$/i;

/** The prefixes of the codes that an error catalogue's headings list, lower case, sorted. */
export function errorPrefixesOf(headings: Iterable<string>): string[] {
  const prefixes = new Set<string>();
  for (const heading of headings) {
    const code = CATALOGUE_CODE.exec(heading.trim());
    if (code) prefixes.add(code[1]!.toLowerCase());
  }
  return [...prefixes].sort();
}

/**
 * Whether a query is an error-code prefix typed as codes are written, in capitals (`REQ`, `SENSITIVE`):
 * an API-shaped query. In lower case it stays a word (`space`, `user`).
 */
export function isErrorPrefixQuery(query: string, prefixes: readonly string[]): boolean {
  const text = query.trim();
  return /^[A-Z][A-Z0-9_]+$/.test(text) && prefixes.includes(text.toLowerCase());
}
/** "API key", "API token": the name of a credential ("pass an api key to my app"), which holds an API word. */
const CREDENTIAL = /\bapi[\s_-]?(keys?|tokens?)\b/g;
/** The same names as Algolia query-rule patterns (server/algolia.ts): a longer match than the rule for "api". */
export const CREDENTIAL_QUERY_WORDS: readonly string[] = ['api key', 'api keys', 'api token', 'api tokens'];

/**
 * A model or an app made into an API ("把大模型部署成在线接口", "serve llama as an http api", "expose my
 * app as a REST API"): the reader wants the product's deployment steps, not the reference. A verb of
 * making, then 成/为 or "as"/"into", then at most a few words before the API word ("as json via the api"
 * is not one: a format, then the way it is asked for).
 */
const MADE_INTO_API =
  /(?:部署|做|变|封装|包装|发布|暴露|转|改)(?:成|为)[^，,。；;]{0,8}?(?:接口|api)|\b(?:as|into)\s+(?:an?\s+)?(?:(?!via\b|through\b|using\b|with\b|by\b)[a-z-]+\s+){0,2}(?:apis?|endpoints?|services?)\b/g;

/** Chinese words that ask for the reference; a query holds them without spaces around them. */
const CJK_API_WORDS = ['接口', '错误码', '错误代码'];
/** Words that ask for the reference when a resource goes with them (API_QUERY_WORDS for Algolia). */
const API_WORDS = new Set(['api', 'apis', 'restful', 'openapi', 'swagger', ...CJK_API_WORDS]);

/**
 * The words of API_WORDS and RELEASE_WORDS as Algolia query-rule patterns (server/algolia.ts). Rules
 * match words, not patterns: HTTP methods ("get a model") and paths stay with the local engine.
 */
export const API_QUERY_WORDS: readonly string[] = ['api', 'rest', 'openapi', 'swagger', ...CJK_API_WORDS, 'error code'];
export const RELEASE_QUERY_WORDS: readonly string[] = [
  'release',
  'release notes',
  'changelog',
  '版本说明',
  '发布说明',
  '更新日志',
  '版本发布',
  '新版本',
];

/**
 * An HTTP error status ("调用接口返回 401", "401 unauthorized api"): a symptom whose fix is in the guides. Every
 * operation of the reference lists the statuses it returns, so the reference would hold the query's words.
 */
const HTTP_ERROR_STATUS = /(?<![\w.])[45]\d\d(?![\w.])/;

/** The HTTP error statuses readers meet most, for the Algolia rules (server/algolia.ts), which match words, not patterns. */
export const HTTP_ERROR_STATUS_WORDS: readonly string[] = [
  '400',
  '401',
  '403',
  '404',
  '405',
  '408',
  '409',
  '413',
  '422',
  '429',
  '500',
  '502',
  '503',
  '504',
];

/** The shape of a query (see QueryShape); operation names are recognized by the engine from the index. */
export function queryShape(query: string): QueryShape {
  if (isConfigKeyQuery(query)) return 'config';
  const typed = normalize(query).trim();
  if (HTTP_METHOD.test(typed) || PATH_FRAGMENT.test(typed) || ERROR_CODE.test(typed)) return 'api';
  if (HTTP_ERROR_STATUS.test(typed)) return 'plain';
  // An API key or token is a credential the guides explain, not a word that asks for the reference.
  const text = typed.replace(CREDENTIAL, ' ').replace(MADE_INTO_API, ' ');
  if (/\berror codes?\b/.test(text)) return 'api';
  const words = text.split(/[\s,，、]+/).filter(Boolean);
  const latin = text.match(/[a-z]+/g) ?? [];
  const cjkApi = CJK_API_WORDS.some((word) => text.includes(word));
  if (latin.some((word) => API_WORDS.has(word)) || cjkApi || words.some((word) => API_WORDS.has(word))) return 'api';
  return RELEASE_WORDS.test(text.replace(UPGRADE_TO_NEW, ' ').replace(HELM_RELEASE, ' ')) ? 'release' : 'plain';
}

/**
 * The order of kinds for a query shape, 0 first: for plain words guides, then release notes and posts,
 * then the reference; for an API-shaped query the reference, then guides, then the rest; for a query
 * about releases the release notes, then guides and posts, then the reference; for a configuration
 * key the configuration reference, then guides, then the rest. `config` says the page is the
 * configuration reference (isConfigReference): for an API-shaped query it ranks with the guides, after
 * the REST reference, and for an error code last.
 */
export function kindTier(kind: PageKind, shape: QueryShape, config = false): number {
  if (shape === 'config') return config ? 0 : kind === 'guide' ? 1 : 2;
  if (shape === 'error') return config ? 3 : kind === 'errors' ? 0 : kind === 'api' ? 1 : kind === 'guide' ? 2 : 3;
  if (shape === 'api') return config ? 1 : isReference(kind) ? 0 : kind === 'guide' ? 1 : 2;
  if (shape === 'release') return kind === 'release' ? 0 : isReference(kind) ? 2 : 1;
  return kind === 'guide' ? 0 : isReference(kind) ? 2 : 1;
}

/** Words that make a title a page of fixes: "Troubleshooting", "Fine-tuning FAQ", "故障排查", "多源同步常见问题". */
const FIX_WORDS = /\b(troubleshooting|troubleshoot|faqs?)\b|故障排查|故障排除|排障|常见问题/iu;

/**
 * Whether a title names a page of fixes (troubleshooting, FAQ). A pasted log or error line asks for
 * one: among results that match it equally well, such a page comes first (engine.ts rerankByText).
 */
export function isFixPage(title: string): boolean {
  return FIX_WORDS.test(title);
}

/** Words that make a title an area's introduction: "Model Introduction", "模型简介". */
const INTRO_WORDS = /^(introduction to|overview of)\s+|\s*(introduction|overview|intro|简介|介绍|概览|概述|总览)$/giu;

/** Whether a title is an area's introduction ("Model Introduction", "模型简介", "Overview of …"). */
export function isIntroduction(title: string): boolean {
  return title.replace(INTRO_WORDS, '').trim() !== title.trim();
}

/**
 * How well a page answers a query whose every term its title record holds through its keywords,
 * section or description but not its title text (the page's subject in readers' words), on the
 * scale of titleMatch: after any title that holds every term (2), before a page that holds the query
 * in its body only (0); an introduction (1.5) a little before another page (1), unless that page's
 * title holds more than half of the query's terms (1 + the share); for a query that does not name its
 * subject (namesSubject), an introduction is another page (1).
 */
export function describedMatch(title: string, query?: string): number {
  if (isIntroduction(title) && (query === undefined || namesSubject(title, query))) return KEYWORD_INTRO_MATCH;
  // A title that holds most of the query ("Getting Started" for "CSGHub getting started") names the
  // subject better than an introduction whose keywords hold it.
  const share = query === undefined ? 0 : titleShare(title, query);
  return KEYWORD_MATCH + (share > 0.5 ? share : 0);
}

/**
 * Whether an introduction described by a query answers it as an introduction: the query holds a term of
 * the introduction's subject, its title without the introduction words ("autohub page summary" and
 * "AutoHub Introduction"; not "summarize a web page in the browser", which its keywords hold too but
 * which asks for the Page Summary page; not "tags", which the Prompt Library's introduction mentions). A
 * title that is only "Introduction" names no subject (its section does): a query of one or two terms counts.
 */
function namesSubject(title: string, query: string): boolean {
  const subject = title.replace(INTRO_WORDS, '');
  if (subject.trim() === '') return queryTerms(query).length < 3;
  return titleShare(subject, query) > 0;
}

const shareTerms = new Map<string, string[]>();

/** The share of a query's terms (as the query is cut: words, and pairs inside Chinese words) that a title holds, 0 to 1. */
export function titleShare(title: string, query: string): number {
  // A query's terms, cut once: the first results ask for them with the same readings (cutting a
  // Chinese query makes a segmenter).
  let wanted = shareTerms.get(query);
  if (!wanted) {
    if (shareTerms.size >= 32) shareTerms.clear();
    shareTerms.set(query, (wanted = [...new Set(queryTerms(query).map((term) => term.text))]));
  }
  if (wanted.length === 0) return 0;
  const own = new Set(indexTerms(title).keys());
  return wanted.filter((term) => own.has(term)).length / wanted.length;
}
export const KEYWORD_INTRO_MATCH = 1.5;
export const KEYWORD_MATCH = 1;

/**
 * How well a page's title answers a short query, for the first results: 5 the title is the query,
 * 4 the title is the query plus an introduction word (the area's introduction), 3 an introduction
 * whose title holds every term, 2 a title that holds every term, 0 otherwise. A Chinese question's
 * fillers are not terms a title must hold ("CodeSouler 是什么" matches "CodeSouler 简介" as "CodeSouler" does).
 */
export function titleMatch(title: string, query: string): number {
  const wanted = [...indexTerms(withoutFillers(query)).keys()];
  if (wanted.length === 0) return 0;
  const own = new Set(indexTerms(title).keys());
  const same = (terms: ReadonlySet<string>) => terms.size === wanted.length && wanted.every((term) => terms.has(term));
  if (same(own)) return 5;
  const subject = title.replace(INTRO_WORDS, '').trim();
  const isIntro = subject !== title.trim();
  if (isIntro && same(new Set(indexTerms(subject).keys()))) return 4;
  if (!wanted.every((term) => own.has(term))) return 0;
  return isIntro ? 3 : 2;
}

/** The rank Algolia's customRanking sorts on (ascending): guides, then release notes and posts, then the reference. */
export function algoliaKindRank(kind: PageKind): number {
  return kindTier(kind, 'plain');
}
