import type { Request } from 'express';
import type { Session } from '../auth/sessions.ts';
import type { Caller } from './action.ts';

/** A person on the site (its pages, the OAuth consent page): a member when signed in, else a visitor known only by address. */
export const callerOf = (req: Request, session: Session | null): Caller => ({
  actor: session?.account.id ?? 'visitor',
  accountId: session?.account.id ?? null,
  emailConfirmed: session?.account.email_confirmed === true,
  siteTeam: session?.account.role === 'admin',
  address: req.ip ?? '',
  correlationId: req.correlationId,
});
