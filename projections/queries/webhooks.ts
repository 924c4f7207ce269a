import type { WebhookEventType } from '../../domain/webhook/event-types.ts';
import type { ReadModels } from '../engine/read-models.ts';
import type { ListingDoc } from '../listing-doc.ts';
import type { OrderDoc } from '../orders.ts';
import type { WebhookDeliveryDoc, WebhookDoc } from '../webhooks.ts';
import { offsetOf, type Page, paged } from './pagination.ts';

export async function webhookById(rm: ReadModels, webhookId: string): Promise<WebhookDoc | null> {
  return (await rm.collection<WebhookDoc>('webhooks')).get(webhookId);
}

/** The caller's own subscription; anyone else's is as good as missing. */
export async function ownWebhook(rm: ReadModels, webhookId: string, accountId: string): Promise<WebhookDoc | null> {
  const w = await webhookById(rm, webhookId);
  return w && w.account_id === accountId ? w : null;
}

/** An account's subscriptions, newest first. */
export async function myWebhooks(rm: ReadModels, accountId: string, page: Page) {
  const r = await (await rm.collection<WebhookDoc>('webhooks')).find({
    where: { account_id: accountId },
    sort: [['created_at', 'desc']],
    skip: offsetOf(page),
    limit: page.perPage,
  });
  return paged(r.items, r.total, page);
}

/** One subscription's messages, the latest attempted first. */
export async function webhookDeliveries(rm: ReadModels, webhookId: string, page: Page) {
  const r = await (await rm.collection<WebhookDeliveryDoc>('webhook_deliveries')).find({
    where: { webhook_id: webhookId },
    sort: [['last_attempt_at', 'desc']],
    skip: offsetOf(page),
    limit: page.perPage,
  });
  return paged(r.items, r.total, page);
}

export async function webhookDelivery(rm: ReadModels, webhookId: string, messageId: string): Promise<WebhookDeliveryDoc | null> {
  return (await rm.collection<WebhookDeliveryDoc>('webhook_deliveries')).get(`${webhookId}:${messageId}`);
}

/** The active subscriptions of these accounts to this type that existed when the event was recorded. */
export async function subscribersOf(rm: ReadModels, accountIds: string[], type: WebhookEventType, position: number): Promise<WebhookDoc[]> {
  if (accountIds.length === 0) return [];
  const r = await (await rm.collection<WebhookDoc>('webhooks')).find({ where: { account_id: { in: accountIds }, status: 'active' } });
  return r.items.filter((w) => w.event_types.includes(type) && w.created_position < position);
}

/** What a webhook tells of a listing, and whom it tells: its owners. */
export async function listingForWebhooks(rm: ReadModels, listingId: number) {
  const d = await (await rm.collection<ListingDoc>('listings')).get(String(listingId));
  if (!d) return null;
  return {
    owners: d.owner_ids,
    listing: { id: d.listing_id, slug: d.slug, name: d.name, url: d.url, status: d.status, plan: d.plan, launch_week: d.launch_week },
  };
}

export async function orderForWebhooks(rm: ReadModels, number: string) {
  const o = await (await rm.collection<OrderDoc>('orders')).get(number);
  return o
    ? { owner: o.account_id, order: { number: o.number, total_cents: o.totals.totalCents, currency: 'USD', products: o.lines.map((l) => l.product) } }
    : null;
}
