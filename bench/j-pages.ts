import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../test/support/free-port.ts';
import { load, startBare, startCli, stop, waitFor } from './support/load.ts';
import { fmt, line } from './support/stats.ts';

/**
 * Until the log's head has held still for 3 s with every projection caught up: the demo's jobs
 * (logos, gallery images, badge checks) append for a while after start, and each append makes
 * the kept pages anew, so a load begun then measures the seeding, not the serving of a page.
 */
async function settled(base: string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  let head = -1;
  let since = Date.now();
  while (Date.now() < deadline) {
    const r = await fetch(`${base}/readyz`);
    const ready = r.ok ? ((await r.json()) as { head: number; projections: { lag: number }[] }) : null;
    if (!ready || ready.projections.some((p) => p.lag > 0) || ready.head !== head) {
      head = ready?.head ?? -1;
      since = Date.now();
    } else if (Date.now() - since >= 3000) return;
    await new Promise((res) => setTimeout(res, 250));
  }
  throw new Error(`${base} did not settle within ${timeoutMs / 1000} s`);
}

/** (j) the home page and a listing page through the whole stack, against bare express sending the same HTML. */
export async function benchPages(seconds = 8) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-j-'));
  const port = await freePort();
  const service = startCli(['serve'], {
    DATA_DIR: dir,
    PORT: String(port),
    HOST: '127.0.0.1',
    RATE_LIMIT_PER_MINUTE: '100000000',
    RATE_LIMIT_BURST: '100000000',
    // Anonymous page reads have their own limit (6,000 a minute per address): the bench is one address
    // asking far more often, and a refused page is no measure of serving one.
    PAGE_RATE_LIMIT_PER_MINUTE: '0',
    LOG_LEVEL: 'info',
  });
  const paths = { home: '/', listing: '/listings/pipewright' };
  const full: Record<string, Awaited<ReturnType<typeof load>>> = {};
  const files: Record<string, string> = {};
  try {
    await waitFor(`http://127.0.0.1:${port}/api/v1/site`);
    await settled(`http://127.0.0.1:${port}`);
    for (const [name, urlPath] of Object.entries(paths)) {
      const url = `http://127.0.0.1:${port}${urlPath}`;
      files[name] = path.join(dir, `${name}.html`);
      writeFileSync(files[name], await (await fetch(url)).text());
      await load(url, { connections: 50, seconds: 2 });
      full[name] = await load(url, { connections: 50, seconds });
    }
  } finally {
    await stop(service);
  }
  try {
    for (const [name, urlPath] of Object.entries(paths)) {
      const p = await freePort();
      const bare = await startBare('express', files[name], p, urlPath);
      await load(`http://127.0.0.1:${p}${urlPath}`, { connections: 50, seconds: 2 });
      const base = await load(`http://127.0.0.1:${p}${urlPath}`, { connections: 50, seconds });
      await stop(bare);
      const f = full[name];
      line(`(j) ${name} page ${urlPath}, 50 connections`, [
        `full stack ${fmt(f.rps, 0)} req/s, p50 ${f.p50} ms, p99 ${f.p99} ms${f.non2xx || f.errors ? `, ${f.non2xx} non-2xx, ${f.errors} errors` : ''}`,
        `bare express, same HTML ${fmt(base.rps, 0)} req/s, p99 ${base.p99} ms`,
        `ratio ${fmt(f.rps / base.rps, 2)} (target >= 0.60)`,
      ]);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
