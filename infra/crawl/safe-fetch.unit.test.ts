import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CrawlRefused, hostIsReadable, type Resolver, safeGet } from './safe-fetch.ts';

/** Names that resolve, through an injected resolver, to addresses we must never connect to. */
const resolverTo =
  (address: string, family = 4): Resolver =>
  async () => [{ address, family }];

describe('the guarded fetch', () => {
  for (const address of ['10.1.2.3', '172.20.0.5', '192.168.0.10', '169.254.169.254', '127.0.0.1', '100.100.100.200']) {
    it(`refuses a name that resolves to ${address}, before connecting`, async () => {
      await assert.rejects(
        safeGet('http://site.example.net/', { resolver: resolverTo(address), userAgent: 'test', timeoutMs: 1000 }),
        (e: unknown) => e instanceof CrawlRefused && e.message.includes(address),
      );
    });
  }
  for (const [address, family] of [
    ['fd00::1', 6],
    ['fe80::1', 6],
    ['::ffff:10.0.0.1', 6],
    ['::1', 6],
  ] as const) {
    it(`refuses a name that resolves to ${address}`, async () => {
      await assert.rejects(safeGet('http://site.example.net/', { resolver: resolverTo(address, family), userAgent: 'test', timeoutMs: 1000 }), CrawlRefused);
    });
  }
  it('refuses when any one of the resolved addresses is private (no rebinding between them)', async () => {
    const mixed: Resolver = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '10.0.0.1', family: 4 },
    ];
    await assert.rejects(safeGet('http://site.example.net/', { resolver: mixed, userAgent: 'test', timeoutMs: 1000 }), CrawlRefused);
  });
  for (const url of [
    'http://2130706433/',
    'http://0177.0.0.1/',
    'http://0x7f000001/',
    'http://[::ffff:7f00:1]/',
    'http://0xa9.0xfe.0xa9.0xfe/',
    'http://012.0.0.1/',
  ]) {
    it(`refuses the literal address ${url}`, async () => {
      let asked = false;
      const resolver: Resolver = async () => {
        asked = true;
        return [];
      };
      await assert.rejects(safeGet(url, { resolver, userAgent: 'test', timeoutMs: 1000 }), CrawlRefused);
      assert.equal(asked, false);
    });
  }
  for (const host of ['pipewright.test', 'nothing.invalid', 'docs.example', 'printer.local', 'box.home.arpa', 'localhost']) {
    it(`refuses the special-use name ${host} without asking DNS`, async () => {
      let asked = false;
      const resolver: Resolver = async () => {
        asked = true;
        return [{ address: '93.184.216.34', family: 4 }];
      };
      await assert.rejects(safeGet(`https://${host}/`, { resolver, userAgent: 'test', timeoutMs: 1000 }), /special-use name/);
      assert.equal(asked, false);
    });
  }

  it('refuses other schemes', async () => {
    await assert.rejects(safeGet('file:///etc/passwd', { userAgent: 'test' }), /only http and https/);
  });
});

describe('the guard for fetches made by libraries (OAuth client metadata documents)', () => {
  it('reads public hosts only, unless allowed', async () => {
    assert.equal(await hostIsReadable('https://client.example.com/meta.json', { resolver: resolverTo('93.184.216.34') }), true);
    assert.equal(await hostIsReadable('https://client.example.com/meta.json', { resolver: resolverTo('10.0.0.8') }), false);
    assert.equal(await hostIsReadable('https://client.test/meta.json', { resolver: resolverTo('93.184.216.34') }), false);
    assert.equal(await hostIsReadable('https://127.0.0.1/meta.json'), false);
    assert.equal(await hostIsReadable('https://127.0.0.1/meta.json', { allowHosts: ['127.0.0.1'] }), true);
    assert.equal(await hostIsReadable('ftp://client.test/'), false);
  });
});
