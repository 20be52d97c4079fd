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
