/**
 * On the finished build, in each language, `main.js` (which every page loads) holds the site
 * configuration without its plugins' options (config-loader.js: no redirect of the client-redirects
 * plugin, `plugins:[]`), and the search button's text without the search modal's other texts
 * (`@theme/SearchTranslations`, which loads with the modal: no `translate({id: "theme.SearchModal.…"})`).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {LOCALE_CODES} from '../../../config/locales';
import {localeBuildDir} from '../../../lib/build';

for (const locale of LOCALE_CODES) {
  test(`${locale}: main.js carries neither the plugins' options nor the search modal's texts`, () => {
    const dir = path.join(localeBuildDir(locale), 'assets', 'js');
    const mainFile = fs.readdirSync(dir).find((file) => /^main\.[0-9a-f]+\.js$/.test(file));
    assert.ok(mainFile, 'a main.js');
    const main = fs.readFileSync(path.join(dir, mainFile), 'utf8');
    assert.ok(/[{,]plugins:\[\],/.test(main), 'the site configuration with an empty plugins list');
    // A redirect source of docusaurus.config.ts (a path no page has any more).
    assert.ok(!main.includes('/csghub/101/helm/installation'), 'main.js holds the redirects of the client-redirects plugin');
    assert.ok(main.includes('theme.SearchBar.label'), "the search button's text");
    const modalTexts = main.match(/id:"theme\.SearchModal\.[\w.]+"/g) ?? [];
    assert.deepEqual(modalTexts.slice(0, 3), [], `${modalTexts.length} of the search modal's texts in main.js`);
  });
}

for (const locale of LOCALE_CODES) {
  test(`${locale}: nprogress is not in main.js but in a chunk of its own (client/progress.ts)`, () => {
    const dir = path.join(localeBuildDir(locale), 'assets', 'js');
    const files = fs.readdirSync(dir).filter((file) => file.endsWith('.js'));
    // nprogress's bar template: in exactly one chunk, not main.js.
    const holders = files.filter((file) => fs.readFileSync(path.join(dir, file), 'utf8').includes('role="bar"'));
    assert.equal(holders.length, 1, `nprogress's bar in ${holders.length} files (${holders.slice(0, 3).join(', ')})`);
    assert.ok(!holders[0]!.startsWith('main.'), 'nprogress is in main.js');
  });
}
