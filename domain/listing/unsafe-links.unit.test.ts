import { describe, it } from 'node:test';
import { given } from '../shared/given.ts';
import { evolveListing, initialListing, type ListingEvent } from './events.ts';
import { removeUnsafeLinks } from './unsafe-links.ts';

const submitted = (profile: Record<string, unknown>): ListingEvent => ({
  type: 'ListingSubmitted',
  data: {
    listingId: 7,
    slug: 'acme',
    ownerId: 'ann',
    draftId: null,
    url: 'https://acme.test/',
    domain: 'acme.test',
    profile: { name: 'Acme', categories: ['tools'], ...profile },
  },
});

describe('the link repair of a listing', () => {
  it('removes unsafe links and keeps the safe ones, in one event with the before and after', () => {
    given(initialListing, evolveListing, [
      submitted({ socials: { x: 'https://x.com/acme', website: 'javascript:alert(1)' }, logo_url: 'data:image/svg+xml,x' }),
    ])
      .when((s) => removeUnsafeLinks({ repairId: 'r1' }, s))
      .then([
        {
          type: 'UnsafeLinksRemoved',
          data: {
            listingId: 7,
            repairId: 'r1',
            changes: {
              logo_url: { before: 'data:image/svg+xml,x', after: null },
              socials: { before: { x: 'https://x.com/acme', website: 'javascript:alert(1)' }, after: { x: 'https://x.com/acme' } },
            },
          },
        },
      ]);
  });

  it('drops a milestone link that breaks the rule and keeps the milestone', () => {
    given(initialListing, evolveListing, [submitted({ milestones: [{ id: 1, date: '2025-01-01', title: 'Founded', url: ' JaVaScRiPt:x' }] })])
      .when((s) => removeUnsafeLinks({ repairId: 'r1' }, s))
      .then([
        {
          type: 'UnsafeLinksRemoved',
          data: {
            listingId: 7,
            repairId: 'r1',
            changes: {
              milestones: {
                before: [{ id: 1, date: '2025-01-01', title: 'Founded', url: ' JaVaScRiPt:x' }],
                after: [{ id: 1, date: '2025-01-01', title: 'Founded' }],
              },
            },
          },
        },
      ]);
  });

  it('records nothing for a listing whose links all follow the rule', () => {
    given(initialListing, evolveListing, [submitted({ socials: { x: 'https://x.com/acme' }, contact_email: 'hi@acme.test' })])
      .when((s) => removeUnsafeLinks({ repairId: 'r1' }, s))
      .then([]);
  });

  it('records nothing twice: a repaired listing needs no second repair', () => {
    given(initialListing, evolveListing, [
      submitted({ demo_video_url: 'vbscript:x' }),
      { type: 'UnsafeLinksRemoved', data: { listingId: 7, repairId: 'r1', changes: { demo_video_url: { before: 'vbscript:x', after: null } } } },
    ])
      .when((s) => removeUnsafeLinks({ repairId: 'r2' }, s))
      .then([]);
  });
});
