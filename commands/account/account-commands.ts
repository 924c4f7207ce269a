import { createHash } from 'node:crypto';
import {
  accountStream,
  claimEmail,
  createApiKey as decideCreateKey,
  evolveAccount,
  evolveEmail,
  initialAccount,
  initialEmail,
  normalizeEmail,
  register,
  requestPasswordReset as decideReset,
  resetPassword as decideResetPassword,
  revokeApiKey as decideRevoke,
  signIn as decideSignIn,
  signOut as decideSignOut,
  authorizeClient as decideAuthorizeClient,
  type Account,
  type Role,
} from '../../domain/account/account.ts';
import type { EventStore } from '../../domain/ports/event-store.ts';
import { command, type CommandContext, type CommandDeps } from '../command.ts';

/** The email's stream is named by its hash: addresses stay out of stream names and logs. */
export const emailStream = (email: string) => `account-email-${createHash('sha256').update(normalizeEmail(email)).digest('hex').slice(0, 40)}`;

const onAccount = { stream: (c: { accountId: string }) => accountStream(c.accountId), initial: initialAccount, evolve: evolveAccount };

const registerAccount = command({
  ...onAccount,
  decide: (c: { accountId: string; email: string; name: string; passwordHash: string; role: Role }, state) => register(c, state),
});

const claim = command({
  stream: (c: { email: string; accountId: string }) => emailStream(c.email),
  initial: initialEmail,
  evolve: evolveEmail,
  decide: (c: { email: string; accountId: string }, state) => claimEmail({ accountId: c.accountId }, state),
});

/** Registers the account first, then claims its email: a lost race leaves an unreachable account, never two owners of one address. */
export const signUp = (deps: CommandDeps) => async (c: { accountId: string; email: string; name: string; passwordHash: string; role: Role }, ctx: CommandContext) => {
  const registered = await registerAccount(deps)(c, ctx);
  const claimed = await claim(deps)({ email: c.email, accountId: c.accountId }, ctx);
  return { ...claimed, position: Math.max(registered.position, claimed.position) };
};

export async function accountByEmail(store: EventStore, email: string): Promise<(Account & { accountId: string }) | null> {
  const claimed = (await store.readStream(emailStream(email))).reduce((s, e) => evolveEmail(s, e as never), initialEmail());
  if (!claimed.accountId) return null;
  const account = (await store.readStream(accountStream(claimed.accountId))).reduce((s, e) => evolveAccount(s, e as never), initialAccount());
  return account.accountId ? (account as Account & { accountId: string }) : null;
}

export const signIn = command({ ...onAccount, decide: (c: { accountId: string; sessionHash: string; expiresAt: string }, s) => decideSignIn(c, s) });
export const signOut = command({ ...onAccount, decide: (c: { accountId: string; sessionHash: string }, s) => decideSignOut(c, s) });
export const requestPasswordReset = command({ ...onAccount, decide: (c: { accountId: string; tokenHash: string; expiresAt: string }, s) => decideReset(c, s) });
export const resetPassword = command({
  ...onAccount,
  decide: (c: { accountId: string; tokenHash: string; passwordHash: string }, s, { now }) => decideResetPassword({ ...c, now }, s),
});
export const createApiKey = command({
  ...onAccount,
  decide: (c: { accountId: string; keyId: string; name: string; scopes: string[]; prefix: string; secretHash: string }, s) => decideCreateKey(c, s),
});
export const revokeApiKey = command({ ...onAccount, decide: (c: { accountId: string; keyId: string }, s) => decideRevoke(c, s) });
export const authorizeClient = command({
  ...onAccount,
  decide: (c: { accountId: string; clientId: string; scopes: string[]; grantId: string }, s) => decideAuthorizeClient(c, s),
});
