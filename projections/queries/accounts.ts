import type { Scope } from '../../domain/account/account.ts';
import type { ReadModels } from '../engine/read-models.ts';

export type AccountDoc = {
  id: string;
  email: string;
  name: string;
  role: 'user' | 'admin';
  created_at: string;
  sessions: string[];
  /** The person opened the link mailed to the address (or the site team vouched for it): they may vote and review. */
  email_confirmed?: boolean;
  confirmation_requested_at?: string | null;
};
export type ApiKeyDoc = {
  id: string;
  account_id: string;
  name: string;
  scopes: Scope[];
  prefix: string;
  secret_hash: string;
  created_at: string;
  revoked_at: string | null;
};
export type SessionDoc = { id: string; account_id: string; expires_at: string; created_at: string };

export async function accountById(rm: ReadModels, accountId: string): Promise<AccountDoc | null> {
  return (await rm.collection<AccountDoc>('accounts')).get(accountId);
}

export async function apiKeyBySecretHash(rm: ReadModels, hash: string): Promise<ApiKeyDoc | null> {
  return (await (await rm.collection<ApiKeyDoc>('api_keys')).find({ where: { secret_hash: hash }, limit: 1 })).items[0] ?? null;
}

export async function apiKeysOf(rm: ReadModels, accountId: string): Promise<ApiKeyDoc[]> {
  return (await (await rm.collection<ApiKeyDoc>('api_keys')).find({ where: { account_id: accountId }, sort: [['created_at', 'desc']] })).items;
}

/** A session by the hash of its cookie token; expired ones are as good as missing. */
export async function sessionByHash(rm: ReadModels, hash: string, now: Date): Promise<SessionDoc | null> {
  const s = await (await rm.collection<SessionDoc>('sessions')).get(hash);
  return s && Date.parse(s.expires_at) >= now.getTime() ? s : null;
}

export type ConnectedClientDoc = {
  id: string;
  account_id: string;
  client_id: string;
  scopes: string[];
  grant_ids: string[];
  first_authorized_at: string;
  authorized_at: string;
};

/** The OAuth clients an account gave access to and has not revoked, latest first. */
export async function connectedClientsOf(rm: ReadModels, accountId: string): Promise<ConnectedClientDoc[]> {
  return (await (await rm.collection<ConnectedClientDoc>('connected_clients')).find({ where: { account_id: accountId }, sort: [['authorized_at', 'desc']] }))
    .items;
}
