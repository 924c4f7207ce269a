import type { Express, Request, Response } from 'express';
import { IdempotencyStore } from '../../api/idempotency.ts';
import { keptReads } from '../../api/kept-reads.ts';
import { openApi } from '../../api/openapi-document.ts';
import { operations } from '../../api/operations/index.ts';
import { opsRoutes } from '../../api/ops/ops-routes.ts';
import { problem, sendProblem } from '../../api/problem.ts';
import { ResponseCache } from '../../api/response-cache.ts';
import { responseCheck } from '../../api/response-check.ts';
import { operationRoutes } from '../../api/routes.ts';
import { series } from '../../api/series.ts';
import { pageRenderer } from '../../site/kit/render.ts';
import { apiReferencePage } from '../../site/reference/api-reference.ts';
import type { Contract } from '../../site/reference/contract.ts';
import type { FaceDeps } from './face-deps.ts';

/**
 * /api/v1, mounted first: an API call runs only the steps it needs (limit, body, credential, the contract check
 * in tests, the operation) as one fixed series and walks none of the site's layers. The contract is served
 * beside it, and its reference as a page of the site (its layout, stylesheet and security headers). Returns the finder of
 * the kept public reads, for the door that answers them before Express.
 */
export function mountApi(app: Express, d: FaceDeps) {
  const { c } = d;
  const { siteHeaders } = d;
  const reference = apiReferencePage({
    render: pageRenderer({ readModels: c.readModels, secrets: c.secrets, settings: d.settings }),
    contract: openApi().doc as unknown as Contract,
    publicUrl: d.base,
  });
  const resourceMetadataUrl = `${d.base}/.well-known/oauth-protected-resource/api/v1`;
  const idempotency = new IdempotencyStore(c.docs);
  const kept = new ResponseCache();
  app.use(
    '/api/v1',
    series(
      d.limits,
      d.json,
      d.authenticate,
      ...(c.config.validateResponses ? [responseCheck(c.logger)] : []),
      operationRoutes(
        operations,
        { readModels: c.readModels, clock: c.clock, resourceMetadataUrl, idempotency, context: d.context, checkReads: c.config.validateResponses },
        {
          '/openapi.yaml': (_req, res) => res.type('application/yaml').send(openApi().yaml),
          '/openapi.json': (_req, res) => res.json(openApi().doc),
          '/docs': (req, res) => siteHeaders(req, res, () => void reference(req, res)),
        },
        kept,
      ),
      (req: Request, res: Response) => sendProblem(res, problem(404, `no route for ${req.method} ${req.originalUrl.split('?')[0]}`)),
    ),
  );
  // The same answers, found by URL for the door in front of Express.
  return keptReads(operations, { readModels: c.readModels, clock: c.clock }, kept);
}

/** Health, readiness and metrics: before the rate limit, so a health check is never refused for being frequent. */
export function mountOps(app: Express, d: FaceDeps) {
  const { c } = d;
  app.use(
    opsRoutes({
      metrics: d.metrics,
      projections: d.projections,
      head: () => c.events.headPosition(),
      maxLag: c.config.readyMaxLag,
      metricsToken: c.config.metricsToken,
      draining: d.draining,
    }),
  );
}
