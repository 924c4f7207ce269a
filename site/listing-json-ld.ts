import type { CommentThread, PublicProfile, ShownComment } from '../projections/queries/index.ts';
import { plain, type SafeHtml } from './kit/html.ts';
import { faqPageLd, jsonLd } from './kit/json-ld.ts';

/** A shown comment as schema.org's Comment (removed ones and those waiting for the site team are left out). */
const commentLd = (c: ShownComment) =>
  c.state === 'shown' && c.author && c.text
    ? [{ '@type': 'Comment', text: c.text, dateCreated: c.posted_at, author: { '@type': 'Person', name: c.author.name } }]
    : [];

/** The structured data of a listing page: the product with its shown comments, and its FAQs when it has some. */
export function listingJsonLd(p: PublicProfile, url: string, comments: CommentThread[] = []): SafeHtml[] {
  const app: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: plain(p.name),
    url: p.url,
    mainEntityOfPage: url,
    ...(p.tagline || p.summary ? { description: plain(p.summary ?? p.tagline ?? '') } : {}),
    ...(p.categories[0] ? { applicationCategory: p.categories[0].name } : {}),
    ...(p.community_rating.count && p.community_rating.average
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: p.community_rating.average,
            ratingCount: p.community_rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    ...(p.comment_count ? { commentCount: p.comment_count } : {}),
    ...(comments.length ? { comment: comments.flatMap((t) => [t, ...t.replies]).flatMap(commentLd) } : {}),
  };
  const blocks = [jsonLd(app)];
  if (p.faqs.length) blocks.push(faqPageLd(p.faqs));
  return blocks;
}
