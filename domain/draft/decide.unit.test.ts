import { describe, it } from 'node:test';
import { given } from '../shared/given.ts';
import { failDraft, recordFirstProposal, recordRegeneration, recordSiteRead, requestDraft, requestRegeneration, submitDraft } from './decide.ts';
import { type DraftEvent, evolveDraft, initialDraft } from './events.ts';
import type { PageDigest } from './page.ts';

const requested: DraftEvent = { type: 'DraftRequested', data: { draftId: 'd1', ownerId: 'ann', url: 'https://acme.test/' } };
const page: PageDigest = {
  url: 'https://acme.test/',
  title: 'Acme',
  text: 'Acme chases invoices.',
  meta: {},
  structured: {},
  headings: [],
  paragraphs: [],
  lists: [],
  links: [],
  faqs: [],
};
const read: DraftEvent = { type: 'SiteRead', data: { draftId: 'd1', pages: [page], skipped: [] } };
const fields = { name: { value: 'Acme', evidence: [] }, categories: { value: ['invoicing'], evidence: [] } };
const drafted: DraftEvent = { type: 'ProfileDrafted', data: { draftId: 'd1', fields, extras: {}, drafter: 'extractor' } };
const asked: DraftEvent = { type: 'RegenerationRequested', data: { draftId: 'd1', requestId: 'r1', fields: ['tagline'] } };
const draft = (history: DraftEvent[]) => given(initialDraft, evolveDraft, history);

describe('a draft', () => {
  it('when a site is submitted, then a draft is requested for its address', () => {
    draft([])
      .when((s) => requestDraft({ draftId: 'd1', ownerId: 'ann', url: 'https://acme.test/' }, s))
      .then([requested]);
  });

  it('when the address is not a website, then it is refused naming the url', () => {
    draft([])
      .when((s) => requestDraft({ draftId: 'd1', ownerId: 'ann', url: 'javascript:alert(1)' }, s))
      .thenRefuses('invalid', /url/);
  });

  it('given a draft being read, when the pages are read, then the read is recorded', () => {
    draft([requested])
      .when((s) => recordSiteRead({ pages: [page], skipped: [] }, s))
      .then([read]);
  });

  it('given a draft already read, when a repeated crawl answers, then nothing is recorded', () => {
    draft([requested, read])
      .when((s) => recordSiteRead({ pages: [page], skipped: [] }, s))
      .then([]);
  });

  it('given a draft being drafted, when drafting fails, then the failure is recorded with why', () => {
    draft([requested, read])
      .when((s) => failDraft({ reason: 'the page has no text' }, s))
      .then([{ type: 'DraftFailed', data: { draftId: 'd1', reason: 'the page has no text' } }]);
  });

  it('given a read site, when the first profile is drafted, then it is recorded', () => {
    draft([requested, read])
      .when((s) => recordFirstProposal({ fields, extras: {}, drafter: 'extractor' }, s))
      .then([drafted]);
  });

  it('given a ready draft, when its owner asks for a field again, then the regeneration is requested, each field once', () => {
    draft([requested, read, drafted])
      .when((s) => requestRegeneration({ ownerId: 'ann', requestId: 'r1', fields: ['tagline', 'tagline'] }, s))
      .then([asked]);
  });

  it('given a ready draft, when someone else asks for a field again, then the draft is not found', () => {
    draft([requested, read, drafted])
      .when((s) => requestRegeneration({ ownerId: 'eve', requestId: 'r1', fields: ['tagline'] }, s))
      .thenRefuses('not_found');
  });

  it('given a regeneration asked for, when the answer names other fields too, then only the fields asked for are recorded', () => {
    draft([requested, read, drafted, asked])
      .when((s) =>
        recordRegeneration(
          {
            requestId: 'r1',
            fields: { tagline: { value: 'Invoices, chased', evidence: [] }, name: { value: 'Other', evidence: [] } },
            drafter: 'extractor',
          },
          s,
        ),
      )
      .then([
        {
          type: 'ProfileDrafted',
          data: { draftId: 'd1', fields: { tagline: { value: 'Invoices, chased', evidence: [] } }, extras: {}, drafter: 'extractor', requestId: 'r1' },
        },
      ]);
  });

  it('given a ready draft with a name and a category, when it is submitted, then it names its listing', () => {
    draft([requested, read, drafted])
      .when((s) => submitDraft({ ownerId: 'ann', listingId: 4 }, s))
      .then([{ type: 'DraftSubmitted', data: { draftId: 'd1', listingId: 4 } }]);
  });

  it('given a draft still being read, when it is submitted, then it is refused', () => {
    draft([requested])
      .when((s) => submitDraft({ ownerId: 'ann', listingId: 4 }, s))
      .thenRefuses('conflict', /crawling/);
  });
});
