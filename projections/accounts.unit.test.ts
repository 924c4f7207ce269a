import { describe, it } from 'node:test';
import type { AccountEvent } from '../domain/account/account.ts';
import { accountsProjection } from './accounts.ts';
import { givenEvents } from './engine/given-events.ts';

const registered: AccountEvent = {
  type: 'AccountRegistered',
  data: { accountId: 'ann', email: 'ann@example.test', name: 'Ann', passwordHash: 'h', role: 'user' },
};
const signedIn: AccountEvent = { type: 'SignedIn', data: { accountId: 'ann', sessionHash: 's1', expiresAt: '2026-12-16T09:00:00.000Z' } };
const keyMade: AccountEvent = {
  type: 'ApiKeyCreated',
  data: { accountId: 'ann', keyId: 'k1', name: 'CI', scopes: ['listings:write'], prefix: 'ld_abc', secretHash: 'sh' },
};
const authorized: AccountEvent = { type: 'ClientAuthorized', data: { accountId: 'ann', clientId: 'c1', scopes: ['account:read'], grantId: 'g1' } };

describe('the accounts projection', () => {
  it('when an account is registered, then it is kept unconfirmed, with no session', async () => {
    await givenEvents(accountsProjection, [])
      .when(registered)
      .then({ accounts: { ann: { email: 'ann@example.test', name: 'Ann', role: 'user', sessions: [], email_confirmed: false } } });
  });

  it('given an account, when its confirmation is asked for, then the time is kept', async () => {
    await givenEvents(accountsProjection, [registered])
      .when({ type: 'EmailConfirmationRequested', data: { accountId: 'ann', requestId: 'r1' }, at: '2026-11-16T10:00:00.000Z' })
      .then({ accounts: { ann: { confirmation_requested_at: '2026-11-16T10:00:00.000Z', email_confirmed: false } } });
  });

  it('given an account, when its address is confirmed, then it is confirmed', async () => {
    await givenEvents(accountsProjection, [registered])
      .when({ type: 'EmailConfirmed', data: { accountId: 'ann', email: 'ann@example.test', via: 'link' } })
      .then({ accounts: { ann: { email_confirmed: true } } });
  });

  it('given an account, when it signs in, then the session is kept and named on the account', async () => {
    await givenEvents(accountsProjection, [registered])
      .when(signedIn)
      .then({ sessions: { s1: { account_id: 'ann', expires_at: '2026-12-16T09:00:00.000Z' } }, accounts: { ann: { sessions: ['s1'] } } });
  });

  it('given a session, when it signs out, then the session is gone', async () => {
    await givenEvents(accountsProjection, [registered, signedIn])
      .when({ type: 'SignedOut', data: { accountId: 'ann', sessionHash: 's1' } })
      .then({ sessions: { s1: null }, accounts: { ann: { sessions: [] } } });
  });

  it('given a session, when the password changes, then every session ends', async () => {
    await givenEvents(accountsProjection, [registered, signedIn])
      .when({ type: 'PasswordChanged', data: { accountId: 'ann', passwordHash: 'h2', via: 'reset' } })
      .then({ sessions: { s1: null }, accounts: { ann: { sessions: [] } } });
  });

  it('when an API key is made, then it is kept by the hash of its secret, not revoked', async () => {
    await givenEvents(accountsProjection, [registered])
      .when(keyMade)
      .then({ api_keys: { k1: { account_id: 'ann', secret_hash: 'sh', prefix: 'ld_abc', scopes: ['listings:write'], revoked_at: null } } });
  });

  it('given a key, when it is revoked, then the time is kept', async () => {
    await givenEvents(accountsProjection, [registered, keyMade])
      .when({ type: 'ApiKeyRevoked', data: { accountId: 'ann', keyId: 'k1' }, at: '2026-11-17T09:00:00.000Z' })
      .then({ api_keys: { k1: { revoked_at: '2026-11-17T09:00:00.000Z' } } });
  });

  it('given a connected app, when it is authorized again, then its grants add up and its first time stays', async () => {
    await givenEvents(accountsProjection, [registered, { ...authorized, at: '2026-11-16T10:00:00.000Z' }])
      .when({ type: 'ClientAuthorized', data: { accountId: 'ann', clientId: 'c1', scopes: ['account:read'], grantId: 'g2' }, at: '2026-11-18T10:00:00.000Z' })
      .then({
        connected_clients: {
          'ann:c1': { grant_ids: ['g1', 'g2'], first_authorized_at: '2026-11-16T10:00:00.000Z', authorized_at: '2026-11-18T10:00:00.000Z' },
        },
      });
  });

  it('given a connected app, when it is revoked, then it is gone', async () => {
    await givenEvents(accountsProjection, [registered, authorized])
      .when({ type: 'ClientRevoked', data: { accountId: 'ann', clientId: 'c1', grantIds: ['g1'] } })
      .then({ connected_clients: { 'ann:c1': null } });
  });
});
