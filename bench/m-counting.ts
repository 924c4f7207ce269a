import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../test/support/free-port.ts';
import { type LoadResult, load, startCli, stop, waitFor } from './support/load.ts';
import { fmt, line } from './support/stats.ts';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const PATHS = { get_listing: '/api/v1/listings/pipewright', 'badge SVG': '/badges/pipewright/listed.svg', 'listing page': '/listings/pipewright' };

/** One service with counting on or off: each path under load, every request from one of 10,000 browsers (each a visitor to count once). */
async function measure(counting: boolean, seconds: number): Promise<Record<string, LoadResult>> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-m-'));
  const port = await freePort();
  const service = startCli(['serve'], {
    DATA_DIR: dir,
    PORT: String(port),
    HOST: '127.0.0.1',
    RATE_LIMIT_PER_MINUTE: '0',
    PAGE_RATE_LIMIT_PER_MINUTE: '0',
    COUNT_TRAFFIC: String(counting),
    LOG_LEVEL: 'info',
  });
  const results: Record<string, LoadResult> = {};
  try {
    await waitFor(`http://127.0.0.1:${port}/api/v1/site`);
    let n = 0;
    for (const [name, urlPath] of Object.entries(PATHS)) {
      const url = `http://127.0.0.1:${port}${urlPath}`;
      const request = () => ({ path: urlPath, headers: { 'user-agent': `${BROWSER} v${n++ % 10_000}` } });
      await load(url, { connections: 50, seconds: 2, request });
      results[name] = await load(url, { connections: 50, seconds, request });
    }
  } finally {
    await stop(service);
    rmSync(dir, { recursive: true, force: true });
  }
  return results;
}

/**
 * (m) What counting traffic costs the paths it counts on: throughput with `COUNT_TRAFFIC` on
 * against off, the two alternated (off, on, off, on) so drift of the machine falls on both.
 */
export async function benchCounting(seconds = 6, rounds = 2) {
  const runs: { on: Record<string, LoadResult>[]; off: Record<string, LoadResult>[] } = { on: [], off: [] };
  for (let i = 0; i < rounds; i++) {
    runs.off.push(await measure(false, seconds));
    runs.on.push(await measure(true, seconds));
  }
  const mean = (rs: Record<string, LoadResult>[], name: string, key: 'rps' | 'p99') => rs.reduce((s, r) => s + r[name][key], 0) / rs.length;
  line(
    '(m) counting traffic on the hot paths, 50 connections, 10,000 browsers',
    Object.keys(PATHS).map((name) => {
      const on = mean(runs.on, name, 'rps');
      const off = mean(runs.off, name, 'rps');
      const failed = [...runs.on, ...runs.off].reduce((s, r) => s + r[name].non2xx + r[name].errors, 0);
      return `${name}: on ${fmt(on, 0)} req/s (p99 ${fmt(mean(runs.on, name, 'p99'), 0)} ms), off ${fmt(off, 0)} req/s (p99 ${fmt(mean(runs.off, name, 'p99'), 0)} ms), ratio ${fmt(on / off, 2)} (target >= 0.90)${failed ? `, ${failed} failed` : ''}`;
    }),
  );
}
