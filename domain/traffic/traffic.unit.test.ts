import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lastDays, voteWindow } from './stats-window.ts';
import { countsOncePerVisitor, countTraffic, isBadgeReferral, isBot } from './traffic.ts';

describe('counting traffic', () => {
  it('records views under the event they always had', () => {
    assert.deepEqual(countTraffic({ listingId: 7, day: '2026-11-24', kind: 'views', count: 3 }), [
      { type: 'ListingViewsCounted', data: { listingId: 7, day: '2026-11-24', count: 3 } },
    ]);
  });

  it('records the other kinds as traffic of that kind', () => {
    assert.deepEqual(countTraffic({ listingId: 7, day: '2026-11-24', kind: 'outbound_clicks', count: 2 }), [
      { type: 'ListingTrafficCounted', data: { listingId: 7, day: '2026-11-24', kind: 'outbound_clicks', count: 2 } },
    ]);
  });

  it('records nothing for a count of none', () => {
    assert.deepEqual(countTraffic({ listingId: 7, day: '2026-11-24', kind: 'badge_impressions', count: 0 }), []);
  });

  it('counts a visitor once a day for views, clicks and referrals, and every badge fetch', () => {
    assert.deepEqual((['views', 'badge_impressions', 'outbound_clicks', 'badge_referrals'] as const).map(countsOncePerVisitor), [true, false, true, true]);
  });

  it('leaves out user agents that announce a robot, and empty ones', () => {
    assert.equal(isBot('Mozilla/5.0 (compatible; Googlebot/2.1)'), true);
    assert.equal(isBot(''), true);
    assert.equal(isBot('Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0'), false);
  });
});

describe('a badge referral', () => {
  it('is a visit from the product’s own site, with or without www', () => {
    assert.equal(isBadgeReferral('https://www.pipewright.example/', 'pipewright.example'), true);
    assert.equal(isBadgeReferral('https://pipewright.example/pricing', 'www.pipewright.example'), true);
  });

  it('is a visit from one of its subdomains', () => {
    assert.equal(isBadgeReferral('https://docs.pipewright.example/start', 'pipewright.example'), true);
  });

  it('is not a visit from a site whose name only ends the same way', () => {
    assert.equal(isBadgeReferral('https://notpipewright.example/', 'pipewright.example'), false);
  });

  it('is not a visit with no referrer, or a referrer that is not a web address', () => {
    assert.equal(isBadgeReferral(undefined, 'pipewright.example'), false);
    assert.equal(isBadgeReferral('android-app://pipewright.example/', 'pipewright.example'), false);
    assert.equal(isBadgeReferral('not a url', 'pipewright.example'), false);
  });
});

describe('the stats window', () => {
  const now = new Date('2026-11-24T10:30:00Z');
  it('shows the last thirty days, today last', () => {
    const days = lastDays(now);
    assert.equal(days.length, 30);
    assert.equal(days[0], '2026-10-26');
    assert.equal(days[29], '2026-11-24');
  });

  it('times the votes of a listing with a launch week over that week and a day either side', () => {
    assert.deepEqual(voteWindow('2026-11-23', now), { from: new Date('2026-11-22T00:00:00Z'), to: new Date('2026-12-01T00:00:00Z') });
  });

  it('times the votes of a listing without a launch week over the last seven days, up to the end of this hour', () => {
    assert.deepEqual(voteWindow(null, now), { from: new Date('2026-11-17T11:00:00Z'), to: new Date('2026-11-24T11:00:00Z') });
  });
});
