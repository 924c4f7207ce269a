import type { NextFunction, Request, Response } from 'express';
import { onFirstUse } from '../../runtime/on-first-use.ts';
import { oauthAddresses } from './addresses.ts';
import type { OAuthDeps, OAuthServer } from './oauth-server.ts';

/** Every path the provider's router answers (it matches paths without regard to case), and a few it passes on. */
const OAUTH_PATH = /^\/(oauth|\.well-known\/oauth-authorization-server)(\/|$)/i;
/** The sign-in page's `next` that can name a pending OAuth sign-in (`returnSourceOf` reads only those). */
const INTERACTION_PATH = /^\/oauth\/interaction\//;

/**
 * The authorization server, made at the first request that needs it. oidc-provider brings koa, jose and their
 * dependencies (about 280 of a service's 1,400 modules): a service, or a test's, that nobody signs in to through OAuth
 * never loads them. What is known without the provider (the issuer, the resources) is answered at once; a request
 * or a call that needs it waits for it to load, once.
 */
export function oauthOnFirstUse(deps: OAuthDeps): OAuthServer {
  const server = onFirstUse(async () => (await import('./oauth-server.ts')).oauthServer(deps));
  const router = (req: Request, res: Response, next: NextFunction) => {
    if (!OAUTH_PATH.test(req.path)) return next();
    server().then((s) => s.router(req, res, next), next);
  };
  return {
    ...oauthAddresses(deps.publicUrl),
    router,
    clientInfo: async (clientId) => (await server()).clientInfo(clientId),
    endGrants: async (grantIds) => (await server()).endGrants(grantIds),
    verifyAccessToken: async (token) => (await server()).verifyAccessToken(token),
    returnSourceOf: async (path) => (INTERACTION_PATH.test(path) ? (await server()).returnSourceOf(path) : null),
  };
}
