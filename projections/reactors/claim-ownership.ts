import type { Commands } from '../../commands/index.ts';
import type { ClaimEvent } from '../../domain/claim/claim.ts';
import { processManager } from '../engine/projection.ts';

/** A verified claim makes its claimant an owner of the listing: an event in the listing's own history. */
export const claimOwnershipProcess = (commands: Pick<Commands, 'addClaimant'>) =>
  processManager<ClaimEvent>()({
    name: 'process-claim-ownership',
    version: 1,
    handles: ['ClaimVerified'],
    async react(e) {
      await commands.addClaimant(
        { listingId: e.data.listingId, accountId: e.data.accountId },
        { actor: e.data.accountId, correlationId: e.metadata.correlationId, causationId: e.id },
      );
    },
  });
