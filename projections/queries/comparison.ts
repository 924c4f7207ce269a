import { isProfileField } from '../../domain/listing/profile.ts';
import type { ReadModels } from '../engine/read-models.ts';
import type { ListingDoc } from '../listing-doc.ts';
import { listingSummary, publishedStatus } from '../listing-search.ts';
import { offsetOf, type Page, paged } from './pagination.ts';

async function liveBySlug(rm: ReadModels, slug: string): Promise<ListingDoc | null> {
  const l = (await (await rm.collection<ListingDoc>('listings')).find({ where: { slug }, limit: 1 })).items[0];
  return l && l.status === 'live' && !l.hidden ? l : null;
}

export async function publicListing(rm: ReadModels, slug: string): Promise<ListingDoc | null> {
  const l = (await (await rm.collection<ListingDoc>('listings')).find({ where: { slug }, limit: 1 })).items[0];
  return l && publishedStatus(l) ? l : null;
}

/**
 * A listing its badge may point at: published, or queued on the free plan and waiting for that
 * very badge (its page must answer before the owner can put the link up).
 */
export async function badgeListing(rm: ReadModels, slug: string): Promise<ListingDoc | null> {
  const l = (await (await rm.collection<ListingDoc>('listings')).find({ where: { slug }, limit: 1 })).items[0];
  return l && (publishedStatus(l) || (l.status === 'awaiting_badge' && !l.hidden)) ? l : null;
}

/** Owner-approved alternatives first, then other live listings of the same primary category by votes. */
export async function alternatives(rm: ReadModels, slug: string, page: Page) {
  const l = await publicListing(rm, slug);
  return l ? alternativesOf(rm, l, page) : null;
}

/** The same, for a listing already read. */
export async function alternativesOf(rm: ReadModels, l: ListingDoc, page: Page) {
  const listings = await rm.collection<ListingDoc>('listings');
  const approved = (await listings.find({ where: { slug: { in: l.approved_alternatives }, status: 'live', hidden: false } })).items;
  approved.sort((a, b) => l.approved_alternatives.indexOf(a.slug) - l.approved_alternatives.indexOf(b.slug));
  const exclude = new Set([l.slug, ...approved.map((a) => a.slug)]);
  const primary = l.categories[0];
  const same = primary
    ? (await listings.find({ where: { status: 'live', hidden: false, categories: { contains: primary } }, sort: [['votes', 'desc']] })).items.filter(
        (o) => !exclude.has(o.slug),
      )
    : [];
  const all = [...approved.map((a) => ({ ...listingSummary(a), approved: true })), ...same.map((o) => ({ ...listingSummary(o), approved: false }))];
  return paged(all.slice(offsetOf(page), offsetOf(page) + page.perPage), all.length, page);
}

type CategoryDoc = { id: string; slug: string; attributes: string[] };

/** What a listing says for an attribute: any profile fact, or a figure of the directory's own. */
function attributeValue(l: ListingDoc, attribute: string): string | number | string[] | null | undefined {
  if (attribute === 'votes') return l.votes;
  if (attribute === 'domain_rating') return l.domain_rating;
  if (!isProfileField(attribute)) return undefined;
  const value = l[attribute];
  return Array.isArray(value) && value.length === 0 ? undefined : value;
}
const comparable = (attribute: string) => attribute === 'votes' || attribute === 'domain_rating' || isProfileField(attribute);

/** Two live listings side by side by the attributes of their primary categories; null where a listing does not state it. */
export async function compare(rm: ReadModels, a: string, b: string) {
  const [la, lb] = await Promise.all([liveBySlug(rm, a), liveBySlug(rm, b)]);
  if (!la || !lb) return { missing: !la ? a : b } as const;
  const categories = await (await rm.collection<CategoryDoc>('categories')).getMany([la.categories[0], lb.categories[0]].filter(Boolean));
  const attributes = [...new Set(['votes', ...categories.flatMap((c) => c.attributes), 'domain_rating'])].filter(comparable);
  const cell = (l: ListingDoc, attr: string) => attributeValue(l, attr) ?? null;
  return {
    a: listingSummary(la),
    b: listingSummary(lb),
    shared_categories: la.categories.filter((c) => lb.categories.includes(c)),
    rows: attributes.map((attribute) => ({ attribute, a: cell(la, attribute), b: cell(lb, attribute) })),
  };
}
