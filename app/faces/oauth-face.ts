import type { Express } from 'express';
import { sameOriginPosts } from '../../site/kit/same-origin.ts';
import type { FaceDeps } from './face-deps.ts';

/** The OAuth 2.1 authorization server, and RFC 9728 metadata for the two resources it grants: the REST API and MCP. */
export function mountOAuth(app: Express, { oauth, base }: FaceDeps) {
  for (const [path, resource, name] of [
    ['api/v1', oauth.resources.api, 'Launch Directory API'],
    ['mcp', oauth.resources.mcp, 'Launch Directory MCP server'],
  ] as const) {
    app.get(`/.well-known/oauth-protected-resource/${path}`, (_req, res) => {
      res.json({
        resource,
        authorization_servers: [oauth.issuer],
        scopes_supported: ['account:read', 'listings:write', 'orders:write'],
        bearer_methods_supported: ['header'],
        resource_name: name,
        resource_documentation: `${base}/api/v1/docs`,
      });
    });
  }
  // The consent page's form, like the site's, is posted from our own pages or refused.
  app.use('/oauth/interaction', sameOriginPosts);
  app.use(oauth.router);
}
