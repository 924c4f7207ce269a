import type { ReadModels } from '../engine/read-models.ts';
import type { ReviewDoc } from '../reviews.ts';
import type { AccountDoc } from './accounts.ts';

/** A listing's visible reviews, newest first, with their authors' names. */
export async function reviewsOf(rm: ReadModels, listingId: number, limit = 50) {
  const r = await (await rm.collection<ReviewDoc>('reviews')).find({ where: { listing_id: listingId, hidden: false }, sort: [['created_at', 'desc']], limit });
  const authors = await (await rm.collection<AccountDoc>('accounts')).getMany([...new Set(r.items.map((x) => x.account_id))]);
  const nameOf = new Map(authors.map((a) => [a.id, a.name || 'A member']));
  return r.items.map((x) => ({
    author: nameOf.get(x.account_id) ?? 'A member',
    rating: x.rating,
    text: x.text,
    written_at: x.created_at,
    edited: x.updated_at !== x.created_at,
  }));
}

/** Every review of a listing, hidden ones included: the site team's view. */
export async function allReviewsOf(rm: ReadModels, listingId: number) {
  const r = await (await rm.collection<ReviewDoc>('reviews')).find({ where: { listing_id: listingId }, sort: [['created_at', 'desc']] });
  return r.items.map(({ id: _id, ...x }) => x);
}

export async function reviewBy(rm: ReadModels, listingId: number, accountId: string): Promise<ReviewDoc | null> {
  return (await rm.collection<ReviewDoc>('reviews')).get(`${listingId}:${accountId}`);
}
