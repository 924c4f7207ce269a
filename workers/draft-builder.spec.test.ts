import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { draftStream } from '../domain/draft/events.ts';
import type { PageDigest } from '../domain/draft/page.ts';
import type { DraftProposal } from '../domain/ports/drafter.ts';
import { ack, retryIn } from '../domain/ports/job-bus.ts';
import type { SiteRead } from '../domain/ports/site-reader.ts';
import { inStream } from '../test/support/spec.ts';
import { type WorkerWorld, workerSpec } from '../test/support/worker-spec.ts';
import { draftBuilder } from './draft-builder.ts';

const spec = workerSpec();
const d = 'd1';
const home: PageDigest = {
  url: 'https://acme.test/',
  title: 'Acme Widgets',
  text: 'Acme Widgets. Widgets for everyone.',
  meta: {},
  structured: {},
  headings: ['Acme Widgets'],
  paragraphs: ['Widgets for everyone.'],
  lists: [],
  links: [],
  faqs: [],
};
const requested = { type: 'DraftRequested', data: { draftId: d, ownerId: 'ann', url: 'https://acme.test/' } };
const read = { type: 'SiteRead', data: { draftId: d, pages: [home], skipped: [] } };
const quoted = (value: string, quote: string) => ({ value, evidence: [{ quote, url: 'https://acme.test/' }] });
/** A drafter that answers `proposal`, or fails when there is none. */
const drafterOf = (proposal: DraftProposal | null) => ({
  name: 'spec-drafter',
  draft: async () => {
    if (!proposal) throw new Error('the model timed out');
    return proposal;
  },
});
const builder = (w: WorkerWorld, site: SiteRead, proposal: DraftProposal | null) =>
  w.start(draftBuilder({ ...w, siteReader: { read: async () => site }, drafter: drafterOf(proposal) }));
const proposal: DraftProposal = {
  fields: { name: quoted('Acme Widgets', 'Acme Widgets'), tagline: quoted('Widgets for everyone', 'Widgets for everyone'), city: quoted('Berlin', 'Berlin') },
  extras: {},
};

describe('the draft builder', () => {
  it('given a draft asked for, when it is built, then the site read is recorded and the profile drafted with only what the pages quote', async () => {
    const outcome = await spec
      .given(inStream(draftStream(d), requested))
      .when((w) => {
        builder(w, { ok: true, pages: [home], skipped: [] }, proposal);
        return w.bus.deliver('draft.crawl', { draftId: d });
      })
      .then(
        inStream(draftStream(d), read, {
          type: 'ProfileDrafted',
          data: {
            draftId: d,
            fields: { name: proposal.fields.name, tagline: proposal.fields.tagline, city: { value: null, evidence: [] } },
            extras: {},
            drafter: 'spec-drafter',
          },
        }),
      );
    assert.deepEqual(outcome, ack());
  });

  it('given a draft asked for, when its site cannot be read, then the draft fails with the reason', async () => {
    await spec
      .given(inStream(draftStream(d), requested))
      .when((w) => {
        builder(w, { ok: false, reason: 'robots.txt disallows reading https://acme.test/', failure: 'robots' }, proposal);
        return w.bus.deliver('draft.crawl', { draftId: d });
      })
      .then(inStream(draftStream(d), { type: 'DraftFailed', data: { draftId: d, reason: 'robots.txt disallows reading https://acme.test/' } }));
  });

  it('given a site read, when the drafter fails, then the job is tried again later without recording anything', async () => {
    const outcome = await spec
      .given(inStream(draftStream(d), requested, read))
      .when((w) => {
        builder(w, { ok: true, pages: [home], skipped: [] }, null);
        return w.bus.deliver('draft.crawl', { draftId: d }, 1);
      })
      .then();
    assert.deepEqual(outcome, retryIn(2000));
  });

  it('given a site read, when the drafter fails a third time, then the draft fails, saying to try later', async () => {
    await spec
      .given(inStream(draftStream(d), requested, read))
      .when((w) => {
        builder(w, { ok: true, pages: [home], skipped: [] }, null);
        return w.bus.deliver('draft.crawl', { draftId: d }, 3);
      })
      .then(inStream(draftStream(d), { type: 'DraftFailed', data: { draftId: d, reason: 'the profile could not be drafted from the site; try again later' } }));
  });

  it('given fields asked to be redrafted, when the regeneration runs, then only those fields are drafted again', async () => {
    const drafted = { type: 'ProfileDrafted', data: { draftId: d, fields: { name: proposal.fields.name }, extras: {}, drafter: 'spec-drafter' } };
    const asked = { type: 'RegenerationRequested', data: { draftId: d, requestId: 'q1', fields: ['tagline'] } };
    await spec
      .given(inStream(draftStream(d), requested, read, drafted, asked))
      .when((w) => {
        builder(w, { ok: true, pages: [home], skipped: [] }, proposal);
        return w.bus.deliver('draft.regenerate', { draftId: d, requestId: 'q1', fields: ['tagline'] });
      })
      .then(
        inStream(draftStream(d), {
          type: 'ProfileDrafted',
          data: { draftId: d, fields: { tagline: proposal.fields.tagline }, extras: {}, drafter: 'spec-drafter', requestId: 'q1' },
        }),
      );
  });

  it('given a competitor named, when it cannot be read, then the failure is recorded on the draft', async () => {
    const drafted = { type: 'ProfileDrafted', data: { draftId: d, fields: { name: proposal.fields.name }, extras: {}, drafter: 'spec-drafter' } };
    const named = { type: 'DraftEdited', data: { draftId: d, patch: { competitor_url: 'https://rival.test/' } } };
    await spec
      .given(inStream(draftStream(d), requested, read, drafted, named))
      .when((w) => {
        builder(w, { ok: false, reason: 'https://rival.test/ did not answer', failure: 'unreachable' }, proposal);
        return w.bus.deliver('draft.competitor', { draftId: d, url: 'https://rival.test/' });
      })
      .then(
        inStream(draftStream(d), {
          type: 'CompetitorRead',
          data: { draftId: d, url: 'https://rival.test/', facts: {}, failure: 'https://rival.test/ did not answer' },
        }),
      );
  });
});
