import type { z } from 'zod';
import { DomainError, invalidInput } from '../../domain/shared/errors.ts';
import { accountActions } from './account-actions.ts';
import type { ActionAccess, ActionDeps, ActionResult, Caller } from './action.ts';
import { checkoutActions } from './checkout-actions.ts';
import { commentActions } from './comment-actions.ts';
import { communityActions } from './community-actions.ts';
import { founderActions } from './founder-actions.ts';
import { type VoteLimits, voteLimit } from './hourly-limit.ts';
import { inputIssues } from './input-issues.ts';
import { networkActions } from './network-actions.ts';
import { siteTeamActions } from './site-team-actions.ts';
import { siteTeamReads } from './site-team-reads.ts';

export type { Caller } from './action.ts';
export type { VoteLimits } from './hourly-limit.ts';

/** Every action of the site that is not an operation of the public API, by name (the command's name). */
export function actionTable(o: { voteLimits: VoteLimits; commentLimits: VoteLimits }) {
  const account: ReturnType<typeof accountActions> = accountActions();
  return {
    ...communityActions(voteLimit(o.voteLimits)),
    ...commentActions(voteLimit(o.commentLimits)),
    ...account,
    ...founderActions(),
    ...checkoutActions(),
    ...siteTeamActions(),
    ...siteTeamReads(),
    ...networkActions(),
  };
}

type Table = ReturnType<typeof actionTable>;
export type ActionName = keyof Table;
export type ActionInput<N extends ActionName> = z.input<Table[N]['input']>;
export type ActionBody<N extends ActionName> = Awaited<ReturnType<Table[N]['run']>>['body'];

/**
 * The site's one door for its actions, one method per action: `actions.castVote(input, caller)`. Each method is
 * declared by its entry in the action table, so go-to-definition lands on the action and a wrong name does not
 * compile. Every method checks who asks, validates the input, runs, and waits until the read models show the write.
 */
export type Actions = { [N in keyof Table]: (input: ActionInput<N>, caller: Caller) => Promise<ActionBody<N>> };

type AnyAction = {
  access: ActionAccess;
  input: z.ZodType;
  run(input: unknown, caller: Caller, deps: ActionDeps): Promise<ActionResult<unknown>>;
};

export function bindActions(table: Table, deps: ActionDeps & { waitMs: number }): Actions {
  const run = async (a: AnyAction, input: unknown, caller: Caller) => {
    if (a.access === 'member' && !caller.accountId) throw new DomainError('forbidden', 'sign in first');
    if (a.access === 'site-team' && !caller.siteTeam) throw new DomainError('forbidden', 'only the site team may do this');
    if (a.access === 'sister-site' && !caller.sisterSite) throw new DomainError('forbidden', 'only a sister site may do this');
    // With the input in each issue, a value of the wrong type is told apart from one left out.
    const parsed = a.input.safeParse(input, { reportInput: true });
    if (!parsed.success) throw invalidInput(inputIssues(parsed.error));
    const result = await a.run(parsed.data, caller, deps);
    if (result.wrote?.position)
      await deps.readModels.waitFor(
        result.wrote.position,
        deps.waitMs,
        result.wrote.events.map((e) => e.type),
      );
    return result.body;
  };
  const entries = Object.entries(table as Record<string, unknown>).map(([name, a]) => [
    name,
    (input: unknown, caller: Caller) => run(a as AnyAction, input, caller),
  ]);
  return Object.fromEntries(entries) as Actions;
}
