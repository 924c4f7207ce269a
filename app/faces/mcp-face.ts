import type { Express } from 'express';
import { openApi } from '../../api/openapi-document.ts';
import { mcpEndpoint } from '../../mcp/index.ts';
import type { FaceDeps } from './face-deps.ts';

/** Every operation as an MCP tool at /mcp, for the caller the credential names. */
export function mountMcp(app: Express, d: FaceDeps) {
  const mcp = mcpEndpoint({
    operations: Object.values(d.table),
    context: d.context,
    resourceMetadataUrl: `${d.base}/.well-known/oauth-protected-resource/mcp`,
    // Host and Origin checks against DNS rebinding: this site's own name, and loopback names.
    allowedHosts: [...new Set([new URL(d.base).hostname, 'localhost', '127.0.0.1', '[::1]'])],
    version: openApi().version,
  });
  app.use('/mcp', mcp.router);
  return mcp;
}
