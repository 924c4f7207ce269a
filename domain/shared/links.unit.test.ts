import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { emailAddress, webLink } from './links.ts';

describe('the link rule', () => {
  it('keeps an absolute http(s) link, normalized', () => {
    assert.deepEqual(webLink('  HTTPS://Example.COM/a '), { ok: true, value: 'https://example.com/a' });
  });

  it('refuses script and data schemes in any case and behind spaces or control characters', () => {
    for (const link of ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', '\u0001javascript:alert(1)', 'data:text/html,x', 'vbscript:x', 'java\tscript:x'])
      assert.equal(webLink(link).ok, false, JSON.stringify(link));
  });

  it('refuses a link that would break out of an attribute or hide its direction', () => {
    for (const link of ['https://a.test/"><img src=x>', "https://a.test/'x", 'https://a.test/<b>', 'https://a.test/\u202Eexe', 'https://a.test/a b'])
      assert.equal(webLink(link).ok, false, JSON.stringify(link));
  });

  it('refuses credentials, scheme-relative links and links past the bound', () => {
    assert.equal(webLink('https://user:pw@a.test/').ok, false);
    assert.equal(webLink('//a.test/').ok, false);
    assert.equal(webLink(`https://a.test/${'x'.repeat(500)}`, 500).ok, false);
  });
});

describe('the address rule', () => {
  it('keeps an address, trimmed', () => {
    assert.deepEqual(emailAddress(' hello@acme.test '), { ok: true, value: 'hello@acme.test' });
  });

  it('refuses markup, header breaks and things that are not addresses', () => {
    for (const email of ['"><img src=x>@a.test', 'a@b.test\r\nBcc: c@d.test', 'no-at-sign', 'mailto:a@b.test', "o'neil@a.test"])
      assert.equal(emailAddress(email).ok, false, JSON.stringify(email));
  });
});
