import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { addWeight, removeWeight, TRENDING_HALF_LIFE_HOURS, trendAt } from './trending.ts';

const H = 3_600_000;
const t0 = Date.parse('2026-11-20T00:00:00Z');

describe('the trending score', () => {
  it('weighs a vote 1 when cast and half as much every half-life', () => {
    const one = addWeight(null, t0);
    assert.ok(Math.abs(trendAt(one, t0) - 1) < 1e-9);
    assert.ok(Math.abs(trendAt(one, t0 + TRENDING_HALF_LIFE_HOURS * H) - 0.5) < 1e-9);
    const two = addWeight(one, t0 + TRENDING_HALF_LIFE_HOURS * H);
    assert.ok(Math.abs(trendAt(two, t0 + TRENDING_HALF_LIFE_HOURS * H) - 1.5) < 1e-9);
  });

  it('ranks recent votes above as many older ones, and takes back exactly what a vote gave', () => {
    let fresh: number | null = null;
    let old: number | null = null;
    for (let i = 0; i < 5; i++) fresh = addWeight(fresh, t0 + 100 * H + i);
    for (let i = 0; i < 8; i++) old = addWeight(old, t0 + i);
    assert.ok((fresh ?? 0) > (old ?? 0), 'five votes today beat eight four days ago');
    const back = removeWeight(addWeight(old, t0 + 50 * H), t0 + 50 * H);
    assert.ok(Math.abs(trendAt(back, t0 + 60 * H) - trendAt(old, t0 + 60 * H)) < 1e-9);
    assert.equal(removeWeight(addWeight(null, t0), t0), null);
  });

  it('stays finite for votes decades apart', () => {
    let s: number | null = null;
    for (let y = 0; y < 40; y++) s = addWeight(s, t0 + y * 365 * 24 * H);
    assert.ok(Number.isFinite(s));
  });
});
