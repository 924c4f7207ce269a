import type { Server } from 'node:http';
import express from 'express';
import { serviceMetrics } from '../../api/ops/metrics.ts';
import { opsRoutes } from '../../api/ops/ops-routes.ts';
import { projectionStatuses } from '../../projections/index.ts';
import type { Container } from '../container.ts';

/**
 * `/healthz`, `/readyz` and `/metrics` for a process that serves no API (a projector, a worker),
 * on METRICS_PORT, so Prometheus scrapes every replica of every kind.
 */
export async function listenForOps(c: Container, role: 'projector' | 'worker'): Promise<{ close(): Promise<void> } | null> {
  if (c.config.metricsPort === 0) return null;
  let draining = false;
  const projections = async () => projectionStatuses(c.docs, await c.events.headPosition(), c.runnable);
  const metrics = serviceMetrics({ projections, jobs: () => c.bus.depth(), own: c.metrics, role });
  const app = express();
  app.disable('x-powered-by');
  app.use(
    opsRoutes({
      metrics,
      projections,
      head: () => c.events.headPosition(),
      maxLag: c.config.readyMaxLag,
      metricsToken: c.config.metricsToken,
      draining: () => draining,
    }),
  );
  const server = await new Promise<Server>((resolve, reject) => {
    const s = app.listen(c.config.metricsPort, c.config.host, () => resolve(s));
    s.once('error', reject);
  });
  c.logger.info({ port: c.config.metricsPort, role }, 'serving /healthz, /readyz and /metrics');
  return {
    async close() {
      draining = true;
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
    },
  };
}
