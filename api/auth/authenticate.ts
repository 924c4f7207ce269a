import type { NextFunction, Request, Response } from 'express';
import { isScope } from '../../domain/account/account.ts';
import type { CredentialUsage } from '../../domain/ports/credential-usage.ts';
import type { Secrets } from '../../domain/ports/secrets.ts';
import type { ReadModels } from '../../projections/index.ts';
import { accountById, apiKeyBySecretHash } from '../../projections/queries/index.ts';
import type { Principal } from './principal.ts';

export type AccessTokenVerifier = (token: string) => Promise<{ accountId: string; scopes: string[]; expiresAt: string; jti: string } | null>;

export type AuthenticationDeps = {
  readModels: ReadModels;
  secrets: Secrets;
  usage: CredentialUsage;
  /** Where the log ends: an unknown key may be one made a moment ago and not projected yet. */
  head: () => Promise<number>;
  verifyAccessToken?: AccessTokenVerifier;
};

/**
 * Resolves `Authorization: Bearer <API key or OAuth access token>` to a principal. Keys are
 * looked up by the hash of the secret. A key made a moment ago (by the CLI, say) may not be
 * projected yet, so an unknown key waits once for the projections to reach the head of the log.
 */
export function bearerAuthentication(deps: AuthenticationDeps) {
  async function fromAccessToken(token: string): Promise<Principal | null> {
    const t = await deps.verifyAccessToken?.(token);
    if (!t) return null;
    const account = await accountById(deps.readModels, t.accountId);
    if (!account) return null;
    const scopes = t.scopes.filter(isScope);
    return {
      accountId: account.id,
      email: account.email,
      name: account.name,
      role: account.role,
      scopes,
      credential: { kind: 'oauth_token', id: t.jti, expiresAt: t.expiresAt },
    };
  }

  async function resolve(token: string): Promise<Principal | null> {
    if (!token.startsWith('ld_')) return fromAccessToken(token);
    const hash = deps.secrets.digest(token);
    let key = await apiKeyBySecretHash(deps.readModels, hash);
    if (!key && (await deps.readModels.waitFor(await deps.head(), 2000))) key = await apiKeyBySecretHash(deps.readModels, hash);
    if (!key || key.revoked_at) return null;
    const account = await accountById(deps.readModels, key.account_id);
    if (!account) return null;
    deps.usage.noteUse(key.id, new Date());
    return {
      accountId: account.id,
      email: account.email,
      name: account.name,
      role: account.role,
      scopes: key.scopes,
      credential: { kind: 'api_key', id: key.id, expiresAt: null },
    };
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
