import type { ReadModels } from '../read-models.ts';

export type SiteDoc = { id: string; name: string; purpose: string; free_queue_weeks: { min: number; max: number } };

export async function siteSettings(rm: ReadModels): Promise<SiteDoc | null> {
  return (await rm.collection<SiteDoc>('site')).get('site');
}

export async function listProducts(rm: ReadModels) {
  const products = await rm.collection<{ id: string; price_cents: number }>('products');
  const { items } = await products.find({ sort: [['price_cents', 'asc']] });
  return items.map(({ id: _id, ...p }) => p);
}
