import type { Express, NextFunction, Request, Response } from 'express';
import { openApi } from '../../api/openapi-document.ts';
import { onFirstUse } from '../../runtime/on-first-use.ts';
import type { FaceDeps } from './face-deps.ts';

/**
 * Every operation as an MCP tool at /mcp, for the caller the credential names. The endpoint (the MCP SDK, and every tool's
 * schemas made from the contract) is made at the first request to /mcp: a service nobody asks over MCP never pays for it.
 */
export function mountMcp(app: Express, d: FaceDeps) {
  const endpoint = onFirstUse(async () =>
    (await import('../../mcp/index.ts')).mcpEndpoint({
      operations: Object.values(d.table),
      context: d.context,
      resourceMetadataUrl: `${d.base}/.well-known/oauth-protected-resource/mcp`,
      // Host and Origin checks against DNS rebinding: this site's own name, and loopback names.
      allowedHosts: [...new Set([new URL(d.base).hostname, 'localhost', '127.0.0.1', '[::1]'])],
      version: openApi().version,
    }),
  );
  app.use('/mcp', (req: Request, res: Response, next: NextFunction) => {
    endpoint().then((mcp) => mcp.router(req, res, next), next);
  });
  return { close: async () => (await endpoint.made())?.close() };
}
