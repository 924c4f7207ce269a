import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../test/support/free-port.ts';
import { runCli } from '../test/support/service-process.ts';
import { startBare, startCli, startSiteProcess, stop, waitFor } from './support/load.ts';
import { fmt, line } from './support/stats.ts';
import { type SteadyResult, steadyLoad } from './support/steady-load.ts';

type Rate = SteadyResult;

const SLUGS = ['inkwell-notes', 'restwell', 'draftmate', 'rankwise', 'pipewright', 'logsmith', 'mailcraft', 'focusroom'];
const READS = [
  ...SLUGS.map((s) => `/api/v1/listings/${s}`),
  '/api/v1/listings?q=inkwel',
  '/api/v1/listings?q=pipewrite',
  '/api/v1/categories',
  '/api/v1/leaderboards/community-weekly',
  '/api/v1/launches?section=this-week',
];

/** Resident memory (the API process with its projection thread; the worker child apart) and the API's JavaScript heap in use, in MB, from the service's own metrics. */
async function memoryOf(base: string) {
  const text = await (await fetch(`${base}/metrics`)).text();
  const mb = (name: string, proc: string) => Number(new RegExp(`^${name}\\{process="${proc}"\\} (\\d+)`, 'm').exec(text)?.[1] ?? 0) / 2 ** 20;
  return {
    rss: mb('process_resident_memory_bytes', 'api'),
    heap: mb('nodejs_heap_size_used_bytes', 'api'),
    worker: mb('process_resident_memory_bytes', 'worker'),
    workerHeap: mb('nodejs_heap_size_total_bytes', 'worker'),
    workerExternal: mb('nodejs_external_memory_bytes', 'worker'),
    // prom-client resets its loop-delay histogram at each scrape, so these are the delays since the last one.
    loopP99: sample(text, 'nodejs_eventloop_lag_p99_seconds{process="api"}') * 1000,
    loopMax: sample(text, 'nodejs_eventloop_lag_max_seconds{process="api"}') * 1000,
    // The API's pauses for collection, all kinds, since it started (the projection thread's are its own).
    gcSeconds: [...text.matchAll(/^nodejs_gc_duration_seconds_sum\{kind="\w+",process="api"\} ([\d.e-]+)/gm)].reduce((n, m) => n + Number(m[1]), 0),
    gcCount: [...text.matchAll(/^nodejs_gc_duration_seconds_count\{kind="\w+",process="api"\} (\d+)/gm)].reduce((n, m) => n + Number(m[1]), 0),
    cpuSeconds: sample(text, 'process_cpu_seconds_total{process="api"}'),
  };
}

/**
 * Waits until the worker has done every job the load left (nothing waiting or in flight) and every projection has applied
 * the log, and says how long that took: a phase of reads alone then is alone, and memory is compared between two moments
 * of the same kind, not one in the middle of a burst of drafts.
 */
async function drained(base: string): Promise<number> {
  const started = Date.now();
  const sum = (text: string, name: string) => [...text.matchAll(new RegExp(`^${name}\\{[^}]*\\} ([\\d.e+-]+)`, 'gm'))].reduce((n, m) => n + Number(m[1]), 0);
  let quiet = 0;
  while (quiet < 2 && Date.now() - started < 300_000) {
    const text = await (await fetch(`${base}/metrics`)).text();
    const left = sum(text, 'job_queue_waiting') + sum(text, 'job_queue_in_flight') + sum(text, 'projection_lag_events');
    quiet = left === 0 ? quiet + 1 : 0;
    if (quiet < 2) await new Promise((r) => setTimeout(r, 500));
  }
  return (Date.now() - started) / 1000;
}

const sample = (text: string, series: string) => Number(new RegExp(`^${series.replace(/[{}]/g, '\\$&')} ([\\d.e-]+)`, 'm').exec(text)?.[1] ?? NaN);

type Probe = Awaited<ReturnType<typeof memoryOf>>;
/** Where a phase's time went in the API process: its collector's pauses, its CPU, its loop's longest wait. */
const stalls = (before: Probe, after: Probe, phase: number) =>
  `GC ${fmt((after.gcSeconds - before.gcSeconds) * 1000, 0)} ms in ${after.gcCount - before.gcCount} pauses, CPU ${fmt((100 * (after.cpuSeconds - before.cpuSeconds)) / phase, 0)} % of a core, loop delay p99 ${fmt(after.loopP99, 1)} / max ${fmt(after.loopMax, 0)} ms`;

/**
 * (l) Reads under writes, and memory: the demo directory on the embedded defaults, rate limit
 * off, a fixed 500 requests/s of reads, evenly spaced (listings, typo search, categories, boards, launches);
 * then the same with 10 % `submit_listing` (each crawling a loopback site and drafting). Resident
 * memory after a warm-up on both mixes against at the end, each once the worker's jobs and the projections have caught up. `BENCH_SECONDS` sets each phase
 * (default 60; the warm-up phases are at most 15 s each).
 */
