import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { digestPage } from '../page-digest.ts';

const page = (head: string, body: string) => digestPage('https://acme.test/', `<html><head>${head}</head><body>${body}</body></html>`);

describe('characters that show nothing', () => {
  it('given soft hyphens and a zero-width space in the title and a heading, then the words read as shown', () => {
    const p = page('<title>Zahn&shy;arzt&shy;praxis Dr. Roe &#8203;| Acme&#xAD;soft</title>', '<h1>Praxis\u00adsoftware\u200b that works</h1>');
    assert.equal(p.title, 'Zahnarztpraxis Dr. Roe | Acmesoft');
    assert.deepEqual(
      p.lines?.map((l) => l.text),
      ['Praxissoftware that works'],
    );
  });

  it("given a word joiner, a byte-order mark and direction marks in a meta description and an image's alt, then neither holds them", () => {
    const p = page('<meta name="description" content="Dental&#8288;software &lrm;for\uFEFF clinics">', '<img src="/logo.png" alt="Acme&rlm;soft logo">');
    assert.equal(p.meta.description, 'Dentalsoftware for clinics');
    assert.equal(p.images?.[0]?.alt, 'Acmesoft logo');
  });

  it('given the joiners that shape letters and emoji, then they stay', () => {
    const p = page('<title>\u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645 👩\u200d💻</title>', '');
    assert.equal(p.title, '\u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645 👩\u200d💻');
  });
});
