import type { AwardEvent } from '../award/award.ts';
import type { ClaimEvent } from '../claim/claim.ts';
import type { CommentEvent } from '../comment/comment.ts';
import type { ListingEvent } from '../listing/events.ts';
import type { OrderEvent } from '../order/order.ts';
import type { ReviewEvent } from '../review/review.ts';

/** What an integrator may subscribe to, about their own listings and orders. */
export const WEBHOOK_EVENT_TYPES = [
  'listing.scheduled',
  'listing.live',
  'listing.updated',
  'badge.missing',
  'claim.verified',
  'order.paid',
  'award.won',
  'review.posted',
  'comment.posted',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export type WebhookSource = ListingEvent | ClaimEvent | OrderEvent | AwardEvent | ReviewEvent | CommentEvent;

/** The recorded events a webhook reports, by their type in the log. */
export const WEBHOOK_SOURCES = [
  'LaunchScheduled',
  'ListingWentLive',
  'ListingEdited',
  'BadgeFlagged',
  'ClaimVerified',
  'OrderPaid',
  'WeeklyAwardsGranted',
  'ReviewWritten',
  'CommentPosted',
] as const satisfies WebhookSource['type'][];

/**
 * What a recorded event is to an integrator: its webhook type and the records it is about, from
 * which the owners to tell are found. An award names every winner; each owner hears of their own.
 */
export type WebhookSubject =
  | { type: Exclude<WebhookEventType, 'order.paid' | 'claim.verified' | 'award.won' | 'comment.posted'>; listingId: number }
  | { type: 'comment.posted'; listingId: number; commentId: string; parentId: string | null; byMaker: boolean }
  | { type: 'claim.verified'; listingId: number; accountId: string; claimId: number }
  | { type: 'order.paid'; orderNumber: string; amountCents: number }
  | { type: 'award.won'; week: string; winners: { listingId: number; place: number; votes: number }[] };

export function webhookSubjectOf(e: WebhookSource): WebhookSubject | null {
  switch (e.type) {
    case 'LaunchScheduled':
      return { type: 'listing.scheduled', listingId: e.data.listingId };
    case 'ListingWentLive':
      return { type: 'listing.live', listingId: e.data.listingId };
    case 'ListingEdited':
      return { type: 'listing.updated', listingId: e.data.listingId };
    case 'BadgeFlagged':
      return { type: 'badge.missing', listingId: e.data.listingId };
    case 'ClaimVerified':
      return { type: 'claim.verified', listingId: e.data.listingId, accountId: e.data.accountId, claimId: e.data.claimId };
    case 'OrderPaid':
      return { type: 'order.paid', orderNumber: e.data.number, amountCents: e.data.amountCents };
    case 'WeeklyAwardsGranted':
      return { type: 'award.won', week: e.data.week, winners: e.data.winners.map((w) => ({ listingId: w.listingId, place: w.place, votes: w.votes })) };
    case 'ReviewWritten':
      return { type: 'review.posted', listingId: e.data.listingId };
    case 'CommentPosted':
      // A comment held for the site team is not yet posted for anyone but its author.
      return e.data.held
        ? null
        : { type: 'comment.posted', listingId: e.data.listingId, commentId: e.data.commentId, parentId: e.data.parentId, byMaker: e.data.byMaker };
    default:
      return null;
  }
}
