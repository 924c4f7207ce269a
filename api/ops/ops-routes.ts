import { timingSafeEqual } from 'node:crypto';
import express, { type Request, type Response } from 'express';
import type { ProjectionStatus } from '../../projections/index.ts';
import type { ServiceMetrics } from './metrics.ts';

export type OpsDeps = {
  metrics: ServiceMetrics;
  /** Where every projection stands; throws when a store cannot be reached. */
  projections: () => Promise<ProjectionStatus[]>;
  /** Reads the head of the log: throws when the event store cannot be reached. */
  head: () => Promise<number>;
  maxLag: number;
  metricsToken: string | null;
  /** True once the process is shutting down: not ready for new traffic, though it still answers. */
  draining: () => boolean;
};

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

const withinMs = <T>(ms: number, work: Promise<T>) =>
  Promise.race([work, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref())]);

/**
 * For the people who run the service: `/healthz` (the process answers), `/readyz` (the stores
 * answer and every projection is within `maxLag` events of the log) and `/metrics` (Prometheus;
 * with METRICS_TOKEN as a bearer token, else to loopback callers only).
 */
export function opsRoutes(d: OpsDeps) {
  const router = express.Router();
  router.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    if (d.draining()) return res.status(503).json({ status: 'shutting_down' });
    try {
      const [head, projections] = await withinMs(2000, Promise.all([d.head(), d.projections()]));
      const behind = projections.filter((p) => p.lag > d.maxLag);
      res.status(behind.length ? 503 : 200).json({
        status: behind.length ? 'catching_up' : 'ready',
        head,
        max_lag: d.maxLag,
        // What is still catching up (a runner new to the store, a rebuild): the service answers meanwhile.
        catching_up: behind.map((p) => p.name),
        projections: projections.map((p) => ({ name: p.name, checkpoint: p.checkpoint, lag: p.lag })),
      });
    } catch (error) {
      res.status(503).json({ status: 'unavailable', detail: `a store did not answer: ${(error as Error).message}` });
    }
  });
  const allowed = (req: Request) => {
    if (!d.metricsToken) return LOOPBACK.test(req.socket.remoteAddress ?? '');
    const given = Buffer.from((req.headers.authorization ?? '').replace(/^Bearer /, ''));
    const expected = Buffer.from(d.metricsToken);
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  router.get('/metrics', async (req: Request, res: Response) => {
    if (!allowed(req)) return res.status(404).type('text/plain').send('Not found');
    res.setHeader('Cache-Control', 'no-store');
    res.type(d.metrics.contentType).send(await d.metrics.render());
  });
  return router;
}
