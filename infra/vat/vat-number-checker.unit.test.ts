import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { vatNumberChecker } from './vat-number-checker.ts';

/** A stand-in for the VIES REST API on loopback: a few numbers it knows, one member state down. */
const asked: string[] = [];
const vies = http.createServer((req, res) => {
  asked.push(req.url ?? '');
  const m = /^\/ms\/([A-Z]{2})\/vat\/(\w+)$/.exec(req.url ?? '');
  if (!m) return res.writeHead(404).end();
  res.writeHead(200, { 'content-type': 'application/json' });
  if (m[1] === 'IT') return res.end(JSON.stringify({ isValid: false, userError: 'MS_UNAVAILABLE' }));
  const known = new Set(['FR40303265045', 'BE0411905847', 'DE136695976']);
  res.end(JSON.stringify({ isValid: known.has(`${m[1]}${m[2]}`), userError: known.has(`${m[1]}${m[2]}`) ? 'VALID' : 'INVALID' }));
});
let base = '';
before(async () => {
  await new Promise<void>((r) => vies.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(vies.address() as AddressInfo).port}`;
});
after(() => new Promise<void>((r) => vies.close(() => r())));

describe('checking a VAT number', () => {
  it('refuses a number whose check digits do not add up, without asking VIES', async () => {
    const r = await vatNumberChecker({ viesUrl: base }).check('BE0411905848');
    assert.deepEqual([r.valid, r.source, r.country], [false, 'checksum', 'BE']);
    assert.match(r.reason ?? '', /check digits/);
    assert.equal(asked.length, 0);
  });

  it('asks VIES about a well-formed number, once a day', async () => {
    const checker = vatNumberChecker({ viesUrl: base });
    const r = await checker.check('fr 40 303 265 045');
    assert.deepEqual([r.number, r.valid, r.source, r.country], ['FR40303265045', true, 'vies', 'FR']);
    await checker.check('FR40303265045');
    assert.equal(asked.filter((u) => u.includes('303265045')).length, 1, 'the second answer came from the cache');
  });

  it('reports a number VIES does not know as not valid, and a member state that is down as unconfirmed', async () => {
    const checker = vatNumberChecker({ viesUrl: base });
    const unknown = await checker.check('DE129273398'); // well formed, not registered here
    assert.deepEqual([unknown.valid, unknown.source], [false, 'vies']);
    const down = await checker.check('IT00743110157');
    assert.deepEqual([down.valid, down.source], [false, 'vies-unavailable']);
    const unreachable = await vatNumberChecker({ viesUrl: 'http://127.0.0.1:9', timeoutMs: 500 }).check('FR40303265045');
    assert.equal(unreachable.source, 'vies-unavailable');
  });

  it('accepts a well-formed number on its check digits when no VIES is configured', async () => {
    const r = await vatNumberChecker({ viesUrl: null }).check('DE136695976');
    assert.deepEqual([r.valid, r.source], [true, 'checksum']);
  });
});
