import { describe, it } from 'node:test';
import { given } from '../shared/given.ts';
import { chooseFreePlan, goLive, scheduleLaunch, submitListing, verifyBadge } from './decide.ts';
import { evolveListing, initialListing, type ListingEvent } from './events.ts';

const profile = { name: 'Acme Widgets', categories: ['developer-tools'] };
const submitted: ListingEvent = {
  type: 'ListingSubmitted',
  data: { listingId: 42, slug: 'acme-widgets', ownerId: 'ann', draftId: null, url: 'https://acme.test/', domain: 'acme.test', profile },
};
const queue = { minWeeks: 6, maxWeeks: 8 };
const listing = (history: ListingEvent[]) => given(initialListing, evolveListing, history);
const monday = (d: string) => new Date(`${d}T09:00:00Z`);

describe('a listing', () => {
  it('is submitted with its website domain', () => {
    listing([])
      .when((s) => submitListing({ listingId: 42, slug: 'acme-widgets', ownerId: 'ann', draftId: null, url: 'https://acme.test/', profile }, s))
      .then([submitted]);
  });

  it('needs an http(s) URL, a name and a primary category', () => {
    listing([])
      .when((s) => submitListing({ listingId: 1, slug: 'x', ownerId: 'a', draftId: null, url: 'ftp://acme.test', profile }, s))
      .thenRefuses('invalid', /url/);
    listing([])
      .when((s) =>
        submitListing({ listingId: 1, slug: 'x', ownerId: 'a', draftId: null, url: 'https://acme.test', profile: { name: ' ', categories: ['a'] } }, s),
      )
      .thenRefuses('invalid', /name/);
    listing([])
      .when((s) => submitListing({ listingId: 1, slug: 'x', ownerId: 'a', draftId: null, url: 'https://acme.test', profile: { name: 'A', categories: [] } }, s))
      .thenRefuses('invalid', /categories/);
    listing([submitted])
      .when((s) => submitListing({ listingId: 42, slug: 'x', ownerId: 'a', draftId: null, url: 'https://acme.test', profile }, s))
      .thenRefuses('conflict');
  });

  it('on the free plan is queued for the launch week 6 weeks ahead', () => {
    listing([submitted])
      .when((s) => chooseFreePlan({ listingId: 42, actorId: 'ann', now: monday('2026-11-23') }, s, queue))
      .then([{ type: 'FreePlanChosen', data: { listingId: 42, week: '2027-01-04' } }]);
    listing([submitted])
      .when((s) => chooseFreePlan({ listingId: 42, actorId: 'ann', now: new Date('2026-11-29T23:00:00Z') }, s, queue))
      .then([{ type: 'FreePlanChosen', data: { listingId: 42, week: '2027-01-04' } }]);
  });

  it('is invisible to anyone but its owner', () => {
    listing([submitted])
      .when((s) => chooseFreePlan({ listingId: 42, actorId: 'bob', now: monday('2026-11-23') }, s, queue))
      .thenRefuses('not_found');
  });

  it('cannot choose the free plan twice', () => {
    const chosen: ListingEvent = { type: 'FreePlanChosen', data: { listingId: 42, week: '2027-01-04' } };
    listing([submitted, chosen])
      .when((s) => chooseFreePlan({ listingId: 42, actorId: 'ann', now: monday('2026-11-23') }, s, queue))
      .thenRefuses('conflict', /awaiting_badge/);
  });

  it('is scheduled once the badge is found, and only then', () => {
    const chosen: ListingEvent = { type: 'FreePlanChosen', data: { listingId: 42, week: '2027-01-04' } };
    const now = monday('2026-11-24');
    listing([submitted, chosen])
      .when((s) => verifyBadge({ listingId: 42, url: 'https://acme.test/', now }, s))
      .then([{ type: 'BadgeVerified', data: { listingId: 42, url: 'https://acme.test/', checkedAt: now.toISOString() } }]);
    listing([submitted])
      .when((s) => verifyBadge({ listingId: 42, url: 'https://acme.test/', now }, s))
      .then([]);
  });

  it('goes live when its week begins, not before, and only once', () => {
    const paid: ListingEvent = { type: 'LaunchScheduled', data: { listingId: 42, week: '2026-11-30', plan: 'paid', unlocked: [] } };
    listing([submitted, paid])
      .when((s) => goLive({ listingId: 42, now: monday('2026-11-27') }, s))
      .thenRefuses('conflict', /not begun/);
    const at = monday('2026-11-30');
    listing([submitted, paid])
      .when((s) => goLive({ listingId: 42, now: at }, s))
      .then([{ type: 'ListingWentLive', data: { listingId: 42, week: '2026-11-30', at: at.toISOString() } }]);
    const live: ListingEvent = { type: 'ListingWentLive', data: { listingId: 42, week: '2026-11-30', at: at.toISOString() } };
    listing([submitted, paid, live])
      .when((s) => goLive({ listingId: 42, now: at }, s))
      .then([]);
    listing([submitted])
      .when((s) => goLive({ listingId: 42, now: at }, s))
      .thenRefuses('conflict', /draft/);
  });

  it('cannot be scheduled for a week already past', () => {
    listing([submitted])
      .when((s) => scheduleLaunch({ listingId: 42, week: '2026-11-16', plan: 'paid', unlocked: [], now: monday('2026-11-23') }, s))
      .thenRefuses('invalid', /past/);
  });
});
