import type { Commands } from '../../commands/index.ts';
import type { AccountEvent } from '../../domain/account/account.ts';
import { processManager } from '../engine/projection.ts';

/** A new account is asked to confirm its address: a link is mailed (the mail reactor sends it). */
export const emailConfirmationProcess = (commands: Pick<Commands, 'requestEmailConfirmation'>) =>
  processManager<AccountEvent>()({
    name: 'process-email-confirmation',
    version: 1,
    handles: ['AccountRegistered'],
    async react(e) {
      await commands.requestEmailConfirmation(
        { accountId: e.data.accountId, requestId: e.id, lastRequestedAt: null },
        { actor: e.data.accountId, correlationId: e.metadata.correlationId, causationId: e.id },
      );
    },
  });
