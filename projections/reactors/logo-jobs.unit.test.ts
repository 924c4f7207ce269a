import { describe, it } from 'node:test';
import type { ListingEvent } from '../../domain/listing/events.ts';
import { givenReaction } from '../engine/given-reaction.ts';
import { logoJobsReactor } from './logo-jobs.ts';

const reactor = () => givenReaction(({ bus }) => logoJobsReactor(bus));

describe('reactor-logo', () => {
  it('when a listing is submitted with a logo, then the logo is fetched', async () => {
    const submitted = { type: 'ListingSubmitted', data: { listingId: 4, profile: { logo_url: 'https://acme.test/logo.png' } } };
    await reactor()
      .when(submitted)
      .then({ jobs: [{ subject: 'listing.logo', payload: { listingId: 4, url: 'https://acme.test/logo.png' }, dedupId: 'logo:event-1' }] });
  });

  it('when an edit sets a new logo, then the new one is fetched', async () => {
    const edited: ListingEvent = {
      type: 'ListingEdited',
      data: { listingId: 4, editId: 'e1', source: 'owner', changes: { logo_url: { before: null, after: 'https://acme.test/new.png' } } },
    };
    await reactor()
      .when(edited)
      .then({ jobs: [{ subject: 'listing.logo', payload: { listingId: 4, url: 'https://acme.test/new.png' }, dedupId: 'logo:event-1' }] });
  });

  it('when an edit leaves the logo alone, then nothing is fetched', async () => {
    const edited: ListingEvent = {
      type: 'ListingEdited',
      data: { listingId: 4, editId: 'e1', source: 'owner', changes: { tagline: { before: 'a', after: 'b' } } },
    };
    await reactor().when(edited).then({});
  });

  it('when an edit removes the logo, then nothing is fetched', async () => {
    const edited: ListingEvent = {
      type: 'ListingEdited',
      data: { listingId: 4, editId: 'e1', source: 'owner', changes: { logo_url: { before: 'https://acme.test/logo.png', after: null } } },
    };
    await reactor().when(edited).then({});
  });
});
