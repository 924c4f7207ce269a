import { describe, it } from 'node:test';
import { CLAIM_PLACES, claimStream } from '../../domain/claim/claim.ts';
import { listingStream } from '../../domain/listing/events.ts';
import { slugStream } from '../../domain/listing/identity.ts';
import { nodeSecrets } from '../../infra/secrets/node-secrets.ts';
import { as, commandSpec } from '../../test/support/command-spec.ts';
import { inStream } from '../../test/support/spec.ts';
import { aListing, aLiveListing, at } from '../../test/support/spec-events.ts';

/** DNS as the claimant left it: the TXT records published under each name. */
const published = new Map<string, string[]>();
const txt = { lookup: async (name: string) => ({ ok: true as const, records: published.get(name) ?? [] }) };
const web = {
  homepage: async () => ({ ok: false as const, reason: 'not asked', unreachable: true }),
  resource: async () => ({ ok: false as const, reason: 'not asked', unreachable: true }),
};
const spec = commandSpec({ web, txt });
// The spec's world derives tokens with this key (test/support/spec.ts), as the server derives them with its own.
const tokenOf = (purpose: string, claimId: number) => nodeSecrets('the server key of a specification, 32+ characters').derivedToken(purpose, String(claimId));

const slugOf3 = inStream(slugStream('acme-3'), { type: 'SlugClaimed', data: { slug: 'acme-3', listingId: 3 } });
const expiresAt = '2026-11-25T10:00:00.000Z';
const started = (claimId: number, method: string, email: string | null = null) => ({
  type: 'ClaimStarted',
  data: { claimId, listingId: 3, slug: 'acme-3', domain: 'acme-3.test', url: 'https://acme-3.test/', accountId: 'bob', method, email, expiresAt },
});
const aClaim = (claimId: number, method: string, email: string | null = null) => inStream(claimStream(claimId), started(claimId, method, email));

describe('the claim commands', () => {
  it('given a live listing, when someone claims it by DNS, then a claim id is reserved and the claim started', async () => {
    await spec
      .given(aLiveListing(3, 'ann'), slugOf3)
      .when(({ commands }) => commands.claimListing({ slug: 'acme-3', accountId: 'bob', method: 'dns' }, as('bob')))
      .then(inStream('sequence-claim-id', { type: 'ClaimIdReserved', data: { claimId: 1 } }), aClaim(1, 'dns'));
  });

  it('given a listing not yet published, when someone claims it, then it is not found (the claim id reserved stays unused)', async () => {
    await spec
      .given(aListing(3, 'ann'), slugOf3)
      .when(({ commands }) => commands.claimListing({ slug: 'acme-3', accountId: 'bob', method: 'dns' }, as('bob')))
      .thenRefuses('not_found', /listing/, inStream('sequence-claim-id', { type: 'ClaimIdReserved', data: { claimId: 1 } }));
  });

  it('given a DNS claim whose TXT record is published, when it is verified, then the check is recorded and the claim verified', async () => {
    published.set(CLAIM_PLACES.dnsName('acme-3.test'), [CLAIM_PLACES.dnsValue(tokenOf('claim', 1))]);
    await spec
      .given(aLiveListing(3, 'ann'), aClaim(1, 'dns'))
      .when(({ commands }) => commands.verifyClaim({ claimId: 1, accountId: 'bob' }, as('bob')))
      .then(
        inStream(
          claimStream(1),
          { type: 'ClaimChecked', data: { claimId: 1, at, found: true, detail: 'found the TXT record at _launchdir-verification.acme-3.test' } },
          { type: 'ClaimVerified', data: { claimId: 1, listingId: 3, accountId: 'bob', method: 'dns', at } },
        ),
      );
  });

  it('given a DNS claim without its TXT record, when it is verified, then the check is recorded saying what was found', async () => {
    published.set(CLAIM_PLACES.dnsName('acme-3.test'), []);
    await spec
      .given(aLiveListing(3, 'ann'), aClaim(1, 'dns'))
      .when(({ commands }) => commands.verifyClaim({ claimId: 1, accountId: 'bob' }, as('bob')))
      .then(
        inStream(claimStream(1), {
          type: 'ClaimChecked',
          data: { claimId: 1, at, found: false, detail: 'no TXT record at _launchdir-verification.acme-3.test' },
        }),
      );
  });

  it("given someone else's claim, when a person verifies it, then it is not found for them", async () => {
    await spec
      .given(aLiveListing(3, 'ann'), aClaim(1, 'dns'))
      .when(({ commands }) => commands.verifyClaim({ claimId: 1, accountId: 'eve' }, as('eve')))
      .thenRefuses('not_found');
  });

  it('given an email claim, when its claimant opens the mailed link, then the claim is verified', async () => {
    await spec
      .given(aLiveListing(3, 'ann'), aClaim(1, 'email', 'bob@acme-3.test'))
      .when(({ commands }) => commands.confirmClaimByEmail({ claimId: 1, accountId: 'bob', token: tokenOf('claim-email', 1) }, as('bob')))
      .then(inStream(claimStream(1), { type: 'ClaimVerified', data: { claimId: 1, listingId: 3, accountId: 'bob', method: 'email', at } }));
  });

  it('given an email claim, when a link with a wrong token is opened, then it is not found', async () => {
    await spec
      .given(aLiveListing(3, 'ann'), aClaim(1, 'email', 'bob@acme-3.test'))
      .when(({ commands }) => commands.confirmClaimByEmail({ claimId: 1, accountId: 'bob', token: 'guessed' }, as('bob')))
      .thenRefuses('not_found');
  });

  it('given a verified claim, when its claimant is added to the listing, then they co-own it by claim', async () => {
    await spec
      .given(aLiveListing(3, 'ann'))
      .when(({ commands }) => commands.addClaimant({ listingId: 3, accountId: 'bob' }, as('system:claims')))
      .then(inStream(listingStream(3), { type: 'CoOwnerAdded', data: { listingId: 3, accountId: 'bob', via: 'claim' } }));
  });
});
