import { describe, it } from 'node:test';
import type { ClaimEvent } from '../domain/claim/claim.ts';
import { claimsProjection } from './claims.ts';
import { givenEvents } from './engine/given-events.ts';

const started: ClaimEvent = {
  type: 'ClaimStarted',
  data: {
    claimId: 7,
    listingId: 4,
    slug: 'acme',
    domain: 'acme.test',
    url: 'https://acme.test/',
    accountId: 'cy',
    method: 'dns',
    email: null,
    expiresAt: '2026-11-23T09:00:00.000Z',
  },
};

describe('the claims projection', () => {
  it('when a claim starts, then it is pending, with no check yet', async () => {
    await givenEvents(claimsProjection, [])
      .when(started)
      .then({ claims: { '7': { status: 'pending', account_id: 'cy', listing_id: 4, method: 'dns', checks: [], verified_at: null } } });
  });

  it('given a claim, when it is checked, then the check is kept', async () => {
    await givenEvents(claimsProjection, [started])
      .when({ type: 'ClaimChecked', data: { claimId: 7, at: '2026-11-16T10:00:00.000Z', found: false, detail: 'no TXT record' } })
      .then({ claims: { '7': { status: 'pending', checks: [{ at: '2026-11-16T10:00:00.000Z', found: false, detail: 'no TXT record' }] } } });
  });

  it('given a claim, when it is verified, then it is verified from that time', async () => {
    await givenEvents(claimsProjection, [started])
      .when({ type: 'ClaimVerified', data: { claimId: 7, listingId: 4, accountId: 'cy', method: 'dns', at: '2026-11-16T11:00:00.000Z' } })
      .then({ claims: { '7': { status: 'verified', verified_at: '2026-11-16T11:00:00.000Z' } } });
  });

  it('when a check arrives for a claim never started, then nothing is made', async () => {
    await givenEvents(claimsProjection, [])
      .when({ type: 'ClaimChecked', data: { claimId: 8, at: '2026-11-16T10:00:00.000Z', found: true, detail: 'found' } })
      .then({ claims: { '8': null } });
  });
});
