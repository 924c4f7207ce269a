import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { factPageRank } from './fact-pages.ts';

const rank = (path: string, text = '') => factPageRank(new URL(path, 'https://acme.test'), text);

describe('which same-site pages carry profile facts', () => {
  it('by address, in many languages: about and team first, then pricing, contact and legal notices, FAQs, downloads', () => {
    for (const p of [
      '/about',
      '/about-us/',
      '/o-nas.html',
      '/chi-siamo.html',
      '/quem-somos.html',
      '/qui-sommes-nous.html',
      '/ueber-uns',
      '/over-ons',
      '/meet-the-team.html',
    ])
      assert.equal(rank(p), 0, p);
    for (const p of ['/pricing/', '/preise.html', '/precios', '/tarifs']) assert.equal(rank(p), 1, p);
    for (const p of ['/contact/', '/kontakt.html', '/contato.html', '/impressum.html', '/mentions-legales.html', '/presskit/']) assert.equal(rank(p), 2, p);
    assert.equal(rank('/faq/'), 3);
    assert.equal(rank('/download.html'), 4);
  });

  it("by the link's words when the address says nothing, and by a name that starts with a fact word", () => {
    assert.equal(rank('/p/123', 'Über uns'), 0);
    assert.equal(rank('/x', 'Preguntas frecuentes'), 3);
    assert.equal(rank('/precios-software/'), 1.5);
  });

  it('not any other page', () => {
    assert.equal(rank('/blog/2024/01/hello'), null);
    assert.equal(rank('/products/widget', 'Widget'), null);
  });
});
