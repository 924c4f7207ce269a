import type { NextFunction, Request, Response } from 'express';
import type { DocumentStore } from '../../domain/ports/document-store.ts';
import type { EventStore } from '../../domain/ports/event-store.ts';
import type { Scope } from '../../domain/account/account.ts';
import { sha256 } from '../../infra/secrets.ts';
import type { ReadModels } from '../../projections/index.ts';
import type { Principal } from './principal.ts';

type KeyDoc = { id: string; account_id: string; scopes: Scope[]; revoked_at: string | null; secret_hash: string };
type AccountDoc = { id: string; email: string; name: string; role: 'user' | 'admin' };

const USAGE_EVERY_MS = 60_000;

/**
 * Resolves `Authorization: Bearer <API key>` to a principal. Keys are looked up by the hash
 * of the secret. A key made a moment ago (by the CLI, say) may not be projected yet, so an
 * unknown key waits once for the projections to reach the head of the log.
 */
export type AccessTokenVerifier = (token: string) => Promise<{ accountId: string; scopes: string[]; expiresAt: string; jti: string } | null>;

export function bearerAuthentication(deps: { readModels: ReadModels; events: EventStore; docs: DocumentStore; verifyAccessToken?: AccessTokenVerifier }) {
  const lastUsage = new Map<string, number>();

  async function findKey(hash: string): Promise<KeyDoc | null> {
    const keys = await deps.readModels.collection<KeyDoc>('api_keys');
    return (await keys.find({ where: { secret_hash: hash }, limit: 1 })).items[0] ?? null;
  }

  async function fromAccessToken(token: string): Promise<Principal | null> {
    const t = await deps.verifyAccessToken?.(token);
    if (!t) return null;
    const account = await (await deps.readModels.collection<AccountDoc>('accounts')).get(t.accountId);
    if (!account) return null;
    const scopes = t.scopes.filter((s): s is Scope => ['account:read', 'listings:write', 'orders:write'].includes(s));
    return { accountId: account.id, email: account.email, name: account.name, role: account.role, scopes, credential: { kind: 'oauth_token', id: t.jti, expiresAt: t.expiresAt } };
  }

  async function resolve(token: string): Promise<Principal | null> {
    if (!token.startsWith('ld_')) return fromAccessToken(token);
    const hash = sha256(token);
    let key = await findKey(hash);
    if (!key) {
      if (await deps.readModels.waitFor(await deps.events.headPosition(), 2000)) key = await findKey(hash);
    }
    if (!key || key.revoked_at) return null;
    const account = await (await deps.readModels.collection<AccountDoc>('accounts')).get(key.account_id);
    if (!account) return null;
    recordUsage(key.id);
    return { accountId: account.id, email: account.email, name: account.name, role: account.role, scopes: key.scopes, credential: { kind: 'api_key', id: key.id, expiresAt: null } };
  }

  /** Last use is operational data, not history: written at most once a minute per key, with no event. */
  function recordUsage(keyId: string) {
    const now = Date.now();
    if (now - (lastUsage.get(keyId) ?? 0) < USAGE_EVERY_MS) return;
    lastUsage.set(keyId, now);
    void deps.docs.collection('api_key_usage').write([{ op: 'put', doc: { id: keyId, last_used_at: new Date(now).toISOString() }, position: now }]).catch(() => undefined);
  }

  return async (req: Request, _res: Response, next: NextFunction) => {
    const header = req.headers.authorization;
    if (!header) return next();
    const match = /^Bearer ([A-Za-z0-9._~+/=-]{8,512})$/.exec(header);
    const principal = match ? await resolve(match[1]) : null;
    if (principal) req.principal = principal;
    else req.credentialRejected = match ? 'the token is unknown, revoked or expired' : 'use Authorization: Bearer <API key or access token>';
    next();
  };
}
