import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isSlug, slugify } from './slug.ts';
import { websiteDomain } from './website.ts';
import { isCalendarDate, mondayOf, resolveWeek } from './weeks.ts';

describe('launch weeks', () => {
  const now = new Date('2026-11-21T23:00:00Z'); // a Saturday
  it('run Monday to Sunday in UTC', () => {
    assert.equal(mondayOf(now), '2026-11-16');
    assert.equal(mondayOf(new Date('2026-11-22T23:59:59Z')), '2026-11-16');
    assert.equal(mondayOf(new Date('2026-11-23T00:00:00Z')), '2026-11-23');
  });
  it('resolve this, next, last and a date snapped to its Monday', () => {
    assert.equal(resolveWeek('this', now), '2026-11-16');
    assert.equal(resolveWeek('next', now), '2026-11-23');
    assert.equal(resolveWeek('last', now), '2026-11-09');
    assert.equal(resolveWeek('2027-01-01', now), '2026-12-28');
    assert.equal(resolveWeek('2026-02-30', now), null);
    assert.equal(isCalendarDate('2028-02-29'), true);
  });
});

describe('slugs and domains', () => {
  it('derive a slug from a name', () => {
    assert.equal(slugify('Café Déjà Vu — 2.0!'), 'cafe-deja-vu-2-0');
    assert.equal(slugify('!!!'), 'listing');
    assert.ok(isSlug(slugify('x'.repeat(400))));
  });
  it('identify a website from any form of its URL', () => {
    for (const form of ['acme.test', 'https://www.acme.test/pricing', 'HTTP://ACME.test:8080/x', 'www2.acme.test'])
      assert.equal(websiteDomain(form), 'acme.test', form);
    assert.equal(websiteDomain('not a url'), null);
  });
});
