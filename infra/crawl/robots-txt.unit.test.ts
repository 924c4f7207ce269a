import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isAllowed, normalizePath, parseRobotsTxt, productToken, ROBOTS_MAX_BYTES } from './robots-txt.ts';

const site = 'https://www.example.com';
const allows = (body: string, path: string, agent = 'LaunchDirectoryBot/1.0 (+https://launch.test/bot)') =>
  isAllowed(parseRobotsTxt(body), `${site}${path}`, agent);

// The example file of RFC 9309 section 5.1, with the outcomes its text describes.
const RFC_EXAMPLE = `User-Agent: *
Disallow: *.gif$
Disallow: /example/
Allow: /publications/

User-Agent: foobot
Disallow:/
Allow:/example/page.html
Allow:/example/allowed.gif

User-Agent: barbot
User-Agent: bazbot
Disallow: /example/page.html

User-Agent: quxbot

EOF`;

describe('robots.txt as RFC 9309 reads it', () => {
  it('applies the group of the product token, case-insensitively, else the * group', () => {
    assert.equal(allows(RFC_EXAMPLE, '/example/page.html', 'FooBot/2.1'), true, 'foobot: allowed by the longer allow');
    assert.equal(allows(RFC_EXAMPLE, '/example/allowed.gif', 'foobot'), true);
    assert.equal(allows(RFC_EXAMPLE, '/other', 'foobot'), false, 'foobot: Disallow: /');
    assert.equal(allows(RFC_EXAMPLE, '/example/page.html', 'barbot'), false, 'a group of several user-agent lines');
    assert.equal(allows(RFC_EXAMPLE, '/example/page.html', 'BAZBOT'), false);
    assert.equal(allows(RFC_EXAMPLE, '/example/other.html', 'bazbot'), true);
    assert.equal(allows(RFC_EXAMPLE, '/example/page.html', 'quxbot'), true, 'an empty group allows everything');
    assert.equal(allows(RFC_EXAMPLE, '/example/page.html', 'otherbot'), false, '* : Disallow: /example/');
    assert.equal(allows(RFC_EXAMPLE, '/publications/x', 'otherbot'), true);
    assert.equal(allows(RFC_EXAMPLE, '/images/a.gif', 'otherbot'), false, '*.gif$');
    assert.equal(allows(RFC_EXAMPLE, '/images/a.gif?x=1', 'otherbot'), true, '$ anchors at the end of path and query');
  });

  it('takes the product token up to the first space or slash', () => {
    assert.equal(productToken('LaunchDirectoryBot/1.0 (+https://launch.test/bot)'), 'launchdirectorybot');
    assert.equal(allows('User-agent: launchdirectorybot extra words\nDisallow: /private', '/private/x'), false);
  });

  it('merges the groups that name the same product token', () => {
    const body = 'User-agent: LaunchDirectoryBot\nDisallow: /a\n\nUser-agent: *\nDisallow: /\n\nUser-agent: launchdirectorybot\nDisallow: /b\n';
    assert.equal(allows(body, '/a'), false);
    assert.equal(allows(body, '/b'), false);
    assert.equal(allows(body, '/c'), true, 'the * group does not apply once a group names us');
  });

  it('lets the most specific rule win, and allow win a tie (section 5.2)', () => {
    const body = 'User-Agent: foobot\nAllow: /example/page/\nDisallow: /example/page/disallowed.gif\n';
    assert.equal(allows(body, '/example/page/', 'foobot'), true);
    assert.equal(allows(body, '/example/page/disallowed.gif', 'foobot'), false);
    assert.equal(allows('User-agent: *\nDisallow: /folder\nAllow: /folder\n', '/folder/page'), true, 'equal lengths: allow');
    assert.equal(allows('User-agent: *\nDisallow: /page\nAllow: /*.html\n', '/page.html'), true, 'the longer pattern');
  });

  it('matches * anywhere and $ at the end', () => {
    const body = 'User-agent: *\nDisallow: /*/private/*.pdf$\nDisallow: /fish*\n';
    assert.equal(allows(body, '/a/private/b.pdf'), false);
    assert.equal(allows(body, '/a/private/b.pdf.html'), true);
    assert.equal(allows(body, '/fishheads/yummy.html'), false);
    assert.equal(allows(body, '/Fish.asp'), true, 'paths are case-sensitive');
  });

  it('compares paths after percent-encoding both alike (section 2.2.2)', () => {
    assert.equal(normalizePath('/foo/bar?baz=quz'), '/foo/bar?baz=quz');
    assert.equal(normalizePath('/foo/bar/ツ'), '/foo/bar/%E3%83%84');
    assert.equal(normalizePath('/foo/bar/%E3%83%84'), '/foo/bar/%E3%83%84');
    assert.equal(normalizePath('/foo/bar/%62%61%7A'), '/foo/bar/baz');
    assert.equal(normalizePath('/a%2fb'), '/a%2Fb', 'reserved characters stay escaped, with upper-case hex');
    assert.equal(allows('User-agent: *\nDisallow: /foo/bar/ツ\n', '/foo/bar/%E3%83%84'), false, 'a UTF-8 pattern matches the encoded URL');
    assert.equal(allows('User-agent: *\nDisallow: /foo/bar/%E3%83%84\n', '/foo/bar/ツ'), false, 'an encoded pattern matches the UTF-8 URL');
    assert.equal(allows('User-agent: *\nDisallow: /foo/bar/baz\n', '/foo/bar/%62%61%7A'), false, 'an escaped unreserved character is the character');
    assert.equal(allows('User-agent: *\nDisallow: /foo/%62ar\n', '/foo/bar'), false);
    assert.equal(allows('User-agent: *\nDisallow: /a%2Fb\n', '/a/b'), true, 'an escaped slash is not a slash');
    assert.equal(allows('User-agent: *\nDisallow: /price%24\n', '/price$'), false, 'an escaped $ is a literal dollar');
  });

  it('always allows /robots.txt, ignores empty disallows, comments and rules before any group', () => {
    assert.equal(allows('User-agent: *\nDisallow: /\n', '/robots.txt'), true);
    assert.equal(allows('User-agent: *\nDisallow:\n', '/anything'), true);
    assert.equal(allows('Disallow: /\nUser-agent: *\nAllow: /x # a comment\n', '/y'), true);
    assert.equal(allows('# all\nUser-agent: * # everyone\nDisallow: /private # secret\n', '/private/1'), false);
    assert.equal(allows('user-AGENT: *\nDISALLOW: /x\n', '/x'), false, 'field names are case-insensitive');
    assert.equal(allows('User-agent: *\nSitemap: https://www.example.com/s.xml\nDisallow: /x\n', '/x'), false, 'a sitemap line does not end the group');
  });

  it('reads /index.html as its directory', () => {
    assert.equal(allows('User-agent: *\nDisallow: /$\n', '/index.html'), false);
    assert.equal(allows('User-agent: *\nDisallow: /docs/$\n', '/docs/index.htm'), false);
    assert.equal(allows('User-agent: *\nDisallow: /docs/$\n', '/docs/intro.html'), true);
  });

  it('parses the first 500 KiB and ignores what follows', () => {
    const filler = `# ${'x'.repeat(1000)}\n`.repeat(Math.ceil(ROBOTS_MAX_BYTES / 1000) + 5);
    assert.equal(allows(`User-agent: *\nDisallow: /early\n${filler}Disallow: /late\n`, '/early'), false);
    assert.equal(allows(`User-agent: *\nDisallow: /early\n${filler}Disallow: /late\n`, '/late'), true);
  });

  it('understands CR, LF and CRLF line ends and a byte order mark', () => {
    assert.equal(allows('\uFEFFUser-agent: *\r\nDisallow: /a\rDisallow: /b\n', '/a'), false);
    assert.equal(allows('\uFEFFUser-agent: *\r\nDisallow: /a\rDisallow: /b\n', '/b'), false);
  });
});
