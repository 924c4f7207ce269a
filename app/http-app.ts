import type { IncomingMessage, ServerResponse } from 'node:http';
import express, { type NextFunction, type Request, type Response } from 'express';
import proxyaddr from 'proxy-addr';
import { accessLog } from '../api/access-log.ts';
import { adminRouter } from '../api/admin.ts';
import { keptReadDoor } from '../api/kept-read-door.ts';
import { problemHandler } from '../api/problem-handler.ts';
import { requestContext } from '../api/request-context.ts';
import type { Container } from './container.ts';
import { mountApi, mountOps } from './faces/api-face.ts';
import { type AppOptions, faceDeps } from './faces/face-deps.ts';
import { mountInbound } from './faces/inbound-face.ts';
import { mountMcp } from './faces/mcp-face.ts';
import { mountOAuth } from './faces/oauth-face.ts';
import { keptPublicPages, mountSite } from './faces/site-face.ts';

export type { AppOptions } from './faces/face-deps.ts';

/**
 * The HTTP face, mounted in the order that matters: the API first (it walks nothing else), health before the
 * rate limit, kept public pages right after it, signed inbound posts before the JSON parser, OAuth, MCP, the admin API, then the site; every
 * refusal ends as problem+json (or the site's page). In front of it all, a door answers the API's kept public reads.
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
  const d = faceDeps(c, options, draining);
  app.use(d.metrics.http);
  const keptApiReads = mountApi(app, d);
  mountOps(app, d);
  app.use(d.limits);
  const kept = keptPublicPages(d);
  app.use(kept.middleware);
  const { actions } = d;
  mountInbound(app, d, actions);
  app.use(d.json);
  mountOAuth(app, d);
  app.use(d.authenticate);
  const mcp = mountMcp(app, d);
  app.use('/admin/v1', adminRouter({ actions, adminToken: c.config.adminToken }));
  mountSite(app, d, actions, kept.visit);
  app.use(problemHandler(c.logger));
  const trust = app.get('trust proxy fn') as Parameters<typeof proxyaddr>[1];
  const door = keptReadDoor({
    find: keptApiReads,
    stand: d.limits.apiStanding,
    refuse: d.limits.apiRefuse,
    ipOf: (req) => proxyaddr(req, trust),
    context: d.context,
    record: d.metrics.record,
    log: accessLog(c.logger),
    draining,
  });
  return {
    app,
    /** The server's listener: the kept public reads of the API answered at the door, everything else by the app. */
    listener: (req: IncomingMessage, res: ServerResponse) => {
      let answered: ReturnType<typeof door>;
      try {
        answered = door(req, res);
      } catch {
        // A door that failed before answering (a read model's position unreadable) leaves the request to the app, which reports it.
        answered = false;
        if (res.headersSent) return;
      }
      if (answered === false) return app(req, res);
      if (answered === true) return;
      answered.then(
        (done) => done || app(req, res),
        () => res.headersSent || app(req, res),
      );
    },
    /** Writes the traffic counted so far now, after any flush under way (the timer does it every VIEWS_FLUSH_MS). */
    flushTraffic: () => d.counter.flush(),
    close: async () => {
      await d.counter.stop();
      await mcp.close();
    },
  };
}
