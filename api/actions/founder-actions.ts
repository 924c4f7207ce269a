import { z } from 'zod';
import { DomainError } from '../../domain/shared/errors.ts';
import { accountById } from '../../projections/queries/index.ts';
import { action, memberOf, wrote } from './action.ts';

const DRAFT_ID = z.string().uuid();

/** What a founder does from a mailed link or their listing: confirm a claim, join a draft, edit their entry, report revenue. */
export const founderActions = () => ({
  confirmClaimByEmail: action({
    access: 'member',
    input: z.object({ claimId: z.number().int().positive().max(9_999_999_999), token: z.string().max(500) }),
    run: async (i, caller, d) => wrote(await d.commands.confirmClaimByEmail({ claimId: i.claimId, accountId: memberOf(caller), token: i.token }, caller)),
  }),
  acceptInvite: action({
    access: 'member',
    input: z.object({ draftId: DRAFT_ID, inviteId: z.string().min(1).max(100), token: z.string().max(500) }),
    async run(i, caller, d) {
      // The invite was sent to an address: only the account with that address may take it.
      const account = await accountById(d.readModels, memberOf(caller));
      if (!account) throw new DomainError('not_found', 'no such account');
      return wrote(
        await d.commands.acceptInvite(
          {
            draftId: i.draftId,
            inviteId: i.inviteId,
            tokenHash: d.secrets.digest(i.token),
            accountId: account.id,
            emailHash: d.secrets.digest(account.email),
            name: account.name || account.email.split('@')[0],
          },
          caller,
        ),
      );
    },
  }),
  editOwnFounderEntry: action({
    access: 'member',
    input: z.object({ draftId: DRAFT_ID, name: z.string().max(160), title: z.string().max(160), bio: z.string().max(3000) }),
    run: async (i, caller, d) => wrote(await d.commands.editOwnFounderEntry({ ...i, accountId: memberOf(caller) }, caller)),
  }),
  reportRevenue: action({
    access: 'member',
    input: z.object({ listingId: z.number().int().positive(), mrrCents: z.number().int(), month: z.string().trim().max(7) }),
    run: async (i, caller, d) => wrote(await d.commands.reportRevenue({ ...i, actorId: memberOf(caller) }, caller)),
  }),
});
