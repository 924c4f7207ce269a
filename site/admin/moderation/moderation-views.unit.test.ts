import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { load } from 'cheerio';
import { html } from '../../kit/html.ts';
import { listingView } from './listing-view.ts';
import { type Act, claimsView, editsView, ordersView } from './moderation-views.ts';

const act: Act = (path, label, extra) => html`<form method="post" action="${path}">${extra ?? ''}<button>${label}</button></form>`;
const csrf = html`<input type="hidden" name="csrf" value="t">`;
const shown = (markup: unknown) => load(String(markup));

type Feed = Parameters<typeof editsView>[0];
const edit = (over: Partial<Feed['items'][number]> = {}) =>
  ({
    edit_id: 'e1',
    at: '2026-11-02T09:30:00.000Z',
    actor: 'acct_1',
    source: 'owner',
    listing: { listing_id: 4, name: 'Acme <b>' },
    changes: { tagline: { before: 'Old', after: 'New' } },
    ...over,
  }) as Feed['items'][number];

describe('the console: edits to review', () => {
  it('given an edit, when shown, then its before and after are side by side and it can be reverted', () => {
    const $ = shown(editsView({ items: [edit()], total: 1, total_pages: 1 } as Feed, 1, act));
    assert.equal($('table.changes del').text(), 'Old');
    assert.equal($('table.changes ins').text(), 'New');
    assert.equal($('form[action="/admin/edits/e1/revert"]').length, 1);
    assert.equal($('h2 a').text(), 'Acme <b>', 'the name is text, not markup');
  });

  it('given a revert, when shown, then it offers no revert of its own', () => {
    const $ = shown(editsView({ items: [edit({ reverts: 'e0' } as Partial<Feed['items'][number]>)], total: 1, total_pages: 1 } as Feed, 1, act));
    assert.equal($('form').length, 0);
    assert.match($('article p').text(), /\(a revert\)/);
  });

  it('given three pages, when the second is shown, then it links to newer and older', () => {
    const $ = shown(editsView({ items: [], total: 50, total_pages: 3 } as unknown as Feed, 2, act));
    assert.equal($('a[rel=prev]').attr('href'), '/admin/edits?page=1');
    assert.equal($('a[rel=next]').attr('href'), '/admin/edits?page=3');
  });
});

describe('the console: claims and orders', () => {
  it('given a pending claim past its expiry, when shown, then it says expired', () => {
    const claims = {
      items: [
        {
          claim_id: 1,
          listing_id: 4,
          slug: 'acme',
          method: 'dns',
          status: 'pending',
          expires_at: '2026-11-01T00:00:00Z',
          created_at: '2026-10-25T00:00:00Z',
          checks: [],
        },
      ],
      total: 1,
      total_pages: 1,
    };
    const $ = shown(claimsView(claims as unknown as Parameters<typeof claimsView>[0], 1, new Date('2026-11-02T00:00:00Z')));
    assert.equal($('tbody td').eq(3).text(), 'expired');
  });

  it('given a refunded order, when shown, then its total and the refund are in dollars', () => {
    const orders = {
      items: [
        {
          number: 'LD-2026-000001',
          created_at: '2026-11-02T00:00:00Z',
          account_id: 'acct_1',
          billing: null,
          lines: [{ description: 'Launch', fulfilled: true }],
          totals: { totalCents: 4900 },
          status: 'refunded',
          refunded_cents: 4900,
        },
      ],
      total: 1,
      total_pages: 1,
    };
    const $ = shown(ordersView(orders as unknown as Parameters<typeof ordersView>[0], 'refunded', 1));
    assert.equal($('td.n').text(), '$49.00');
    assert.match($('tbody tr td').last().text(), /refunded \$49\.00/);
  });
});

describe('the console: one listing', () => {
  const listing = {
    listing_id: 4,
    name: 'Acme',
    slug: 'acme',
    status: 'live',
    plan: 'free',
    launch_week: '2026-11-02',
    url: 'https://acme.test/',
    unlocked: ['story'],
    hidden: false,
  };
  const data = (over: object = {}) =>
    ({ listing: { ...listing, ...over }, versions: [], reviews: [], revenue: null }) as unknown as Parameters<typeof listingView>[0];

  it('given a shown listing, when viewed, then it can be hidden with a reason and its unlocked sections are ticked and fixed', () => {
    const $ = shown(listingView(data(), csrf, act));
    assert.equal($('form[action="/admin/listings/4/hide"] input[name=reason]').attr('required'), 'required');
    assert.ok($('input[value=story]').is('[checked][disabled]'));
    assert.ok(!$('input[value=media]').is('[checked]'));
  });

  it('given a hidden listing, when viewed, then it says why and offers to show it again', () => {
    const $ = shown(listingView(data({ hidden: true, hidden_reason: 'spam' }), csrf, act));
    assert.match($('dl.facts').text(), /hidden: spam/);
    assert.equal($('form[action="/admin/listings/4/unhide"]').length, 1);
  });
});
