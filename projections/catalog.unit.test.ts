import { describe, it } from 'node:test';
import type { CatalogEvent } from '../domain/catalog/events.ts';
import { catalogProjection } from './catalog.ts';
import { givenEvents } from './engine/given-events.ts';

describe('the catalog projection', () => {
  it('when the site settings change, then the site document says so, capacities and window included', async () => {
    const changed: CatalogEvent = {
      type: 'SiteSettingsChanged',
      data: {
        name: 'Launch Directory',
        purpose: 'Products, launched weekly',
        freeQueueMinWeeks: 2,
        freeQueueMaxWeeks: 8,
        freeWeeklyCapacity: 10,
        paidWeeklyCapacity: 5,
        featuredWeeklyCapacity: 3,
        sellerCountry: 'IE',
      },
    };
    await givenEvents(catalogProjection, [])
      .when(changed)
      .then({
        site: {
          site: {
            name: 'Launch Directory',
            free_queue_weeks: { min: 2, max: 8 },
            free_weekly_capacity: 10,
            paid_weekly_capacity: 5,
            featured_weekly_capacity: 3,
            seller_country: 'IE',
          },
        },
      });
  });

  it('when a category is defined, then it is kept by its slug, under its parent', async () => {
    const defined: CatalogEvent = {
      type: 'CategoryDefined',
      data: { slug: 'invoicing', name: 'Invoicing', description: 'Send and chase invoices', faqs: [], parent: 'finance', attributes: ['price'] },
    };
    await givenEvents(catalogProjection, [])
      .when(defined)
      .then({ categories: { invoicing: { name: 'Invoicing', parent: 'finance', attributes: ['price'] } } });
  });

  it('when a product is defined, then its price is kept in cents, VAT excluded', async () => {
    const defined: CatalogEvent = {
      type: 'ProductDefined',
      data: { id: 'launch', name: 'Launch', description: 'Pick your week', priceCents: 4900, needsListing: true },
    };
    await givenEvents(catalogProjection, [])
      .when(defined)
      .then({ products: { launch: { price_cents: 4900, currency: 'USD', vat_included: false, needs_listing: true } } });
  });

  it('when an interview question is defined, then it is kept in its place', async () => {
    await givenEvents(catalogProjection, [])
      .when({ type: 'InterviewQuestionDefined', data: { id: 3, text: 'Why now?', position: 2 } })
      .then({ interview_questions: { '3': { question_id: 3, question: 'Why now?', position: 2 } } });
  });

  it('when a blog post is published, then it is kept by its slug with its date', async () => {
    const published: CatalogEvent = {
      type: 'BlogPostPublished',
      data: {
        slug: 'week-1',
        title: 'Week 1',
        summary: 's',
        markdown: '# Hi',
        faqs: [],
        author: 'Team',
        tags: ['weekly'],
        publishedAt: '2026-11-16T09:00:00.000Z',
      },
    };
    await givenEvents(catalogProjection, [])
      .when(published)
      .then({ blog_posts: { 'week-1': { title: 'Week 1', published_at: '2026-11-16T09:00:00.000Z', tags: ['weekly'] } } });
  });
});
