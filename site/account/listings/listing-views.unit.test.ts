import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { load } from 'cheerio';
import type { Session } from '../../../api/auth/sessions.ts';
import { goingLiveView } from './going-live-view.ts';
import { changedFields, OPERATION_FORMS, profileInput } from './listing-forms.ts';
import type { Owned } from './owner-fields.ts';
import { myListingsView, type OwnerListingData, ownerListingView } from './owner-listing-view.ts';

const shown = (markup: unknown) => load(String(markup));
const session = { csrf: 't' } as Session;
const aListing = (over: object = {}) =>
  ({
    listing_id: 7,
    name: 'Acme <b>',
    slug: 'acme',
    url: 'https://acme.test/',
    status: 'draft',
    plan: null,
    launch_week: null,
    launched_at: null,
    hidden: false,
    hidden_reason: null,
    public_status: null,
    tagline: 'Ship faster',
    headline: '',
    summary: '',
    description: '',
    short_description: '',
    country: null,
    city: null,
    founded_year: null,
    features: ['Fast', 'Small'],
    usps: [],
    keywords: [],
    seo: { title: null, description: null },
    pricing: { model: null, summary: null },
    links: { contact_email: null, demo_video: null },
    badge: { checks: [], next_check_at: null, missed_week: null },
    counts: { votes: 3, views: 10, followers: 1 },
    sections: {},
    story: {},
    milestones: [],
    gallery: [],
    stats: { days: [], vote_timeline: { from: '2026-11-02T00:00:00Z', to: '2026-11-02T00:00:00Z', hours: [] } },
    ...over,
  }) as unknown as Owned;
const data = (over: Partial<OwnerListingData> = {}): OwnerListingData => ({
  listing: aListing(),
  badge: null,
  sisters: [],
  interview: { questions: [], answers: [] },
  revenue: { figure: null, now: new Date('2026-11-20T00:00:00Z') },
  commentsInFeeds: false,
  ...over,
});

describe('the owner’s listing page: going live', () => {
  it('given a listing not yet launched, when shown, then both plans are offered', () => {
    const $ = shown(goingLiveView(session, aListing(), null, new Map()));
    assert.equal($('form[action="/account/listings/7/free"] button').text(), 'Choose the free launch');
    assert.equal($('form[action="/account/listings/7/launch"]').length, 1);
  });

  it('given a free listing waiting for its badge, when shown, then the snippet to copy and a check now are offered', () => {
    const l = aListing({ status: 'awaiting_badge', plan: 'free', launch_week: '2026-12-07' });
    const $ = shown(goingLiveView(session, l, { embed_html: '<a href="x">badge</a>', svg_url: '/badges/acme/listed.svg' } as never, new Map()));
    assert.equal($('#badge-snippet').text(), '<a href="x">badge</a>');
    assert.equal($('form[action="/account/listings/7/free"] button').text(), 'Check my homepage for the badge now');
  });

  it('given a live listing, when shown, then it links to its public page and offers no plan', () => {
    const $ = shown(goingLiveView(session, aListing({ status: 'live', launched_at: '2026-11-02T00:00:00Z' }), null, new Map()));
    assert.equal($('a').attr('href'), '/listings/acme');
    assert.equal($('form').length, 0);
  });
});

describe('the owner’s listing page: refusals', () => {
  it('given a refused milestone, when shown, then its title is marked on the milestone form and not on the story’s', () => {
    const refusal = { status: 400, message: 'Some fields need a change.', issues: [{ field: 'body.title', message: 'is required' }] };
    const $ = shown(ownerListingView(session, data(), { refusal, form: 'add_milestone' }));
    assert.equal($('#milestones [aria-invalid=true]').attr('name'), 'title');
    assert.equal($('#story [aria-invalid=true]').length, 0);
    assert.equal($('[role=alert]').length, 1);
  });

  it('given a refused profile field in the folded part, when shown, then the fold is open', () => {
    const refusal = { status: 400, message: 'Some fields need a change.', issues: [{ field: 'body.fields.city', message: 'too long' }] };
    const $ = shown(ownerListingView(session, data(), { refusal, form: 'update_my_listing' }));
    assert.ok($('#profile details').is('[open]'));
    assert.equal($('#profile [aria-invalid=true]').attr('name'), 'city');
  });
});

describe('the owner’s listings', () => {
  it('given a listing whose name holds markup, when listed, then the name is text', () => {
    const $ = shown(
      myListingsView([{ listing_id: 7, name: 'Acme <b>', status: 'live', hidden: false, plan: 'paid', launch_week: null, counts: { votes: 2 } }] as never),
    );
    assert.equal($('td a').text(), 'Acme <b>');
    assert.equal($('td').eq(1).text(), 'Live');
  });
});

describe('the profile form as update_my_listing’s input', () => {
  it('given the values as they are, when posted, then nothing is sent', () => {
    assert.equal(profileInput({ body: { tagline: 'Ship faster ', features: 'Fast\nSmall' }, params: {} }, aListing()), 'nothing');
  });

  it('given a changed tagline, list and year, when posted, then only those are sent', () => {
    assert.deepEqual(changedFields(aListing(), { tagline: 'Ship sooner', features: 'Fast', founded_year: '2019', city: '' }), {
      tagline: 'Ship sooner',
      features: ['Fast'],
      founded_year: 2019,
    });
  });

  it('given sister sites ticked, when posted, then the change is sent to them too', () => {
    assert.deepEqual(profileInput({ body: { tagline: 'New', apply_to: 'sister-a' }, params: {} }, aListing()), {
      path: { listing_id: 7 },
      body: { fields: { tagline: 'New' }, apply_to: ['sister-a'] },
    });
  });
});

describe('the listing page’s other forms as operation inputs', () => {
  it('given a milestone with an empty link, when posted, then the link is left out', () => {
    const input = OPERATION_FORMS.milestones.input({ body: { date: '2026-11-01', title: ' First customer ', url: ' ' }, params: {} }, aListing());
    assert.deepEqual(input, { path: { listing_id: 7 }, body: { date: '2026-11-01', title: 'First customer' } });
  });

  it('given interview answers, when posted, then each non-empty one is sent with its question', () => {
    const input = OPERATION_FORMS.interview.input({ body: { csrf: 't', 'answer.3': ' Yes ', 'answer.4': '' }, params: {} }, aListing());
    assert.deepEqual(input, { body: { answers: [{ question_id: 3, answer: 'Yes' }] } });
  });
});
