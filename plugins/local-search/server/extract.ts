/**
 * Reads one built HTML page into search records shaped like the DocSearch crawler's: the page title,
 * each heading (h2–h6) with its anchor, and blocks of content (paragraphs, list items, table rows,
 * short code blocks) under the heading they follow. Only doc pages and blog posts are read.
 */
import {load, type CheerioAPI} from 'cheerio';
import type {AnyNode, Element} from 'domhandler';
import type {RecordType, SourcePage, SourceRecord} from '../shared/format';

/** Longest text kept per record; longer blocks are cut (the rest rarely decides a match). */
const MAX_TEXT = 1500;
const MAX_CODE = 600;

function clean(text: string): string {
  return text
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function textWithout($: CheerioAPI, element: Element, exclude: string): string {
  const copy = $(element).clone();
  copy.find(exclude).remove();
  return clean(copy.text());
}

/** The sidebar section of a doc page: its first breadcrumb category, else the active navbar entry. */
function docSection($: CheerioAPI): string {
  const crumbs = $('.theme-doc-breadcrumbs .breadcrumbs__item')
    .toArray()
    .filter((item) => !$(item).find('a[aria-label]').length && !$(item).hasClass('breadcrumbs__item--active'))
    .map((item) => clean($(item).text()))
    .filter(Boolean);
  return crumbs[0] ?? clean($('.navbar__link--active').first().text());
}

export interface ExtractOptions {
  /** The label used as the section of blog posts ("博客" / "Blog"). */
  readonly blogLabel: string;
}

export function extractPage(html: string, path: string, options: ExtractOptions): SourcePage | null {
  const $ = load(html);
  const classes = ($('html').attr('class') ?? '').split(/\s+/);
  const isDoc = classes.includes('docs-doc-page');
  const isPost = classes.includes('blog-post-page');
  if (!isDoc && !isPost) return null;

  const root = isDoc ? $('.theme-doc-markdown').first() : $('#__blog-post-container').first();
  const title = clean((isDoc ? root.find('header h1') : $('article header h1')).first().text()) || clean($('title').text());
  const records: SourceRecord[] = [{type: 'lvl1', anchor: null, text: title}];
  let anchor: string | null = null;

  const push = (type: RecordType, text: string, own: string | null) => {
    if (!text) return;
    records.push({type, anchor: own, text: text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text});
  };

  root.find('h2, h3, h4, h5, h6, p, li, tr, pre').each((_, node: AnyNode) => {
    const element = node as Element;
    const $element = $(element);
    if ($element.closest('.docusaurus-mermaid-container, [role="tablist"], header').length) return;
    const tag = element.tagName.toLowerCase();
    if (/^h[2-6]$/.test(tag)) {
      anchor = $element.attr('id') ?? anchor;
      push(`lvl${tag[1]}` as RecordType, textWithout($, element, '.hash-link'), $element.attr('id') ?? anchor);
      return;
    }
    if (tag === 'p') {
      if ($element.closest('table').length) return;
      push('content', clean($element.text()), anchor);
    } else if (tag === 'li') {
      if ($element.children('p').length) return;
      push('content', textWithout($, element, 'ul, ol'), anchor);
    } else if (tag === 'tr') {
      const cells = $element
        .children('td, th')
        .toArray()
        .map((cell) => clean($(cell).text()))
        .filter(Boolean);
      push('content', cells.join(' · '), anchor);
    } else if (tag === 'pre') {
      const code = clean($element.text());
      push('content', code.length > MAX_CODE ? `${code.slice(0, MAX_CODE)}…` : code, anchor);
    }
  });

  return {
    path,
    docusaurusTag: $('meta[name="docsearch:docusaurus_tag"]').attr('content') ?? (isDoc ? 'docs-default-current' : 'default'),
    language: $('meta[name="docsearch:language"]').attr('content') ?? $('html').attr('lang') ?? '',
    lvl0: isDoc ? docSection($) || title : options.blogLabel,
    keywords: ($('meta[name="keywords"]').attr('content') ?? '')
      .split(',')
      .map((word) => word.trim())
      .filter(Boolean)
      .join(' '),
    records,
  };
}
