import express, { type Request, type RequestHandler, type Response } from 'express';
import Provider, { type Configuration, errors } from 'oidc-provider';
import { SCOPES } from '../../domain/account/account.ts';
import type { Secrets } from '../../domain/ports/secrets.ts';
import { escapeMarkup as e } from '../../domain/shared/escape-markup.ts';
import type { ReadModels } from '../../projections/index.ts';
import { accountById } from '../../projections/queries/index.ts';
import type { Actions } from '../actions/index.ts';
import { oauthAddresses } from './addresses.ts';
import { clientMetadataPolicy, REFRESH_TOKEN_DAYS, refreshTokenPolicy } from './client-policy.ts';
import { consentRoutes } from './consent-routes.ts';

export type OAuthDeps = {
  readModels: ReadModels;
  /** The consent page records what the person allowed through this action. */
  actions: Pick<Actions, 'authorizeClient'>;
  secrets: Secrets;
  publicUrl: string;
  /** oidc-provider's storage: grants, codes, tokens, sessions, registered clients. */
  adapter: Configuration['adapter'];
  /** The signing keys (ID tokens) and cookie keys, stable across restarts. */
  keys: { jwks: Configuration['jwks']; cookieKeys: string[] };
  /** Whether a client ID metadata document may be fetched from this URL (the crawler's address guard). */
  mayFetch: (url: string) => Promise<boolean>;
};

export type OAuthServer = {
  /** Resolves an access token to its account and scopes; null unless valid and bound to one of our resources. */
  verifyAccessToken(token: string): Promise<{ accountId: string; scopes: string[]; expiresAt: string; jti: string } | null>;
  router: RequestHandler;
  issuer: string;
  resources: { api: string; mcp: string };
  /** The name and home page a registered client gave itself (shown on the connected apps page), or null when unknown. */
  clientInfo(clientId: string): Promise<{ name: string; uri: string | null } | null>;
  /** Ends grants with every code and token issued under them: a revoked app's next call is refused. */
  endGrants(grantIds: string[]): Promise<void>;
  /** The site (a CSP source) a sign-in whose `next` is this path will take the person back to, when it is an OAuth sign-in. */
  returnSourceOf(path: string): Promise<string | null>;
};

/** The provider's configuration: the grants, scopes, lifetimes and features this server offers, and where accounts come from. */
function providerConfiguration(c: OAuthDeps, resources: { api: string; mcp: string }): Configuration {
  const resourceScopes = SCOPES.join(' ');
  return {
    adapter: c.adapter,
    jwks: c.keys.jwks,
    cookies: { keys: c.keys.cookieKeys, long: { signed: true, httpOnly: true, sameSite: 'lax' }, short: { signed: true, httpOnly: true, sameSite: 'lax' } },
    scopes: ['openid', 'email', 'offline_access', ...SCOPES],
    claims: { openid: ['sub'], email: ['email'] },
    clientDefaults: {
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
      id_token_signed_response_alg: 'ES256',
    },
    pkce: { required: () => true },
    responseTypes: ['code'],
    ...refreshTokenPolicy,
    extraClientMetadata: clientMetadataPolicy,
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 60,
      RefreshToken: REFRESH_TOKEN_DAYS * 86_400,
      Interaction: 3600,
      Session: 14 * 86_400,
      Grant: 365 * 86_400,
      IdToken: 3600,
    },
    features: {
      devInteractions: { enabled: false },
      registration: { enabled: true },
      revocation: { enabled: true },
      introspection: { enabled: false },
      // The document is fetched only from hosts the crawler's SSRF guard would read.
      clientIdMetadataDocument: { enabled: true, ack: 'draft-02', allowFetch: async (_ctx, clientId) => c.mayFetch(clientId) },
      resourceIndicators: {
        enabled: true,
        defaultResource: async () => resources.api,
        useGrantedResource: async () => true,
        getResourceServerInfo: async (_ctx, resource) => {
          if (resource !== resources.api && resource !== resources.mcp) throw new errors.InvalidTarget(`unknown resource ${resource}`);
          return { scope: resourceScopes, audience: resource, accessTokenTTL: 3600, accessTokenFormat: 'opaque' };
        },
      },
    },
    findAccount: async (_ctx, sub) => {
      const account = await accountById(c.readModels, sub);
      if (!account) return undefined;
      return { accountId: sub, claims: async () => ({ sub, email: account.email }) };
    },
    interactions: { url: async (_ctx, interaction) => `/oauth/interaction/${interaction.uid}` },
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.body = `<!doctype html><title>Sign-in error</title><h1>Sign-in error</h1><p>${e(String(out.error))}: ${e(String(out.error_description ?? ''))}</p>`;
    },
  };
}

/** The provider's endpoints under /oauth, its metadata where RFC 8414 and OpenID clients look, and our consent pages. */
function providerRouter(provider: Provider, consent: express.Router) {
  const callback = provider.callback();
  const router = express.Router();
  // Answered by the provider as if asked at its own mount point, so the endpoints it lists carry /oauth.
  const metadata = (req: Request, res: Response) => {
    req.url = '/.well-known/openid-configuration';
    req.originalUrl = '/oauth/.well-known/openid-configuration';
    callback(req, res);
  };
  // RFC 8414: metadata of an issuer with a path lives under /.well-known/oauth-authorization-server/<path>.
  router.get('/.well-known/oauth-authorization-server/oauth', metadata);
  router.get('/.well-known/oauth-authorization-server', metadata);

  router.use('/oauth/interaction', consent);
  router.use('/oauth', (req, res) => callback(req, res));

  return router;
}

/**
 * The OAuth 2.1 authorization server (oidc-provider): authorization code with PKCE (S256 only),
 * dynamic client registration, client ID metadata documents, rotating refresh tokens for every
 * client that registers the refresh grant (client-policy.ts), loopback redirect URIs on any port,
 * resource indicators binding each token to the API or the MCP server, revocation. Sign-in (the
 * site's page) and the consent page (consent-routes.ts) are ours.
 */
export function oauthServer(c: OAuthDeps): OAuthServer {
  const { issuer, resources } = oauthAddresses(c.publicUrl);
  const provider = new Provider(issuer, providerConfiguration(c, resources));
  provider.proxy = false;
  const consent = consentRoutes(provider, c);
  const router = providerRouter(provider, consent.router);

  return {
    router,
    issuer,
    resources,
    returnSourceOf: consent.returnSourceOf,
    async clientInfo(clientId) {
      const client = await provider.Client.find(clientId).catch(() => undefined);
      if (!client) return null;
      return { name: String(client.clientName ?? clientId), uri: typeof client.clientUri === 'string' ? client.clientUri : null };
    },
    async endGrants(grantIds) {
      for (const id of grantIds) {
        await Promise.all([
          provider.AccessToken.revokeByGrantId(id),
          provider.RefreshToken.revokeByGrantId(id),
          provider.AuthorizationCode.revokeByGrantId(id),
        ]);
        await (await provider.Grant.find(id))?.destroy();
      }
    },
    async verifyAccessToken(token) {
      const t = await provider.AccessToken.find(token);
      if (!t || t.isExpired || !t.accountId) return null;
      const aud = Array.isArray(t.aud) ? t.aud : [t.aud];
      if (!aud.some((a) => a === resources.api || a === resources.mcp)) return null;
      return {
        accountId: t.accountId,
        scopes: String(t.scope ?? '')
          .split(' ')
          .filter(Boolean),
        expiresAt: new Date((t.exp ?? 0) * 1000).toISOString(),
        jti: t.jti,
      };
    },
  };
}
