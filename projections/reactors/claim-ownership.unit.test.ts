import { describe, it } from 'node:test';
import type { Commands } from '../../commands/index.ts';
import type { ClaimEvent } from '../../domain/claim/claim.ts';
import { givenReaction } from '../engine/given-reaction.ts';
import { claimOwnershipProcess } from './claim-ownership.ts';

describe('process-claim-ownership', () => {
  it('when a claim is verified, then the claimant is added as an owner, acting as themselves', async () => {
    const verified: ClaimEvent = { type: 'ClaimVerified', data: { claimId: 7, listingId: 4, accountId: 'cy', method: 'dns', at: '2026-11-16T10:00:00.000Z' } };
    await givenReaction<Commands>(({ commands }) => claimOwnershipProcess(commands))
      .when(verified)
      .then({ commands: [{ name: 'addClaimant', input: { listingId: 4, accountId: 'cy' }, actor: 'cy' }] });
  });
});
