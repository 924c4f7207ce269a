import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { EvidenceExtractor } from '../../infra/draft/extractor.ts';
import { halfOf, loadManifest, realPagesMissing } from '../support/real-pages.ts';
import { draftRealSite, type RealDraft, serveLabelledSites } from '../support/real-pages-draft.ts';
import type { RealSites } from '../support/real-site-server.ts';

const missing = realPagesMissing();

/** What a draft filled: every field with a value, and the extras that are not empty. */
function filled(d: RealDraft): string[] {
  const fields = Object.entries(d.draft.fields)
    .filter(([, f]) => f && f.value !== null && !(Array.isArray(f.value) && f.value.length === 0))
    .map(([k]) => k);
  const extras = (['founders', 'faqs'] as const).filter((k) => (d.draft.extras[k] ?? []).length > 0);
  const socials = Object.keys(d.draft.extras.company_socials ?? {}).length ? ['company_socials'] : [];
  return [...fields, ...extras, ...socials];
}

/**
 * The corpus's pages that are not a product's own site (news, blog posts, press releases, store
 * listings, forum threads, docs, portfolios and résumés, events) give no product field, read as
 * a submission would be (loopback server, crawler, drafter, evidence rule). A failure names the
 * tuning half's sites only; the measuring half is counted, never shown site by site.
 */
describe('pages that are not a product’s own site (../shared/real-pages)', { skip: missing || undefined }, () => {
  let server: RealSites;
  const drafts: RealDraft[] = [];

  before(async () => {
    const names = loadManifest()
      .filter((s) => !s.product_site)
      .map((s) => s.name);
    const served = await serveLabelledSites(names);
    server = served.server;
    for (const entry of served.sites) drafts.push(await draftRealSite(entry, server, new EvidenceExtractor()));
  });
  after(async () => {
    await server?.close();
  });

  it('are all 22 of them, served and read', () => {
    assert.equal(drafts.length, 22);
    assert.deepEqual(
      drafts.filter((d) => d.failure).map((d) => (halfOf(d.site.name) === 'tuning' ? d.site.name : 'a measuring-half site')),
      [],
    );
  });

  const wrong = () => drafts.filter((d) => filled(d).length > 0 || d.draft.warnings.length === 0);

  it('produce no product field, no founder, no FAQ and no profile, and say why: the tuning half', () => {
    const tuning = wrong()
      .filter((d) => halfOf(d.site.name) === 'tuning')
      .map((d) => `${d.site.name}: ${filled(d).join(', ') || 'no warning'}`);
    assert.deepEqual(tuning, []);
  });

  // The measuring half is measured, never tuned on: a page that fails here is not opened to find out why, so the
  // expectation stays a todo (reported by every run, counted, never named) until rules learnt elsewhere fix it.
  it('produce no product field, no founder, no FAQ and no profile, and say why: the measuring half', {
    todo: 'one of the 11 measuring-half pages still fails (session 14); rules are not tuned on this half',
  }, () => {
    const measuring = wrong().filter((d) => halfOf(d.site.name) === 'measuring').length;
    assert.equal(measuring, 0, `${measuring} measuring-half page(s) give a product field or no warning`);
  });
});
