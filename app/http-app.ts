import express, { type NextFunction, type Request, type Response } from 'express';
import { actionTable, bindActions } from '../api/actions/index.ts';
import { adminRouter } from '../api/admin.ts';
import { bearerAuthentication } from '../api/auth/authenticate.ts';
import { badgeRouter } from '../api/badges/badge-route.ts';
import { IdempotencyStore } from '../api/idempotency.ts';
import { networkEndpoint } from '../api/network/network-endpoint.ts';
import { oauthServer } from '../api/oauth/oauth-server.ts';
import { openApi } from '../api/openapi-document.ts';
import type { ApiSettings, OperationContext } from '../api/operation.ts';
import { operations, operationTable } from '../api/operations/index.ts';
import { type MetricSources, serviceMetrics } from '../api/ops/metrics.ts';
import { opsRoutes } from '../api/ops/ops-routes.ts';
import { stripeWebhook } from '../api/payments/stripe-webhook.ts';
import { domainErrorHeaders, fromDomainError, HttpProblem, problem, sendProblem } from '../api/problem.ts';
import { rateLimits } from '../api/rate-limit.ts';
import { requestContext } from '../api/request-context.ts';
import { contractChecked, responseCheck } from '../api/response-check.ts';
import { operationRoutes } from '../api/routes.ts';
import { series } from '../api/series.ts';
import { NOT_COUNTING, TrafficCounter, type Viewer } from '../api/traffic/traffic-counter.ts';
import { warmValidators } from '../api/validation.ts';
import { DomainError } from '../domain/shared/errors.ts';
import { CRAWLER_NAME } from '../infra/crawl/crawler.ts';
import { hostIsReadable } from '../infra/crawl/safe-fetch.ts';
import { oidcAdapterFactory } from '../infra/oauth/oidc-adapter.ts';
import { oauthKeys } from '../infra/oauth/signing-keys.ts';
import { mcpEndpoint } from '../mcp/index.ts';
import { projectionStatuses } from '../projections/index.ts';
import { badgeListing } from '../projections/queries/index.ts';
import { apiKeysPage } from '../site/account/api-keys-page.ts';
import { claimAndOrderPages } from '../site/account/claim-and-order-pages.ts';
import { claimConfirmPage } from '../site/account/claim-confirm-page.ts';
import { connectedAppsPage } from '../site/account/connected-apps-page.ts';
import { draftPages } from '../site/account/draft-pages.ts';
import { invitePages } from '../site/account/invite-pages.ts';
import { listingPages } from '../site/account/listing-pages.ts';
import { overviewPage } from '../site/account/overview-page.ts';
import { passwordPages } from '../site/account/password-pages.ts';
import { signInPages } from '../site/account/sign-in-pages.ts';
import { catalogPages } from '../site/admin/catalog-pages.ts';
import { commentModerationPages } from '../site/admin/comment-pages.ts';
import { moderationPages } from '../site/admin/moderation-pages.ts';
import { siteTeamDoor } from '../site/admin/site-team.ts';
import { assetRoutes } from '../site/asset-routes.ts';
import { botPage } from '../site/bot-page.ts';
import { checkoutPages } from '../site/checkout/checkout-pages.ts';
import { feedRoutes } from '../site/feeds.ts';
import { imageRoute } from '../site/image-route.ts';
import { anonymousPageCache } from '../site/kit/page-cache.ts';
import { pageRenderer } from '../site/kit/render.ts';
import { sameOriginPosts } from '../site/kit/same-origin.ts';
import { siteOperations } from '../site/kit/site-operations.ts';
import { listingFeedRoutes } from '../site/listing-feeds.ts';
import { listingVisit, outboundLinks } from '../site/listing-traffic.ts';
import { notFoundPage, wantsHtml } from '../site/not-found-page.ts';
import { awardPages } from '../site/public/award-pages.ts';
import { blogPages } from '../site/public/blog-pages.ts';
import { boardPages } from '../site/public/board-pages.ts';
import { categoryPages } from '../site/public/category-pages.ts';
import { comparePage } from '../site/public/compare-page.ts';
import { founderPages } from '../site/public/founder-pages.ts';
import { launchPages } from '../site/public/launch-pages.ts';
import { searchPage } from '../site/public/search-page.ts';
import { apiReferencePage } from '../site/reference/api-reference.ts';
import type { Contract } from '../site/reference/contract.ts';
import { siteSecurityHeaders } from '../site/security-headers.ts';
import { seoRoutes } from '../site/seo-routes.ts';
import { sitePages } from '../site/site-pages.ts';
import type { Container } from './container.ts';

