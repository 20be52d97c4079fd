// cspell:ignore zzqqxx zebrafish dowload dxwnlxad othr uplaod upgrad  (misspelled, made up or stemmed on purpose)
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {LocalSearchClient, facetFilterMatcher, httpFetcher, type LocalHit} from '../client/client';
import {buildIndex, toAlgoliaRecords} from '../server/buildIndex';
import {escapeHtml, highlight, matchRanges, snippet} from '../client/highlight';
import {PAGES, memoryFetcher, sourcePage as page} from './memoryIndex';
import type {SourcePage} from '../shared/format';

function client(renderer: 'modal' | 'page' = 'modal', fetcher = memoryFetcher()) {
  return new LocalSearchClient({fetchFile: fetcher, origin: () => 'https://docs.test', renderer});
}

async function hits(query: string, params: Record<string, unknown> = {}, renderer: 'modal' | 'page' = 'modal'): Promise<LocalHit[]> {
  const {results} = await client(renderer).search({requests: [{indexName: 'docs', query, ...params}]});
  return results[0]!.hits;
}

test('answers DocSearch (v5 {requests}) and the helper (v4 [{indexName, params}]) in Algolia shape', async () => {
  const local = client();
  const v5 = await local.search({requests: [{indexName: 'docs', query: 'helm', hitsPerPage: 20}]});
  const v4 = await local.search([{indexName: 'docs', params: {query: 'helm', hitsPerPage: 20, facets: ['language', 'docusaurus_tag']}}]);
  for (const {results} of [v5, v4]) {
    const [result] = results;
    assert.ok(result);
    assert.ok(result.nbHits > 0);
    assert.equal(result.page, 0);
    assert.equal(result.nbPages, 1);
    assert.equal(result.index, 'docs');
  }
  assert.deepEqual(v4.results[0]!.facets, {language: {en: v4.results[0]!.nbHits}, docusaurus_tag: {'docs-default-current': 1, default: 1}});
  const hit = v5.results[0]!.hits[0]!;
  assert.equal(hit.hierarchy.lvl1, 'Helm Chart');
  assert.equal(hit.type, 'lvl1');
  assert.equal(hit.url, 'https://docs.test/docs/en/csghub/101/install/by_helm');
  assert.equal(hit.url_without_anchor, 'https://docs.test/docs/en/csghub/101/install/by_helm');
  assert.match(hit._highlightResult.hierarchy.lvl1!.value, /<mark>Helm<\/mark> Chart/);
  assert.equal(hit._highlightResult.hierarchy.lvl1!.matchLevel, 'full');
});

test('hits under a heading link to its anchor and carry the hierarchy above them', async () => {
  const [hit] = await hits('storageclass');
  assert.equal(hit?.type, 'content');
  assert.equal(hit?.url, 'https://docs.test/docs/en/csghub/101/install/by_helm#prerequisites');
  assert.deepEqual(hit?.hierarchy, {
    lvl0: 'Install',
    lvl1: 'Helm Chart',
    lvl2: 'Prerequisites',
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  });
  assert.match(hit!._snippetResult.content!.value, /<mark>StorageClass<\/mark>/);
});

test('a title or heading completes a content match: "helm upgrade" finds the upgrade section first', async () => {
  const found = await hits('helm upgrade');
  assert.equal(found[0]?.url, 'https://docs.test/docs/en/csghub/101/install/by_helm#upgrade');
});

