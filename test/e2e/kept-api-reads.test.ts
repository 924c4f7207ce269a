import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ListingDoc } from '../../projections/listing-doc.ts';
import { startInProcess } from '../support/in-process-service.ts';
import { PATIENCE_MS } from '../support/until.ts';

// A public read the API keeps is answered at a door in front of Express from its second asking on: these specify that such an
// answer is the one the whole stack gives, and that the stack's other work (request id, limit, views, metrics) still happens.
type Running = Awaited<ReturnType<typeof startInProcess>>;
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
let svc: Running;

const headersOf = (r: Response) => ({
  status: r.status,
  type: r.headers.get('content-type'),
  etag: r.headers.get('etag'),
  cacheControl: r.headers.get('cache-control'),
  nosniff: r.headers.get('x-content-type-options'),
  limit: r.headers.get('ratelimit-limit'),
  policy: r.headers.get('ratelimit-policy'),
});
const viewsOf = async (slug: string) =>
  (await (await svc.container.readModels.collection<ListingDoc>('listings')).find({ where: { slug }, limit: 1 })).items[0].views;
const requestsCounted = async (operation: string) => {
  const text = await (await fetch(`${svc.url}/metrics`)).text();
  const line = new RegExp(`^http_requests_total\\{[^}]*operation="${operation}",method="GET",status="200"[^}]*\\} (\\d+)`, 'm').exec(text);
  return Number(line?.[1] ?? 0);
};

before(async () => {
  svc = await startInProcess({ VIEWS_FLUSH_MS: '100' });
});
after(() => svc.close());

describe('kept public reads of the API', () => {
  it('answer a repeated read with the same body and headers as the first, and echo the caller request id', async () => {
    const url = `${svc.url}/api/v1/listings/pipewright`;
    const first = await fetch(url, { headers: { 'x-request-id': 'first-read-1' } });
    const firstBody = await first.text();
    const again = await fetch(url, { headers: { 'x-request-id': 'second-read-2' } });
    assert.deepEqual(headersOf(again), headersOf(first));
    assert.equal(await again.text(), firstBody);
    assert.equal(first.headers.get('x-request-id'), 'first-read-1');
    assert.equal(again.headers.get('x-request-id'), 'second-read-2');
    const made = await fetch(url, { headers: { 'x-request-id': 'not a valid id!' } });
    assert.match(made.headers.get('x-request-id') ?? '', /^[0-9a-f-]{36}$/, 'an ill-formed id is replaced by a new one');
  });

  it('answer 304 with no body to a caller that holds the kept answer', async () => {
    const url = `${svc.url}/api/v1/listings/quotabase`;
    const etag = (await fetch(url)).headers.get('etag') ?? '';
    await fetch(url);
    const held = await fetch(url, { headers: { 'if-none-match': etag } });
    assert.equal(held.status, 304);
    assert.equal(held.headers.get('etag'), etag);
    assert.equal(await held.text(), '');
  });

  it('count the view of every new reader of a kept listing', async () => {
    const before = await viewsOf('tracehound');
    for (let i = 0; i < 4; i++) await fetch(`${svc.url}/api/v1/listings/tracehound`, { headers: { 'user-agent': `${BROWSER} reader-${i}` } });
    await svc.flushTraffic();
    await svc.container.readModels.waitFor(await svc.container.events.headPosition(), PATIENCE_MS);
    assert.equal((await viewsOf('tracehound')) - before, 4);
  });

  it('count kept answers in the metrics under their operation', async () => {
    const url = `${svc.url}/api/v1/categories`;
    await fetch(url);
    const before = await requestsCounted('list_categories');
    for (let i = 0; i < 5; i++) assert.equal((await fetch(url)).status, 200);
    assert.equal((await requestsCounted('list_categories')) - before, 5);
  });

  it('leave a read with a bad credential to the stack, which refuses it as before', async () => {
    const url = `${svc.url}/api/v1/listings/pipewright`;
    await fetch(url);
    const bad = await fetch(url, { headers: { authorization: 'Bearer ld_not_a_key_at_all' } });
    assert.equal(bad.status, 401);
    assert.match(bad.headers.get('www-authenticate') ?? '', /Bearer/);
  });
});

describe('kept public reads of the API, past the rate limit', () => {
  let limited: Running;
  before(async () => {
    limited = await startInProcess({ RATE_LIMIT_PER_MINUTE: '60', RATE_LIMIT_BURST: '3' });
  });
  after(() => limited.close());

  it("count every read against the caller's limit and refuse the one past it with 429 and when to come back", async () => {
    const url = `${limited.url}/api/v1/listings/pipewright`;
    const answers: Response[] = [];
    for (let i = 0; i < 4; i++) answers.push(await fetch(url));
    assert.deepEqual(
      answers.map((r) => [r.status, r.headers.get('ratelimit-remaining')]),
      [
        [200, '2'],
        [200, '1'],
        [200, '0'],
        [429, '0'],
      ],
    );
    const refused = answers[3];
    assert.equal(Number(refused.headers.get('retry-after')) >= 1, true);
    assert.equal(refused.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(((await refused.json()) as { error: string }).error, 'rate_limited');
  });
});