/** The projections the public pages read: a kept page is made again when one of them moves. */
const PUBLIC_READS = ['catalog', 'listings', 'leaderboards', 'listing-updates', 'reviews', 'interviews', 'founders', 'awards', 'free-slots', 'follows'];
/** The public pages that are the same for every anonymous visitor (search is left out: its queries are endless). */
const PUBLIC_PAGE =
  /^\/(|listings\/[^/]+|launches(\/[^/]+)?|boards(\/[^/]+)?|categories(\/[^/]+)?|founders(\/[^/]+)?|blog(\/[^/]+)?|awards|updates|compare\/[^/]+\/[^/]+)$/;

export type AppOptions = { otherMetrics?: MetricSources['others'] };

/**
 * The HTTP face, mounted: the operation table under /api/v1 and as MCP tools at /mcp, the OAuth
 * authorization server, the contract and its reference, badges, the site's pages and the admin API.
 */
export function createApp(c: Container, draining: () => boolean = () => false, options: AppOptions = {}) {
  const app = express();
  app.disable('x-powered-by');
  app.use((_req: Request, res: Response, next: NextFunction) => {
    // Every answer is what its Content-Type says: no browser may sniff a JSON body or a text into markup.
    res.setHeader('X-Content-Type-Options', 'nosniff');
    // A process on its way down tells keep-alive clients to take their next request elsewhere.
    if (draining()) res.setHeader('Connection', 'close');
    next();
  });
  // Off unless TRUST_PROXY names the proxies in front: then req.ip is the client they forwarded, not the proxy.
  app.set('trust proxy', c.config.trustProxy);
  app.use(requestContext(c.logger));
  const projections = async () => projectionStatuses(c.docs, await c.events.headPosition(), c.runnable);
  const metrics = serviceMetrics({ projections, jobs: () => c.bus.depth(), own: c.metrics, others: options.otherMetrics });
  app.use(metrics.http);
  const base = c.config.publicUrl;
  const settings: ApiSettings = {
    publicUrl: base,
    readYourWritesTimeoutMs: c.config.readYourWritesTimeoutMs,
    network: { siteKey: c.sisterSites.siteKey, sisters: c.sisterSites.sisters },
  };
  const limits = rateLimits(
    {
      api: { perMinute: c.config.rateLimitPerMinute, burst: c.config.rateLimitBurst },
      pages: { perMinute: c.config.pageRateLimitPerMinute, burst: c.config.pageRateLimitBurst },
    },
    () => c.clock.now().getTime(),
  );
  const json = express.json({ limit: '1mb', type: ['application/json', 'application/*+json'] });
  const oauth = oauthServer({
    readModels: c.readModels,
    commands: c.commands,
    secrets: c.secrets,
    publicUrl: base,
    adapter: oidcAdapterFactory(c.docs),
    keys: oauthKeys(c.config.dataDir),
    mayFetch: (url) => hostIsReadable(url, { allowHosts: c.config.crawlAllowHosts }),
  });
  const authenticate = bearerAuthentication({
    readModels: c.readModels,
    secrets: c.secrets,
    usage: c.usage,
    head: () => c.events.headPosition(),
    verifyAccessToken: oauth.verifyAccessToken,
  });
  const table = c.config.validateResponses ? contractChecked(operationTable) : operationTable;
  warmValidators(operations.map((o) => o.name));
  const counter = new TrafficCounter(
    async (counts, day) => {
      // Up to four kinds of one listing in a flush: its id is looked up once.
      const ids = new Map<string, Promise<number | undefined>>();
      for (const { slug, kind, count } of counts) {
        if (!ids.has(slug))
          ids.set(
            slug,
            badgeListing(c.readModels, slug).then((l) => l?.listing_id),
          );
        const listingId = await ids.get(slug);
        if (listingId !== undefined) await c.commands.countTraffic({ listingId, day, kind, count }, { actor: 'system:traffic' });
      }
    },
    () => c.clock.now(),
  );
  if (c.config.countTraffic) counter.start(c.config.viewsFlushMs);
  const traffic = c.config.countTraffic ? counter : NOT_COUNTING;
  const viewerOf = (req: Request): Viewer => {
    const userAgent = String(req.headers['user-agent'] ?? '');
    return { key: req.principal?.accountId ?? `addr:${req.ip ?? ''}|${userAgent}`, userAgent };
  };
  const context = (req: Request): OperationContext => ({
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
  const resourceMetadataUrl = `${base}/.well-known/oauth-protected-resource/api/v1`;
  // The API reference is a page of the site (its layout, stylesheet and security headers) served at /api/v1/docs.
  const siteHeaders = siteSecurityHeaders(base);
  const reference = apiReferencePage({
    render: pageRenderer({ readModels: c.readModels, secrets: c.secrets, settings }),
    contract: openApi().doc as unknown as Contract,
    publicUrl: base,
  });
  // The API is mounted first and runs only the steps its requests need (limit, body, credential,
  // operation) as one fixed series: an API call walks none of the site's layers.
  app.use(
    '/api/v1',
    series(
      limits,
      json,
      authenticate,
      ...(c.config.validateResponses ? [responseCheck(c.logger)] : []),
      operationRoutes(
        operations,
        { readModels: c.readModels, clock: c.clock, resourceMetadataUrl, idempotency: new IdempotencyStore(c.docs), context },
        {
          '/openapi.yaml': (_req, res) => res.type('application/yaml').send(openApi().yaml),
          '/openapi.json': (_req, res) => res.json(openApi().doc),
          '/docs': (req, res) => siteHeaders(req, res, () => void reference(req, res)),
        },
      ),
      (req: Request, res: Response) => sendProblem(res, problem(404, `no route for ${req.method} ${req.originalUrl.split('?')[0]}`)),
    ),
  );
  // Before the rate limit: a health check is never refused for being frequent.
  app.use(
    opsRoutes({ metrics, projections, head: () => c.events.headPosition(), maxLag: c.config.readyMaxLag, metricsToken: c.config.metricsToken, draining }),
  );
  app.use(limits);
  // Before the JSON parser: a sister's signature covers the raw body.
  app.use(
    '/internal/v1/network',
    networkEndpoint({ commands: c.commands, readModels: c.readModels, sisterSites: c.sisterSites, waitMs: c.config.readYourWritesTimeoutMs }),
  );
  app.use(stripeWebhook({ payments: c.payments, commands: c.commands, streams: c.streams, readModels: c.readModels }));
  app.use(json);
  // RFC 9728 protected resource metadata, for the REST API and for the MCP server.
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
  app.use(authenticate);
  const mcp = mcpEndpoint({
    operations: Object.values(table),
    context,
    resourceMetadataUrl: `${base}/.well-known/oauth-protected-resource/mcp`,
    // Host and Origin checks against DNS rebinding: this site's own name, and loopback names.
    allowedHosts: [...new Set([new URL(base).hostname, 'localhost', '127.0.0.1', '[::1]'])],
    version: openApi().version,
  });
  app.use('/mcp', mcp.router);
  // The site's actions that are not operations of the public API: one door for the pages, the console and the admin API.
  const actions = bindActions(actionTable({ voteLimits: c.config.voteLimits, commentLimits: c.config.commentLimits }), {
    commands: c.commands,
    streams: c.streams,
    readModels: c.readModels,
    secrets: c.secrets,
    clock: c.clock,
    settings,
    waitMs: c.config.readYourWritesTimeoutMs,
  });
  app.use('/admin/v1', adminRouter({ actions, readModels: c.readModels, adminToken: c.config.adminToken }));
  app.use('/badges', badgeRouter(c.readModels, traffic, viewerOf));
  app.use(imageRoute(c.images));
  const pages = { actions, readModels: c.readModels, secrets: c.secrets, usage: c.usage, settings, clock: c.clock };
  app.use(siteHeaders);
  app.get('/bot', botPage({ ...pages, name: CRAWLER_NAME }));
  // Every form of the site, the console's included, is posted from the site's own pages or refused (403, never a 500).
  app.use(sameOriginPosts);
  app.use(assetRoutes());
  app.use(seoRoutes(pages));
  app.use(feedRoutes(pages));
  app.use(listingFeedRoutes(pages));
  const trafficDeps = { readModels: c.readModels, traffic, viewerOf, publicUrl: base };
  const visit = listingVisit(trafficDeps);
  app.use(outboundLinks(trafficDeps));
  app.use(
    anonymousPageCache({
      readModels: c.readModels,
      clock: c.clock,
      reads: PUBLIC_READS,
      ttlMs: 60_000,
      cacheable: (path) => PUBLIC_PAGE.test(path),
      observe: (req) => {
        const listing = /^\/listings\/([^/]+)$/.exec(req.path);
        if (listing) visit(req, listing[1]);
      },
    }),
  );
  app.use(sitePages({ ...pages, visit }));
  const render = pageRenderer(pages);
  const ops = siteOperations(table, context);
  app.use(overviewPage({ ...pages, render }));
  app.use(draftPages({ ...pages, render, ops }));
  app.use(listingPages({ ...pages, render, ops }));
  app.use(claimAndOrderPages({ ...pages, render, ops }));
  app.use(connectedAppsPage({ ...pages, render, oauth }));
  app.use(apiKeysPage({ ...pages, render }));
  app.use(signInPages({ ...pages, returnSourceOf: oauth.returnSourceOf }));
  app.use(passwordPages(pages));
  app.use(invitePages(pages));
  app.use(claimConfirmPage(pages));
  app.use(checkoutPages({ ...pages, paymentPage: c.payments?.pageOrigin ?? null }));
  for (const publicPages of [launchPages, boardPages, categoryPages, founderPages, blogPages, awardPages, comparePage, searchPage]) app.use(publicPages(pages));
  // The site team's console: pages over the same actions as the admin API.
  const team = { readModels: c.readModels, secrets: c.secrets, clock: c.clock, adminToken: c.config.adminToken, render, secure: base.startsWith('https://') };
  app.use(siteTeamDoor(team));
  app.use(moderationPages({ ...team, actions }));
  app.use(commentModerationPages({ ...team, actions }));
  app.use(catalogPages({ ...team, actions }));

  const isApi = (req: Request) => /^\/(api|admin\/v1|mcp|internal|oauth|\.well-known)(\/|$)/.test(req.path);
  app.use(async (req: Request, res: Response) => {
    // A person who followed a broken link gets the site's page; a program gets problem+json.
    if (req.method === 'GET' && !isApi(req) && wantsHtml(req)) return notFoundPage(render, req, res);
    sendProblem(res, problem(404, `no route for ${req.method} ${req.path}`));
  });

  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    if (error instanceof DomainError) {
      for (const [k, v] of Object.entries(domainErrorHeaders(error))) res.setHeader(k, v);
      return sendProblem(res, fromDomainError(error));
    }
    if (error instanceof HttpProblem) return sendProblem(res, error.problem);
    const e = error && typeof error === 'object' ? (error as { type?: unknown; status?: unknown }) : {};
    if (e.type === 'entity.parse.failed')
      return sendProblem(res, problem(400, 'the body is not valid JSON', [{ field: 'body', message: 'is not valid JSON' }]));
    if (e.type === 'entity.too.large') return sendProblem(res, problem(413, 'the body is larger than 1 MB'));
    if (e.type === 'encoding.unsupported' || e.type === 'charset.unsupported') return sendProblem(res, problem(415, 'the body must be UTF-8 JSON'));
    if (typeof e.status === 'number' && e.status >= 400 && e.status < 500) return sendProblem(res, problem(e.status, 'invalid request'));
    c.logger.error({ err: error }, 'unhandled error');
    sendProblem(res, problem(500, `something went wrong on our side; quote request id ${req.correlationId}`));
  });
  return {
    app,
    /** Writes the traffic counted so far now, after any flush under way (the timer does it every VIEWS_FLUSH_MS). */
    flushTraffic: () => counter.flush(),
    close: async () => {
      await counter.stop();
      await mcp.close();
    },
  };
}
