import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestSite, type TestSite } from '../../test/support/test-site.ts';
import { crawlSite, userAgent } from './crawler.ts';
import { metaRefreshTarget, refreshForward } from './meta-refresh.ts';

const page = (head: string, body = '<p>Redirecting…</p>') => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;

describe('a page that forwards through a meta refresh', () => {
  it('given an immediate forward, in any of the ways sites write it, when read, then its address is where it goes', () => {
    const at = 'https://acme.test/';
    assert.equal(metaRefreshTarget(page('<meta http-equiv="refresh" content="0; url=/home/">'), at), 'https://acme.test/home/');
    assert.equal(metaRefreshTarget(page(`<meta content="0;URL='https://acme.test/en/'" http-equiv="Refresh">`), at), 'https://acme.test/en/');
    assert.equal(metaRefreshTarget(page('<meta http-equiv=refresh content="1;url=site/index.html">'), at), 'https://acme.test/site/index.html');
  });

  it('given a reload, a long delay, a forward only for browsers without scripts or one in a comment, then nothing', () => {
    const at = 'https://acme.test/';
    assert.equal(metaRefreshTarget(page('<meta http-equiv="refresh" content="300">'), at), null);
    assert.equal(metaRefreshTarget(page('<meta http-equiv="refresh" content="600; url=/news">'), at), null);
    assert.equal(metaRefreshTarget(page('<noscript><meta http-equiv="refresh" content="0; url=/nojs.html"></noscript>'), at), null);
    assert.equal(metaRefreshTarget(page('<!-- <meta http-equiv="refresh" content="0; url=/old"> -->'), at), null);
    assert.equal(metaRefreshTarget(page('<meta http-equiv="refresh" content="0; url=javascript:alert(1)">'), at), null);
  });

  it('given a forward to another site, to itself or to a page already read, then it is not followed', () => {
    const at = 'https://acme.test/';
    assert.equal(refreshForward(page('<meta http-equiv="refresh" content="0; url=https://elsewhere.test/">'), at, new Set()), null);
    assert.equal(refreshForward(page('<meta http-equiv="refresh" content="0; url=/#top">'), at, new Set()), null);
    assert.equal(refreshForward(page('<meta http-equiv="refresh" content="0; url=/a">'), at, new Set(['https://acme.test/a'])), null);
    assert.equal(refreshForward(page('<meta http-equiv="refresh" content="0; url=http://www.acme.test/a">'), at, new Set()), 'https://acme.test/a');
  });
});

describe('the crawler, given an index.html that only forwards to the real homepage', () => {
  let site: TestSite;
  before(async () => {
    site = await startTestSite({
      '/robots.txt': { type: 'text/plain', body: 'User-agent: *\nDisallow: /private/\n' },
      '/': { body: page('<title>Redirecting</title><meta http-equiv="refresh" content="0; url=/site/">') },
      '/site/': {
        body: page(
          '<title>Kartenwerk – Karten für Wanderer</title>',
          '<h1>Karten für Wanderer</h1><a href="/site/about">About</a><p>Kartenwerk zeichnet Wanderkarten.</p>',
        ),
      },
      '/site/about': { body: page('<title>About | Kartenwerk</title>', '<h1>About</h1><p>Kartenwerk was founded in 2016.</p>') },
      '/closed': { body: page('<meta http-equiv="refresh" content="0; url=/private/home">') },
      '/gone': { body: page('<meta http-equiv="refresh" content="0; url=/nowhere">') },
      '/loop': { body: page('<meta http-equiv="refresh" content="0; url=/loop2">') },
      '/loop2': { body: page('<meta http-equiv="refresh" content="0; url=/loop">') },
    });
  });
  after(async () => site?.close());
  const read = (path: string) => crawlSite(`${site.url}${path}`, { allowHosts: [site.host], userAgent: userAgent('http://127.0.0.1') });

  it('when read, then the homepage is the page it forwards to, and that page leads to the fact pages', async () => {
    const r = await read('/');
    assert.ok(r.ok, JSON.stringify(r));
    if (!r.ok) return;
    assert.deepEqual(
      r.pages.map((p) => new URL(p.url).pathname),
      ['/site/', '/site/about'],
    );
  });

  it('when the forward goes where robots.txt forbids, then it is never asked for and the forwarding page is read as it is', async () => {
    const r = await read('/closed');
    assert.ok(r.ok, JSON.stringify(r));
    if (!r.ok) return;
    assert.deepEqual(
      r.pages.map((p) => new URL(p.url).pathname),
      ['/closed'],
    );
    assert.ok(!site.requests.some((p) => p.startsWith('/private')), site.requests.join(' '));
  });

  it('when the forward leads to a missing page, then the forwarding page is read as it is rather than the read failing', async () => {
    const r = await read('/gone');
    assert.ok(r.ok, JSON.stringify(r));
    if (!r.ok) return;
    assert.deepEqual(
      r.pages.map((p) => new URL(p.url).pathname),
      ['/gone'],
    );
  });

  it('when two pages forward to each other, then the read ends with the page that closes the loop', async () => {
    const r = await read('/loop');
    assert.ok(r.ok);
    if (!r.ok) return;
    assert.deepEqual(
      r.pages.map((p) => new URL(p.url).pathname),
      ['/loop2'],
    );
  });
});
