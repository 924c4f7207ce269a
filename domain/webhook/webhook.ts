import { conflict, invalid, notFound } from '../shared/errors.ts';
import { type DeliveryOutcome, DISABLE_AFTER_FAILING_MS } from './delivery-schedule.ts';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from './event-types.ts';

/** One attempt to deliver one message: what came back (a status, or why nothing did) and how long it took. */
export type DeliveryAttempt = {
  webhookId: string;
  /** The `webhook-id` header: the same on every attempt of one message. */
  messageId: string;
  eventType: WebhookEventType;
  attempt: number;
  at: string;
  statusCode: number | null;
  latencyMs: number;
  error: string | null;
  outcome: DeliveryOutcome;
};

/**
 * A webhook subscription's stream: created, every delivery attempt, disabled after a day of
 * failures, deleted. The signing secret is never recorded: it is derived from the server's key
 * and the `salt`, so the log alone cannot sign a message.
 */
export type WebhookEvent =
  | { type: 'WebhookCreated'; data: { webhookId: string; accountId: string; url: string; eventTypes: WebhookEventType[]; salt: string; at: string } }
  | { type: 'WebhookDeliveryAttempted'; data: DeliveryAttempt }
  | { type: 'WebhookDisabled'; data: { webhookId: string; accountId: string; reason: string; at: string } }
  | { type: 'WebhookDeleted'; data: { webhookId: string; accountId: string; at: string } };

export type Webhook = {
  status: 'none' | 'active' | 'disabled' | 'deleted';
  accountId: string;
  url: string;
  eventTypes: WebhookEventType[];
  /** When the failures that have not been followed by a success began. */
  failingSince: string | null;
};

export const initialWebhook = (): Webhook => ({ status: 'none', accountId: '', url: '', eventTypes: [], failingSince: null });
export const webhookStream = (webhookId: string) => `webhook-${webhookId}`;

export function evolveWebhook(s: Webhook, e: WebhookEvent): Webhook {
  switch (e.type) {
    case 'WebhookCreated':
      return { status: 'active', accountId: e.data.accountId, url: e.data.url, eventTypes: e.data.eventTypes, failingSince: null };
    case 'WebhookDeliveryAttempted':
      return { ...s, failingSince: e.data.outcome === 'delivered' ? null : (s.failingSince ?? e.data.at) };
    case 'WebhookDisabled':
      return { ...s, status: 'disabled' };
    case 'WebhookDeleted':
      return { ...s, status: 'deleted' };
  }
}

const MAX_URL = 2000;

export type CreateWebhook = { webhookId: string; accountId: string; url: string; eventTypes: string[]; salt: string; now: Date };

export function createWebhook(cmd: CreateWebhook, state: Webhook): WebhookEvent[] {
  if (state.status !== 'none') {
    if (state.accountId === cmd.accountId && state.url === cmd.url) return [];
    throw conflict(`webhook ${cmd.webhookId} already exists`);
  }
  let url: URL;
  try {
    url = new URL(cmd.url);
  } catch {
    throw invalid('url', 'is not an absolute URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw invalid('url', 'must be an http or https URL');
  if (url.username || url.password) throw invalid('url', 'must not carry a user name or password; authenticate by the signature');
  if (cmd.url.length > MAX_URL) throw invalid('url', `is longer than ${MAX_URL} characters`);
  if (cmd.eventTypes.length === 0) throw invalid('event_types', 'name at least one event type');
  const unknown = cmd.eventTypes.find((t) => !(WEBHOOK_EVENT_TYPES as readonly string[]).includes(t));
  if (unknown) throw invalid('event_types', `${unknown} is not one of ${WEBHOOK_EVENT_TYPES.join(', ')}`);
  const eventTypes = WEBHOOK_EVENT_TYPES.filter((t) => cmd.eventTypes.includes(t));
  return [
    {
      type: 'WebhookCreated',
      data: { webhookId: cmd.webhookId, accountId: cmd.accountId, url: url.href, eventTypes, salt: cmd.salt, at: cmd.now.toISOString() },
    },
  ];
}

/** Only its owner may delete a webhook; to anyone else it does not exist. */
export function deleteWebhook(cmd: { webhookId: string; accountId: string; now: Date }, state: Webhook): WebhookEvent[] {
  if (state.status === 'none' || state.status === 'deleted' || state.accountId !== cmd.accountId) throw notFound('webhook');
  return [{ type: 'WebhookDeleted', data: { webhookId: cmd.webhookId, accountId: cmd.accountId, at: cmd.now.toISOString() } }];
}

/**
 * Records an attempt. A subscription whose deliveries have failed for a day without one success
 * in between is disabled (its owner is told); messages already on their way finish their retries.
 */
export function recordDeliveryAttempt(attempt: DeliveryAttempt, state: Webhook): WebhookEvent[] {
  if (state.status === 'none') throw notFound('webhook');
  const recorded: WebhookEvent = { type: 'WebhookDeliveryAttempted', data: attempt };
  if (attempt.outcome === 'delivered' || state.status !== 'active') return [recorded];
  const since = state.failingSince ?? attempt.at;
  if (Date.parse(attempt.at) - Date.parse(since) < DISABLE_AFTER_FAILING_MS) return [recorded];
  return [
    recorded,
    {
      type: 'WebhookDisabled',
      data: { webhookId: attempt.webhookId, accountId: state.accountId, reason: `every delivery has failed since ${since}`, at: attempt.at },
    },
  ];
}
