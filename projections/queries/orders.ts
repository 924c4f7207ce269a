import type { ReadModels } from '../engine/read-models.ts';
import type { OrderDoc } from '../orders.ts';
import { offsetOf, type Page, paged } from './pagination.ts';

export async function orderByNumber(rm: ReadModels, number: string): Promise<OrderDoc | null> {
  return (await rm.collection<OrderDoc>('orders')).get(number);
}

/** The caller's own order; anyone else's is as good as missing. */
export async function ownOrder(rm: ReadModels, number: string, accountId: string): Promise<OrderDoc | null> {
  const o = await orderByNumber(rm, number);
  return o?.account_id === accountId ? o : null;
}

export async function myOrders(rm: ReadModels, accountId: string, page: Page) {
  const r = await (await rm.collection<OrderDoc>('orders')).find({
    where: { account_id: accountId },
    sort: [['created_at', 'desc']],
    skip: offsetOf(page),
    limit: page.perPage,
  });
  return paged(r.items, r.total, page);
}

/** The order a provider's payment belongs to (how a refund finds its order). */
export async function orderOfPayment(rm: ReadModels, paymentRef: string): Promise<OrderDoc | null> {
  return (await (await rm.collection<OrderDoc>('orders')).find({ where: { payment_ref: paymentRef }, limit: 1 })).items[0] ?? null;
}
