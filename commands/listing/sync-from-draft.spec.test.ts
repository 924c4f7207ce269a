import { describe, it } from 'node:test';
import { draftStream } from '../../domain/draft/events.ts';
import type { FieldValue, Proposal } from '../../domain/draft/fields.ts';
import { listingStream } from '../../domain/listing/events.ts';
import { slugStream } from '../../domain/listing/identity.ts';
import { as, commandSpec } from '../../test/support/command-spec.ts';
import { ANY, inStream } from '../../test/support/spec.ts';

const spec = commandSpec();
const d = 'd1';
const proposal = (value: FieldValue): Proposal => ({ value, evidence: [] });
const submittedDraft = (...more: { type: string; data: unknown }[]) =>
  inStream(
    draftStream(d),
    { type: 'DraftRequested', data: { draftId: d, ownerId: 'ann', url: 'https://acme.test/' } },
    { type: 'SiteRead', data: { draftId: d, pages: [], skipped: [] } },
    {
      type: 'ProfileDrafted',
      data: { draftId: d, fields: { name: proposal('Acme'), categories: proposal(['developer-tools']) }, extras: {}, drafter: 'extractor' },
    },
    { type: 'DraftSubmitted', data: { draftId: d, listingId: 7 } },
    ...more,
  );
const listed = {
  type: 'ListingSubmitted',
  data: {
    listingId: 7,
    slug: 'acme',
    ownerId: 'ann',
    draftId: d,
    url: 'https://acme.test/',
    domain: 'acme.test',
    profile: { name: 'Acme', categories: ['developer-tools'] },
  },
};

describe('syncListingFromDraft', () => {
  it('given a submitted draft and no listing yet, when it is synced, then the slug is claimed and the listing submitted from the draft', async () => {
    await spec
      .given(submittedDraft())
      .when(({ commands }) => commands.syncListingFromDraft({ draftId: d }, as('system:drafts')))
      .then(
        inStream(slugStream('acme'), { type: 'SlugClaimed', data: { slug: 'acme', listingId: 7 } }),
        // The draft also lists the fields its site did not say: they are the listing's `not_found_on_website`.
        inStream(listingStream(7), { ...listed, data: { ...listed.data, profile: { ...listed.data.profile, not_found_on_website: ANY } } }),
      );
  });

  it('given the listing made and a draft edit since, when it is synced, then the listing takes what the draft changed', async () => {
    const edit = { type: 'DraftEdited', data: { draftId: d, patch: { fields: { tagline: 'Widgets' } } } };
    await spec
      .given(submittedDraft(edit), inStream(listingStream(7), listed))
      .when(({ commands }) => commands.syncListingFromDraft({ draftId: d }, as('system:drafts')))
      .then(
        inStream(listingStream(7), {
          type: 'ListingEdited',
          data: { listingId: 7, editId: ANY, source: 'draft', changes: { tagline: { before: null, after: 'Widgets' }, not_found_on_website: ANY }, draft: ANY },
        }),
      );
  });

  it('given a co-founder who joined the draft, when it is synced, then they co-own the listing by invite', async () => {
    const invited = { type: 'CofounderInvited', data: { draftId: d, inviteId: 'i1', email: 'bob@acme.test', emailHash: 'e', tokenHash: 't' } };
    const joined = { type: 'CofounderJoined', data: { draftId: d, inviteId: 'i1', accountId: 'bob', name: 'Bob' } };
    await spec
      .given(submittedDraft(invited, joined), inStream(listingStream(7), listed))
      .when(({ commands }) => commands.syncListingFromDraft({ draftId: d }, as('system:drafts')))
      .then(
        inStream(listingStream(7), { type: 'CoOwnerAdded', data: { listingId: 7, accountId: 'bob', via: 'invite' } }, { type: 'ListingEdited', data: ANY }),
      );
  });

  it('given a draft not yet submitted, when it is synced, then nothing is recorded', async () => {
    await spec
      .given(inStream(draftStream(d), { type: 'DraftRequested', data: { draftId: d, ownerId: 'ann', url: 'https://acme.test/' } }))
      .when(({ commands }) => commands.syncListingFromDraft({ draftId: d }, as('system:drafts')))
      .then();
  });
});
