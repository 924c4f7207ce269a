import { siteSettingsOf } from '../domain/catalog/decide.ts';
import type { CatalogEvent } from '../domain/catalog/events.ts';
import { projection } from './engine/projection.ts';

/** Site settings, categories, products, interview questions and blog posts, as the public reads them. */
export const catalogProjection = projection<CatalogEvent>()({
  name: 'catalog',
  version: 3,
  collections: {
    site: { indexes: [] },
    categories: { indexes: ['parent', 'name'] },
    products: { indexes: ['price_cents'] },
    interview_questions: { indexes: ['position'] },
    blog_posts: { indexes: ['published_at'] },
  },
  handles: ['SiteSettingsChanged', 'CategoryDefined', 'ProductDefined', 'InterviewQuestionDefined', 'BlogPostPublished'],
  async apply(event, w) {
    switch (event.type) {
      case 'SiteSettingsChanged': {
        const s = event.data;
        w.put('site', {
          id: 'site',
          name: s.name,
          purpose: s.purpose,
          free_queue_weeks: { min: s.freeQueueMinWeeks, max: s.freeQueueMaxWeeks },
          free_weekly_capacity: siteSettingsOf(s).freeWeeklyCapacity,
          paid_weekly_capacity: siteSettingsOf(s).paidWeeklyCapacity,
          featured_weekly_capacity: siteSettingsOf(s).featuredWeeklyCapacity,
          seller_country: siteSettingsOf(s).sellerCountry,
          updated_at: event.metadata.time,
        });
        return;
      }
      case 'CategoryDefined': {
        const c = event.data;
        w.put('categories', { id: c.slug, slug: c.slug, name: c.name, description: c.description, faqs: c.faqs, parent: c.parent, attributes: c.attributes });
        return;
      }
      case 'ProductDefined': {
        const p = event.data;
        w.put('products', {
          id: p.id,
          product: p.id,
          name: p.name,
          description: p.description,
          price_cents: p.priceCents,
          currency: 'USD',
          vat_included: false,
          needs_listing: p.needsListing,
        });
        return;
      }
      case 'InterviewQuestionDefined': {
        const q = event.data;
        w.put('interview_questions', { id: String(q.id), question_id: q.id, question: q.text, position: q.position });
        return;
      }
      case 'BlogPostPublished': {
        const b = event.data;
        w.put('blog_posts', {
          id: b.slug,
          slug: b.slug,
          title: b.title,
          summary: b.summary,
          markdown: b.markdown,
          faqs: b.faqs,
          author: b.author,
          tags: b.tags,
          published_at: b.publishedAt,
        });
        return;
      }
    }
  },
});
