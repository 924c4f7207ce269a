import { describe, it } from 'node:test';
import { given } from '../shared/given.ts';
import { goLive, scheduleLaunch, submitListing } from './decide.ts';
import { evolveListing, initialListing, type ListingEvent } from './events.ts';

const profile = { name: 'Acme Widgets', categories: ['developer-tools'] };
const submitted: ListingEvent = {
  type: 'ListingSubmitted',
  data: { listingId: 42, slug: 'acme-widgets', ownerId: 'ann', draftId: null, url: 'https://acme.test/', domain: 'acme.test', profile },
};
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
