import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { XMLParser } from 'fast-xml-parser';
import { freePort } from '../support/free-port.ts';
import { startInProcess } from '../support/in-process-service.ts';

let svc: Awaited<ReturnType<typeof startInProcess>>;

before(async () => {
  const port = await freePort();
  svc = await startInProcess({ PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` });
});
after(() => svc?.close());

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

describe('the public feeds', () => {
  it('give launches and awards as Atom that an XML parser reads, each entry with its id, title, link and dates', async () => {
    const r = await fetch(`${svc.url}/launches.atom`);
    assert.equal(r.status, 200);
    assert.match(r.headers.get('content-type') ?? '', /^application\/atom\+xml/);
    const doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', isArray: (name) => ['entry', 'link', 'category'].includes(name) }).parse(
      await r.text(),
    );
    const feed = doc.feed;
    assert.equal(feed['@xmlns'], 'http://www.w3.org/2005/Atom');
    assert.equal(feed.id, `${svc.url}/launches.atom`);
    assert.match(feed.title, /launches and awards/);
    assert.match(feed.updated, ISO);
    assert.ok(feed.author.name);
    assert.ok(feed.link.some((l: Record<string, string>) => l['@rel'] === 'self' && l['@href'] === `${svc.url}/launches.atom`));
    assert.ok(feed.entry.length >= 5, 'the demo launches are in it');
    for (const e of feed.entry) {
      assert.ok(e.id && e.title, JSON.stringify(e));
      assert.match(e.updated, ISO);
      assert.match(e.link[0]['@href'], new RegExp(`^${svc.url}/listings/`));
    }
    assert.ok(
      feed.entry.some((e: { title: string }) => /^Launch of the Week #1/.test(e.title)),
      'awards are in it',
    );
    const dates = feed.entry.map((e: { updated: string }) => e.updated);
    assert.deepEqual(dates, [...dates].sort().reverse(), 'newest first');
  });

  it('give the same as JSON Feed 1.1', async () => {
    const r = await fetch(`${svc.url}/launches.json`);
    assert.match(r.headers.get('content-type') ?? '', /^application\/feed\+json/);
    const feed = (await r.json()) as { version: string; title: string; home_page_url: string; feed_url: string; items: Record<string, unknown>[] };
    assert.equal(feed.version, 'https://jsonfeed.org/version/1.1');
    assert.ok(feed.title);
    assert.equal(feed.feed_url, `${svc.url}/launches.json`);
    assert.equal(feed.home_page_url, `${svc.url}/launches`);
    assert.ok(feed.items.length >= 5);
    for (const item of feed.items) {
      assert.equal(typeof item.id, 'string');
      assert.match(String(item.url), new RegExp(`^${svc.url}/listings/`));
      assert.equal(typeof item.content_text, 'string');
      assert.match(String(item.date_published), ISO);
    }
    assert.ok(
      feed.items.some((i) => typeof i.image === 'string' && String(i.image).startsWith(`${svc.url}/images/`)),
      'with our copy of the logo',
    );
  });

  it('are linked from every page, and llms.txt tells an agent where the API, the MCP server and the feeds are, each link answering', async () => {
    const home = await (await fetch(`${svc.url}/`)).text();
    assert.match(home, /<link rel="alternate" type="application\/atom\+xml" title="[^"]+" href="\/launches\.atom">/);
    assert.match(home, /<link rel="alternate" type="application\/feed\+json" title="[^"]+" href="\/launches\.json">/);
    const r = await fetch(`${svc.url}/llms.txt`);
    assert.match(r.headers.get('content-type') ?? '', /^text\/plain/);
    const text = await r.text();
    assert.match(text, /^# .+\n\n> .+/);
    for (const section of ['## API', '## MCP', '## Feeds']) assert.ok(text.includes(section), section);
    const links = [...text.matchAll(/\]\((http[^)]+)\)/g)].map((m) => m[1]);
    assert.ok(links.length >= 8);
    for (const link of links) assert.equal((await fetch(link)).status, 200, link);
  });
});
