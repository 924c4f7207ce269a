import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { given } from '../shared/given.ts';
import { type BadgeLook, chooseFreePlan, missFreeLaunch, nextLaunchedCheck, nextWaitingCheck, recordBadgeCheck, requestBadgeCheck } from './badge.ts';
import { evolveListing, initialListing, type ListingEvent } from './events.ts';

const submitted: ListingEvent = {
  type: 'ListingSubmitted',
  data: {
    listingId: 9,
    slug: 'acme',
    ownerId: 'ann',
    draftId: null,
    url: 'https://acme.test/',
    domain: 'acme.test',
    profile: { name: 'Acme', categories: ['tools'] },
  },
};
const week = '2027-01-04';
const chosenAt = '2026-11-23T10:00:00.000Z';
const chosen: ListingEvent = { type: 'FreePlanChosen', data: { listingId: 9, week, at: chosenAt } };
const listing = (history: ListingEvent[]) => given(initialListing, evolveListing, [submitted, ...history]);
const at = (iso: string) => new Date(iso);
const miss: BadgeLook = { found: false, url: 'https://acme.test/', reason: 'no link' };
const hit: BadgeLook = { found: true, url: 'https://acme.test/', evidence: '<a href="…/listings/acme">' };
const checked = (checkId: string, when: string, found: boolean, nextCheckAt: string | null): ListingEvent => ({
  type: 'BadgeChecked',
  data: {
    listingId: 9,
    checkId,
    at: when,
    found,
    url: 'https://acme.test/',
    ...(found ? { evidence: hit.found ? hit.evidence : '' } : { reason: 'no link' }),
    nextCheckAt,
  },
});

describe('the free plan', () => {
  it('given a draft, when its owner chooses the free plan, then it is queued for the booked week, its first check due at once', () => {
    listing([])
      .when((s) => chooseFreePlan({ listingId: 9, actorId: 'ann', week, now: at(chosenAt) }, s))
      .then([chosen]);
  });

  it('given a queued listing, when the same week is chosen again, then nothing more is recorded', () => {
    listing([chosen])
      .when((s) => chooseFreePlan({ listingId: 9, actorId: 'ann', week, now: at(chosenAt) }, s))
      .then([]);
  });

  it('given a queued listing, when another week is chosen, then it is refused as already queued', () => {
    listing([chosen])
      .when((s) => chooseFreePlan({ listingId: 9, actorId: 'ann', week: '2027-01-11', now: at(chosenAt) }, s))
      .thenRefuses('conflict', /already queued/);
  });

  it('when someone else chooses the free plan for the listing, then it is not found', () => {
    listing([])
      .when((s) => chooseFreePlan({ listingId: 9, actorId: 'bob', week, now: at(chosenAt) }, s))
      .thenRefuses('not_found');
  });

  it('given the first check ran two minutes ago, when the owner asks, then a check is requested at once', () => {
    listing([chosen, checked(`9@${chosenAt}`, '2026-11-23T10:00:05.000Z', false, '2026-11-23T10:15:05.000Z')])
      .when((s) => requestBadgeCheck({ listingId: 9, actorId: 'ann', now: at('2026-11-23T10:02:05Z') }, s))
      .then([{ type: 'BadgeCheckRequested', data: { listingId: 9, at: '2026-11-23T10:02:05.000Z' } }]);
  });

  it('given the first check ran 25 seconds ago, when the owner asks, then the check is due a minute after that one, not dropped', () => {
    listing([chosen, checked(`9@${chosenAt}`, '2026-11-23T10:00:05.000Z', false, '2026-11-23T10:15:05.000Z')])
      .when((s) => requestBadgeCheck({ listingId: 9, actorId: 'ann', now: at('2026-11-23T10:00:30Z') }, s))
      .then([{ type: 'BadgeCheckDeferred', data: { listingId: 9, requestedAt: '2026-11-23T10:00:30.000Z', dueAt: '2026-11-23T10:01:05.000Z' } }]);
  });

  it('given a check already scheduled a minute after the last, when the owner asks again, then nothing more is recorded', () => {
    const deferred: ListingEvent = {
      type: 'BadgeCheckDeferred',
      data: { listingId: 9, requestedAt: '2026-11-23T10:00:30.000Z', dueAt: '2026-11-23T10:01:05.000Z' },
    };
    listing([chosen, checked(`9@${chosenAt}`, '2026-11-23T10:00:05.000Z', false, '2026-11-23T10:15:05.000Z'), deferred])
      .when((s) => requestBadgeCheck({ listingId: 9, actorId: 'ann', now: at('2026-11-23T10:00:45Z') }, s))
      .then([]);
  });

  it('given the plan was chosen 20 seconds ago and its first check has not run yet, when the owner asks, then nothing is recorded (that check is due)', () => {
    listing([chosen])
      .when((s) => requestBadgeCheck({ listingId: 9, actorId: 'ann', now: at('2026-11-23T10:00:20Z') }, s))
      .then([]);
  });

  it('given a scheduled listing, when the owner asks for a check, then nothing is recorded', () => {
    listing([
      chosen,
      checked(`9@${chosenAt}`, '2026-11-23T10:00:05.000Z', true, null),
      { type: 'BadgeVerified', data: { listingId: 9, url: 'https://acme.test/', checkedAt: '2026-11-23T10:00:05.000Z' } },
    ])
      .when((s) => requestBadgeCheck({ listingId: 9, actorId: 'ann', now: at('2026-11-23T10:05:00Z') }, s))
      .then([]);
  });
});

