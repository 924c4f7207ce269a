import { isEuCountry } from '../order/eu-vat-rates.ts';
import { DomainError, type FieldIssue } from '../shared/errors.ts';
import { isSlug } from '../shared/slug.ts';
import type { BlogPost, Category, Faq, Product, SiteSettings } from './events.ts';

/** Validation of admin input; each problem names its field. */
class Issues {
  readonly list: FieldIssue[] = [];
  text(field: string, value: unknown, max: number, required = true) {
    if (typeof value !== 'string') this.list.push({ field, message: 'must be a string' });
    else if (required && value.trim().length === 0) this.list.push({ field, message: 'must not be empty' });
    else if (value.length > max) this.list.push({ field, message: `must be at most ${max} characters` });
  }
  slug(field: string, value: unknown) {
    if (typeof value !== 'string' || !isSlug(value)) this.list.push({ field, message: 'must match ^[a-z0-9][a-z0-9-]{0,219}$' });
  }
  faqs(field: string, faqs: Faq[]) {
    if (!Array.isArray(faqs)) return this.list.push({ field, message: 'must be an array' });
    if (faqs.length > 10) this.list.push({ field, message: 'at most 10 FAQs' });
    faqs.forEach((f, i) => {
      this.text(`${field}[${i}].question`, f?.question, 300);
      this.text(`${field}[${i}].answer`, f?.answer, 1500);
    });
  }
  int(field: string, value: unknown, min: number, max: number) {
    if (!Number.isInteger(value) || (value as number) < min || (value as number) > max)
      this.list.push({ field, message: `must be an integer from ${min} to ${max}` });
  }
  done() {
    if (this.list.length > 0) throw new DomainError('invalid', this.list.map((i) => `${i.field}: ${i.message}`).join('; '), this.list);
  }
}

export function checkSiteSettings(s: SiteSettings) {
  const v = new Issues();
  v.text('name', s.name, 120);
  v.text('purpose', s.purpose, 500);
  v.int('freeQueueMinWeeks', s.freeQueueMinWeeks, 1, 52);
  v.int('freeQueueMaxWeeks', s.freeQueueMaxWeeks, 1, 52);
  v.int('freeWeeklyCapacity', s.freeWeeklyCapacity, 0, 10_000);
  v.int('paidWeeklyCapacity', s.paidWeeklyCapacity, 0, 10_000);
  v.int('featuredWeeklyCapacity', s.featuredWeeklyCapacity, 0, 1000);
  if (!isEuCountry(s.sellerCountry ?? '') || s.sellerCountry !== s.sellerCountry.toUpperCase())
    v.list.push({ field: 'sellerCountry', message: 'must be the upper-case ISO code of an EU member state (the VAT rules assume an EU seller)' });
  if (v.list.length === 0 && s.freeQueueMinWeeks > s.freeQueueMaxWeeks)
    v.list.push({ field: 'freeQueueMinWeeks', message: 'must not exceed freeQueueMaxWeeks' });
  v.done();
}

export function checkCategory(c: Category) {
  const v = new Issues();
  v.slug('slug', c.slug);
  v.text('name', c.name, 200);
  v.text('description', c.description, 5000, false);
  v.faqs('faqs', c.faqs);
  if (c.parent !== null) v.slug('parent', c.parent);
  if (c.parent === c.slug) v.list.push({ field: 'parent', message: 'a category cannot be its own parent' });
  if (!Array.isArray(c.attributes) || c.attributes.length > 20) v.list.push({ field: 'attributes', message: 'at most 20 attributes' });
  v.done();
}

export function checkProduct(p: Product) {
  const v = new Issues();
  v.slug('id', p.id);
  v.text('name', p.name, 200);
  v.text('description', p.description, 2000, false);
  v.int('priceCents', p.priceCents, 0, 100_000_000);
  if (typeof p.needsListing !== 'boolean') v.list.push({ field: 'needsListing', message: 'must be a boolean' });
  v.done();
}

export function checkQuestion(text: string) {
  const v = new Issues();
  v.text('text', text, 500);
  v.done();
}

export function checkBlogPost(p: BlogPost) {
  const v = new Issues();
  v.slug('slug', p.slug);
  v.text('title', p.title, 200);
  v.text('summary', p.summary, 500, false);
  v.text('markdown', p.markdown, 200_000);
  v.text('author', p.author, 160);
  v.faqs('faqs', p.faqs);
  if (Number.isNaN(Date.parse(p.publishedAt))) v.list.push({ field: 'publishedAt', message: 'must be an ISO date-time' });
  v.done();
}
