import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { given } from '../shared/given.ts';
import { type ClaimEvent, claimListing, claimStatus, confirmClaimByEmail, evolveClaim, initialClaim, judgeEvidence, mayCheck, verifyClaim } from './claim.ts';

const target = { listingId: 4, slug: 'acme', domain: 'acme.test', url: 'https://acme.test/', owners: ['ann'], published: true };
const now = new Date('2026-11-23T10:00:00Z');
const started = (method: 'dns' | 'email', email: string | null = null): ClaimEvent => ({
  type: 'ClaimStarted',
  data: {
    claimId: 7,
    listingId: 4,
    slug: 'acme',
    domain: 'acme.test',
    url: 'https://acme.test/',
    accountId: 'cy',
    method,
    email,
    expiresAt: '2026-11-30T10:00:00.000Z',
  },
});
const claim = (history: ClaimEvent[]) => given(initialClaim, evolveClaim, history);

describe('starting a claim', () => {
  it('when a DNS claim starts, then its method is recorded, with a week to complete it', () => {
    claim([])
      .when((s) => claimListing({ claimId: 7, accountId: 'cy', method: 'dns', now }, target, s))
      .then([started('dns')]);
  });

  it('when an email claim starts, then its address is recorded too', () => {
    claim([])
      .when((s) => claimListing({ claimId: 7, accountId: 'cy', method: 'email', email: 'cy@mail.acme.test', now }, target, s))
      .then([started('email', 'cy@mail.acme.test')]);
  });

  it('refuses free mailboxes, other domains, a missing or stray address, owners, and listings not public', () => {
    const start = (c: Partial<Parameters<typeof claimListing>[0]>, t: typeof target | null = target) =>
      claim([]).when((s) => claimListing({ claimId: 7, accountId: 'cy', method: 'email', now, ...c }, t, s));
    start({ email: 'cy@gmail.com' }).thenRefuses('invalid', /email: gmail\.com is a free mailbox/);
    start({ email: 'cy@acme-test.com' }).thenRefuses('invalid', /must be an address at acme\.test/);
    start({ email: 'cy@notacme.test' }).thenRefuses('invalid', /email/);
    start({}).thenRefuses('invalid', /email: is required/);
    start({ method: 'meta', email: 'cy@acme.test' }).thenRefuses('invalid', /only for method email/);
    start({ accountId: 'ann', email: 'ann@acme.test' }).thenRefuses('conflict', /already own/);
    start({ email: 'cy@acme.test' }, { ...target, published: false }).thenRefuses('not_found');
    start({ email: 'cy@acme.test' }, null).thenRefuses('not_found');
  });
});

