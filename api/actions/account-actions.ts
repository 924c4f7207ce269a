import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { SCOPES } from '../../domain/account/account.ts';
import { DomainError } from '../../domain/shared/errors.ts';
import { accountById, apiKeysOf, connectedClientsOf } from '../../projections/queries/index.ts';
import { AttemptLimiter } from '../auth/attempt-limiter.ts';
import { SESSION_DAYS } from '../auth/sessions.ts';
import { type ActionDeps, action, memberOf, wrote } from './action.ts';

const ACCOUNT_ID = z.string().regex(/^acct_[a-f0-9]{16}$/);
/** The address a person types (required: an empty one is named as missing, not looked up). */
const email = z.string().trim().toLowerCase().min(1).max(254);
const newPassword = z.string().refine((p) => p.length >= 10 && p.length <= 200, 'must be 10 to 200 characters');

/** A session for the account: the token goes to the person's cookie, only its digest into the events. */
async function startSession(d: ActionDeps, accountId: string, correlationId?: string) {
  const token = d.secrets.token();
  const expiresAt = new Date(d.clock.now().getTime() + SESSION_DAYS * 86_400_000).toISOString();
  const r = await d.commands.signIn({ accountId, sessionHash: d.secrets.digest(token), expiresAt }, { actor: accountId, correlationId });
  return { body: { accountId, token }, wrote: r };
}

/** Signing up, in and out, and passwords: every try of a password or a reset counted against the address and the account. */
const signInActions = (attempts: AttemptLimiter) => {
  const now = (d: ActionDeps) => d.clock.now().getTime();
  /** An unknown address costs as much as a wrong password, so timing does not tell which it was. */
  const spendAsLongAsAVerify = async (d: ActionDeps) => {
    await d.secrets.hashPassword('timing');
    return false;
  };
  return {
    signUp: action({
      access: 'anyone',
      input: z.object({ email, name: z.string().trim().max(160).default(''), password: newPassword }),
      async run(i, caller, d) {
        const accountId = d.secrets.newAccountId();
        await d.commands.signUp(
          { accountId, email: i.email, name: i.name, passwordHash: await d.secrets.hashPassword(i.password), role: 'user' },
          { actor: accountId, correlationId: caller.correlationId },
        );
        return startSession(d, accountId, caller.correlationId);
      },
    }),
    signIn: action({
      access: 'anyone',
      input: z.object({ email, password: z.string().min(1).max(1000) }),
      async run(i, caller, d) {
        const keys = [`email:${i.email}`, `addr:${caller.address}`];
        const wait = attempts.blockedFor(keys, now(d));
        if (wait > 0) throw new DomainError('rate_limited', `Too many attempts. Try again in ${Math.ceil(wait / 60)} minutes.`, [], wait);
        const account = await d.streams.accountByEmail(i.email);
        // The same answer, and the same work, whether or not the address has an account.
        const ok = account ? await d.secrets.verifyPassword(i.password, account.passwordHash) : await spendAsLongAsAVerify(d);
        if (!ok || !account) {
          attempts.fail(keys, now(d));
          throw new DomainError('forbidden', 'The email or password is wrong.');
        }
        attempts.succeed(keys);
        return startSession(d, account.accountId, caller.correlationId);
      },
    }),
    signOut: action({
      access: 'member',
      input: z.object({ sessionHash: z.string().max(200) }),
      run: async (i, caller, d) => wrote(await d.commands.signOut({ accountId: memberOf(caller), sessionHash: i.sessionHash }, caller)),
    }),
    requestPasswordReset: action({
      access: 'anyone',
      input: z.object({ email }),
      async run(i, caller, d) {
        // Whether or not the address has an account, the answer is the same; the tries are limited either way.
        const keys = [`reset:${i.email}`, `reset-addr:${caller.address}`];
        if (attempts.blockedFor(keys, now(d)) > 0) return { body: { requested: true } };
        attempts.fail(keys, now(d));
        const account = await d.streams.accountByEmail(i.email);
        if (!account) return { body: { requested: true } };
        // The link is mailed by a worker once the request is recorded.
        const r = await d.commands.requestPasswordReset(
          { accountId: account.accountId, resetId: randomUUID(), expiresAt: new Date(now(d) + 3_600_000).toISOString() },
          { actor: account.accountId, correlationId: caller.correlationId },
        );
        return { body: { requested: true }, wrote: r };
      },
    }),
    resetPassword: action({
      access: 'anyone',
      input: z.object({ accountId: ACCOUNT_ID, token: z.string().max(500), password: newPassword }),
      async run(i, caller, d) {
        try {
          return wrote(
            await d.commands.resetPassword(
              { accountId: i.accountId, tokenHash: d.secrets.digest(i.token), passwordHash: await d.secrets.hashPassword(i.password) },
              { actor: i.accountId, correlationId: caller.correlationId },
            ),
          );
        } catch (error) {
          if (error instanceof DomainError)
            throw new DomainError('invalid', 'This reset link is invalid or has expired.', [{ field: 'token', message: 'is invalid or has expired' }]);
          throw error;
        }
      },
    }),
  };
};

