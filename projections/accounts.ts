import type { AccountEvent } from '../domain/account/account.ts';
import { projection } from './engine/projection.ts';

/** Accounts, their API keys (by the hash of the secret) and live sessions: what authentication reads. */
export const accountsProjection = projection<AccountEvent>()({
  name: 'accounts',
  version: 3,
  collections: {
    accounts: { indexes: ['email'] },
    api_keys: { indexes: ['secret_hash', 'account_id'] },
    sessions: { indexes: ['account_id'] },
    connected_clients: { indexes: ['account_id'] },
  },
  handles: [
    'AccountRegistered',
    'SignedIn',
    'SignedOut',
    'PasswordChanged',
    'ApiKeyCreated',
    'ApiKeyRevoked',
    'EmailConfirmationRequested',
    'EmailConfirmed',
    'ClientAuthorized',
    'ClientRevoked',
  ],
  async apply(e, w) {
    const at = e.metadata.time;
    switch (e.type) {
      case 'AccountRegistered':
        w.put('accounts', {
          id: e.data.accountId,
          email: e.data.email,
          name: e.data.name,
          role: e.data.role,
          created_at: at,
          sessions: [],
          email_confirmed: false,
          confirmation_requested_at: null,
        });
        return;
      case 'EmailConfirmationRequested':
      case 'EmailConfirmed': {
        const a = await w.get<{ id: string }>('accounts', e.data.accountId);
        if (a) w.put('accounts', e.type === 'EmailConfirmed' ? { ...a, email_confirmed: true } : { ...a, confirmation_requested_at: at });
        return;
      }
      case 'SignedIn': {
        w.put('sessions', { id: e.data.sessionHash, account_id: e.data.accountId, expires_at: e.data.expiresAt, created_at: at });
        const a = await w.get<{ id: string; sessions: string[] }>('accounts', e.data.accountId);
        if (a) w.put('accounts', { ...a, sessions: [...a.sessions, e.data.sessionHash], last_sign_in_at: at });
        return;
      }
      case 'SignedOut': {
        w.delete('sessions', e.data.sessionHash);
        const a = await w.get<{ id: string; sessions: string[] }>('accounts', e.data.accountId);
        if (a) w.put('accounts', { ...a, sessions: a.sessions.filter((s) => s !== e.data.sessionHash) });
        return;
      }
      case 'PasswordChanged': {
        const a = await w.get<{ id: string; sessions: string[] }>('accounts', e.data.accountId);
        if (!a) return;
        for (const s of a.sessions) w.delete('sessions', s);
        w.put('accounts', { ...a, sessions: [] });
        return;
      }
      case 'ApiKeyCreated':
        w.put('api_keys', {
          id: e.data.keyId,
          account_id: e.data.accountId,
          name: e.data.name,
          scopes: e.data.scopes,
          prefix: e.data.prefix,
          secret_hash: e.data.secretHash,
          created_at: at,
          revoked_at: null,
        });
        return;
      case 'ClientAuthorized': {
        const id = `${e.data.accountId}:${e.data.clientId}`;
        const before = await w.get<{ id: string; first_authorized_at: string; grant_ids: string[] }>('connected_clients', id);
        w.put('connected_clients', {
          id,
          account_id: e.data.accountId,
          client_id: e.data.clientId,
          scopes: e.data.scopes,
          grant_ids: [...new Set([...(before?.grant_ids ?? []), e.data.grantId])],
          first_authorized_at: before?.first_authorized_at ?? at,
          authorized_at: at,
        });
        return;
      }
      case 'ClientRevoked':
        w.delete('connected_clients', `${e.data.accountId}:${e.data.clientId}`);
        return;
      case 'ApiKeyRevoked': {
        const k = await w.get<{ id: string }>('api_keys', e.data.keyId);
        if (k) w.put('api_keys', { ...k, revoked_at: at });
        return;
      }
    }
  },
});
