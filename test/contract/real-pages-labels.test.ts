import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { labelledSites, labelProblems, loadLabel, loadManifest, realPagesMissing } from '../support/real-pages.ts';

const missing = realPagesMissing();

describe('the labels of the real saved pages', { skip: missing || undefined }, () => {
  it('label every site of the corpus, and only those', () => {
    assert.deepEqual(
      labelledSites().sort(),
      loadManifest()
        .map((s) => s.name)
        .sort(),
    );
  });

  it('hold every quote verbatim on the page they name, and every link and logo in its markup', () => {
    const problems = loadManifest().flatMap((site) => labelProblems(loadLabel(site.name), site).map((p) => `${site.name}: ${p}`));
    assert.deepEqual(problems, []);
  });
});
