/**
 * Accessibility: axe-core (npm package) on pages of every area and kind, in both languages and both
 * color modes. Fails on any serious or critical violation and names the rule, the page and the
 * elements.
 */
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {hydrated, openSite, type Site} from '../../scripts/lib/browser';
import {LOCALE_CODES, localeBaseUrl} from '../../config/locales';
import {eachConcurrently} from './pool';

/** One page of each area and kind; each is audited in both languages. */
const PAGES = [
  '', // landing page
  'intro',
  'model/model_upload', // task, tool tabs, code
  'dataset/datasetviewer',
  'space/space_gradio',
  'prompt/prompt_optimizer',
  'mcp/mcp_schema', // reference tables
  'collection/collection_create',
  'inferencefinetune/endpoint_create',
  'inferencefinetune/finetune_faq', // FAQ
  'dataflow/dataflow_intro', // concept, diagram
  'autohub/workflow',
  'profile/accesstoken',
  'releasenote/csghub_v2025.10', // release note
  'csghub/101/install/by_helm', // long task page
  'csghub/101/install/csghub.yaml', // long reference
  'csghub/101/function/model/model_upload', // self-hosted twin
  'csghub/api/', // generated API overview
  'csghub/api/repositories/code', // generated operations
  'csghub/api/errors', // error catalogue
  'starship/codesouler/codesouler_intro',
  'agentichub/agentichub_intro',
  'blog', // blog list
  'blog/mdx-blog-post', // blog post
  'search',
  'no-such-page', // 404
];
const MODES = ['light', 'dark'] as const;
const BLOCKING = new Set(['serious', 'critical']);

const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly nodes: ReadonlyArray<{target: string[]; failureSummary?: string}>;
}

let site: Site;
before(async () => {
  site = await openSite();
});
after(async () => {
  await site?.close();
});

test(`no serious or critical axe violation on ${PAGES.length * LOCALE_CODES.length} pages, light and dark`, async () => {
  const audits = PAGES.flatMap((page) =>
    LOCALE_CODES.flatMap((locale) => MODES.map((mode) => ({path: `${localeBaseUrl(locale)}${page}`, mode}))),
  );
  const failures: string[] = [];
  await eachConcurrently(audits, 3, async ({path, mode}) => {
    const {context, page} = await site.newPage();
    try {
      await page.goto(site.url(`${path}?docusaurus-theme=${mode}`));
      await hydrated(page);
      await page.evaluate(axeSource);
      const violations = await page.evaluate(async () => {
        const {axe} = window as unknown as {axe: {run: (context: Document, options: object) => Promise<{violations: Violation[]}>}};
        return (await axe.run(document, {resultTypes: ['violations']})).violations;
      });
      for (const violation of violations.filter((item) => BLOCKING.has(item.impact ?? ''))) {
        const elements = violation.nodes
          .slice(0, 5)
          .map((node) => `      ${node.target.join(' ')}: ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`);
        failures.push(
          `${violation.impact} ${violation.id} (${violation.help}) on ${path} [${mode}], ${violation.nodes.length} element(s):\n${elements.join('\n')}`,
        );
      }
    } finally {
      await context.close();
    }
  });
  assert.equal(audits.length >= 80, true, 'at least 40 pages in both color modes');
  assert.deepEqual(failures, [], `axe found serious or critical violations:\n${failures.join('\n')}`);
});
