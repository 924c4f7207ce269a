import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { freePort } from '../support/free-port.ts';
import { callApi } from '../support/listings.ts';
import { runCli, type ServiceProcess, startService } from '../support/service-process.ts';
import { tempDir } from '../support/temp.ts';
import { ACME_PAGES, startTestSite, type TestSite } from '../support/test-site.ts';
import { until } from '../support/until.ts';

let service: ServiceProcess;
let env: Record<string, string> = {};
let api = '';
let key = '';
let product: TestSite;
let shy: TestSite;

const draftUntil = (id: string, status: string) =>
  until(`draft ${id} ${status}`, async () => {
    const d = await callApi(api, 'GET', `/drafts/${id}`, key);
    return d.body.status === status ? d.body : null;
  });

const sample = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

const logLines = () =>
  service
    .output()
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Record<string, unknown>);

before(async () => {
  product = await startTestSite(ACME_PAGES);
  shy = await startTestSite({ '/robots.txt': { type: 'text/plain', body: 'User-agent: *\nDisallow: /\n' }, '/': { body: '<h1>Private</h1>' } });
  env = { DATA_DIR: tempDir(), SEED_DEMO: 'false', LOG_LEVEL: 'info', CRAWL_ALLOW_HOSTS: `${product.host},${shy.host}` };
  // The default shape: `serve` with the job workers in a child process.
  service = await startService(env);
  api = `${service.url}/api/v1`;
  assert.equal((await runCli(['users', 'create', '--email', 'ops@example.test', '--password', 'ops-password-123'], env)).code, 0);
  key = (await runCli(['api-keys', 'create', '--email', 'ops@example.test', '--scopes', 'account:read,listings:write'], env)).stdout.trim();
});
after(async () => {
  await service?.stop();
  await Promise.all([product?.close(), shy?.close()]);
});

describe('following work through the service: correlation ids, job and crawl metrics', () => {
  it('names the request id on the request line and on the job line of the worker process that crawled for it', async () => {
    const created = await callApi(api, 'POST', '/drafts', key, { url: `${product.url}/` }, { 'x-request-id': 'trace-7c1e-draft' });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    await draftUntil(created.body.id, 'ready');
    // The job's line is written by the worker process as it finishes the job: it can follow the draft's state.
    const traced = await until('the crawl job logged under the request id', async () => {
      const lines = logLines().filter((l) => l.correlation_id === 'trace-7c1e-draft');
      return lines.some((l) => l.msg === 'job' && l.subject === 'draft.crawl') ? lines : null;
    });
    const request = traced.find((l) => l.msg === 'request');
    const job = traced.find((l) => l.msg === 'job' && l.subject === 'draft.crawl');
    assert.ok(request, `the request line names the id: ${JSON.stringify(traced)}`);
    assert.equal(request.method, 'POST');
    assert.ok(job, `the crawl job's line names the id: ${JSON.stringify(traced)}`);
    assert.equal(job.outcome, 'ack');
    assert.notEqual(job.pid, request.pid, 'the job ran in the worker process, not the one that answered');
  });

  it('counts crawls and drafts by outcome, jobs by subject, and shows the backlog per subject, the workers included', async () => {
    const refused = await callApi(api, 'POST', '/drafts', key, { url: `${shy.url}/` });
    assert.equal(refused.status, 201);
    const failed = await draftUntil(refused.body.id, 'failed');
    assert.match(String(failed.failure), /robots\.txt/);
    // The worker counts a job when it is done with it, which can follow the draft's state; it acknowledges the job to
    // the queue just after counting it, so the backlog shows the lease until then. A worker starved on a loaded machine past
    // the bus's ten seconds of silence has its lease offered again and handles that job a second time (its effect once): each
    // such delivery is counted as a redelivery, and handled and crawled like the first.
    let last = '';
    const samples = (t: string) => t.split('\n').filter((l) => /^(jobs_handled_total|job_redeliveries_total|job_queue_\w+)\{subject="draft\.crawl"/.test(l));
    const again = (t: string) => sample(t, 'job_redeliveries_total{subject="draft.crawl"}') ?? 0;
    const text = await until('both crawl jobs counted and acknowledged', async () => {
      last = await (await fetch(`${service.url}/metrics`)).text();
      const handled = sample(last, 'jobs_handled_total{subject="draft.crawl",outcome="ack"}');
      const left = ['waiting', 'in_flight'].map((k) => sample(last, `job_queue_${k}{subject="draft.crawl",group="draft-builder"}`));
      return handled === 2 + again(last) && left.every((n) => n === 0) ? last : null;
    }).catch((e: Error) => {
      throw new Error(`${e.message}; the last scrape said: ${samples(last).join('; ')}`);
    });
    const read = sample(text, 'crawl_outcomes_total{outcome="read"}') ?? 0;
    const robots = sample(text, 'crawl_outcomes_total{outcome="robots"}') ?? 0;
    assert.ok(read >= 1 && robots >= 1 && read + robots === 2 + again(text), text);
    assert.ok((sample(text, 'draft_outcomes_total{drafter="extractor",outcome="drafted"}') ?? 0) >= 1, text);
    assert.ok((sample(text, 'draft_fields_proposed_total{drafter="extractor"}') ?? 0) > 3);
    assert.match(text, /^process_resident_memory_bytes\{process="worker"\} \d+/m, 'the worker process reports itself');
    assert.match(text, /^process_resident_memory_bytes\{process="api"\} \d+/m);
  });

  it('has a worker or projector process on its own serve /healthz and /metrics on METRICS_PORT', async () => {
    const port = await freePort();
    const worker = await startService({ ...env, METRICS_PORT: String(port), PORT: String(await freePort()) }, ['worker'], '');
    try {
      await until('the worker serves /healthz', async () =>
        fetch(`http://127.0.0.1:${port}/healthz`).then(
          (r) => r.status === 200,
          () => false,
        ),
      );
      const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
      assert.match(text, /^process_resident_memory_bytes\{process="worker"\} \d+/m);
      assert.match(text, /^job_queue_waiting\{subject="draft\.crawl",group="draft-builder"\} 0/m);
    } finally {
      assert.equal(await worker.stop(), 0);
    }
  });
});
