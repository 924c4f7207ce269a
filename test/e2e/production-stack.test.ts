import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { apiKeyFor } from '../support/accounts.ts';
import { startInProcess } from '../support/in-process-service.ts';
import { ACME_PAGES, startTestSite, type TestSite } from '../support/test-site.ts';
import { until } from '../support/until.ts';

const urls = {
  EVENTSTORE_URL: process.env.EVENTSTORE_URL,
  MONGODB_URL: process.env.MONGODB_URL,
  ELASTICSEARCH_URL: process.env.ELASTICSEARCH_URL,
  NATS_URL: process.env.NATS_URL,
};
const missing = Object.entries(urls)
  .filter(([, v]) => !v)
  .map(([k]) => k);
const skip = missing.length ? `skipped: ${missing.join(', ')} not set (npm run test:stack starts the servers in containers)` : false;
if (skip) console.log(`# production stack test ${skip}`);

describe('the service on the production adapters (KurrentDB, MongoDB, Elasticsearch, NATS)', { skip }, () => {
  let svc: Awaited<ReturnType<typeof startInProcess>>;
  let site: TestSite;
  before(async () => {
    site = await startTestSite(ACME_PAGES);
    const env: Record<string, string> = { CRAWL_ALLOW_HOSTS: site.host };
    for (const [k, v] of Object.entries(urls)) if (v) env[k] = v;
    svc = await startInProcess(env);
  });
  after(async () => {
    await svc?.close();
    await site?.close();
  });

  it('seeds, searches with typos, and drafts a submitted site through the bus and workers', async () => {
    const api = `${svc.url}/api/v1`;
    const found = (await (await fetch(`${api}/listings?q=pipewirght`)).json()) as { items: { slug: string }[] };
    assert.equal(found.items[0]?.slug, 'pipewright');
    const { key } = await apiKeyFor(svc.container, 'stack', ['account:read', 'listings:write']);
    const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
    const created = (await (await fetch(`${api}/drafts`, { method: 'POST', headers, body: JSON.stringify({ url: `${site.url}/` }) })).json()) as { id: string };
    const draft = await until('the draft settles', async () => {
      const d = (await (await fetch(`${api}/drafts/${created.id}`, { headers })).json()) as { status: string; fields: { name: { value: unknown } } };
      return d.status === 'ready' || d.status === 'failed' ? d : null;
    });
    assert.equal(draft.status, 'ready');
    assert.equal(draft.fields.name.value, 'Acme Widgets');
  });
});

describe('npm run test:stack without a container engine', () => {
  it('exits 0 saying why it skipped', async () => {
    const { spawnSync } = await import('node:child_process');
    const { ROOT } = await import('../support/service-process.ts');
    // Pointing at a socket that is not there makes testcontainers find no engine here, as on a machine without Docker.
    const r = spawnSync(process.execPath, ['scripts/test-stack.ts'], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, DOCKER_HOST: 'unix:///nonexistent/docker.sock' },
      timeout: 60_000,
    });
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stdout, /test:stack skipped: no container engine is reachable/);
  });
});
