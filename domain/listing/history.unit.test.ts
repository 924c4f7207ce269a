import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ListingEvent } from './events.ts';
import { type HistoryEvent, listingHistory, versionAsOf } from './history.ts';

let n = 0;
const at = (time: string, actor: string, e: ListingEvent): HistoryEvent => {
  n += 1;
  return { ...e, id: `ev-${n}`, metadata: { time, actor, correlationId: `c-${n}`, causationId: `c-${n}` } } as HistoryEvent;
};

const events: HistoryEvent[] = [
  at('2026-11-01T10:00:00.000Z', 'ann', {
    type: 'ListingSubmitted',
    data: {
      listingId: 3,
      slug: 'acme',
      ownerId: 'ann',
      draftId: null,
      url: 'https://acme.test/',
      domain: 'acme.test',
      profile: { name: 'Acme', categories: ['tools'], tagline: 'Boards' },
    },
  }),
  at('2026-11-02T10:00:00.000Z', 'cora', {
    type: 'ListingEdited',
    data: { listingId: 3, editId: 'e1', source: 'owner', changes: { tagline: { before: 'Boards', after: 'Spam' } } },
  }),
  at('2026-11-02T11:00:00.000Z', 'admin', { type: 'AlternativesApproved', data: { listingId: 3, slugs: [] } }),
  at('2026-11-03T10:00:00.000Z', 'admin', {
    type: 'ListingEdited',
    data: { listingId: 3, editId: 'r1', source: 'moderation', reverts: 'e1', changes: { tagline: { before: 'Spam', after: 'Boards' } } },
  }),
];

describe('a listing’s version history', () => {
  const versions = listingHistory(events);

  it('has one version per event that changed the listing, with who, when, why and the diff', () => {
    assert.deepEqual(
      versions.map((v) => [v.version, v.actor, v.cause.event]),
      [
        [1, 'ann', 'ListingSubmitted'],
        [2, 'cora', 'ListingEdited'],
        [3, 'admin', 'ListingEdited'],
      ],
    );
    assert.deepEqual(versions[1].changes, { tagline: { before: 'Boards', after: 'Spam' } });
    assert.deepEqual(versions[2].cause, {
      event: 'ListingEdited',
      event_id: 'ev-4',
      correlation_id: 'c-4',
      causation_id: 'c-4',
      source: 'moderation',
      reverts: 'e1',
    });
    assert.equal(versions[0].changes.slug.after, 'acme');
    assert.equal(versions[0].changes.tagline.before, null);
  });

  it('gives the listing as it stood at any time', () => {
    assert.equal(versionAsOf(versions, new Date('2026-11-02T12:00:00Z'))?.listing.profile.tagline, 'Spam');
    assert.equal(versionAsOf(versions, new Date('2026-11-02T10:00:00Z'))?.version, 2, 'a version counts from its own instant');
    assert.equal(versionAsOf(versions, new Date('2026-11-09T00:00:00Z'))?.listing.profile.tagline, 'Boards');
    assert.equal(versionAsOf(versions, new Date('2026-10-01T00:00:00Z')), null);
  });
});
