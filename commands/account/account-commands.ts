import { createHash } from 'node:crypto';
import * as accountDecisions from '../../domain/account/account.ts';
import {
  accountStream,
  claimEmail,
  evolveAccount,
  evolveEmail,
  initialAccount,
  initialEmail,
  normalizeEmail,
  type RegisteredAccount,
  type Role,
  register,
} from '../../domain/account/account.ts';
import type { EventStore } from '../../domain/ports/event-store.ts';
import { type CommandContext, type CommandDeps, command, loadState } from '../command.ts';
import { onAccount } from '../streams.ts';

/** The email's stream is named by its hash: addresses stay out of stream names and logs. */
export const emailStream = (email: string) => `account-email-${createHash('sha256').update(normalizeEmail(email)).digest('hex').slice(0, 40)}`;

type SignUp = { accountId: string; email: string; name: string; passwordHash: string; role: Role };

const registerAccount = command({ ...onAccount, decide: (c: SignUp, state) => register(c, state) });

const claim = command({
  stream: (c: { email: string; accountId: string }) => emailStream(c.email),
  initial: initialEmail,
  evolve: evolveEmail,
  decide: (c: { email: string; accountId: string }, state) => claimEmail({ accountId: c.accountId }, state),
});

/** Registers the account first, then claims its email: a lost race leaves an unreachable account, never two owners of one address. */
export const signUp = (deps: Pick<CommandDeps, 'store' | 'clock'>) => async (c: SignUp, ctx: CommandContext) => {
  const registered = await registerAccount(deps)(c, ctx);
  const claimed = await claim(deps)({ email: c.email, accountId: c.accountId }, ctx);
  return { ...claimed, position: Math.max(registered.position, claimed.position) };
};

export const readAccount = (store: EventStore, accountId: string) => loadState(store, accountStream(accountId), initialAccount, evolveAccount);

export async function accountByEmail(store: EventStore, email: string): Promise<RegisteredAccount | null> {
  const claimed = await loadState(store, emailStream(email), initialEmail, evolveEmail);
  if (!claimed.accountId) return null;
  const account = await loadState(store, accountStream(claimed.accountId), initialAccount, evolveAccount);
  return account.status === 'registered' ? account : null;
}

export const signIn = command({ ...onAccount, decide: (c: { accountId: string; sessionHash: string; expiresAt: string }, s) => accountDecisions.signIn(c, s) });
export const signOut = command({ ...onAccount, decide: (c: { accountId: string; sessionHash: string }, s) => accountDecisions.signOut(c, s) });

const requestReset = command({
  ...onAccount,
  decide: (c: { accountId: string; resetId: string; tokenHash: string; expiresAt: string }, s) => accountDecisions.requestPasswordReset(c, s),
});

/** A reset link's token is derived from the reset's id, so the mail sent later needs no stored secret. */
export const requestPasswordReset = (deps: CommandDeps) => (c: { accountId: string; resetId: string; expiresAt: string }, ctx: CommandContext) =>
  requestReset(deps)({ ...c, tokenHash: deps.secrets.digest(deps.secrets.derivedToken('password-reset', c.resetId)) }, ctx);

export const resetPassword = command({
  ...onAccount,
  decide: (c: { accountId: string; tokenHash: string; passwordHash: string }, s, { now }) => accountDecisions.resetPassword({ ...c, now }, s),
});
export const createApiKey = command({
  ...onAccount,
  decide: (c: { accountId: string; keyId: string; name: string; scopes: string[]; prefix: string; secretHash: string }, s) =>
    accountDecisions.createApiKey(c, s),
});
export const revokeApiKey = command({ ...onAccount, decide: (c: { accountId: string; keyId: string }, s) => accountDecisions.revokeApiKey(c, s) });
export const authorizeClient = command({
  ...onAccount,
  decide: (c: { accountId: string; clientId: string; scopes: string[]; grantId: string }, s) => accountDecisions.authorizeClient(c, s),
});

export const revokeClient = command({
  ...onAccount,
  decide: (c: { accountId: string; clientId: string }, s) => accountDecisions.revokeClient(c, s),
});

export const requestEmailConfirmation = command({
  ...onAccount,
  decide: (c: { accountId: string; requestId: string; lastRequestedAt: string | null }, s, { now }) =>
    accountDecisions.requestEmailConfirmation({ ...c, now }, s),
});

/** The address confirmed by a mailed link: its token is derived from the request it answers. */
export const confirmEmail =
  (deps: Pick<CommandDeps, 'store' | 'clock' | 'secrets'>) => (c: { accountId: string; requestId: string; token: string }, ctx: CommandContext) => {
    const expected = deps.secrets.derivedToken('confirm-email', c.requestId);
    const valid = deps.secrets.digest(c.token) === deps.secrets.digest(expected);
    return confirmByLink(deps)({ accountId: c.accountId, requestId: valid ? c.requestId : '' }, ctx);
  };
const confirmByLink = command({
  ...onAccount,
  decide: (c: { accountId: string; requestId: string }, s) => accountDecisions.confirmEmail({ via: 'link', requestId: c.requestId }, s),
});
/** The site team vouches for the address (accounts it creates from the CLI). */
export const confirmEmailByOperator = command({ ...onAccount, decide: (_: { accountId: string }, s) => accountDecisions.confirmEmail({ via: 'cli' }, s) });