describe('badge checks while waiting', () => {
  it('space out after misses: 15 minutes, 1 hour, 6 hours, then daily, never past an hour before the week', () => {
    const now = at('2026-11-23T10:00:00Z');
    assert.equal(nextWaitingCheck(1, now, week), '2026-11-23T10:15:00.000Z');
    assert.equal(nextWaitingCheck(2, now, week), '2026-11-23T11:00:00.000Z');
    assert.equal(nextWaitingCheck(3, now, week), '2026-11-23T16:00:00.000Z');
    assert.equal(nextWaitingCheck(4, now, week), '2026-11-24T10:00:00.000Z');
    assert.equal(nextWaitingCheck(4, at('2027-01-03T12:00:00Z'), week), '2027-01-03T23:00:00.000Z');
    assert.equal(nextWaitingCheck(4, at('2027-01-03T23:30:00Z'), week), null);
  });

  it('given a queued listing, when its first check misses, then the miss is recorded with the next check due', () => {
    const first = `9@${chosenAt}`;
    listing([chosen])
      .when((s) => recordBadgeCheck({ listingId: 9, checkId: first, look: miss, now: at('2026-11-23T10:00:05Z') }, s))
      .then([checked(first, '2026-11-23T10:00:05.000Z', false, '2026-11-23T10:15:05.000Z')]);
  });

  it('given a recorded check, when the same check comes again, then nothing is recorded', () => {
    const first = `9@${chosenAt}`;
    const missed = checked(first, '2026-11-23T10:00:05.000Z', false, '2026-11-23T10:15:05.000Z');
    listing([chosen, missed])
      .when((s) => recordBadgeCheck({ listingId: 9, checkId: first, look: hit, now: at('2026-11-23T10:20:00Z') }, s))
      .then([]);
  });

  it('given a miss, when the next check finds the badge, then the find schedules the launch', () => {
    const first = `9@${chosenAt}`;
    const missed = checked(first, '2026-11-23T10:00:05.000Z', false, '2026-11-23T10:15:05.000Z');
    listing([chosen, missed])
      .when((s) => recordBadgeCheck({ listingId: 9, checkId: '9@2026-11-23T10:15:05.000Z', look: hit, now: at('2026-11-23T10:16:00Z') }, s))
      .then([
        checked('9@2026-11-23T10:15:05.000Z', '2026-11-23T10:16:00.000Z', true, '2027-01-11T00:00:00.000Z'),
        { type: 'BadgeVerified', data: { listingId: 9, url: 'https://acme.test/', checkedAt: '2026-11-23T10:16:00.000Z' } },
      ]);
  });

  it('given a queued listing, when its week has not begun, then nothing is missed', () => {
    listing([chosen])
      .when((s) => missFreeLaunch({ listingId: 9, now: at('2027-01-03T23:59:00Z') }, s))
      .then([]);
  });

  it('given a queued listing without its badge, when its week begins, then it misses its launch', () => {
    listing([chosen])
      .when((s) => missFreeLaunch({ listingId: 9, now: at('2027-01-04T00:00:00Z') }, s))
      .then([{ type: 'FreeLaunchMissed', data: { listingId: 9, week } }]);
  });

  it('given a verified badge, when the week begins, then nothing is missed', () => {
    const verified: ListingEvent = { type: 'BadgeVerified', data: { listingId: 9, url: 'https://acme.test/', checkedAt: chosenAt } };
    listing([chosen, verified])
      .when((s) => missFreeLaunch({ listingId: 9, now: at('2027-01-04T00:00:00Z') }, s))
      .then([]);
  });
});

