import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { accountStream } from '../../domain/account/account.ts';
import { nodeSecrets } from '../../infra/secrets/node-secrets.ts';
import { as, commandSpec } from '../../test/support/command-spec.ts';
import { inStream } from '../../test/support/spec.ts';
import { accountByEmail, emailStream } from './account-commands.ts';

const spec = commandSpec();
// The spec's world derives tokens with this key (test/support/spec.ts), as the server derives them with its own.
const secrets = nodeSecrets('the server key of a specification, 32+ characters');
const signUp = { accountId: 'a1', email: 'Ann@Example.com', name: 'Ann', passwordHash: 'hash-1', role: 'user' as const };
const registered = { type: 'AccountRegistered', data: { ...signUp, email: 'ann@example.com' } };
const anAccount = (...more: { type: string; data: unknown }[]) => inStream(accountStream('a1'), registered, ...more);
const keyCreated = { type: 'ApiKeyCreated', data: { accountId: 'a1', keyId: 'k1', name: 'CI', scopes: ['account:read'], prefix: 'p1', secretHash: 'h1' } };
const requested = { type: 'EmailConfirmationRequested', data: { accountId: 'a1', requestId: 'r1' } };

describe('the account commands', () => {
  it('given a free address, when a person signs up, then the account is registered and then its address claimed', async () => {
    await spec
      .given()
      .when(async ({ commands, store }) => {
        const result = await commands.signUp(signUp, as('anonymous'));
        assert.equal((await accountByEmail(store, ' ANN@example.com'))?.accountId, 'a1', 'the address finds the account, whatever its case');
        return result;
      })
      .then(inStream(accountStream('a1'), registered), inStream(emailStream('ann@example.com'), { type: 'EmailClaimed', data: { accountId: 'a1' } }));
  });

  it('given an address already claimed, when another person signs up with it, then the email is refused (their account stays unreachable)', async () => {
    await spec
      .given(inStream(emailStream('ann@example.com'), { type: 'EmailClaimed', data: { accountId: 'a0' } }))
      .when(({ commands }) => commands.signUp(signUp, as('anonymous')))
      .thenRefuses('conflict', /already exists/, inStream(accountStream('a1'), registered));
  });

  it('given an account, when its person signs in, then the session is recorded by its hash', async () => {
    await spec
      .given(anAccount())
      .when(({ commands }) => commands.signIn({ accountId: 'a1', sessionHash: 's1', expiresAt: '2026-12-18T10:00:00.000Z' }, as('a1')))
      .then(inStream(accountStream('a1'), { type: 'SignedIn', data: { accountId: 'a1', sessionHash: 's1', expiresAt: '2026-12-18T10:00:00.000Z' } }));
  });

  it('given a session, when its person signs out, then it ends', async () => {
    const signedIn = { type: 'SignedIn', data: { accountId: 'a1', sessionHash: 's1', expiresAt: '2026-12-18T10:00:00.000Z' } };
    await spec
      .given(anAccount(signedIn))
      .when(({ commands }) => commands.signOut({ accountId: 'a1', sessionHash: 's1' }, as('a1')))
      .then(inStream(accountStream('a1'), { type: 'SignedOut', data: { accountId: 'a1', sessionHash: 's1' } }));
  });

  it('given an account, when a password reset is asked for, then the digest of the token derived from the reset id is kept', async () => {
    const tokenHash = secrets.digest(secrets.derivedToken('password-reset', 'x1'));
    await spec
      .given(anAccount())
      .when(({ commands }) => commands.requestPasswordReset({ accountId: 'a1', resetId: 'x1', expiresAt: '2026-11-18T11:00:00.000Z' }, as('a1')))
      .then(
        inStream(accountStream('a1'), {
          type: 'PasswordResetRequested',
          data: { accountId: 'a1', resetId: 'x1', expiresAt: '2026-11-18T11:00:00.000Z', tokenHash },
        }),
      );
  });

  it('given a reset link in time, when the password is reset with it, then the password changes', async () => {
    const asked = { type: 'PasswordResetRequested', data: { accountId: 'a1', tokenHash: 't1', expiresAt: '2026-11-18T11:00:00.000Z', resetId: 'x1' } };
    await spec
      .given(anAccount(asked))
      .when(({ commands }) => commands.resetPassword({ accountId: 'a1', tokenHash: 't1', passwordHash: 'hash-2' }, as('a1')))
      .then(inStream(accountStream('a1'), { type: 'PasswordChanged', data: { accountId: 'a1', passwordHash: 'hash-2', via: 'reset' } }));
  });

  it('given a reset link that expired, when the password is reset with it, then it is refused naming token', async () => {
    const asked = { type: 'PasswordResetRequested', data: { accountId: 'a1', tokenHash: 't1', expiresAt: '2026-11-18T09:00:00.000Z', resetId: 'x1' } };
    await spec
      .given(anAccount(asked))
      .when(({ commands }) => commands.resetPassword({ accountId: 'a1', tokenHash: 't1', passwordHash: 'hash-2' }, as('a1')))
      .thenRefuses('invalid', /expired/);
  });

  it('given an account, when an API key is made, then its scopes are recorded once each', async () => {
    await spec
      .given(anAccount())
      .when(({ commands }) =>
        commands.createApiKey({ accountId: 'a1', keyId: 'k1', name: 'CI', scopes: ['account:read', 'account:read'], prefix: 'p1', secretHash: 'h1' }, as('a1')),
      )
      .then(inStream(accountStream('a1'), keyCreated));
  });

  it('given an account, when an API key is made with an unknown scope, then it is refused naming scopes', async () => {
    await spec
      .given(anAccount())
      .when(({ commands }) => commands.createApiKey({ accountId: 'a1', keyId: 'k1', name: 'CI', scopes: ['root'], prefix: 'p1', secretHash: 'h1' }, as('a1')))
      .thenRefuses('invalid', /scopes/);
  });

  it('given an API key, when it is revoked, then it is revoked', async () => {
    await spec
      .given(anAccount(keyCreated))
      .when(({ commands }) => commands.revokeApiKey({ accountId: 'a1', keyId: 'k1' }, as('a1')))
      .then(inStream(accountStream('a1'), { type: 'ApiKeyRevoked', data: { accountId: 'a1', keyId: 'k1' } }));
  });

  it('given an account, when its person allows an OAuth client, then the grant is recorded', async () => {
    await spec
      .given(anAccount())
      .when(({ commands }) => commands.authorizeClient({ accountId: 'a1', clientId: 'c1', scopes: ['account:read'], grantId: 'g1' }, as('a1')))
      .then(inStream(accountStream('a1'), { type: 'ClientAuthorized', data: { accountId: 'a1', clientId: 'c1', scopes: ['account:read'], grantId: 'g1' } }));
  });

  it("given a client's grants, when its access is taken away, then every grant it had ends", async () => {
    const allowed = (grantId: string) => ({ type: 'ClientAuthorized', data: { accountId: 'a1', clientId: 'c1', scopes: ['account:read'], grantId } });
    await spec
      .given(anAccount(allowed('g1'), allowed('g2')))
      .when(({ commands }) => commands.revokeClient({ accountId: 'a1', clientId: 'c1' }, as('a1')))
      .then(inStream(accountStream('a1'), { type: 'ClientRevoked', data: { accountId: 'a1', clientId: 'c1', grantIds: ['g1', 'g2'] } }));
  });

  it('given an unconfirmed address, when a confirmation is asked for, then a request is recorded', async () => {
    await spec
      .given(anAccount())
      .when(({ commands }) => commands.requestEmailConfirmation({ accountId: 'a1', requestId: 'r1', lastRequestedAt: null }, as('a1')))
      .then(inStream(accountStream('a1'), requested));
  });

  it('given a confirmation request, when its mailed link is opened, then the address is confirmed by link', async () => {
    await spec
      .given(anAccount(requested))
      .when(({ commands }) => commands.confirmEmail({ accountId: 'a1', requestId: 'r1', token: secrets.derivedToken('confirm-email', 'r1') }, as('a1')))
      .then(inStream(accountStream('a1'), { type: 'EmailConfirmed', data: { accountId: 'a1', email: 'ann@example.com', via: 'link' } }));
  });

  it('given a confirmation request, when a link with a wrong token is opened, then it is refused naming token', async () => {
    await spec
      .given(anAccount(requested))
      .when(({ commands }) => commands.confirmEmail({ accountId: 'a1', requestId: 'r1', token: 'guessed' }, as('a1')))
      .thenRefuses('invalid', /token/);
  });

  it('given an unconfirmed address, when the site team vouches for it, then it is confirmed by the CLI', async () => {
    await spec
      .given(anAccount())
      .when(({ commands }) => commands.confirmEmailByOperator({ accountId: 'a1' }, as('cli')))
      .then(inStream(accountStream('a1'), { type: 'EmailConfirmed', data: { accountId: 'a1', email: 'ann@example.com', via: 'cli' } }));
  });
});
