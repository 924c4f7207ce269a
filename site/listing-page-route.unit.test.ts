import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { load } from 'cheerio';
import type { ListingDoc } from '../projections/listing-doc.ts';
import { queuedListingView } from './listing-page-route.ts';

const queued = (over: Partial<ListingDoc> = {}) =>
  ({
    name: 'Acme <b>',
    slug: 'acme',
    tagline: 'Ship faster',
    url: 'https://acme.test/',
    domain: 'acme.test',
    launch_week: '2026-12-07',
    ...over,
  }) as ListingDoc;

describe('a listing queued for its free launch', () => {
  it('given a listing waiting for its week, when shown, then it names the week and links out through /go', () => {
    const $ = load(String(queuedListingView(queued(), 'Launch Directory')));
    assert.equal($('h1').text(), 'Acme <b>', 'the name is text, not markup');
    assert.match($('.hero-meta').text(), /Queued for its launch on Launch Directory in the week of/);
    assert.equal($('a.visit').attr('href'), '/go/acme');
  });

  it('given a website that is no web link, when shown, then its domain is text and nothing links out', () => {
    const $ = load(String(queuedListingView(queued({ url: 'javascript:alert(1)' }), 'Launch Directory')));
    assert.equal($('a.visit').length, 0);
    assert.equal($('.hero-actions').text(), 'acme.test');
  });
});
