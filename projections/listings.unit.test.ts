import { describe, it } from 'node:test';
import type { AwardEvent } from '../domain/award/award.ts';
import type { ListingEvent } from '../domain/listing/events.ts';
import type { MetricEvent } from '../domain/metrics/metrics.ts';
import type { ReviewEvent } from '../domain/review/review.ts';
import type { VoteEvent } from '../domain/vote/vote.ts';
import { givenEvents } from './engine/given-events.ts';
import { listingsProjection } from './listings.ts';

const submitted: ListingEvent = {
  type: 'ListingSubmitted',
  data: {
    listingId: 4,
    slug: 'acme',
    ownerId: 'ann',
    draftId: 'd1',
    url: 'https://acme.test/',
    domain: 'acme.test',
    profile: { name: 'Acme', categories: ['invoicing'], tagline: 'Invoices, chased' },
  },
};
const chosen: ListingEvent = { type: 'FreePlanChosen', data: { listingId: 4, week: '2026-11-30', at: '2026-11-16T10:00:00.000Z' } };
const check = (found: boolean, at: string): ListingEvent => ({
  type: 'BadgeChecked',
  data: { listingId: 4, checkId: `4@${at}`, at, found, url: 'https://acme.test/', reason: found ? undefined : 'no badge', nextCheckAt: null },
});
const live: ListingEvent = { type: 'ListingWentLive', data: { listingId: 4, week: '2026-11-30', at: '2026-11-30T00:00:00.000Z' } };
const written: ReviewEvent = { type: 'ReviewWritten', data: { listingId: 4, accountId: 'bo', rating: 4, text: 'Good.' } };

