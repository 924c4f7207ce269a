import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ListingDoc } from '../../projections/listing-doc.ts';
import { startInProcess } from '../support/in-process-service.ts';
import { PATIENCE_MS } from '../support/until.ts';

type Running = Awaited<ReturnType<typeof startInProcess>>;
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
let svc: Running;

const viewsOf = async (slug: string) =>
  (await (await svc.container.readModels.collection<ListingDoc>('listings')).find({ where: { slug }, limit: 1 })).items[0].views;
/** Writes what was counted and waits for the read models to show it. */
const settle = async () => {
  await svc.flushTraffic();
  await svc.container.readModels.waitFor(await svc.container.events.headPosition(), PATIENCE_MS);
};

before(async () => {
  svc = await startInProcess({ VIEWS_FLUSH_MS: '100' });
});
after(() => svc.close());

describe('views', () => {
  it('count a visitor once per listing and day, whether they load the page or read it through the API', async () => {
    const before = await viewsOf('pipewright');
    const head = await svc.container.events.headPosition();
    for (let i = 0; i < 100; i++) assert.equal((await fetch(`${svc.url}/listings/pipewright`, { headers: { 'user-agent': BROWSER } })).status, 200);
    for (let i = 0; i < 20; i++) await fetch(`${svc.url}/api/v1/listings/pipewright`, { headers: { 'user-agent': BROWSER } });
    await settle();
    assert.equal((await viewsOf('pipewright')) - before, 1);
    const written = (await svc.container.events.readAll(head, 10_000)).filter((e) => e.type === 'ListingViewsCounted').length;
    assert.ok(written >= 1 && written <= 2, `${written} view events for 120 views`);
  });

  it('leave robots out', async () => {
    const before = await viewsOf('tracehound');
    for (const ua of ['Googlebot/2.1 (+http://www.google.com/bot.html)', 'curl/8.5.0', 'LaunchDirectoryBot/1.0', '', 'Mozilla/5.0 (compatible; bingbot/2.0)'])
      for (let i = 0; i < 5; i++) await fetch(`${svc.url}/listings/tracehound`, { headers: { 'user-agent': ua } });
    await settle();
    assert.equal((await viewsOf('tracehound')) - before, 0);
  });

  it('feed the most-viewed section, ordered by views', async () => {
    const section = async () =>
      ((await (await fetch(`${svc.url}/api/v1/launches?section=most-viewed&per_page=100`)).json()) as { items: { slug: string }[] }).items.map((i) => i.slug);
    const before = await viewsOf('quotabase');
    const placeBefore = (await section()).indexOf('quotabase');
    for (let i = 0; i < 5; i++) await fetch(`${svc.url}/listings/quotabase`, { headers: { 'user-agent': `${BROWSER} visitor-${i}` } });
    await settle();
    assert.equal((await viewsOf('quotabase')) - before, 5, 'five visitors, five views');
    const after = await section();
    const views = await Promise.all(after.map(viewsOf));
    assert.deepEqual(
      views,
      [...views].sort((a, b) => b - a),
      'the section is ordered by views',
    );
    assert.ok(after.indexOf('quotabase') <= placeBefore, 'more views never move a listing down');
  });
});
