import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { blogInput, faqText, parseFaqs, productInput, settingsInput } from './catalog-forms.ts';

describe('the console forms, read into actions', () => {
  it('given FAQs typed as Q: blocks, when read, then each is a question and its answer', () => {
    assert.deepEqual(parseFaqs('Q: Is it free?\nYes.\n\nQ: Who makes it?\nA: Ann\r\n'), [
      { question: 'Is it free?', answer: 'Yes.' },
      { question: 'Who makes it?', answer: 'Ann' },
    ]);
  });

  it('given FAQs, when written as text and read back, then they are the same', () => {
    const faqs = [{ question: 'Why?', answer: 'Because.\nTwo lines.' }];
    assert.deepEqual(parseFaqs(faqText(faqs)), faqs);
  });

  it('given a price in dollars, when read, then the action gets cents', () => {
    assert.equal(productInput({ id: 'launch', name: 'Launch', price: '49.50' }).priceCents, 4950);
  });

  it('given a price that is not an amount, when read, then the action gets the text as typed, for its declaration to refuse', () => {
    assert.equal(productInput({ id: 'launch', price: '49,5' }).priceCents, '49,5');
  });

  it('given empty capacity fields, when read, then they are left out (the settings keep their values)', () => {
    const input = settingsInput({ name: 'Site', freeWeeklyCapacity: '', sellerCountry: 'de' });
    assert.equal(input.freeWeeklyCapacity, undefined);
    assert.equal(input.sellerCountry, 'DE');
  });

  it('given a post with a date, when read, then it is published at that day’s start in UTC', () => {
    assert.equal(blogInput({ slug: 's', title: 't', publishedAt: '2026-11-02' }).publishedAt, '2026-11-02T00:00:00.000Z');
  });

  it('given no body at all, when read, then every field is empty rather than an error', () => {
    assert.equal(blogInput({}).markdown, '');
  });
});