describe('checking a claim', () => {
  it("given a claim, when its claimant's evidence is found, then the check and the verification are recorded", () => {
    claim([started('dns')])
      .when((s) => verifyClaim({ accountId: 'cy', found: true, detail: 'found', now }, s))
      .then([
        { type: 'ClaimChecked', data: { claimId: 7, at: now.toISOString(), found: true, detail: 'found' } },
        { type: 'ClaimVerified', data: { claimId: 7, listingId: 4, accountId: 'cy', method: 'dns', at: now.toISOString() } },
      ]);
  });

  it('given a claim, when another account checks it, then it is not found', () => {
    claim([started('dns')])
      .when((s) => verifyClaim({ accountId: 'eve', found: true, detail: 'x', now }, s))
      .thenRefuses('not_found');
  });

  it('given a look five seconds ago, when the claimant looks again, then they are told to wait', () => {
    const looked: ClaimEvent = { type: 'ClaimChecked', data: { claimId: 7, at: now.toISOString(), found: false, detail: 'no' } };
    assert.throws(
      () => mayCheck({ accountId: 'cy', now: new Date(now.getTime() + 5000) }, [started('dns'), looked].reduce(evolveClaim, initialClaim())),
      (e: Error & { kind?: string; retryAfterSeconds?: number }) => e.kind === 'rate_limited' && e.retryAfterSeconds === 5,
    );
  });

  it('given twenty looks this hour, when the claimant looks again, then they are told to wait', () => {
    const many = Array.from(
      { length: 20 },
      (_, i): ClaimEvent => ({
        type: 'ClaimChecked',
        data: { claimId: 7, at: new Date(now.getTime() + i * 60_000).toISOString(), found: false, detail: 'no' },
      }),
    );
    assert.throws(
      () => mayCheck({ accountId: 'cy', now: new Date(now.getTime() + 30 * 60_000) }, [started('dns'), ...many].reduce(evolveClaim, initialClaim())),
      (e: Error & { kind?: string; retryAfterSeconds?: number }) => e.kind === 'rate_limited' && e.retryAfterSeconds === 30 * 60,
    );
  });

  it('given a claim past its week, when it is checked, then it is refused as expired', () => {
    claim([started('dns')])
      .when((s) => verifyClaim({ accountId: 'cy', found: true, detail: 'x', now: new Date('2026-11-30T10:00:00Z') }, s))
      .thenRefuses('conflict', /expired/);
  });

  it('given an email claim, when it is checked, then the claimant is told to open the link', () => {
    claim([started('email', 'cy@acme.test')])
      .when((s) => verifyClaim({ accountId: 'cy', found: true, detail: 'x', now }, s))
      .thenRefuses('conflict', /opening the link/);
  });

  it('a pending claim at its expiry time reads as expired', () => {
    assert.equal(claimStatus({ status: 'pending', expiresAt: '2026-11-30T10:00:00.000Z' }, new Date('2026-11-30T10:00:00Z')), 'expired');
  });

  it('a verified claim reads as verified, however late', () => {
    assert.equal(claimStatus({ status: 'verified', expiresAt: '2026-11-30T10:00:00.000Z' }, new Date('2027-01-01T00:00:00Z')), 'verified');
  });

  it('given an email claim, when its claimant opens the link, then it is verified', () => {
    claim([started('email', 'cy@acme.test')])
      .when((s) => confirmClaimByEmail({ accountId: 'cy', tokenValid: true, now }, s))
      .then([{ type: 'ClaimVerified', data: { claimId: 7, listingId: 4, accountId: 'cy', method: 'email', at: now.toISOString() } }]);
  });

  it('given an email claim, when another account opens the link, then it is refused', () => {
    claim([started('email', 'cy@acme.test')])
      .when((s) => confirmClaimByEmail({ accountId: 'eve', tokenValid: true, now }, s))
      .thenRefuses('forbidden');
  });

  it("given an email claim, when the link's token is not valid, then it is not found", () => {
    claim([started('email', 'cy@acme.test')])
      .when((s) => confirmClaimByEmail({ accountId: 'cy', tokenValid: false, now }, s))
      .thenRefuses('not_found');
  });
});

describe('the evidence of each method', () => {
  it('is the exact token: a TXT value, a meta tag, a file holding only it', () => {
    assert.equal(judgeEvidence('dns', 'tok', { records: ['v=spf1 -all', 'launchdir-verification=tok'], where: 'x' }).found, true);
    assert.equal(judgeEvidence('dns', 'tok', { records: ['launchdir-verification=other'], where: 'x' }).found, false);
    assert.match(judgeEvidence('dns', 'tok', { records: [], where: '_launchdir-verification.acme.test' }).detail, /no TXT record at _launchdir/);
    assert.equal(judgeEvidence('meta', 'tok', { metas: [{ name: 'launchdir-verification', content: ' tok ' }], where: 'x' }).found, true);
    assert.match(judgeEvidence('meta', 'tok', { metas: [{ name: 'launchdir-verification', content: 'nope' }], where: 'x' }).detail, /another token/);
    assert.equal(judgeEvidence('file', 'tok', { status: 200, body: 'tok\n', where: 'x' }).found, true);
    assert.equal(judgeEvidence('file', 'tok', { status: 200, body: 'tok and more', where: 'x' }).found, false);
    assert.match(judgeEvidence('file', 'tok', { status: 404, body: 'tok', where: 'x' }).detail, /answered 404/);
  });
});
