import type { z } from 'zod';
import type { CommandResult, Commands, StreamReads } from '../../commands/index.ts';
import type { Clock } from '../../domain/ports/clock.ts';
import type { Secrets } from '../../domain/ports/secrets.ts';
import type { ReadModels } from '../../projections/index.ts';
import type { ApiSettings } from '../operation.ts';

/**
 * Who asks for an action. A person signed in on the site is a member; the site team is a member
 * with the admin role, or whoever holds ADMIN_TOKEN (no account); a visitor has neither.
 */
export type Caller = {
  /** What the events record as the actor: an account id, `admin`, `checkout:<number>`, ... */
  actor: string;
  accountId: string | null;
  emailConfirmed: boolean;
  siteTeam: boolean;
  /** The address the request came from (per-address limits). */
  address: string;
  correlationId?: string;
  /** The sister site whose signature the request carries (the network endpoint's caller). */
  sisterSite?: string;
};

/** Who may ask: anyone, a signed-in member, the site team, or a sister site that signed its request. */
export type ActionAccess = 'anyone' | 'member' | 'site-team' | 'sister-site';

export type ActionDeps = { commands: Commands; streams: StreamReads; readModels: ReadModels; secrets: Secrets; clock: Clock; settings: ApiSettings };

/** What an action did: its answer, and the write the caller's next read must see. */
export type ActionResult<Body> = { body: Body; wrote?: CommandResult | null };

/**
 * An action of the site that is not an operation of the public API (a vote, a sign-in, a
 * checkout step, the console's edits): declared once with the shape of its input, so the site's
 * forms and the admin API pass through the same door, the same checks and the same refusals.
 */
export type Action<S extends z.ZodType, Body> = {
  access: ActionAccess;
  input: S;
  run(input: z.output<S>, caller: Caller, deps: ActionDeps): Promise<ActionResult<Body>>;
};

export const action = <S extends z.ZodType, Body>(a: Action<S, Body>) => a;

/** The member an action needs (its access said so, and the door checked). */
export function memberOf(caller: Caller): string {
  if (!caller.accountId) throw new Error('a member action ran without a signed-in caller');
  return caller.accountId;
}

/** The answer of an action that is one command: whether it changed anything, the events it recorded, and where. */
export const wrote = (result: CommandResult): ActionResult<{ changed: boolean; events: string[]; position: number }> => ({
  body: { changed: result.events.length > 0, events: result.events.map((e) => e.type), position: result.position },
  wrote: result,
});
