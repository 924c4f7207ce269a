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
const NOW = new Date('2026-11-20T10:00:00Z');

describe('a listing', () => {
  it('is submitted with its website domain', () => {
    listing([])
      .when((s) => submitListing({ listingId: 42, slug: 'acme-widgets', ownerId: 'ann', draftId: null, url: 'https://acme.test/', profile }, s, NOW))
      .then([submitted]);
  });

  it("given a homepage with an og:image, when the listing is submitted, then the image is the gallery's first, to be read", () => {
    listing([])
      .when((s) =>
        submitListing(
          { listingId: 42, slug: 'acme-widgets', ownerId: 'ann', draftId: null, url: 'https://acme.test/', profile, ogImage: 'https://acme.test/og.png' },
          s,
          NOW,
        ),
      )
      .then([
        submitted,
        { type: 'GalleryImageAdded', data: { listingId: 42, imageId: 1, source: 'https://acme.test/og.png', origin: 'og_image', at: NOW.toISOString() } },
      ]);
  });

  it('given an og:image that is not a web link, when the listing is submitted, then the gallery stays empty', () => {
    listing([])
      .when((s) =>
        submitListing(
          { listingId: 42, slug: 'acme-widgets', ownerId: 'ann', draftId: null, url: 'https://acme.test/', profile, ogImage: 'javascript:alert(1)' },
          s,
          NOW,
        ),
      )
      .then([submitted]);
  });

  it("when a listing's URL is not http(s), then it is refused naming the url", () => {
    listing([])
      .when((s) => submitListing({ listingId: 1, slug: 'x', ownerId: 'a', draftId: null, url: 'ftp://acme.test', profile }, s, NOW))
      .thenRefuses('invalid', /url/);
  });

  it('when a listing has a blank name, then it is refused naming the name', () => {
    listing([])
      .when((s) =>
        submitListing({ listingId: 1, slug: 'x', ownerId: 'a', draftId: null, url: 'https://acme.test', profile: { name: ' ', categories: ['a'] } }, s, NOW),
      )
      .thenRefuses('invalid', /name/);
  });

  it('when a listing has no category, then it is refused naming the categories', () => {
    listing([])
      .when((s) =>
        submitListing({ listingId: 1, slug: 'x', ownerId: 'a', draftId: null, url: 'https://acme.test', profile: { name: 'A', categories: [] } }, s, NOW),
      )
      .thenRefuses('invalid', /categories/);
  });

  it('given a submitted listing, when it is submitted again, then it is refused', () => {
    listing([submitted])
      .when((s) => submitListing({ listingId: 42, slug: 'x', ownerId: 'a', draftId: null, url: 'https://acme.test', profile }, s, NOW))
      .thenRefuses('conflict');
  });

  it('given a scheduled listing, when its week has not begun, then going live is refused', () => {
    const paid: ListingEvent = { type: 'LaunchScheduled', data: { listingId: 42, week: '2026-11-30', plan: 'paid', unlocked: [] } };
    listing([submitted, paid])
      .when((s) => goLive({ listingId: 42, now: monday('2026-11-27') }, s))
      .thenRefuses('conflict', /not begun/);
  });

  it('given a scheduled listing, when its week begins, then it goes live', () => {
    const paid: ListingEvent = { type: 'LaunchScheduled', data: { listingId: 42, week: '2026-11-30', plan: 'paid', unlocked: [] } };
    const at = monday('2026-11-30');
    listing([submitted, paid])
      .when((s) => goLive({ listingId: 42, now: at }, s))
      .then([{ type: 'ListingWentLive', data: { listingId: 42, week: '2026-11-30', at: at.toISOString() } }]);
  });

  it('given a live listing, when it goes live again, then nothing is recorded', () => {
    const paid: ListingEvent = { type: 'LaunchScheduled', data: { listingId: 42, week: '2026-11-30', plan: 'paid', unlocked: [] } };
    const at = monday('2026-11-30');
    const live: ListingEvent = { type: 'ListingWentLive', data: { listingId: 42, week: '2026-11-30', at: at.toISOString() } };
    listing([submitted, paid, live])
      .when((s) => goLive({ listingId: 42, now: at }, s))
      .then([]);
  });

  it('given a draft, when it is to go live, then it is refused', () => {
    const at = monday('2026-11-30');
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