describe('the listings projection', () => {
  it('when a listing is submitted, then it is a draft of its owner, with nothing counted yet', async () => {
    await givenEvents(listingsProjection, [])
      .when({ ...submitted, at: '2026-11-16T09:00:00.000Z' })
      .then({
        listings: {
          '4': { slug: 'acme', name: 'Acme', owner_ids: ['ann'], status: 'draft', plan: null, votes: 0, trend: null, submitted_at: '2026-11-16T09:00:00.000Z' },
        },
      });
  });

  it('given a draft, when the free plan is chosen, then it awaits its badge, the first check due at once', async () => {
    await givenEvents(listingsProjection, [submitted])
      .when(chosen)
      .then({ listings: { '4': { status: 'awaiting_badge', plan: 'free', launch_week: '2026-11-30', badge_next_check_at: '2026-11-16T10:00:00.000Z' } } });
  });

  it('given a listing awaiting its badge, when the badge is found, then it is scheduled', async () => {
    await givenEvents(listingsProjection, [submitted, chosen])
      .when({ type: 'BadgeVerified', data: { listingId: 4, url: 'https://acme.test/', checkedAt: '2026-11-16T10:05:00.000Z' } })
      .then({ listings: { '4': { status: 'scheduled', badge_verified_at: '2026-11-16T10:05:00.000Z' } } });
  });

  it('given a live free listing, when its badge is not found, then the miss is counted and the check kept', async () => {
    await givenEvents(listingsProjection, [submitted, chosen, live])
      .when(check(false, '2026-12-01T10:00:00.000Z'))
      .then({
        listings: { '4': { badge_misses: 1, badge_checks: [{ at: '2026-12-01T10:00:00.000Z', found: false, url: 'https://acme.test/', detail: 'no badge' }] } },
      });
  });

  it('given a listing awaiting its badge, when a check misses, then no miss is counted before launch', async () => {
    await givenEvents(listingsProjection, [submitted, chosen])
      .when(check(false, '2026-11-17T10:00:00.000Z'))
      .then({ listings: { '4': { badge_misses: 0 } } });
  });

  it('given a listing awaiting its badge, when its week begins without it, then it is a draft again that missed that week', async () => {
    await givenEvents(listingsProjection, [submitted, chosen])
      .when({ type: 'FreeLaunchMissed', data: { listingId: 4, week: '2026-11-30' } })
      .then({ listings: { '4': { status: 'draft', plan: null, launch_week: null, missed_week: '2026-11-30' } } });
  });

  it('given a draft, when a paid launch is scheduled, then the paid sections are unlocked, each once', async () => {
    await givenEvents(listingsProjection, [submitted])
      .when({ type: 'LaunchScheduled', data: { listingId: 4, week: '2026-12-07', plan: 'paid', unlocked: ['story', 'media', 'story'] } })
      .then({ listings: { '4': { status: 'scheduled', plan: 'paid', launch_week: '2026-12-07', unlocked: ['story', 'media'] } } });
  });

  it('given a scheduled listing, when it goes live, then it is live from that time', async () => {
    await givenEvents(listingsProjection, [submitted, chosen])
      .when(live)
      .then({ listings: { '4': { status: 'live', live_at: '2026-11-30T00:00:00.000Z' } } });
  });

  it('given a live listing, when two people vote and one takes it back, then one vote counts', async () => {
    const cast = (voterId: string): VoteEvent => ({ type: 'VoteCast', data: { listingId: 4, voterId, at: '2026-11-30T10:00:00.000Z' } });
    await givenEvents(listingsProjection, [submitted, live, cast('bo'), cast('cy')])
      .when({ type: 'VoteWithdrawn', data: { listingId: 4, voterId: 'cy', at: '2026-11-30T11:00:00.000Z', castAt: '2026-11-30T10:00:00.000Z' } })
      .then({ listings: { '4': { votes: 1 } } });
  });

  it('given a live listing, when a vote is cast, then the listing was last updated at that vote', async () => {
    await givenEvents(listingsProjection, [submitted, live])
      .when({ type: 'VoteCast', data: { listingId: 4, voterId: 'bo', at: '2026-11-30T10:00:00.000Z' }, at: '2026-11-30T10:00:01.000Z' })
      .then({ listings: { '4': { votes: 1, updated_at: '2026-11-30T10:00:01.000Z' } } });
  });

  it('given a listing, when its owner edits it, then the changed fields take their new values and a cleared one goes', async () => {
    await givenEvents(listingsProjection, [submitted])
      .when({
        type: 'ListingEdited',
        data: {
          listingId: 4,
          editId: 'e1',
          source: 'owner',
          changes: { name: { before: 'Acme', after: 'Acme Invoices' }, tagline: { before: 'Invoices, chased', after: null } },
        },
      })
      .then({ listings: { '4': { name: 'Acme Invoices', tagline: undefined } } });
  });

  it('given a listing, when a claimant becomes an owner, then it is verified and they may act as its owner', async () => {
    await givenEvents(listingsProjection, [submitted])
      .when({ type: 'CoOwnerAdded', data: { listingId: 4, accountId: 'cy', via: 'claim' } })
      .then({ listings: { '4': { owner_ids: ['ann', 'cy'], verified: true } } });
  });

  it('given a listing, when a co-founder joins by invite, then they co-own it and it is not thereby verified', async () => {
    await givenEvents(listingsProjection, [submitted])
      .when({ type: 'CoOwnerAdded', data: { listingId: 4, accountId: 'bo', via: 'invite' } })
      .then({ listings: { '4': { owner_ids: ['ann', 'bo'], verified: false } } });
  });

  it('given a milestone, when it is deleted, then the others stay', async () => {
    const add = (id: number): ListingEvent => ({ type: 'MilestoneAdded', data: { listingId: 4, milestone: { id, date: '2026-10-01', title: `M${id}` } } });
    await givenEvents(listingsProjection, [submitted, add(1), add(2)])
      .when({ type: 'MilestoneDeleted', data: { listingId: 4, milestoneId: 1 } })
      .then({ listings: { '4': { milestones: [{ id: 2, date: '2026-10-01', title: 'M2' }] } } });
  });

  it('given a listing, when the site team hides it, then it is hidden with the reason', async () => {
    await givenEvents(listingsProjection, [submitted])
      .when({ type: 'ListingHidden', data: { listingId: 4, reason: 'spam' } })
      .then({ listings: { '4': { hidden: true, hidden_reason: 'spam' } } });
  });

  it('given a review, when it is hidden, then it leaves the rating', async () => {
    await givenEvents(listingsProjection, [submitted, written])
      .when({ type: 'ReviewHidden', data: { listingId: 4, accountId: 'bo', rating: 4, reason: 'spam' } })
      .then({ listings: { '4': { rating_sum: 0, rating_count: 0 } } });
  });

  it('given a review, when it is edited, then the rating moves by the difference', async () => {
    await givenEvents(listingsProjection, [submitted, written])
      .when({ type: 'ReviewEdited', data: { listingId: 4, accountId: 'bo', rating: 2, text: 'Meh.', previousRating: 4, visible: true } })
      .then({ listings: { '4': { rating_sum: 2, rating_count: 1 } } });
  });

  it('given a listing, when views are counted, then they add up', async () => {
    await givenEvents(listingsProjection, [submitted, { type: 'ListingViewsCounted', data: { listingId: 4, day: '2026-11-16', count: 5 } }])
      .when({ type: 'ListingViewsCounted', data: { listingId: 4, day: '2026-11-17', count: 7 } })
      .then({ listings: { '4': { views: 12 } } });
  });

  it('given twelve days of domain ratings, when a thirteenth is measured, then the trend keeps the last twelve', async () => {
    const rated = (day: number): MetricEvent => ({
      type: 'DomainRatingMeasured',
      data: { listingId: 4, rating: day, measuredOn: `2026-11-${String(day).padStart(2, '0')}`, source: 'spec' },
    });
    await givenEvents(listingsProjection, [submitted, ...Array.from({ length: 12 }, (_, i) => rated(i + 1))])
      .when(rated(13))
      .then({ listings: { '4': { domain_rating: 13, 'domain_rating_trend.length': 12, 'domain_rating_trend.0.date': '2026-11-02' } } });
  });

  it('given a listing, when it wins a week’s award, then the award is listed on it', async () => {
    const granted: AwardEvent = { type: 'WeeklyAwardsGranted', data: { week: '2026-11-30', winners: [{ place: 1, listingId: 4, votes: 30 }] } };
    await givenEvents(listingsProjection, [submitted])
      .when(granted)
      .then({ listings: { '4': { awards: [{ week: '2026-11-30', place: 1 }] } } });
  });

  it('when an event arrives for a listing never submitted, then nothing is made', async () => {
    await givenEvents(listingsProjection, [])
      .when(chosen)
      .then({ listings: { '4': null } });
  });

  const asked: ListingEvent = {
    type: 'GalleryImageAdded',
    data: { listingId: 4, imageId: 1, source: 'https://acme.test/shot.png', origin: 'owner', caption: 'The board', at: '2026-11-16T11:00:00.000Z' },
  };
  const image = { id: 'b'.repeat(64), type: 'image/png' as const, width: 1280, height: 800, bytes: 90_000 };

  it('when an image is asked for in the gallery, then it is listed, not yet kept', async () => {
    await givenEvents(listingsProjection, [submitted])
      .when(asked)
      .then({
        listings: {
          '4': {
            gallery: [
              {
                id: 1,
                source: 'https://acme.test/shot.png',
                origin: 'owner',
                caption: 'The board',
                image: null,
                refused: null,
                added_at: '2026-11-16T11:00:00.000Z',
              },
            ],
          },
        },
      });
  });

  it('given an image asked for, when it is kept, then the gallery holds our copy', async () => {
    await givenEvents(listingsProjection, [submitted, asked])
      .when({ type: 'GalleryImageStored', data: { listingId: 4, imageId: 1, image, at: '2026-11-16T11:00:01.000Z' } })
      .then({ listings: { '4': { 'gallery.0.image': { id: image.id, width: 1280, height: 800 }, 'gallery.0.refused': null } } });
  });

  it('given an image asked for, when it is refused, then the gallery says why', async () => {
    await givenEvents(listingsProjection, [submitted, asked])
      .when({ type: 'GalleryImageRefused', data: { listingId: 4, imageId: 1, reason: 'it is larger than 2 MB', at: '2026-11-16T11:00:01.000Z' } })
      .then({ listings: { '4': { 'gallery.0.image': null, 'gallery.0.refused': 'it is larger than 2 MB' } } });
  });

  it('given a gallery image, when it is removed, then the gallery is empty', async () => {
    await givenEvents(listingsProjection, [submitted, asked])
      .when({ type: 'GalleryImageRemoved', data: { listingId: 4, imageId: 1 } })
      .then({ listings: { '4': { gallery: [] } } });
  });
});
