import type { Configuration } from 'oidc-provider';
import { errors } from 'oidc-provider';

/** How long a refresh token lasts unused; each use rotates it into a new one that lasts as long again. */
export const REFRESH_TOKEN_DAYS = 30;

/** The loopback IP literals of RFC 8252 §7.3 (and `localhost`, which oidc-provider treats the same way). */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', '[::1]', 'localhost']);

const isLoopbackRedirect = (uri: unknown) => {
  const u = typeof uri === 'string' ? URL.parse(uri) : null;
  return u?.protocol === 'http:' && LOOPBACK_HOSTS.has(u.hostname);
};

/**
 * Who gets a refresh token, and for how long its tokens live. MCP and API clients are public
 * clients (PKCE, no secret) that register the `refresh_token` grant: they get a refresh token
 * with every authorization code, rotated at each use (a used one is refused, and its whole grant
 * ended), whether or not they also ask for `offline_access`. OIDC issues one only for
 * `offline_access` with `prompt=consent`, which MCP clients do not know to send (they ask for
 * the scopes the metadata advertises), so every one of them had to send its person through
 * sign-in again each hour. `offline_access` stays advertised and accepted for clients that do
 * send it (SEP-2207); it changes nothing now. Tokens outlive the browser session that allowed
 * them: they end when revoked (RFC 7009, or the account's Connected apps page) or unused for
 * REFRESH_TOKEN_DAYS.
 */
export const refreshTokenPolicy = {
  issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
  expiresWithSession: async () => false,
  rotateRefreshToken: true,
} satisfies Pick<Configuration, 'issueRefreshToken' | 'expiresWithSession' | 'rotateRefreshToken'>;

/**
 * Client metadata beyond the registered set: RFC 7591's `software_id` and `software_version`
 * (kept as sent, short strings), and one rule the validator applies to every client, registered,
 * described by a metadata document, or read back from storage: a client whose every redirect URI
 * is an http loopback address is a native app, for nothing else can receive a redirect there.
 * oidc-provider matches a native app's loopback redirect URIs on any port (RFC 8252 §7.3, OAuth
 * 2.1 §8.4.2): a CLI or desktop client picks a free port on each run, and a client that did not
 * say `application_type: native` was refused once its port changed.
 */
export const clientMetadataPolicy: NonNullable<Configuration['extraClientMetadata']> = {
  properties: ['software_id', 'software_version'],
  validator(_ctx, key, value, metadata) {
    if (value !== undefined && (typeof value !== 'string' || value.length > 200))
      throw new errors.InvalidClientMetadata(`${key} must be a string of at most 200 characters`);
    const uris = metadata.redirect_uris;
    if (key === 'software_id' && Array.isArray(uris) && uris.length > 0 && uris.every(isLoopbackRedirect)) metadata.application_type = 'native';
  },
};
