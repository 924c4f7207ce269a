import { describe, it } from 'node:test';
import { given } from '../shared/given.ts';
import {
  type AccountEvent,
  claimEmail,
  confirmEmail,
  createApiKey,
  evolveAccount,
  evolveEmail,
  initialAccount,
  initialEmail,
  register,
  requestEmailConfirmation,
  requestPasswordReset,
  resetPassword,
  revokeApiKey,
  signIn,
  signOut,
} from './account.ts';

const id = 'acct_0000000000000001';
const registered: AccountEvent = {
  type: 'AccountRegistered',
  data: { accountId: id, email: 'dee@example.test', name: 'Dee', passwordHash: 'h', role: 'user' },
};
const account = (history: AccountEvent[]) => given(initialAccount, evolveAccount, history);
const now = new Date('2026-11-16T10:00:00Z');
const asked: AccountEvent = { type: 'EmailConfirmationRequested', data: { accountId: id, requestId: 'r1' } };
const session: AccountEvent = { type: 'SignedIn', data: { accountId: id, sessionHash: 's1', expiresAt: '2026-12-16T10:00:00.000Z' } };
const resetAsked: AccountEvent = {
  type: 'PasswordResetRequested',
  data: { accountId: id, resetId: 'x1', tokenHash: 't1', expiresAt: '2026-11-16T11:00:00.000Z' },
};
const key: AccountEvent = {
  type: 'ApiKeyCreated',
  data: { accountId: id, keyId: 'k1', name: 'CI', scopes: ['listings:write'], prefix: 'ld_abc', secretHash: 'sh' },
};

describe('an account', () => {
  it('when a person signs up, then the account is registered, its address in lower case', () => {
    account([])
      .when((s) => register({ accountId: id, email: 'Dee@Example.test', name: 'Dee', passwordHash: 'h', role: 'user' }, s))
      .then([registered]);
  });

  it('when the address is not one, then sign-up is refused naming the email', () => {
    account([])
      .when((s) => register({ accountId: id, email: 'dee', name: 'Dee', passwordHash: 'h', role: 'user' }, s))
      .thenRefuses('invalid', /email/);
  });

  it('given an address taken, when another account claims it, then it is refused', () => {
    given(initialEmail, evolveEmail, [{ type: 'EmailClaimed', data: { accountId: id } }])
      .when((s) => claimEmail({ accountId: 'acct_0000000000000002' }, s))
      .thenRefuses('conflict', /already exists/);
  });

  it('given an account, when its address is to be confirmed, then a confirmation is requested', () => {
    account([registered])
      .when((s) => requestEmailConfirmation({ requestId: 'r1', now, lastRequestedAt: null }, s))
      .then([asked]);
  });

  it('given a confirmation asked for five minutes ago, when it is asked again, then nothing is sent', () => {
    account([registered, asked])
      .when((s) => requestEmailConfirmation({ requestId: 'r2', now, lastRequestedAt: '2026-11-16T09:55:00.000Z' }, s))
      .then([]);
  });

  it('given a confirmation asked for, when its link is opened, then the address is confirmed', () => {
    account([registered, asked])
      .when((s) => confirmEmail({ via: 'link', requestId: 'r1' }, s))
      .then([{ type: 'EmailConfirmed', data: { accountId: id, email: 'dee@example.test', via: 'link' } }]);
  });

  it('given an account, when a link it never asked for is opened, then it is refused naming the token', () => {
    account([registered])
      .when((s) => confirmEmail({ via: 'link', requestId: 'forged' }, s))
      .thenRefuses('invalid', /token|not valid/);
  });

  it('given an account, when its person signs in, then the session is recorded', () => {
    account([registered])
      .when((s) => signIn({ sessionHash: 's1', expiresAt: '2026-12-16T10:00:00.000Z' }, s))
      .then([session]);
  });

  it('given a session, when it signs out, then the session ends', () => {
    account([registered, session])
      .when((s) => signOut({ sessionHash: 's1' }, s))
      .then([{ type: 'SignedOut', data: { accountId: id, sessionHash: 's1' } }]);
  });

  it('given no such session, when it signs out, then nothing is recorded', () => {
    account([registered])
      .when((s) => signOut({ sessionHash: 's9' }, s))
      .then([]);
  });

  it('given an account, when a reset is asked for, then the reset is recorded by the hash of its token', () => {
    account([registered])
      .when((s) => requestPasswordReset({ resetId: 'x1', tokenHash: 't1', expiresAt: '2026-11-16T11:00:00.000Z' }, s))
      .then([resetAsked]);
  });

  it('given a reset asked for, when its token is used in time, then the password changes', () => {
    account([registered, resetAsked])
      .when((s) => resetPassword({ tokenHash: 't1', passwordHash: 'h2', now }, s))
      .then([{ type: 'PasswordChanged', data: { accountId: id, passwordHash: 'h2', via: 'reset' } }]);
  });

  it('given a reset asked for, when its token is used after it expired, then it is refused naming the token', () => {
    account([registered, resetAsked])
      .when((s) => resetPassword({ tokenHash: 't1', passwordHash: 'h2', now: new Date('2026-11-16T12:00:00Z') }, s))
      .thenRefuses('invalid', /expired/);
  });

  it('given an account, when an API key is made with a scope twice, then it is made with each scope once', () => {
    account([registered])
      .when((s) => createApiKey({ keyId: 'k1', name: 'CI', scopes: ['listings:write', 'listings:write'], prefix: 'ld_abc', secretHash: 'sh' }, s))
      .then([key]);
  });

  it('given an account, when a key names a scope that is not one, then it is refused naming the scopes', () => {
    account([registered])
      .when((s) => createApiKey({ keyId: 'k1', name: 'CI', scopes: ['everything'], prefix: 'ld_abc', secretHash: 'sh' }, s))
      .thenRefuses('invalid', /scopes/);
  });

  it('given a key, when it is revoked, then it is revoked', () => {
    account([registered, key])
      .when((s) => revokeApiKey({ keyId: 'k1' }, s))
      .then([{ type: 'ApiKeyRevoked', data: { accountId: id, keyId: 'k1' } }]);
  });

  it('given a revoked key, when it is revoked again, then nothing is recorded', () => {
    account([registered, key, { type: 'ApiKeyRevoked', data: { accountId: id, keyId: 'k1' } }])
      .when((s) => revokeApiKey({ keyId: 'k1' }, s))
      .then([]);
  });

  it('given an account, when an unknown key is revoked, then it is not found', () => {
    account([registered])
      .when((s) => revokeApiKey({ keyId: 'k9' }, s))
      .thenRefuses('not_found');
  });
});