test('facetFilters: an AND of ORs on language and docusaurus_tag, with negation', async () => {
  const docsOnly = await hits('helm', {facetFilters: [['docusaurus_tag:docs-default-current'], 'language:en']});
  assert.ok(docsOnly.length > 0 && docsOnly.every((hit) => hit.docusaurus_tag === 'docs-default-current'));
  const notDocs = await hits('helm', {facetFilters: ['docusaurus_tag:-docs-default-current']});
  assert.ok(notDocs.length > 0 && notDocs.every((hit) => hit.docusaurus_tag === 'default'));
  assert.deepEqual(await hits('helm', {facetFilters: ['language:zh-Hans']}), []);
  const either = await hits('helm', {facetFilters: [['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]});
  assert.equal(either.length, (await hits('helm')).length);
  const match = facetFilterMatcher('language:en');
  assert.equal(match({language: 'en'}), true);
  assert.equal(match({language: 'zh-Hans'}), false);
});

test('hitsPerPage and page', async () => {
  const local = client();
  const {
    results: [all],
  } = await local.search({requests: [{query: 'helm', hitsPerPage: 100}]});
  const {
    results: [first],
  } = await local.search({requests: [{query: 'helm', hitsPerPage: 2, page: 0}]});
  const {
    results: [second],
  } = await local.search({requests: [{query: 'helm', hitsPerPage: 2, page: 1}]});
  assert.equal(first!.nbHits, all!.nbHits);
  assert.equal(first!.nbPages, Math.ceil(all!.nbHits / 2));
  assert.deepEqual(
    [...first!.hits, ...second!.hits].map((hit) => hit.objectID),
    all!.hits.slice(0, 4).map((hit) => hit.objectID),
  );
});

test('no results, and empty queries, answer with zero hits', async () => {
  assert.deepEqual(await hits('zzqqxx'), []);
  assert.deepEqual(await hits(''), []);
});

test('every field rendered from a hit is escaped; only <mark> remains as markup', async () => {
  for (const renderer of ['modal', 'page'] as const) {
    const found = await hits('web friends', {}, renderer);
    const hit = found.find((candidate) => candidate.type === 'content');
    assert.ok(hit);
    const rendered = JSON.stringify([hit.hierarchy, hit.content, hit._highlightResult, hit._snippetResult]);
    assert.doesNotMatch(rendered.replace(/<\/?mark>/g, ''), /<[a-z/]/i);
    assert.match(hit.hierarchy.lvl2!, /&lt;b&gt;web&lt;\/b&gt;/);
    assert.match(hit.content!, /&lt;script&gt;alert\(1\)&lt;\/script&gt; &amp; friends/);
  }
  assert.equal(escapeHtml(`<a href="x">'&'</a>`), '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
});

test('lvl0 is plain text for the modal (it renders it as text) and escaped for the search page', async () => {
  const pages = [{...PAGES[0]!, lvl0: 'Inference & Fine-tuning'}];
  const modal = new LocalSearchClient({fetchFile: memoryFetcher(pages), origin: () => '', renderer: 'modal'});
  const page = new LocalSearchClient({fetchFile: memoryFetcher(pages), origin: () => '', renderer: 'page'});
  const [m] = (await modal.search({requests: [{query: 'helm'}]})).results[0]!.hits;
  const [p] = (await page.search({requests: [{query: 'helm'}]})).results[0]!.hits;
  assert.equal(m?._highlightResult.hierarchy.lvl0?.value, 'Inference & Fine-tuning');
  assert.equal(p?._highlightResult.hierarchy.lvl0?.value, 'Inference &amp; Fine-tuning');
});

test('objectIDs stay the same between builds and match the records uploaded to Algolia', async () => {
  const first = (await hits('helm')).map((hit) => hit.objectID);
  const again = (await hits('helm')).map((hit) => hit.objectID);
  assert.deepEqual(first, again);
  assert.equal(new Set(first).size, first.length);
  const uploaded = new Set(toAlgoliaRecords('https://docs.test', PAGES).map((record) => record.objectID));
  assert.ok(first.every((id) => uploaded.has(id)));
});

test('an index that cannot be loaded fails as DocSearch expects (RetryError) and is retried later', async () => {
  let fail = true;
  const good = memoryFetcher();
  const errors: Error[] = [];
  const flaky = new LocalSearchClient({
    fetchFile: (file) => (fail ? Promise.reject(new Error('HTTP 404')) : good(file)),
    origin: () => '',
    renderer: 'modal',
    onError: (error) => errors.push(error),
  });
  await assert.rejects(
    flaky.search({requests: [{query: 'helm'}]}),
    (error: Error) => error.name === 'RetryError' && /manifest\.json/.test(error.message),
  );
  assert.equal(errors.length, 1);
  fail = false;
  const {results} = await flaky.search({requests: [{query: 'helm'}]});
  assert.ok(results[0]!.nbHits > 0);
});

test('an index file that is not a JSON object or array (null, a number, a string) fails the search, not "no results"', async () => {
  const good = memoryFetcher();
  for (const garbage of [null, 0, 'x', true]) {
    const broken = new LocalSearchClient({
      fetchFile: (file) => (file.startsWith('shards/') ? Promise.resolve(garbage) : good(file)),
      origin: () => '',
      renderer: 'modal',
    });
    await assert.rejects(
      broken.search({requests: [{query: 'helm'}]}),
      (error: Error) => error.name === 'RetryError' && /shards\/.*not an index file/.test(error.message),
      JSON.stringify(garbage),
    );
  }
});

test('an index file that does not arrive fails after the timeout, naming the file; a late or failing answer is reported as such', async () => {
  const stalled: typeof fetch = (_url, init) =>
    new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
  await assert.rejects(
    httpFetcher('/docs/search-index/', stalled, 50)('manifest.json'),
    /\/docs\/search-index\/manifest\.json did not arrive within 0\.05 s/,
  );
  const notFound: typeof fetch = () => Promise.resolve(new Response('nope', {status: 404}));
  await assert.rejects(httpFetcher('/i/', notFound, 50)('manifest.json'), /\/i\/manifest\.json answered HTTP 404/);
  const notJson: typeof fetch = () => Promise.resolve(new Response('<html>', {status: 200}));
  await assert.rejects(httpFetcher('/i/', notJson, 50)('manifest.json'), (error: Error) => !/did not arrive/.test(error.message));
  const ok: typeof fetch = () => Promise.resolve(new Response('{"v":6}', {status: 200}));
  assert.deepEqual(await httpFetcher('/i/', ok, 50)('manifest.json'), {v: 6});
});

test('a query longer than the engine reads comes back as asked (the search page shows results only for its own query)', async () => {
  for (const query of [`${'helm '.repeat(120)}install`, 'helm'.repeat(2000), `helm${'\u0000'.repeat(600)}`]) {
    const {results} = await client('page').search({requests: [{indexName: 'docs', query}]});
    assert.equal(results[0]!.query, query);
    assert.equal(new URLSearchParams(results[0]!.params).get('query'), query);
  }
  const {results} = await client('page').search({requests: [{indexName: 'docs', query: `${'helm '.repeat(120)}install`}]});
  assert.ok(results[0]!.nbHits > 0, 'its first characters are searched');
});

test('a query fetches the manifest, the shards of its terms, and the outline and record chunk of its hits, nothing else', async () => {
  const fetcher = memoryFetcher();
  await client('modal', fetcher).search({requests: [{query: 'storageclass', hitsPerPage: 20}]});
  assert.deepEqual(fetcher.files.sort(), ['manifest.json', 'pages/0.json', 'pages/0/0.json', 'shards/st.json']);
});

test('a common term is read from its own file, with the same results as from its shard', async () => {
  const queries = ['helm', 'helm upgrade', 'up', 'hel', 'uplaod model', 'storageclass domain', 'docs'];
  const whole = memoryFetcher();
  // Every term of more than one record gets its own file.
  const split = memoryFetcher(PAGES, 'en', [], 1);
  for (const query of queries) {
    const ask = (fetcher: typeof whole) =>
      client('page', fetcher)
        .search({requests: [{query, hitsPerPage: 20}]})
        .then(({results}) => results[0]!.hits.map((hit) => [hit.objectID, hit._highlightResult.hierarchy.lvl1?.value]));
    assert.deepEqual(await ask(split), await ask(whole), query);
  }
  assert.ok(split.files.includes('terms/helm.json'), split.files.join(' '));
  assert.ok(!whole.files.some((file) => file.startsWith('terms/')));
  // The shard names the common term with its count, without its postings.
  const shard = buildIndex('en', PAGES, {base: '/docs/en/', commonTerm: 1}).shards.get('he')!;
  assert.equal(shard.t.helm, undefined);
  assert.ok((shard.c?.helm ?? 0) > 1);
});

test('highlight and snippet', () => {
  const terms = new Set(['helm', '安装']);
  assert.equal(highlight('Helm charts', terms, ['helm']).value, '<mark>Helm</mark> charts');
  assert.equal(highlight('使用 Helm 安装', terms, ['helm', '安装']).value, '使用 <mark>Helm</mark> <mark>安装</mark>');
  const long = `${'word '.repeat(40)}helm ${'tail '.repeat(40)}`;
  const cut = snippet(long, terms, ['helm'], 10);
  assert.match(cut.value, /^….*<mark>helm<\/mark>.*…$/);
  assert.ok(cut.value.length < long.length / 2);
});

test("a snippet's match level counts the query words inside its window only, with the ranges given or not", () => {
  const terms = new Set(['helm', 'upgrad']);
  const text = `helm ${'word '.repeat(60)}upgrade`;
  const ranges = matchRanges(text, terms);
  assert.equal(ranges.length, 2);
  // "upgrade" is far outside the window around "helm": the snippet holds one of the two query words.
  assert.deepEqual(snippet(text, terms, ['helm', 'upgrad'], 10, '…', ranges), snippet(text, terms, ['helm', 'upgrad'], 10));
  assert.equal(snippet(text, terms, ['helm', 'upgrad'], 10).matchLevel, 'partial');
  assert.equal(snippet(`helm upgrade ${'word '.repeat(60)}`, terms, ['helm', 'upgrad'], 10).matchLevel, 'full');
  assert.deepEqual(highlight(text, terms, ['helm', 'upgrad'], ranges), highlight(text, terms, ['helm', 'upgrad']));
});

test("a page's keywords find its title without being shown", async () => {
  const pages = [{...PAGES[0]!, keywords: 'k8s kubernetes'}];
  const local = new LocalSearchClient({fetchFile: memoryFetcher(pages), origin: () => '', renderer: 'page'});
  const [hit] = (await local.search({requests: [{query: 'k8s'}]})).results[0]!.hits;
  assert.equal(hit?.type, 'lvl1');
  assert.equal(hit?.hierarchy.lvl1, 'Helm Chart');
});

test('the index builder gives every record an id in page order and covers headings with spans', () => {
  const index = buildIndex('en', PAGES, {base: '/docs/en/'});
  assert.equal(index.manifest.n, 12);
  assert.deepEqual(index.manifest.pageStarts, [0, 6, 10, 12]);
  assert.deepEqual(index.manifest.tags, ['docs-default-current', 'default']);
  const shard = index.shards.get('he')!;
  // "Helm Chart" (record 0) covers records 1–5.
  assert.deepEqual(shard.r.helm?.slice(0, 2), [0, 5]);
});

async function ranked(pages: SourcePage[], query: string, options: {synonyms?: string[][]; side?: 'community' | 'self-hosted'} = {}) {
  const local = new LocalSearchClient({
    fetchFile: memoryFetcher(pages, 'en', options.synonyms),
    origin: () => '',
    renderer: 'modal',
    side: options.side ? () => options.side! : undefined,
  });
  const {results} = await local.search({requests: [{query}]});
  return results[0]!.hits;
}

test('inflections fold: "licenses" and "installing" find "license" and "installation"', async () => {
  const pages = [page('/docs/en/a', 'License catalogue'), page('/docs/en/b', 'Installation guide'), page('/docs/en/c', 'Other')];
  assert.equal((await ranked(pages, 'licenses '))[0]?.url, '/docs/en/a');
  assert.equal((await ranked(pages, 'installing '))[0]?.url, '/docs/en/b');
});

test('one typo is tolerated in words of five letters or more, after exact matches', async () => {
  const pages = [
    page('/docs/en/download', 'Download datasets'),
    page('/docs/en/downloads', 'Downloads of the week', [['Notes', 'a note with the word dowload in it']]),
    page('/docs/en/other', 'Other', [['Notes', 'nothing here']]),
  ];
  // The page holding both words; the page holding one follows it (fewer than five pages hold both).
  assert.deepEqual(
    (await ranked(pages, 'download datasets ')).map((hit) => hit.url_without_anchor),
    ['/docs/en/download', '/docs/en/downloads'],
  );
  const typo = await ranked(pages, 'dowload datasets ');
  assert.equal(typo[0]?.url_without_anchor, '/docs/en/download');
  const exactFirst = await ranked(pages, 'dowload ');
  assert.equal(exactFirst[0]?.url_without_anchor, '/docs/en/downloads', 'an exact match before a typo match');
  assert.deepEqual(await ranked(pages, 'dxwnlxad '), [], 'two typos are too many');
  assert.deepEqual(await ranked(pages, 'nites '), [], 'no near word');
  assert.deepEqual(await ranked(pages, 'othr '), [], 'words under five letters need an exact match');
});

test('an area word that several titles hold: the page repeating it in more sections does not win on that alone', async () => {
  // "Create widgets" and "Widget settings" both hold the one-word query in their title and score alike there;
  // the settings page says "widget" in four sections more. Page evidence (PAGE_EVIDENCE) breaks ties of
  // longer queries, not of a one- or two-word query between title records: the index's order decides.
  const pages = [
    page('/docs/en/w/create', 'Create widgets', [['Steps', 'Pick a name.']]),
    page('/docs/en/w/settings', 'Widget settings', [
      ['Visibility', 'A widget is public or private.'],
      ['Replicas', 'A widget runs one to five replicas.'],
      ['Logs', 'Each widget keeps its logs.'],
      ['Delete', 'Deleting a widget removes it.'],
    ]),
  ];
  assert.deepEqual(
    (await ranked(pages, 'widget ')).map((hit) => hit.url_without_anchor),
    ['/docs/en/w/create', '/docs/en/w/settings'],
  );
});

test('synonyms: "omnibus" finds the all-in-one page, and the query itself ranks first', async () => {
  const pages = [page('/docs/en/docker', 'All-in-one Docker image'), page('/docs/en/omnibus', 'Omnibus settings')];
  const synonyms = [['omnibus', 'all in one']];
  const hits = await ranked(pages, 'omnibus ', {synonyms});
  assert.deepEqual(
    hits.map((hit) => hit.url),
    ['/docs/en/omnibus', '/docs/en/docker'],
  );
});

test('a title that is the query comes first, before headings and scattered words', async () => {
  const pages = [
    page('/docs/en/agent', 'Agents', [['Troubleshooting', 'Agent does not start']]),
    page('/docs/en/install/troubleshooting', 'Troubleshooting', [['Pods pending', 'Check the nodes']]),
    page('/docs/en/tasks/image-text-to-text', 'Image-Text-to-Text', [['Request', 'Send an image and text to get text']]),
    page('/docs/en/tasks/text-to-image', 'Text-to-Image', [['Request', 'Send a prompt']]),
  ];
  assert.equal((await ranked(pages, 'Troubleshooting'))[0]?.url, '/docs/en/install/troubleshooting');
  assert.equal((await ranked(pages, 'Text-to-Image'))[0]?.url, '/docs/en/tasks/text-to-image');
  assert.equal((await ranked(pages, 'Image-Text-to-Text'))[0]?.url, '/docs/en/tasks/image-text-to-text');
});

test('counterparts are one result: the reader’s side first, the other side attached', async () => {
  const body: Array<[string, string]> = [['Upload with Git', 'git lfs track large files']];
  const pages = [
    page('/docs/en/model/model_upload', 'Upload Model Files', body),
    page('/docs/en/csghub/101/function/model/model_upload', 'Upload Model Files', body),
    page('/docs/en/dataset/dataset_upload', 'Upload Dataset Files', [['Upload with Git', 'git lfs for datasets']]),
  ];
  const community = await ranked(pages, 'upload model files', {side: 'community'});
  assert.equal(community[0]?.url_without_anchor, '/docs/en/model/model_upload');
  assert.deepEqual(community[0]?.counterpart, {url: '/docs/en/csghub/101/function/model/model_upload', side: 'self-hosted'});
  const selfHosted = await ranked(pages, 'upload model files', {side: 'self-hosted'});
  assert.equal(selfHosted[0]?.url_without_anchor, '/docs/en/csghub/101/function/model/model_upload');
  assert.deepEqual(selfHosted[0]?.counterpart, {url: '/docs/en/model/model_upload', side: 'community'});
  const lfs = await ranked(pages, 'git lfs');
  assert.equal(
    new Set(lfs.map((hit) => hit.url_without_anchor.replace('/csghub/101/function', ''))).size,
    lfs.length,
    'five distinct pages',
  );
});

test('a hit deep in a long page comes from its chunk, with the hierarchy and the objectID the Algolia upload uses', async () => {
  const sections = Array.from({length: 20}, (_, i): [string, string] => [
    `Part ${i}`,
    i === 17 ? 'the zebrafish paragraph' : `filler text ${i}`,
  ]);
  const long = page('/docs/en/long', 'Long page', sections);
  const fetcher = memoryFetcher([long]);
  const local = new LocalSearchClient({fetchFile: fetcher, origin: () => 'https://docs.test', renderer: 'modal'});
  const {results} = await local.search({requests: [{query: 'zebrafish'}]});
  const hit = results[0]!.hits[0]!;
  assert.equal(hit.url, 'https://docs.test/docs/en/long#part-17');
  assert.equal(hit.hierarchy.lvl2, 'Part 17');
  assert.ok(fetcher.files.includes('pages/0/2.json'), `record 36 is in the third chunk: ${fetcher.files.join(', ')}`);
  const uploaded = toAlgoliaRecords('https://docs.test', [long]).find((record) => record.content === 'the zebrafish paragraph');
  assert.equal(hit.objectID, uploaded?.objectID);
});
