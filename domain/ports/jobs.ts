import type { DraftFieldName } from '../draft/fields.ts';
import type { WeekStart } from '../shared/weeks.ts';
import type { WebhookEventType, WebhookSubject } from '../webhook/event-types.ts';
import type { ConsumeOptions, Consumer, JobBus, JobOutcome } from './job-bus.ts';

/**
 * Every job the service puts on the bus, by subject, with its payload: what reactors publish and
 * workers consume. Payloads name records, never secrets: a worker derives or looks up the rest.
 */
export type Jobs = {
  /** Read the site of a requested draft and draft its profile. */
  'draft.crawl': { draftId: string };
  /** Read a competitor named in a draft and compare it. */
  'draft.competitor': { draftId: string; url: string };
  /** Redraft a few fields of a draft from the pages read at submission. */
  'draft.regenerate': { draftId: string; requestId: string; fields: DraftFieldName[] };
  /** A launch week has begun: listings scheduled for it go live. */
  'launch.week-started': { week: WeekStart };
  /** A launch week is over: it is awarded. */
  'launch.week-closed': { week: WeekStart };
  /** Mail a co-founder their invite link. */
  'mail.cofounder-invite': { draftId: string; inviteId: string; email: string; invitedBy: string };
  /** Mail an account the link to choose a new password. */
  'mail.password-reset': { accountId: string; resetId: string };
  /** Mail the people who follow a listing that it went live; `position` is the event's place in the log. */
  'mail.listing-live': { listingId: number; position: number };
  /** Mail a listing's followers one of its updates; `position` is the update's place in the log. */
  'mail.listing-update': { listingId: number; updateId: number; position: number };
  /** Look for the badge on a free listing's homepage; `checkId` is when the check was due. */
  'badge.check': { listingId: number; checkId: string };
  /** Mail the link that confirms an account's address. */
  'mail.confirm-email': { accountId: string; requestId: string };
  /** Mail the receipt of a paid order. */
  'mail.order-receipt': { number: string };
  /** Mail the link that verifies an email claim. */
  'mail.claim-email': { claimId: number };
  /** Tell a listing's owners the badge went missing after launch, or that the launch was missed. */
  'mail.badge-flagged': { listingId: number };
  'mail.free-launch-missed': { listingId: number; week: string };
  /** Read the image a listing's profile names as its logo, check it and keep it. */
  'listing.logo': { listingId: number; url: string };
  /** Read an image asked for in a listing's media gallery, check it as logos are checked and keep it. */
  'listing.gallery-image': { listingId: number; imageId: number; url: string };
  /** Find who subscribed to hear of this event, and make one delivery for each subscription. */
  'webhook.fan-out': { eventId: string; position: number; at: string; subject: WebhookSubject };
  /** Deliver one message to one subscription, signed; `messageId` is the same on every attempt. */
  'webhook.deliver': { webhookId: string; messageId: string; type: WebhookEventType; at: string; data: Record<string, unknown> };
  /** Mail the makers of each listing the top-level comments of an hour that is over (`hour`: its start, ISO). */
  'mail.comment-digest': { hour: string };
  /** Mail a person that a maker replied to their comment; `position` is the reply's place in the log. */
  'mail.comment-reply': { commentId: string; position: number };
  /** Erase a deleted comment's texts, if its deletion did not finish that itself. */
  'comment.redact': { commentId: string };
  /** Tell a subscription's owner it was disabled after a day of failed deliveries. */
  'mail.webhook-disabled': { webhookId: string; accountId: string; reason: string };
  /** Carry an edit's site copy to the company's listing on a sister site. */
  'network.deliver-edit': { listingId: number; editId: string; to: string };
};

export type JobSubject = keyof Jobs;

export function publishJob<S extends JobSubject>(bus: JobBus, subject: S, payload: Jobs[S], dedupId: string): Promise<void> {
  return bus.publish(subject, payload, dedupId);
}

export function consumeJobs<S extends JobSubject>(
  bus: JobBus,
  subject: S,
  options: ConsumeOptions,
  handle: (payload: Jobs[S], job: { id: string; attempt: number }) => Promise<JobOutcome>,
): Consumer {
  // What was published under a subject is that subject's payload: publishJob is the only way in.
  return bus.consume(subject, options, (job) => handle(job.payload as Jobs[S], job));
}
