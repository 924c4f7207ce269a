import { describe, it } from 'node:test';
import type { Commands } from '../../commands/index.ts';
import type { AccountEvent } from '../../domain/account/account.ts';
import { givenReaction } from '../engine/given-reaction.ts';
import { emailConfirmationProcess } from './email-confirmation.ts';

describe('process-email-confirmation', () => {
  it('when an account is registered, then its address is asked to confirm, the request named by the event', async () => {
    const registered: AccountEvent = {
      type: 'AccountRegistered',
      data: { accountId: 'ann', email: 'ann@example.test', name: 'Ann', passwordHash: 'h', role: 'user' },
    };
    await givenReaction<Commands>(({ commands }) => emailConfirmationProcess(commands))
      .when(registered)
      .then({ commands: [{ name: 'requestEmailConfirmation', input: { accountId: 'ann', requestId: 'event-1', lastRequestedAt: null }, actor: 'ann' }] });
  });
});