/** The address's confirmation, and a member's API keys and connected apps. */
const memberActions = () => ({
  confirmEmail: action({
    access: 'anyone',
    input: z.object({ accountId: ACCOUNT_ID, requestId: z.string().min(1).max(100), token: z.string().max(500) }),
    run: async (i, caller, d) => wrote(await d.commands.confirmEmail(i, { actor: i.accountId, correlationId: caller.correlationId })),
  }),
  requestEmailConfirmation: action({
    access: 'member',
    input: z.object({}),
    async run(_i, caller, d) {
      const account = await accountById(d.readModels, memberOf(caller));
      return wrote(
        await d.commands.requestEmailConfirmation(
          { accountId: memberOf(caller), requestId: randomUUID(), lastRequestedAt: account?.confirmation_requested_at ?? null },
          caller,
        ),
      );
    },
  }),
  createApiKey: action({
    access: 'member',
    input: z.object({
      name: z.string().trim().max(100),
      scopes: z
        .array(z.string().max(40))
        .max(10)
        .pipe(z.array(z.enum(SCOPES))),
    }),
    async run(i, caller, d) {
      const { key, prefix, keyId } = d.secrets.newApiKey();
      const r = await d.commands.createApiKey(
        { accountId: memberOf(caller), keyId, name: i.name, scopes: i.scopes, prefix, secretHash: d.secrets.digest(key) },
        caller,
      );
      return { body: { keyId, key }, wrote: r };
    },
  }),
  revokeApiKey: action({
    access: 'member',
    input: z.object({ keyId: z.string().max(100) }),
    async run(i, caller, d) {
      // Another member's key is no key at all.
      if (!(await apiKeysOf(d.readModels, memberOf(caller))).some((k) => k.id === i.keyId)) throw new DomainError('not_found', 'No such key.');
      return wrote(await d.commands.revokeApiKey({ accountId: memberOf(caller), keyId: i.keyId }, caller));
    },
  }),
  /** The person allowed an application on the consent page: the grant the authorization server saved, recorded on the account. */
  authorizeClient: action({
    access: 'member',
    input: z.object({
      clientId: z.string().min(1).max(200),
      scopes: z.array(z.string().min(1).max(100)).max(20),
      grantId: z.string().min(1).max(200),
    }),
    async run(i, caller, d) {
      return wrote(await d.commands.authorizeClient({ accountId: memberOf(caller), ...i }, caller));
    },
  }),
  revokeClient: action({
    access: 'member',
    input: z.object({ clientId: z.string().max(200) }),
    async run(i, caller, d) {
      if (!(await connectedClientsOf(d.readModels, memberOf(caller))).some((a) => a.client_id === i.clientId))
        throw new DomainError('not_found', 'No such connected app.');
      return wrote(await d.commands.revokeClient({ accountId: memberOf(caller), clientId: i.clientId }, caller));
    },
  }),
});

/** Signing up and in, passwords, the address's confirmation, and a member's keys and connected apps. */
export function accountActions() {
  const signingIn: ReturnType<typeof signInActions> = signInActions(new AttemptLimiter());
  return { ...signingIn, ...memberActions() };
}
