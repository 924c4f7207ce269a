import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { digestPage } from '../../crawl/page-digest.ts';
import { descriptionOf } from './description.ts';

const page = (path: string, body: string) => digestPage(`https://acme.test${path}`, `<html><head><title>Acme</title></head><body>${body}</body></html>`);
const described = (...pages: ReturnType<typeof page>[]) => descriptionOf(pages)?.value ?? null;

describe("the product's description", () => {
  it('given a homepage whose paragraphs are lorem ipsum, then none of them', () => {
    assert.equal(
      described(
        page('/', '<main><p>Lorem ipsum dolor sit amet, consetetur sadipscing elitr, sed diam nonumy eirmod tempor invidunt ut labore et dolore.</p></main>'),
      ),
      null,
    );
  });

  it("given a template's Latin filler cut mid-sentence ('Phasellus vel elit efficitur, gravida libero sit amet, …'), then not it", () => {
    assert.equal(
      described(page('/', '<main><p>Phasellus vel elit efficitur, gravida libero sit amet, scelerisque tortor arcu, commodo sit amet nulla sed.</p></main>')),
      null,
    );
  });

  it("given a price list's footnote on the pricing page ('Alle Preise verstehen sich zzgl. gesetzlicher MwSt.', 'All prices exclude VAT'), then not it", () => {
    for (const note of [
      'Alle Preise verstehen sich zzgl. gesetzlicher MwSt. * Offsite-Speicherplatz in den Niederlanden (Den Haag)',
      'All prices exclude VAT and are billed in advance for the whole term you choose at checkout.',
      'Tous les prix sont indiqués hors TVA et facturés au début de chaque période de votre abonnement.',
    ])
      assert.equal(described(page('/', '<main><h1>Acme</h1></main>'), page('/preise.html', `<main><p>${note}</p></main>`)), null, note);
  });

  it('given a paragraph that says what the product does, then that paragraph, with the page it was read on', () => {
    const about = page('/about', '<main><p>Acme keeps every invoice, receipt and contract of a small business in one searchable place.</p></main>');
    assert.deepEqual(descriptionOf([page('/', '<main><h1>Acme</h1></main>'), about]), {
      value: 'Acme keeps every invoice, receipt and contract of a small business in one searchable place.',
      quotes: ['Acme keeps every invoice, receipt and contract of a small business in one searchable place.'],
      url: 'https://acme.test/about',
    });
  });
});
