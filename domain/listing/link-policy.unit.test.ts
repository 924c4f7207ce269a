import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { outboundRel } from './link-policy.ts';

describe('the link policy', () => {
  const free = { verified: false, plan: 'free' as const, weekPlace: null };
  it('marks a free listing nobody stands behind as user-generated, not followed', () => {
    assert.equal(outboundRel(free), 'ugc nofollow noopener');
    assert.equal(outboundRel({ ...free, weekPlace: 4 }), 'ugc nofollow noopener');
  });
  it('follows the links of a verified, a paid, and a top-three listing', () => {
    assert.equal(outboundRel({ ...free, verified: true }), 'noopener');
    assert.equal(outboundRel({ ...free, plan: 'paid' }), 'noopener');
    assert.equal(outboundRel({ ...free, weekPlace: 3 }), 'noopener');
  });
});
