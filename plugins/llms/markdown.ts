/**
 * A built page as Markdown, as a reader sees it: the rendered HTML of the page's content (so partials,
 * props and tabs come out filled in) converted with turndown. Title as `#`, headings without anchor
 * links, each tab's label as a heading before its panel, code blocks fenced with their language and
 * title, Mermaid diagrams as `mermaid` blocks, admonitions as quotes, tables as GFM tables, links
 * and images of the site as site paths (siteLink).
 */
import domino from '@mixmark-io/domino';
import TurndownService from 'turndown';
import {gfm} from '@joplin/turndown-plugin-gfm';

/** Stands for the site's host while links are resolved; never written out. */
const SITE = 'http://site.invalid';

/**
 * A link of a page (`href` as written on the page at `pagePath`) as the twins write it: a link into the
 * site becomes a path from the host's root (`/docs/en/profile/accesstoken#x`), behind `origin` when one
 * is given (`https://opencsg.com`, DOCS_LLMS_ORIGIN); a link elsewhere becomes its absolute URL. So the
 * twins and llms files link within whichever host serves them, an air-gapped copy included.
 */
export function siteLink(href: string, pagePath: string, origin = ''): string {
  const url = new URL(href, new URL(pagePath, SITE));
  return url.origin === SITE ? `${origin}${url.pathname}${url.search}${url.hash}` : url.href;
}

export interface MarkdownPage {
  readonly title: string;
  readonly markdown: string;
}

/** The element of a built page that holds its content: a doc's markdown, or a blog post. */
const CONTENT = ['.theme-doc-markdown', '#__blog-post-container'];

function service(): TurndownService {
  const turndown = new TurndownService({headingStyle: 'atx', codeBlockStyle: 'fenced', bulletListMarker: '-', emDelimiter: '*'});
  turndown.use(gfm);
  turndown.addRule('fencedWithLanguage', {
    filter: (node) => node.nodeName === 'PRE' && node.hasAttribute('data-language'),
    replacement: (_content, node) => {
      const element = node as HTMLElement;
      const language = element.getAttribute('data-language') ?? '';
      const title = element.getAttribute('data-title');
      const code = (element.textContent ?? '').replace(/\n$/, '');
      const fence = code.includes('```') ? '````' : '```';
      return `\n\n${fence}${language}${title ? ` title="${title.replace(/"/g, "'")}"` : ''}\n${code}\n${fence}\n\n`;
    },
  });
  return turndown;
}

/** Tabs as a heading per tab, one level below the section they are in, followed by the panel. */
function flattenTabs(document: Document, root: Element): void {
  for (const container of Array.from(root.querySelectorAll('.tabs-container'))) {
    const labels = Array.from(container.querySelectorAll('[role="tab"]')).map((tab) => (tab.textContent ?? '').trim());
    const panels = Array.from(container.querySelectorAll('[role="tabpanel"]'));
    let level = 3;
    for (let node: Element | null = container; node && node !== root; node = node.parentElement) {
      let sibling = node.previousElementSibling;
      while (sibling && !/^H[1-6]$/.test(sibling.tagName)) sibling = sibling.previousElementSibling;
      if (sibling) {
        level = Math.min(6, Number(sibling.tagName[1]) + 1);
        break;
      }
    }
    const fragment = document.createDocumentFragment();
    panels.forEach((panel, index) => {
      const heading = document.createElement(`h${level}`);
      heading.textContent = labels[index] ?? '';
      fragment.appendChild(heading);
      while (panel.firstChild) fragment.appendChild(panel.firstChild);
    });
    container.replaceWith(fragment);
  }
}

/** Docusaurus code blocks (Prism lines, a title bar, a copy button) as plain <pre> with language and title. */
function plainCodeBlocks(document: Document, root: Element): void {
  for (const block of Array.from(root.querySelectorAll('.theme-code-block'))) {
    const language = /(?:^|\s)language-(\S+)/.exec(block.className)?.[1] ?? '';
    const title = block.querySelector('[class*="codeBlockTitle"]')?.textContent?.trim();
    const lines = Array.from(block.querySelectorAll('.token-line'));
    const code = lines.length ? lines.map((line) => line.textContent ?? '').join('\n') : (block.querySelector('pre')?.textContent ?? '');
    const pre = document.createElement('pre');
    pre.setAttribute('data-language', language);
    if (title) pre.setAttribute('data-title', title);
    pre.textContent = code;
    block.replaceWith(pre);
  }
  for (const source of Array.from(root.querySelectorAll('pre.mermaid-source'))) {
    const pre = document.createElement('pre');
    pre.setAttribute('data-language', 'mermaid');
    pre.textContent = source.textContent ?? '';
    source.replaceWith(pre);
  }
}