describe('badge checks after launch', () => {
  const verified: ListingEvent = { type: 'BadgeVerified', data: { listingId: 9, url: 'https://acme.test/', checkedAt: chosenAt } };
  const live: ListingEvent = { type: 'ListingWentLive', data: { listingId: 9, week, at: '2027-01-04T00:05:00.000Z' } };

  it('run weekly for four weeks after the launch week', () => {
    assert.equal(nextLaunchedCheck(at('2026-11-23T10:00:00Z'), week), '2027-01-11T00:00:00.000Z');
    assert.equal(nextLaunchedCheck(at('2027-01-11T00:01:00Z'), week), '2027-01-18T00:01:00.000Z');
    assert.equal(nextLaunchedCheck(at('2027-01-25T00:01:00Z'), week), '2027-02-01T00:01:00.000Z');
    assert.equal(nextLaunchedCheck(at('2027-02-01T00:01:00Z'), week), null);
  });

  it('given a live free listing, when its badge is missing once, then the miss is recorded', () => {
    const firstMiss = checked('9@a', '2027-01-11T00:01:00.000Z', false, '2027-01-18T00:01:00.000Z');
    listing([chosen, verified, live])
      .when((s) => recordBadgeCheck({ listingId: 9, checkId: '9@a', look: miss, now: at('2027-01-11T00:01:00Z') }, s))
      .then([firstMiss]);
  });

  it('given one miss, when the badge is missing again, then the listing is flagged', () => {
    const firstMiss = checked('9@a', '2027-01-11T00:01:00.000Z', false, '2027-01-18T00:01:00.000Z');
    listing([chosen, verified, live, firstMiss])
      .when((s) => recordBadgeCheck({ listingId: 9, checkId: '9@b', look: miss, now: at('2027-01-18T00:01:00Z') }, s))
      .then([checked('9@b', '2027-01-18T00:01:00.000Z', false, '2027-01-25T00:01:00.000Z'), { type: 'BadgeFlagged', data: { listingId: 9, misses: 2 } }]);
  });

  it('given a flagged listing, when the badge is back, then the flag is cleared', () => {
    const firstMiss = checked('9@a', '2027-01-11T00:01:00.000Z', false, '2027-01-18T00:01:00.000Z');
    const flagged: ListingEvent = { type: 'BadgeFlagged', data: { listingId: 9, misses: 2 } };
    const secondMiss = checked('9@b', '2027-01-18T00:01:00.000Z', false, '2027-01-25T00:01:00.000Z');
    listing([chosen, verified, live, firstMiss, secondMiss, flagged])
      .when((s) => recordBadgeCheck({ listingId: 9, checkId: '9@c', look: hit, now: at('2027-01-25T00:01:00Z') }, s))
      .then([checked('9@c', '2027-01-25T00:01:00.000Z', true, '2027-02-01T00:01:00.000Z'), { type: 'BadgeRestored', data: { listingId: 9 } }]);
  });

  it('count a site that did not answer as no evidence: asked again the next day, no miss', () => {
    const down: BadgeLook = { found: false, url: 'https://acme.test/', reason: 'the site could not be reached (ECONNREFUSED)', unreachable: true };
    const firstMiss = checked('9@a', '2027-01-11T00:01:00.000Z', false, '2027-01-18T00:01:00.000Z');
    listing([chosen, verified, live, firstMiss])
      .when((s) => recordBadgeCheck({ listingId: 9, checkId: '9@b', look: down, now: at('2027-01-18T00:01:00Z') }, s))
      .then([
        {
          type: 'BadgeChecked',
          data: {
            listingId: 9,
            checkId: '9@b',
            at: '2027-01-18T00:01:00.000Z',
            found: false,
            url: 'https://acme.test/',
            reason: down.reason,
            unreachable: true,
            nextCheckAt: '2027-01-19T00:01:00.000Z',
          },
        },
      ]);
  });

  it('are not made for paid listings', () => {
    listing([{ type: 'LaunchScheduled', data: { listingId: 9, week, plan: 'paid', unlocked: [] } }])
      .when((s) => recordBadgeCheck({ listingId: 9, checkId: '9@x', look: miss, now: at('2027-01-11T00:01:00Z') }, s))
      .then([]);
  });
});
