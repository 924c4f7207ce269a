import express, { type NextFunction, type Request, type Response } from 'express';
import type { Container } from '../infra/container.ts';
import { DomainError } from '../domain/shared/errors.ts';
import { adminRouter } from './admin.ts';
import { badgeRouter } from './badges/badge-route.ts';
import { RateLimiter, rateLimit } from './rate-limit.ts';
import { apiReferencePage } from './html/api-reference.ts';
import { sitePages } from './html/site-pages.ts';
import { accountPages } from './html/account-pages.ts';
import { invitePages } from './html/invite-pages.ts';
import { bearerAuthentication } from './auth/authenticate.ts';
import { oauthServer } from './oauth/oauth-server.ts';
import { contractOperations, openApi } from './openapi-document.ts';
import { operations } from './operations/index.ts';
import { fromDomainError, HttpProblem, problem, sendProblem } from './problem.ts';
import { requestContext } from './request-context.ts';
import { mountOperations, mountPendingOperations } from './routes.ts';
import { IdempotencyStore } from './idempotency.ts';
import { mcpEndpoint } from '../mcp/mcp-endpoint.ts';
import { warmValidators } from './validation.ts';

/** The HTTP front end: the operation table under /api/v1, the contract, and the admin API. */
export function createApp(c: Container) {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', false);
  app.use(requestContext(c.logger));
  if (c.config.rateLimitPerMinute > 0) {
    const limits = { perMinute: c.config.rateLimitPerMinute, burst: c.config.rateLimitBurst };
    app.use(rateLimit(new RateLimiter(limits), limits));
  }
  app.use(express.json({ limit: '1mb', type: ['application/json', 'application/*+json'] }));
  const base = c.config.publicUrl;
  const oauth = oauthServer(c);
  const resourceMetadataUrl = `${base}/.well-known/oauth-protected-resource/api/v1`;
  // RFC 9728 protected resource metadata, for the REST API and for the MCP server.
  for (const [path, resource, name] of [['api/v1', oauth.resources.api, 'Launch Directory API'], ['mcp', oauth.resources.mcp, 'Launch Directory MCP server']] as const) {
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
  app.use(oauth.router);
  app.use(bearerAuthentication({ readModels: c.readModels, events: c.events, docs: c.docs, verifyAccessToken: oauth.verifyAccessToken }));

  const api = express.Router();
  api.get('/openapi.yaml', (_req, res) => {
    res.type('application/yaml').send(openApi().yaml);
  });
  api.get('/openapi.json', (_req, res) => {
    res.json(openApi().doc);
  });
  const reference = apiReferencePage(openApi().doc, c.config.publicUrl);
  api.get('/docs', (_req, res) => {
    res.type('html').send(reference);
  });
  warmValidators(operations.map((o) => o.name));
  const context = (req: Request) => ({ readModels: c.readModels, commands: c.commands, clock: c.clock, config: c.config, correlationId: req.correlationId, principal: req.principal ?? null, events: c.events, drafter: c.drafter, mailer: c.mailer });
  mountOperations(api, operations, {
    readModels: c.readModels,
    clock: c.clock,
    resourceMetadataUrl,
    idempotency: new IdempotencyStore(c.docs),
    context,
  });
  const mcp = mcpEndpoint({
    operations,
    context,
    resourceMetadataUrl: `${base}/.well-known/oauth-protected-resource/mcp`,
    // Host and Origin checks against DNS rebinding: this site's own name, and loopback names.
    allowedHosts: [...new Set([new URL(base).hostname, 'localhost', '127.0.0.1', '[::1]'])],
    version: openApi().doc.info ? String((openApi().doc.info as { version: string }).version) : '1.0.0',
  });
  app.use('/mcp', mcp.router);
  const built = new Set(operations.map((o) => o.name));
  mountPendingOperations(api, contractOperations().filter((o) => !built.has(o.name)), resourceMetadataUrl);
  app.use('/api/v1', api);
  app.use('/badges', badgeRouter(c.readModels));
  app.use(sitePages({ readModels: c.readModels, clock: c.clock }));
  app.use(accountPages(c));
  app.use(invitePages(c));
  app.use('/admin/v1', adminRouter({ commands: c.commands, readModels: c.readModels, adminToken: c.config.adminToken, waitMs: c.config.readYourWritesTimeoutMs }));

  app.use((req: Request, res: Response) => {
    sendProblem(res, problem(404, `no route for ${req.method} ${req.path}`));
  });

  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    if (error instanceof DomainError) return sendProblem(res, fromDomainError(error));
    if (error instanceof HttpProblem) return sendProblem(res, error.problem);
    const e = error as { type?: string; status?: number };
    if (e.type === 'entity.parse.failed') return sendProblem(res, problem(400, 'the body is not valid JSON', [{ field: 'body', message: 'is not valid JSON' }]));
    if (e.type === 'entity.too.large') return sendProblem(res, problem(413, 'the body is larger than 1 MB'));
    if (e.type === 'encoding.unsupported' || e.type === 'charset.unsupported') return sendProblem(res, problem(415, 'the body must be UTF-8 JSON'));
    if (typeof e.status === 'number' && e.status >= 400 && e.status < 500) return sendProblem(res, problem(e.status, 'invalid request'));
    c.logger.error({ err: error, req_id: req.correlationId }, 'unhandled error');
    sendProblem(res, problem(500, `something went wrong on our side; quote request id ${req.correlationId}`));
  });
  return app;
}
