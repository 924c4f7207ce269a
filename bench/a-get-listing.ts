import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../test/support/free-port.ts';
import { load, startBare, startCli, stop, waitFor } from './support/load.ts';
import { fmt, line } from './support/stats.ts';

/** (a) GET /api/v1/listings/{slug} through the whole stack, against bare express and bare node:http serving the same bytes. */
export async function benchGetListing(seconds = 8, stores: Record<string, string> = {}, label = '') {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-a-'));
  const port = await freePort();
  const service = startCli(['serve'], {
    DATA_DIR: dir,
    PORT: String(port),
    HOST: '127.0.0.1',
    RATE_LIMIT_PER_MINUTE: '100000000',
    RATE_LIMIT_BURST: '100000000',
    LOG_LEVEL: 'info',
    ...stores,
  });
  const urlPath = '/api/v1/listings/pipewright';
  const url = `http://127.0.0.1:${port}${urlPath}`;
  try {
    await waitFor(url);
    const payloadFile = path.join(dir, 'payload.json');
    writeFileSync(payloadFile, await (await fetch(url)).text());
    // Until /readyz says ready the projection thread is still applying the demo seed: measured after, and warm.
    await waitFor(`http://127.0.0.1:${port}/readyz`);
    await load(url, { connections: 50, seconds: 5 });
    const full = await load(url, { connections: 50, seconds });
    await stop(service);

    const results: Record<string, Awaited<ReturnType<typeof load>>> = {};
    for (const mode of ['express', 'http'] as const) {
      const p = await freePort();
      const bare = await startBare(mode, payloadFile, p, urlPath);
      await load(`http://127.0.0.1:${p}${urlPath}`, { connections: 50, seconds: 2 });
      results[mode] = await load(`http://127.0.0.1:${p}${urlPath}`, { connections: 50, seconds });
      await stop(bare);
    }
    line(`(a) get_listing, 50 connections${label}`, [
      `full stack ${fmt(full.rps, 0)} req/s, p99 ${full.p99} ms${full.non2xx || full.errors ? `, ${full.non2xx} non-2xx, ${full.errors} errors` : ''}`,
      `bare express ${fmt(results.express.rps, 0)} req/s, p99 ${results.express.p99} ms`,
      `bare node:http ${fmt(results.http.rps, 0)} req/s, p99 ${results.http.p99} ms`,
      `ratio to bare express ${fmt(full.rps / results.express.rps, 2)} (target >= 1.0)`,
      `ratio to node:http ${fmt(full.rps / results.http.rps, 2)} (target >= 0.50)`,
      `p99 ${full.p99} ms (target < 15 ms)`,
    ]);
  } finally {
    await stop(service);
    rmSync(dir, { recursive: true, force: true });
  }
}
