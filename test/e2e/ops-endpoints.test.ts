import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type ServiceProcess, startService } from '../support/service-process.ts';
import { tempDir } from '../support/temp.ts';
import { until } from '../support/until.ts';

const ADMIN_TOKEN = 'admin-token-for-the-ops-endpoints-test';
let dataDir = '';
let api: ServiceProcess;
let projector: ServiceProcess | null = null;

const lagOf = async () => {
  const text = await (await fetch(`${api.url}/metrics`)).text();
  return new Map([...text.matchAll(/^projection_lag_events\{projection="([^"]+)"\} (\d+)/gm)].map((m) => [m[1], Number(m[2])]));
};
const readyz = async () => (await fetch(`${api.url}/readyz`)).status;
/** A projector process for every projection, once it says it runs (a signal before that would find no handler yet). */
async function startProjector() {
  const p = await startService({ DATA_DIR: dataDir, LOG_LEVEL: 'info' }, ['projector', 'all'], '');
  await until('the projector runs', async () => p.output().includes('projector running'));
  return p;
}

describe('health, readiness and metrics for the people who run the service', () => {
  before(async () => {
    dataDir = tempDir();
    // An API process that runs no projections (they run in a projector process), and answers commands without waiting for them.
    api = await startService(
      { DATA_DIR: dataDir, PROJECTIONS: 'none', WORKERS: 'false', SEED_DEMO: 'false', READY_MAX_LAG: '3', READ_YOUR_WRITES_TIMEOUT_MS: '0', ADMIN_TOKEN },
      ['serve'],
      '/healthz',
    );
    projector = await startProjector();
  });
  after(async () => {
    await Promise.all([api?.stop(), projector?.stop()]);
  });

  it('answers /healthz while the process runs, and /readyz once every projection has caught up', async () => {
    assert.equal((await fetch(`${api.url}/healthz`)).status, 200);
    await until('ready', async () => (await readyz()) === 200);
    const body = (await (await fetch(`${api.url}/readyz`)).json()) as { status: string; projections: { name: string; lag: number }[] };
    assert.equal(body.status, 'ready');
    assert.ok(body.projections.some((p) => p.name === 'catalog'));
  });

  it('shows projection lag rising while the projector is stopped, /readyz 503 past the bound, and both recovering after it restarts', async () => {
    await until('no lag', async () => [...(await lagOf()).values()].every((l) => l === 0));
    assert.equal(await projector?.stop(), 0, 'the projector stops cleanly on SIGTERM');
    projector = null;
    for (let n = 0; n < 6; n++) {
      const put = await fetch(`${api.url}/admin/v1/categories/lag-${n}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: `Lag ${n}` }),
      });
      assert.equal(put.status, 200);
    }
    const behind = await lagOf();
    assert.ok((behind.get('catalog') ?? 0) >= 6, `catalog lags: ${JSON.stringify([...behind])}`);
    assert.equal(await readyz(), 503);
    await new Promise((r) => setTimeout(r, 1100));
    const seconds = /^projection_lag_seconds\{projection="catalog"\} ([\d.]+)/m.exec(await (await fetch(`${api.url}/metrics`)).text())?.[1];
    assert.ok(Number(seconds) >= 1, `behind for a second or more: ${seconds}`);

    projector = await startProjector();
    await until('caught up', async () => (await lagOf()).get('catalog') === 0);
    await until('ready again', async () => (await readyz()) === 200);
  });

  it('counts requests by operation and status, with their latency', async () => {
    await fetch(`${api.url}/api/v1/categories`);
    await fetch(`${api.url}/api/v1/listings/no-such-listing`);
    const text = await (await fetch(`${api.url}/metrics`)).text();
    assert.match(text, /^http_requests_total\{operation="list_categories",method="GET",status="200"\} \d+/m);
    assert.match(text, /^http_requests_total\{operation="get_listing",method="GET",status="404"\} \d+/m);
    assert.match(text, /^http_request_duration_seconds_bucket\{le="0.1",operation="list_categories",method="GET"\} \d+/m);
    assert.match(text, /^process_resident_memory_bytes\{process="api"\} \d+/m);
  });

  it('keeps /metrics from anyone but loopback callers unless METRICS_TOKEN is set, and then asks for it', async () => {
    const guarded = await startService(
      { DATA_DIR: tempDir(), SEED_DEMO: 'false', WORKERS: 'false', METRICS_TOKEN: 'a-metrics-token-of-enough-length' },
      ['serve'],
      '/healthz',
    );
    try {
      assert.equal((await fetch(`${guarded.url}/metrics`)).status, 404, 'no token, no metrics');
      const ok = await fetch(`${guarded.url}/metrics`, { headers: { authorization: 'Bearer a-metrics-token-of-enough-length' } });
      assert.equal(ok.status, 200);
      assert.match(ok.headers.get('content-type') ?? '', /text\/plain/);
    } finally {
      await guarded.stop();
    }
  });
});
