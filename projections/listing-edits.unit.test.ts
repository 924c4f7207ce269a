import { describe, it } from 'node:test';
import type { ListingEvent } from '../domain/listing/events.ts';
import { givenEvents } from './engine/given-events.ts';
import { listingEditsProjection } from './listing-edits.ts';

const edited: ListingEvent = {
  type: 'ListingEdited',
  data: { listingId: 4, editId: 'e1', source: 'owner', changes: { tagline: { before: 'a', after: 'b' } } },
};

describe('the listing-edits projection', () => {
  it('when a listing is edited, then the edit is kept with who made it, when, and what changed', async () => {
    await givenEvents(listingEditsProjection, [])
      .when({ ...edited, at: '2026-11-16T10:00:00.000Z' })
      .then({
        listing_edits: {
          e1: {
            listing_id: 4,
            source: 'owner',
            actor: 'spec',
            at: '2026-11-16T10:00:00.000Z',
            changes: { tagline: { before: 'a', after: 'b' } },
            reverted_by: null,
          },
        },
      });
  });

  it('given an edit, when the site team reverts it, then the revert names the edit and the edit names its revert', async () => {
    await givenEvents(listingEditsProjection, [edited])
      .when({
        type: 'ListingEdited',
        data: { listingId: 4, editId: 'e2', source: 'moderation', changes: { tagline: { before: 'b', after: 'a' } }, reverts: 'e1' },
      })
      .then({ listing_edits: { e2: { reverts: 'e1' }, e1: { reverted_by: 'e2' } } });
  });
});
