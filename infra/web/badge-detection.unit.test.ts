import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { allStyles, BADGE_KINDS, earnedBadges, embedHtml } from '../../api/badges/listing-badges.ts';
import { findBadge } from '../../domain/listing/badge-evidence.ts';
import type { ListingDoc } from '../../projections/listing-doc.ts';
import { pageFacts } from './page-facts.ts';

const publicUrl = 'https://launch.example';
const slug = 'acme-widgets';
const homepage = 'https://acme.test/';
// Enough of a listing for every badge kind to be earned, so every snippet get_badges hands out is tried.
const listing = { slug, name: 'Acme <Widgets> & "Co"', status: 'live', verified: true, awards: [{ week: '2026-11-16', place: 1 }] } as unknown as ListingDoc;

const look = (body: string) =>
  findBadge({ url: homepage, ...pageFacts(`<!doctype html><html><head><title>Acme</title></head><body>${body}</body></html>`, homepage) }, { publicUrl, slug });
const found = (body: string, what: string) => {
  const r = look(body);
  assert.equal(r.found, true, `${what}: ${r.found ? '' : r.reason}`);
};
const refused = (body: string, reason: RegExp, what: string) => {
  const r = look(body);
  assert.equal(r.found, false, `${what} should not count`);
  if (!r.found) assert.match(r.reason, reason, what);
};

describe('finding the badge on a homepage', () => {
  it('finds every snippet get_badges offers, in every kind and style', () => {
    const earned = earnedBadges(listing, 'Launch Directory');
    assert.equal(earned.size, BADGE_KINDS.length - 1, 'all but featured are earned');
    let tried = 0;
    for (const [kind, content] of earned)
      for (const style of allStyles()) {
        found(`<footer><p>Find us on</p>${embedHtml(publicUrl, listing, kind, content, style)}</footer>`, `${kind} ${JSON.stringify(style)}`);
        tried += 1;
      }
    assert.ok(tried >= 10, `${tried} snippets`);
  });

  it('finds it reformatted, with extra attributes, tracking parameters, either scheme, www and a trailing slash', () => {
    const img = `<img src="${publicUrl}/badges/${slug}/listed.svg?shape=pill&mode=dark&size=s">`;
    const variants: [string, string][] = [
      [`<A TARGET=_blank HREF='${publicUrl}/listings/${slug}' REL=noopener>${img}</A>`, 'uppercase tags, single and no quotes, attributes reordered'],
      [
        `<a\n   class="badge"\n   data-x="1"\n   title="Listed"\n   href="${publicUrl}/listings/${slug}">\n  ${img}\n</a>`,
        'across lines with extra attributes',
      ],
      [`<a href="${publicUrl}/listings/${slug}?ref=homepage&utm_source=badge&utm_medium=embed#top">${img}</a>`, 'tracking parameters and a fragment'],
      [`<a href="http://launch.example/listings/${slug}/">${img}</a>`, 'http and a trailing slash'],
      [`<a href="https://www.launch.example/listings/${slug}">Listed on Launch Directory</a>`, 'www and a text link'],
      [`<a href="https://LAUNCH.example/listings/${slug}"><img src="/assets/our-own-badge.png" alt="Launch Directory"></a>`, 'our own image, upper-case host'],
      [
        `<div><ul><li><span><a href="${publicUrl}/listings/${slug}" rel="noopener noreferrer">${img}</a></span></li></ul></div>`,
        'deep in the footer, noreferrer',
      ],
      [`<a href="${publicUrl}/listings/acme%2Dwidgets">${img}</a>`, 'percent-encoded slug'],
    ];
    for (const [html, what] of variants) found(html, what);
  });

  it('refuses near misses, saying why', () => {
    const img = `<img src="${publicUrl}/badges/${slug}/listed.svg">`;
    refused(
      `<a href="${publicUrl}/listings/acme-widgets-2">${img}</a>`,
      /links to \/listings\/acme-widgets-2, not to this listing/,
      'a link to another listing',
    );
    refused(`<a href="${publicUrl}/listings/${slug}-pro"></a>`, /not to this listing/, 'a longer slug');
    refused(img, /image is there but does not link/, 'the image without the link');
    refused(`<!-- <a href="${publicUrl}/listings/${slug}">${img}</a> -->`, /inside an HTML comment/, 'a commented-out snippet');
    refused(`<noscript><a href="${publicUrl}/listings/${slug}">${img}</a></noscript>`, /inside <noscript>/, 'inside <noscript>');
    refused(`<a href="${publicUrl}/listings/${slug}" rel="nofollow">${img}</a>`, /rel="nofollow"/, 'a nofollow link');
    refused(`<div style="display: none"><a href="${publicUrl}/listings/${slug}">${img}</a></div>`, /hidden \(display:none\)/, 'hidden by style');
    refused(`<a hidden href="${publicUrl}/listings/${slug}">${img}</a>`, /hidden attribute/, 'hidden attribute');
    refused(`<a href="https://launch.example.evil.test/listings/${slug}">${img}</a>`, /no link to/, 'a look-alike host');
    refused(`<a href="https://evil.test/?u=${publicUrl}/listings/${slug}">x</a>`, /no link to/, 'our URL in another link’s query');
    refused('<p>Nothing here</p>', /no link to https:\/\/launch\.example\/listings\/acme-widgets on https:\/\/acme\.test\//, 'no badge at all');
  });

  it('escapes the listing name in the snippet it finds', () => {
    const earned = earnedBadges(listing, 'Launch Directory');
    const content = earned.get('listed');
    assert.ok(content);
    const html = embedHtml(publicUrl, listing, 'listed', content, { shape: 'standard', mode: 'auto', size: 'm' });
    assert.ok(!html.includes('<Widgets>') && html.includes('&lt;Widgets&gt;'));
  });
});
