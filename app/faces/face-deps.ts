import express, { type Request } from 'express';
import { type Actions, actionTable, bindActions } from '../../api/actions/index.ts';
import { bearerAuthentication } from '../../api/auth/authenticate.ts';
import { oauthOnFirstUse } from '../../api/oauth/oauth-on-first-use.ts';
import type { ApiSettings, OperationContext } from '../../api/operation.ts';
import { operationTable } from '../../api/operations/index.ts';
import { type MetricSources, serviceMetrics } from '../../api/ops/metrics.ts';
import { rateLimits } from '../../api/rate-limit.ts';
import { contractChecked } from '../../api/response-check.ts';
import type { TrafficRecorder, Viewer } from '../../api/traffic/traffic-counter.ts';
import { trafficCounting } from '../../api/traffic/traffic-flush.ts';
import { hostIsReadable } from '../../infra/crawl/host-guard.ts';
import { oidcAdapterFactory } from '../../infra/oauth/oidc-adapter.ts';
import { oauthKeys } from '../../infra/oauth/signing-keys.ts';
import { projectionStatuses } from '../../projections/index.ts';
import { siteSecurityHeaders } from '../../site/security-headers.ts';
import type { Container } from '../container.ts';

export type AppOptions = { otherMetrics?: MetricSources['others'] };

/** What more than one face shares: the settings, the limits, the credential check, the operations and traffic counting. */
export type FaceDeps = ReturnType<typeof faceDeps>;

/** Who asks: what an operation's context is made of, from an Express request or from a request answered before Express. */
export type Asker = Pick<Request, 'correlationId' | 'principal' | 'ip' | 'headers'>;

/** Who is looking, for traffic counts: the account when signed in, else the address and browser. */
export const viewerOf = (req: Pick<Asker, 'principal' | 'ip' | 'headers'>): Viewer => {
  const userAgent = String(req.headers['user-agent'] ?? '');
  return { key: req.principal?.accountId ?? `addr:${req.ip ?? ''}|${userAgent}`, userAgent };
};

const apiSettings = (c: Container): ApiSettings => ({
  publicUrl: c.config.publicUrl,
  readYourWritesTimeoutMs: c.config.readYourWritesTimeoutMs,
  network: { siteKey: c.sisterSites.siteKey, sisters: c.sisterSites.sisters },
});

const operationContext =
  (c: Container, settings: ApiSettings, traffic: TrafficRecorder) =>
  (req: Asker): OperationContext => ({
    readModels: c.readModels,
    commands: c.commands,
    clock: c.clock,
    secrets: c.secrets,
    settings,
    correlationId: req.correlationId,
    principal: req.principal ?? null,
    viewer: viewerOf(req),
    traffic,
  });

const oauthOf = (c: Container, actions: Actions) =>
  oauthOnFirstUse({
    readModels: c.readModels,
    actions,
    secrets: c.secrets,
    publicUrl: c.config.publicUrl,
    adapter: oidcAdapterFactory(c.docs),
    keys: oauthKeys(c.config.dataDir),
    mayFetch: (url) => hostIsReadable(url, { allowHosts: c.config.crawlAllowHosts }),
  });

export function faceDeps(c: Container, options: AppOptions, draining: () => boolean) {
  const settings = apiSettings(c);
  const projections = async () => projectionStatuses(c.docs, await c.events.headPosition(), c.runnable);
  const metrics = serviceMetrics({ projections, jobs: () => c.bus.depth(), own: c.metrics, others: options.otherMetrics });
  const limits = rateLimits(
    {
      api: { perMinute: c.config.rateLimitPerMinute, burst: c.config.rateLimitBurst },
      pages: { perMinute: c.config.pageRateLimitPerMinute, burst: c.config.pageRateLimitBurst },
    },
    () => c.clock.now().getTime(),
  );
  // The site's writes that are not operations of the public API: one door for the pages, the consent page, the console, the admin API and the sister sites.
  const { commands, streams, readModels, secrets, clock } = c;
  const actions = bindActions(actionTable({ voteLimits: c.config.voteLimits, commentLimits: c.config.commentLimits }), {
    ...{ commands, streams, readModels, secrets, clock },
    settings,
    waitMs: c.config.readYourWritesTimeoutMs,
  });
  const oauth = oauthOf(c, actions);
  const authenticate = bearerAuthentication({
    readModels: c.readModels,
    secrets: c.secrets,
    usage: c.usage,
    head: () => c.events.headPosition(),
    verifyAccessToken: oauth.verifyAccessToken,
  });
  const { counter, traffic } = trafficCounting({ ...c, countTraffic: c.config.countTraffic, flushMs: c.config.viewsFlushMs });
  return {
    c,
    base: c.config.publicUrl,
    /** The site's security headers, one middleware for every page wherever it is mounted. */
    siteHeaders: siteSecurityHeaders(c.config.publicUrl),
    settings,
    draining,
    projections,
    metrics,
    limits,
    json: express.json({ limit: '1mb', type: ['application/json', 'application/*+json'] }),
    actions,
    oauth,
    authenticate,
    table: c.config.validateResponses ? contractChecked(operationTable) : operationTable,
    counter,
    traffic,
    context: operationContext(c, settings, traffic),
  };
}
