import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { EvidenceExtractor } from '../../infra/draft/extractor.ts';
import { profileOf } from '../../infra/draft/reading/profile-address.ts';
import { CORPUS, draftSite, verdict } from '../fixtures/fidelity/corpus.ts';

describe('drafts on the fidelity corpus (test/fixtures/fidelity)', () => {
  it('has at least 40 sites, traps among them', () => {
    assert.ok(CORPUS.length >= 40, `${CORPUS.length} sites`);
    assert.ok(CORPUS.filter((s) => s.warning).length >= 4, 'articles, a script shell and a store listing');
  });

  for (const site of CORPUS)
    it(`${site.id}: no invented value in a trap field, the right warning, only the company's own profiles`, async () => {
      const draft = await draftSite(site, new EvidenceExtractor());
      for (const field of site.traps) {
        const v = verdict(site, draft, field);
        assert.ok(v === 'blank' || v === 'right', `${site.id}.${field}: ${v}`);
      }
      if (site.warning)
        assert.ok(
          draft.warnings.some((w) => site.warning?.test(w)),
          `${site.id}: warned ${JSON.stringify(draft.warnings)}`,
        );
      else assert.deepEqual(draft.warnings, [], site.id);
      const socials = draft.extras.company_socials ?? {};
      for (const [platform, url] of Object.entries(socials)) {
        assert.ok(profileOf(url), `${site.id}: ${url} is a profile, not a share link or a platform's home`);
        assert.equal(site.socials[platform], url, `${site.id}: ${platform} ${url} is the company's own`);
      }
      for (const [platform, url] of Object.entries(site.socials)) assert.equal(socials[platform], url, `${site.id}: its own ${platform} profile is found`);
      const questions = (draft.extras.faqs ?? []).map((f) => f.question);
      for (const q of site.faqs) assert.ok(questions.includes(q), `${site.id}: the FAQ "${q}" is found (${JSON.stringify(questions)})`);
      for (const q of questions) assert.ok(site.faqs.includes(q), `${site.id}: "${q}" is not one of its FAQs`);
      assert.deepEqual(
        (draft.extras.founders ?? []).map((f) => f.name),
        site.founders,
        `${site.id}: its founders`,
      );
    });
});
