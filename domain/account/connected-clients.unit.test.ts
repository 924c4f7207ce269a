import { describe, it } from 'node:test';
import { given } from '../shared/given.ts';
import { type AccountEvent, authorizeClient, evolveAccount, initialAccount, revokeClient } from './account.ts';

const registered: AccountEvent = {
  type: 'AccountRegistered',
  data: { accountId: 'acct_0000000000000001', email: 'dee@example.test', name: 'Dee', passwordHash: 'h', role: 'user' },
};
const authorized = (grantId: string): AccountEvent => ({
  type: 'ClientAuthorized',
  data: { accountId: 'acct_0000000000000001', clientId: 'agent', scopes: ['account:read'], grantId },
});
const account = (history: AccountEvent[]) => given(initialAccount, evolveAccount, [registered, ...history]);

describe('connected OAuth clients', () => {
  it('records each Allow access as a grant of the client', () => {
    account([])
      .when((s) => authorizeClient({ clientId: 'agent', scopes: ['account:read'], grantId: 'g1' }, s))
      .then([authorized('g1')]);
  });

  it('revokes a client with every grant it was given', () => {
    account([authorized('g1'), authorized('g2')])
      .when((s) => revokeClient({ clientId: 'agent' }, s))
      .then([{ type: 'ClientRevoked', data: { accountId: 'acct_0000000000000001', clientId: 'agent', grantIds: ['g1', 'g2'] } }]);
  });

  it('given no grant, when a client is revoked, then it is not found', () => {
    account([])
      .when((s) => revokeClient({ clientId: 'agent' }, s))
      .thenRefuses('not_found');
  });

  it('given a client revoked, when it is revoked again, then it is not found', () => {
    account([authorized('g1'), { type: 'ClientRevoked', data: { accountId: 'acct_0000000000000001', clientId: 'agent', grantIds: ['g1'] } }])
      .when((s) => revokeClient({ clientId: 'agent' }, s))
      .thenRefuses('not_found');
  });
});
