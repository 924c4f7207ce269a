import { siteSettingsOf } from '../../domain/catalog/decide.ts';
import type { ReadModels } from '../engine/read-models.ts';

export type SiteDoc = {
  id: string;
  name: string;
  purpose: string;
  free_queue_weeks: { min: number; max: number };
  free_weekly_capacity?: number;
  paid_weekly_capacity?: number;
  featured_weekly_capacity?: number;
  seller_country?: string;
};

export async function siteSettings(rm: ReadModels): Promise<SiteDoc | null> {
  return (await rm.collection<SiteDoc>('site')).get('site');
}

/** The free queue's rules in force (the defaults until the site team sets them). */
export async function freeQueueRules(rm: ReadModels) {
  const doc = await siteSettings(rm);
  return siteSettingsOf({
    ...(doc?.free_queue_weeks ? { freeQueueMinWeeks: doc.free_queue_weeks.min, freeQueueMaxWeeks: doc.free_queue_weeks.max } : {}),
    ...(doc?.free_weekly_capacity !== undefined ? { freeWeeklyCapacity: doc.free_weekly_capacity } : {}),
  });
}

export type ProductDoc = {
  id: string;
  product: string;
  name: string;
  description: string;
  price_cents: number;
  currency: 'USD';
  vat_included: false;
  needs_listing: boolean;
};

export async function listProducts(rm: ReadModels) {
  const products = await rm.collection<ProductDoc>('products');
  const { items } = await products.find({ sort: [['price_cents', 'asc']] });
  return items.map(({ id: _id, ...p }) => p);
}
