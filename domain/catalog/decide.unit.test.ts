import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { given } from '../shared/given.ts';
import {
  changeSiteSettings,
  DEFAULT_SITE,
  defineCategory,
  defineInterviewQuestion,
  defineProduct,
  evolveQuestions,
  initialQuestions,
  productDefinition,
} from './decide.ts';
import type { Category, InterviewQuestionDefined, Product, ProductDefined, SiteSettings } from './events.ts';

const tools: Category = { slug: 'tools', name: 'Tools', description: '', faqs: [], parent: null, attributes: [] };

describe('the catalog', () => {
  it('when a product is defined, then its definition is recorded', () => {
    const p: Product = { id: 'launch', name: 'Paid launch', description: '', priceCents: 4900, needsListing: true };
    const products = (history: ProductDefined[]) => given(productDefinition.initial, productDefinition.evolve, history);
    products([])
      .when((s) => defineProduct(p, s))
      .then([{ type: 'ProductDefined', data: p }]);
  });

  it('given a product, when the same definition comes again, then nothing is recorded', () => {
    const p: Product = { id: 'launch', name: 'Paid launch', description: '', priceCents: 4900, needsListing: true };
    const products = (history: ProductDefined[]) => given(productDefinition.initial, productDefinition.evolve, history);
    products([{ type: 'ProductDefined', data: p }])
      .when((s) => defineProduct(p, s))
      .then([]);
  });

  it('refuses a negative price, naming the field', () => {
    given(productDefinition.initial, productDefinition.evolve, [])
      .when((s) => defineProduct({ id: 'launch', name: 'L', description: '', priceCents: -1, needsListing: true }, s))
      .thenRefuses('invalid', /priceCents/);
  });

  it('hangs subcategories under a top-level category only', () => {
    const hammers: Category = { ...tools, slug: 'hammers', name: 'Hammers', parent: 'tools' };
    assert.deepEqual(defineCategory(hammers, { current: null }, tools), [{ type: 'CategoryDefined', data: hammers }]);
    assert.throws(() => defineCategory({ ...tools, slug: 'nails', parent: 'hammers' }, { current: null }, hammers), /subcategories/);
    assert.throws(() => defineCategory({ ...tools, slug: 'nails', parent: 'nowhere' }, { current: null }, null), /does not exist/);
    assert.throws(() => defineCategory({ ...tools, parent: 'tools' }, { current: null }, tools), /own parent/);
  });

  it('keeps the free queue window within 6 to 8 weeks as the admin sets it, min before max', () => {
    assert.throws(
      () => changeSiteSettings({ name: 'S', purpose: 'Testing', freeQueueMinWeeks: 9, freeQueueMaxWeeks: 8 }, { current: null }),
      /freeQueueMinWeeks/,
    );
  });

  it('when the first question is defined, then it is number one, first in place', () => {
    const first: InterviewQuestionDefined = { type: 'InterviewQuestionDefined', data: { id: 1, text: 'Why?', position: 1 } };
    given(initialQuestions, evolveQuestions, [])
      .when((s) => defineInterviewQuestion({ text: 'Why?' }, s))
      .then([first]);
  });

  it('given a question, when another is defined, then it is number two, in second place', () => {
    const first: InterviewQuestionDefined = { type: 'InterviewQuestionDefined', data: { id: 1, text: 'Why?', position: 1 } };
    given(initialQuestions, evolveQuestions, [first])
      .when((s) => defineInterviewQuestion({ text: 'How?' }, s))
      .then([{ type: 'InterviewQuestionDefined', data: { id: 2, text: 'How?', position: 2 } }]);
  });

  it('given questions, when an unknown id is edited, then it is not found', () => {
    const first: InterviewQuestionDefined = { type: 'InterviewQuestionDefined', data: { id: 1, text: 'Why?', position: 1 } };
    given(initialQuestions, evolveQuestions, [first])
      .when((s) => defineInterviewQuestion({ id: 7, text: 'x' }, s))
      .thenRefuses('not_found');
  });
});

describe('catalog definitions name only what changes', () => {
  const tools: Category = {
    slug: 'tools',
    name: 'Tools',
    description: 'Things that help',
    faqs: [{ question: 'Q?', answer: 'A.' }],
    parent: null,
    attributes: ['pricing_model'],
  };

  it('keep the description, FAQs and attributes of a category when only its name changes', () => {
    given(
      () => ({ current: tools }),
      (s) => s,
      [],
    )
      .when((s) => defineCategory({ slug: 'tools', name: 'Power tools' }, s, null))
      .then([{ type: 'CategoryDefined', data: { ...tools, name: 'Power tools' } }]);
  });

  it('need a name and a price for a new product', () => {
    given(productDefinition.initial, productDefinition.evolve, [])
      .when((s) => defineProduct({ id: 'featured', name: 'Featured' }, s))
      .thenRefuses('invalid', /priceCents/);
  });

  it('change the free queue window without restating the site name', () => {
    const site = { ...DEFAULT_SITE, name: 'My Directory', purpose: 'Launches' };
    given(
      () => ({ current: site }),
      (s) => s,
      [],
    )
      .when((s) => changeSiteSettings({ freeQueueMaxWeeks: 10 }, s))
      .then([{ type: 'SiteSettingsChanged', data: { ...site, freeQueueMaxWeeks: 10 } }]);
  });

  it('given settings recorded before the free capacity existed, when the capacity is set, then the defaults fill the rest', () => {
    const before = { name: 'My Directory', purpose: 'Launches', freeQueueMinWeeks: 6, freeQueueMaxWeeks: 8 } as SiteSettings;
    given(
      () => ({ current: before }),
      (s) => s,
      [],
    )
      .when((s) => changeSiteSettings({ freeWeeklyCapacity: 3 }, s))
      .then([{ type: 'SiteSettingsChanged', data: { ...DEFAULT_SITE, ...before, freeWeeklyCapacity: 3 } }]);
  });

  it('given settings recorded before the free capacity existed, when a negative capacity is set, then it is refused naming the field', () => {
    const before = { name: 'My Directory', purpose: 'Launches', freeQueueMinWeeks: 6, freeQueueMaxWeeks: 8 } as SiteSettings;
    given(
      () => ({ current: before }),
      (s) => s,
      [],
    )
      .when((s) => changeSiteSettings({ freeWeeklyCapacity: -1 }, s))
      .thenRefuses('invalid', /freeWeeklyCapacity/);
  });
});
