import type { NextFunction, Request, Response } from 'express';
import { AggregatorRegistry, Counter, collectDefaultMetrics, Gauge, Histogram, type MetricObjectWithValues, type MetricValue, Registry } from 'prom-client';
import type { JobDepth } from '../../domain/ports/job-bus.ts';
import type { ProjectionStatus } from '../../projections/index.ts';

type MetricsJson = MetricObjectWithValues<MetricValue<string>>[];

export type MetricSources = {
  projections: () => Promise<ProjectionStatus[]>;
  /** The job bus's backlog per subject and consumer group. */
  jobs: () => Promise<JobDepth[]>;
  /** Metrics this process keeps outside HTTP (jobs, crawls, drafts handled here). */
  own: Registry;
  /** Metrics of processes this one supervises (the job workers' child), merged into one answer. */
  others?: () => Promise<MetricsJson[]>;
  /** Which kind of process this is (`api`, `projector`, `worker`): a label on its process metrics. */
  role?: string;
};

/** Path prefixes that name a part of the service; everything else is `other` (so a label never grows with the URLs people send). */
const AREAS = new Set([
  'listings',
  'launches',
  'boards',
  'categories',
  'founders',
  'blog',
  'awards',
  'compare',
  'search',
  'updates',
  'account',
  'admin',
  'checkout',
  'claims',
  'invites',
  'badges',
  'mcp',
  'oauth',
  'signin',
  'signup',
  'signout',
  'assets',
  'sitemaps',
]);

function routeOf(req: Request, res: Response): string {
  if (typeof res.locals.operation === 'string') return res.locals.operation;
  // The whole path: an answer sent inside a mounted router leaves req.path without its prefix.
  const first = (req.baseUrl + req.path).split('/')[1] ?? '';
  if (first === '') return 'page:home';
  if (first === 'api') return 'api:other';
  return AREAS.has(first) ? `page:${first}` : 'other';
}

/**
 * The service's Prometheus metrics (prom-client, one registry per app): requests by operation and
 * status with latency, projection position and lag (events and seconds), job backlog per subject,
 * rate-limit refusals and the process's own (memory, event-loop delay, GC); with them the jobs,
 * crawls and drafts counted by this process and the worker processes it supervises.
 */
export function serviceMetrics(sources: MetricSources) {
  const { projections } = sources;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, labels: { process: sources.role ?? 'api' } });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by operation, method and status',
    labelNames: ['operation', 'method', 'status'],
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by operation',
    labelNames: ['operation', 'method'],
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const refused = new Counter({ name: 'rate_limit_refusals_total', help: 'Requests answered 429 by the rate limit', registers: [registry] });
  const { record, flush } = countedPerTurn(requests, latency, refused);
  // How long each projection has been behind, from the first scrape that saw it behind.
  const behindSince = new Map<string, number>();
  let latest: Promise<ProjectionStatus[]> | null = null;
  const statuses = () => {
    latest ??= projections().finally(() => {
      latest = null;
    });
    return latest;
  };
  new Gauge({
    name: 'projection_position',
    help: 'The last log position each projection applied',
    labelNames: ['projection', 'kind'],
    registers: [registry],
    async collect() {
      for (const s of await statuses()) this.set({ projection: s.name, kind: s.kind }, s.checkpoint);
    },
  });
  new Gauge({
    name: 'projection_lag_events',
    help: 'Events in the log each projection has not applied yet',
    labelNames: ['projection'],
    registers: [registry],
    async collect() {
      for (const s of await statuses()) this.set({ projection: s.name }, s.lag);
    },
  });
  new Gauge({
    name: 'projection_lag_seconds',
    help: 'How long each projection has been behind the log (0 when caught up)',
    labelNames: ['projection'],
    registers: [registry],
    async collect() {
      const now = Date.now();
      for (const s of await statuses()) {
        if (s.lag === 0) behindSince.delete(s.name);
        else if (!behindSince.has(s.name)) behindSince.set(s.name, now);
        this.set({ projection: s.name }, s.lag === 0 ? 0 : (now - (behindSince.get(s.name) ?? now)) / 1000);
      }
    },
  });
  const depthGauge = (name: string, help: string, pick: (d: JobDepth) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['subject', 'group'],
      registers: [registry],
      async collect() {
        this.reset();
        for (const d of await sources.jobs()) this.set({ subject: d.subject, group: d.group }, pick(d));
      },
    });
  depthGauge('job_queue_waiting', 'Jobs published and not yet taken by the consumer group, by subject', (d) => d.waiting);
  depthGauge('job_queue_in_flight', 'Jobs taken by a worker and not yet acknowledged, by subject', (d) => d.inFlight);
  depthGauge('job_queue_redelivered', 'Unfinished jobs that have been delivered more than once, by subject', (d) => d.redelivered);
  return {
    contentType: registry.contentType,
    /** Everything, in Prometheus's text format: this app's metrics, the process's, and its workers'. */
    async render(): Promise<string> {
      flush();
      const parts: MetricsJson[] = [await registry.getMetricsAsJSON(), await sources.own.getMetricsAsJSON()];
      if (sources.others) parts.push(...(await sources.others()));
      return AggregatorRegistry.aggregate(parts).metrics();
    },
    /** Counts one answer by operation and status, with the time it took. */
    record,
    /** Times every request and counts it by operation and status when its answer is sent. */
    http(req: Request, res: Response, next: NextFunction) {
      const started = process.hrtime.bigint();
      res.on('finish', () => record(routeOf(req, res), req.method, res.statusCode, Number(process.hrtime.bigint() - started) / 1e9));
      next();
    },
  };
}

export type ServiceMetrics = ReturnType<typeof serviceMetrics>;

/**
 * Answers counted once a turn of the event loop: at thousands a second, one count per operation and status for the turn costs
 * a fraction of one per answer (each count hashes its labels). `flush` counts what is pending at once (a scrape does first).
 */
function countedPerTurn(requests: Counter, latency: Histogram, refused: Counter) {
  let pending: { operation: string; method: string; status: number; seconds: number }[] = [];
  const flush = () => {
    const turn = pending;
    pending = [];
    const counts = new Map<string, { labels: { operation: string; method: string; status: string }; n: number }>();
    for (const a of turn) {
      const key = `${a.operation} ${a.method} ${a.status}`;
      const c = counts.get(key);
      if (c) c.n += 1;
      else counts.set(key, { labels: { operation: a.operation, method: a.method, status: String(a.status) }, n: 1 });
      latency.observe({ operation: a.operation, method: a.method }, a.seconds);
      if (a.status === 429) refused.inc();
    }
    for (const c of counts.values()) requests.inc(c.labels, c.n);
  };
  const record = (operation: string, method: string, status: number, seconds: number) => {
    if (pending.length === 0) setImmediate(flush);
    pending.push({ operation, method, status, seconds });
  };
  return { record, flush };
}
