import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { suggestCategories } from './category-suggestions.ts';
import type { PageDigest } from './page.ts';

const page = (over: Partial<PageDigest>): PageDigest => ({
  url: 'https://billfold.test/',
  title: '',
  text: '',
  meta: {},
  structured: {},
  headings: [],
  paragraphs: [],
  lists: [],
  links: [],
  faqs: [],
  ...over,
});
const categories = [
  { slug: 'finance', name: 'Finance', description: 'Money, invoicing, accounting and payments.', parent: null },
  { slug: 'invoicing', name: 'Invoicing', description: 'Quotes, invoices and getting paid.', parent: 'finance' },
  { slug: 'sleep', name: 'Sleep', description: 'Sleep tracking and better rest.', parent: 'health' },
];

describe('category suggestions from the site', () => {
  it("suggest a category whose words the site's own sentence uses, with that sentence", () => {
    const suggested = suggestCategories([page({ title: 'Billfold', headings: ['Send invoices and quotes, and get paid faster.'] })], categories);
    assert.deepEqual(suggested[0], {
      slug: 'invoicing',
      name: 'Invoicing',
      quote: 'Send invoices and quotes, and get paid faster.',
      url: 'https://billfold.test/',
    });
  });

  it('suggest nothing from a single stray word', () => {
    assert.deepEqual(suggestCategories([page({ paragraphs: ['Our reports will not put you to sleep at night.'] })], categories), []);
  });

  it('suggest at most three, most supported first', () => {
    const many = Array.from({ length: 5 }, (_, i) => ({ slug: `c${i}`, name: `Widget Board ${i}`, description: 'Widget boards for teams.', parent: null }));
    assert.equal(suggestCategories([page({ headings: ['Widget boards that every widget team loves.'] })], many).length, 3);
  });
});
