import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isPublicAddress, literalAddress } from './address-guard.ts';

describe('the crawler address guard', () => {
  it('refuses loopback, private, link-local, metadata and reserved IPv4', () => {
    for (const a of [
      '127.0.0.1',
      '127.8.9.10',
      '10.0.0.1',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '198.18.0.1',
    ])
      assert.equal(isPublicAddress(a), false, a);
  });
  it('refuses the IPv6 forms: loopback, unique local, link-local, IPv4-mapped and translated', () => {
    for (const a of [
      '::1',
      '::',
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:169.254.169.254',
      '::ffff:10.0.0.1',
      '64:ff9b::a9fe:a9fe',
      '2002:7f00:1::',
      'ff02::1',
      '2001:db8::1',
    ])
      assert.equal(isPublicAddress(a), false, a);
  });
  it('allows public unicast addresses', () => {
    for (const a of ['93.184.216.34', '1.1.1.1', '172.32.0.1', '2606:4700:4700::1111', '::ffff:93.184.216.34']) assert.equal(isPublicAddress(a), true, a);
  });
  it('sees through decimal, octal and hex host forms, as URLs parse them', () => {
    for (const host of [
      'http://2130706433/',
      'http://0177.0.0.1/',
      'http://0x7f.0.0.1/',
      'http://127.1/',
      'http://[::ffff:127.0.0.1]/',
      'http://0251.0376.0251.0376/',
    ]) {
      const literal = literalAddress(new URL(host).hostname);
      assert.ok(literal, host);
      assert.equal(isPublicAddress(literal), false, `${host} -> ${literal}`);
    }
    assert.equal(literalAddress('example.test'), null);
  });
});
