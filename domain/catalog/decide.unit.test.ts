import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { given } from '../shared/given.ts';
import { type Definition, type InterviewQuestions, changeSiteSettings, defineCategory, defineInterviewQuestion, defineProduct, evolveDefinition, evolveQuestions, initialDefinition, initialQuestions } from './decide.ts';
import type { CatalogEvent, Category, Product } from './events.ts';

const tools: Category = { slug: 'tools', name: 'Tools', description: '', faqs: [], parent: null, attributes: [] };

describe('the catalog', () => {
  it('records a product definition once; the same definition again changes nothing', () => {
    const p: Product = { id: 'launch', name: 'Paid launch', description: '', priceCents: 4900, needsListing: true };
    const products = (history: CatalogEvent[]) => given<Definition<Product>, CatalogEvent>(initialDefinition<Product>, evolveDefinition<Product>, history);
    products([]).when((s) => defineProduct(p, s)).then([{ type: 'ProductDefined', data: p }]);
    products([{ type: 'ProductDefined', data: p }]).when((s) => defineProduct(p, s)).then([]);
  });

  it('refuses a negative price, naming the field', () => {
    given<Definition<Product>, CatalogEvent>(initialDefinition<Product>, evolveDefinition<Product>, [])
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
    assert.throws(() => changeSiteSettings({ name: 'S', purpose: 'Testing', freeQueueMinWeeks: 9, freeQueueMaxWeeks: 8 }, { current: null }), /freeQueueMinWeeks/);
  });

  it('numbers interview questions in order and edits them by id', () => {
    const first: CatalogEvent = { type: 'InterviewQuestionDefined', data: { id: 1, text: 'Why?', position: 1 } };
    given<InterviewQuestions, CatalogEvent>(initialQuestions, evolveQuestions, [])
      .when((s) => defineInterviewQuestion({ text: 'Why?' }, s))
      .then([first]);
    given<InterviewQuestions, CatalogEvent>(initialQuestions, evolveQuestions, [first])
      .when((s) => defineInterviewQuestion({ text: 'How?' }, s))
      .then([{ type: 'InterviewQuestionDefined', data: { id: 2, text: 'How?', position: 2 } }]);
    given<InterviewQuestions, CatalogEvent>(initialQuestions, evolveQuestions, [first]).when((s) => defineInterviewQuestion({ id: 7, text: 'x' }, s)).thenRefuses('not_found');
  });
});