export async function benchMixedLoad() {
  const seconds = Number(process.env.BENCH_SECONDS ?? 60);
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-l-'));
  const site = await startSiteProcess();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = {
    DATA_DIR: dir,
    PORT: String(port),
    HOST: '127.0.0.1',
    CRAWL_ALLOW_HOSTS: site.host,
    RATE_LIMIT_PER_MINUTE: '0',
    LOG_LEVEL: 'warn',
    ...(process.env.BENCH_ENV
      ? Object.fromEntries(process.env.BENCH_ENV.split(',').map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]))
      : {}),
  };
  const service = startCli(['serve'], env);
  try {
    await waitFor(`${base}/healthz`);
    await runCli(['users', 'create', '--email', 'bench@example.test', '--password', 'a long enough password'], { DATA_DIR: dir });
    const key = (
      await runCli(['api-keys', 'create', '--email', 'bench@example.test', '--scopes', 'account:read,listings:write'], { DATA_DIR: dir })
    ).stdout.trim();
    let i = 0;
    const read = () => ({ method: 'GET', path: READS[i++ % READS.length] });
    let n = 0;
    const mix = (phase: number) =>
      Promise.all([
        steadyLoad(base, 450, phase, read),
        steadyLoad(base, 50, phase, () => ({
          method: 'POST',
          path: '/api/v1/drafts',
          headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
          body: JSON.stringify({ url: `${site.url}/?v=${n++}` }),
        })),
      ]);
    const idle = await memoryOf(base);
    // Warm-up on the same mix as the measure: a warm-up of reads alone leaves the worker process idle,
    // so its "warm" size would be that of a process that has not drafted yet.
    await steadyLoad(base, 500, Math.min(15, seconds), read);
    await mix(Math.min(15, seconds));
    const warmDrain = await drained(base);
    const warm = await memoryOf(base);
    const warmDrafts = n;
    const readsOnly = await steadyLoad(base, 500, seconds, read);
    const alone = await memoryOf(base);
    const mixed = await mix(seconds);
    const end = await memoryOf(base);
    const endDrain = await drained(base);
    const settled = await memoryOf(base);
    // The machine's own floor, measured in the same minutes: bare express answering one listing at the same rate.
    // A p99 the bare server shares is the machine's scheduling (other processes on 2 cores), not this service's.
    const payload = path.join(dir, 'listing.json');
    writeFileSync(payload, await (await fetch(`${base}${READS[0]}`)).text());
    const barePort = await freePort();
    const bare = await startBare('express', payload, barePort, READS[0]);
    let floor: Rate;
    try {
      floor = await steadyLoad(`http://127.0.0.1:${barePort}`, 500, seconds, () => ({ method: 'GET', path: READS[0] }));
    } finally {
      await stop(bare);
    }
    const fmtRate = (r: Rate) =>
      `p50 ${r.p50} ms, p99 ${r.p99} ms, max ${r.max} ms (${fmt(r.rps, 0)}/s${r.non2xx || r.errors ? `, ${r.non2xx} non-2xx, ${r.errors} errors` : ''})`;
    line(`(l) mixed load, ${seconds} s a phase, 500 requests/s`, [
      `reads only: ${fmtRate(readsOnly)}`,
      `reads with 10 % submit_listing: ${fmtRate(mixed[0])}; the writes ${fmtRate(mixed[1])}`,
      `bare express, one listing at the same rate: ${fmtRate(floor)}`,
      `the API alone: ${stalls(warm, alone, seconds)}; with writes: ${stalls(alone, end, seconds)}`,
      `aim: reads p99 < 15 ms alone and with writes`,
    ]);
    const growth = (a: number, b: number) => `${b >= a ? '+' : ''}${fmt((100 * (b - a)) / a, 0)} %`;
    line('(l) memory', [
      `each after the worker's jobs and the projections caught up (${fmt(warmDrain, 0)} s and ${fmt(endDrain, 0)} s after the load)`,
      `resident after warm-up (${warmDrafts} drafts) ${fmt(warm.rss, 0)} MB, at the end ${fmt(settled.rss, 0)} MB (${growth(warm.rss, settled.rss)}, ${n - warmDrafts} drafts more; ${fmt(idle.rss, 0)} MB idle at start)`,
      `JavaScript heap in use ${fmt(warm.heap, 0)} -> ${fmt(settled.heap, 0)} MB (${growth(warm.heap, settled.heap)}, not forced to collect)`,
      `worker process ${fmt(warm.worker, 0)} -> ${fmt(settled.worker, 0)} MB (${growth(warm.worker, settled.worker)}; ${fmt(idle.worker, 0)} MB idle at start; its JavaScript heap ${fmt(warm.workerHeap, 0)} -> ${fmt(settled.workerHeap, 0)} MB, external ${fmt(warm.workerExternal, 0)} -> ${fmt(settled.workerExternal, 0)} MB)`,
      'aim: < 10 % growth',
    ]);
  } finally {
    await stop(service);
    await site.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