/** Admonitions as a quote that starts with their title in bold. */
function quoteAdmonitions(document: Document, root: Element): void {
  for (const admonition of Array.from(root.querySelectorAll('.theme-admonition'))) {
    const title = admonition.querySelector('[class*="admonitionHeading"]')?.textContent?.trim() ?? '';
    const body = admonition.querySelector('[class*="admonitionContent"]');
    const quote = document.createElement('blockquote');
    const heading = document.createElement('p');
    const strong = document.createElement('strong');
    strong.textContent = title;
    heading.appendChild(strong);
    quote.appendChild(heading);
    while (body?.firstChild) quote.appendChild(body.firstChild);
    admonition.replaceWith(quote);
  }
}

const cachedRows = new WeakMap<object, unknown>();
const tablePrototypes = new WeakMap<object, object>();

/**
 * domino answers `table.rows` with a new list, built by walking the whole table, on every read, and the
 * GFM plugin reads it inside loops over rows and columns: quadratic in the rows, 0.9 s of the 2 s that
 * the largest API reference page took. Each table under `root` gets a prototype whose `rows` keeps one
 * list per table (a domino list follows later changes to the table by itself).
 */
function cacheTableRows(root: Element): void {
  for (const table of Array.from(root.querySelectorAll('table'))) {
    const stock = Object.getPrototypeOf(table) as object;
    let prototype = tablePrototypes.get(stock);
    if (!prototype) {
      const rows = Object.getOwnPropertyDescriptor(stock, 'rows')?.get;
      if (!rows) return;
      prototype = Object.create(stock, {
        rows: {
          get(this: object) {
            if (!cachedRows.has(this)) cachedRows.set(this, rows.call(this));
            return cachedRows.get(this);
          },
        },
      }) as object;
      tablePrototypes.set(stock, prototype);
    }
    Object.setPrototypeOf(table, prototype);
  }
}

/** An element that turndown may convert: turndown works on a clone, whose tables get the cached rows too. */
function withCachedTableRows(root: Element): Element {
  const cloneNode = root.cloneNode.bind(root);
  // domino's cloneNode is read-only on the prototype; an own property of this one element shadows it.
  Object.defineProperty(root, 'cloneNode', {
    value: (deep?: boolean) => {
      const clone = cloneNode(deep) as Element;
      cacheTableRows(clone);
      return clone;
    },
  });
  return root;
}

/**
 * Converts a built page (served at `pagePath`) to Markdown, its links made by siteLink with `origin`;
 * null when the page is neither a doc nor a blog post.
 */
export function pageToMarkdown(html: string, pagePath: string, origin = ''): MarkdownPage | null {
  const document = domino.createDocument(html) as unknown as Document;
  const root = CONTENT.map((selector) => document.querySelector(selector)).find(Boolean);
  if (!root) return null;
  for (const noise of Array.from(
    root.querySelectorAll('.hash-link, button, .theme-doc-toc-mobile, [class*="docItemCol"] nav, .pagination-nav'),
  ))
    noise.remove();
  flattenTabs(document, root);
  plainCodeBlocks(document, root);
  quoteAdmonitions(document, root);
  for (const link of Array.from(root.querySelectorAll('a[href]')))
    link.setAttribute('href', siteLink(link.getAttribute('href')!, pagePath, origin));
  for (const image of Array.from(root.querySelectorAll('img[src]')))
    image.setAttribute('src', siteLink(image.getAttribute('src')!, pagePath, origin));
  const title = (root.querySelector('h1')?.textContent ?? document.title).trim();
  if (!root.querySelector('h1')) {
    const heading = document.createElement('h1');
    heading.textContent = title;
    root.insertBefore(heading, root.firstChild);
  }
  const markdown = service()
    .turndown(withCachedTableRows(root) as unknown as HTMLElement)
    .replace(/\u200b/g, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return {title, markdown: `${markdown}\n`};
}
