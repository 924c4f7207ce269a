import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { FixedClock } from '../../infra/clock/system-clock.ts';
import { startInProcess } from '../support/in-process-service.ts';

/** A small API limit, so a few requests show it; pages keep their own default limit. */
const SMALL_API_LIMIT = { RATE_LIMIT_PER_MINUTE: '60', RATE_LIMIT_BURST: '3', SEED_DEMO: 'false' };
const statuses = async (n: number, url: string, headers: Record<string, string> = {}) => {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push((await fetch(url, { headers })).status);
  return out;
};

describe('rate limits behind a proxy', () => {
  it('with TRUST_PROXY naming the proxy, limits two clients behind it apart, by their forwarded addresses', async () => {
    // The limit refills on the service's clock: held still, a slow machine's requests cannot earn tokens back.
    const svc = await startInProcess({ ...SMALL_API_LIMIT, TRUST_PROXY: 'loopback' }, new FixedClock(new Date('2026-11-24T12:00:00Z')));
    try {
      const api = `${svc.url}/api/v1/products`;
      assert.deepEqual(await statuses(4, api, { 'x-forwarded-for': '203.0.113.5' }), [200, 200, 200, 429], 'the first client uses its burst');
      assert.deepEqual(await statuses(3, api, { 'x-forwarded-for': '203.0.113.6' }), [200, 200, 200], 'the second has its own');
    } finally {
      await svc.close();
    }
  });

  it('without TRUST_PROXY, a forged X-Forwarded-For changes nothing: the peer address is the client', async () => {
    const svc = await startInProcess(SMALL_API_LIMIT, new FixedClock(new Date('2026-11-24T12:00:00Z')));
    try {
      const api = `${svc.url}/api/v1/products`;
      assert.deepEqual(await statuses(3, api, { 'x-forwarded-for': '203.0.113.5' }), [200, 200, 200]);
      assert.deepEqual(await statuses(2, api, { 'x-forwarded-for': '203.0.113.99' }), [429, 429], 'another forwarded address is the same client');
    } finally {
      await svc.close();
    }
  });

  it('lets one address read 50 public pages a second for 30 s under the default settings, while the API limit holds', async () => {
    const clock = new FixedClock(new Date('2026-11-24T12:00:00Z'));
    // The defaults: RATE_LIMIT_* and PAGE_RATE_LIMIT_* as a fresh install has them.
    const svc = await startInProcess(
      { RATE_LIMIT_PER_MINUTE: '600', RATE_LIMIT_BURST: '120', PAGE_RATE_LIMIT_PER_MINUTE: '6000', PAGE_RATE_LIMIT_BURST: '600' },
      clock,
    );
    try {
      const pages = ['/', '/launches', '/boards', '/categories', '/founders'];
      const refused: number[] = [];
      for (let i = 0; i < 50 * 30; i++) {
        const r = await fetch(`${svc.url}${pages[i % pages.length]}`);
        await r.arrayBuffer();
        if (r.status === 429) refused.push(i);
        clock.set(new Date(clock.now().getTime() + 20));
      }
      assert.deepEqual(refused, [], 'no page view was refused');
      const api = await statuses(130, `${svc.url}/api/v1/products`);
      assert.ok(api.includes(429), 'the API still limits the same address');
      assert.equal(api.filter((s) => s === 200).length, 120, 'after its burst of 120');
    } finally {
      await svc.close();
    }
  });
});
