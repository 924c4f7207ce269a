import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { CrawlRefused, type Resolver, safeGet } from './safe-fetch.ts';

/** A site on loopback whose pages set their own headers and bytes. */
let server: http.Server;
let origin = '';
let host = '';
const seen: string[] = [];

const pages: Record<string, { headers: Record<string, string>; body: Buffer; status?: number }> = {
  '/gzip': { headers: { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip' }, body: gzipSync('<p>Grüße aus gzip</p>') },
  '/br': { headers: { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'br' }, body: brotliCompressSync('<p>Grüße aus brotli</p>') },
  // "café" in Latin-1: é is the single byte 0xE9.
  '/latin1-header': { headers: { 'content-type': 'text/html; charset=ISO-8859-1' }, body: Buffer.from('<p>caf\xe9</p>', 'latin1') },
  '/latin1-meta': {
    headers: { 'content-type': 'text/html' },
    body: Buffer.from('<html><head><meta charset="windows-1252"></head><body><p>caf\xe9 \x93quoted\x94</p></body></html>', 'latin1'),
  },
  // A UTF-8 page whose <meta charset> comes after a head script longer than the 1024 bytes the prescan reads, and one that names none.
  '/utf8-late-meta': {
    headers: { 'content-type': 'text/html' },
    body: Buffer.from(
      `<html lang="pl"><head><script>${'// theme\n'.repeat(150)}</script><meta charset="utf-8"></head><body><p>Policz materiały.</p></body></html>`,
    ),
  },
  '/utf8-undeclared': { headers: { 'content-type': 'text/html' }, body: Buffer.from('<p>Grüße, Zürich</p>') },
  '/big': { headers: { 'content-type': 'text/html' }, body: Buffer.alloc(50_000, 'a') },
  '/to-private': { status: 302, headers: { location: 'http://10.0.0.1/admin' }, body: Buffer.alloc(0) },
  '/to-metadata-name': { status: 301, headers: { location: 'http://metadata.example.net/latest/meta-data/' }, body: Buffer.alloc(0) },
  '/to-gzip': { status: 302, headers: { location: '/gzip' }, body: Buffer.alloc(0) },
};

before(async () => {
  server = http.createServer((req, res) => {
    seen.push(req.url ?? '');
    const page = pages[req.url ?? ''];
    if (!page) return res.writeHead(404).end();
    res.writeHead(page.status ?? 200, page.headers).end(page.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;
  host = `127.0.0.1:${port}`;
});
after(() => new Promise<void>((resolve) => server.close(() => resolve())));

const get = (path: string, more: { resolver?: Resolver; maxBytes?: number } = {}) =>
  safeGet(`${origin}${path}`, { allowHosts: [host], userAgent: 'test', timeoutMs: 5000, ...more });

describe('the guarded fetch over HTTP', () => {
  it('decompresses gzip and brotli', async () => {
    assert.equal((await get('/gzip')).body, '<p>Grüße aus gzip</p>');
    assert.equal((await get('/br')).body, '<p>Grüße aus brotli</p>');
  });

  it('decodes the charset named by the header, or by the page when the header names none', async () => {
    assert.equal((await get('/latin1-header')).body, '<p>café</p>');
    assert.match((await get('/latin1-meta')).body, /café “quoted”/);
  });

  it('given no charset in the header nor in the first 1024 bytes, then UTF-8 bytes read as UTF-8 (a late <meta charset>, or none)', async () => {
    assert.match((await get('/utf8-late-meta')).body, /Policz materiały\./);
    assert.equal((await get('/utf8-undeclared')).body, '<p>Grüße, Zürich</p>');
  });

  it('follows a redirect to the same site and reports where it ended', async () => {
    const r = await get('/to-gzip');
    assert.equal(r.url, `${origin}/gzip`);
    assert.equal(r.status, 200);
  });

  it('refuses a redirect to a private address, and to a name that resolves to one, without connecting', async () => {
    await assert.rejects(get('/to-private'), (e: unknown) => e instanceof CrawlRefused && /10\.0\.0\.1/.test(e.message));
    let asked = '';
    const resolver: Resolver = async (name) => {
      asked = name;
      return [{ address: '169.254.169.254', family: 4 }];
    };
    await assert.rejects(get('/to-metadata-name', { resolver }), (e: unknown) => e instanceof CrawlRefused && /169\.254\.169\.254/.test(e.message));
    assert.equal(asked, 'metadata.example.net');
  });

  it('stops reading past the size cap', async () => {
    await assert.rejects(get('/big', { maxBytes: 10_000 }), /larger than 10 kB/);
  });
});
