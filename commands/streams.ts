import { accountStream, evolveAccount, initialAccount } from '../domain/account/account.ts';
import { claimStream, evolveClaim, initialClaim } from '../domain/claim/claim.ts';
import { commentStream, evolveComment, initialComment } from '../domain/comment/comment.ts';
import { discussionStream, evolveDiscussion, initialDiscussion } from '../domain/comment/discussion.ts';
import { draftStream, evolveDraft, initialDraft } from '../domain/draft/events.ts';
import { evolveFollow, followStream, initialFollow } from '../domain/follow/follow.ts';
import { evolveFounder, founderStream, initialFounder } from '../domain/founder/founder.ts';
import { evolveWeekSlots, initialWeekSlots, launchWeekStream } from '../domain/launch-week/week-slots.ts';
import { evolveListing, initialListing, listingStream } from '../domain/listing/events.ts';
import { evolveMetrics, initialMetrics, metricsStream } from '../domain/metrics/metrics.ts';
import { evolveOrder, initialOrder, orderStream } from '../domain/order/order.ts';
import { evolveReview, initialReview, reviewStream } from '../domain/review/review.ts';
import { evolveMigration, initialMigration, migrationStream } from '../domain/shared/migration.ts';
import type { WeekStart } from '../domain/shared/weeks.ts';
import { evolveVote, initialVote, voteStream } from '../domain/vote/vote.ts';
import { evolveWebhook, initialWebhook, webhookStream } from '../domain/webhook/webhook.ts';

/**
 * Each aggregate's stream as its commands see it, declared once: which stream a command's
 * input names, the state before any event and how an event moves it. A command is then
 * `command({ ...onListing, decide })`.
 */
export const onListing = { stream: (c: { listingId: number }) => listingStream(c.listingId), initial: initialListing, evolve: evolveListing };
export const onLaunchWeek = { stream: (c: { week: WeekStart }) => launchWeekStream(c.week), initial: initialWeekSlots, evolve: evolveWeekSlots };
export const onOrder = { stream: (c: { number: string }) => orderStream(c.number), initial: initialOrder, evolve: evolveOrder };
export const onVote = { stream: (c: { listingId: number; voterId: string }) => voteStream(c.listingId, c.voterId), initial: initialVote, evolve: evolveVote };
export const onFollow = {
  stream: (c: { listingId: number; accountId: string }) => followStream(c.listingId, c.accountId),
  initial: initialFollow,
  evolve: evolveFollow,
};
export const onReview = {
  stream: (c: { listingId: number; accountId: string }) => reviewStream(c.listingId, c.accountId),
  initial: initialReview,
  evolve: evolveReview,
};
export const onComment = { stream: (c: { commentId: string }) => commentStream(c.commentId), initial: initialComment, evolve: evolveComment };
export const onDiscussion = { stream: (c: { listingId: number }) => discussionStream(c.listingId), initial: initialDiscussion, evolve: evolveDiscussion };
export const onAccount = { stream: (c: { accountId: string }) => accountStream(c.accountId), initial: initialAccount, evolve: evolveAccount };
export const onClaim = { stream: (c: { claimId: number }) => claimStream(c.claimId), initial: initialClaim, evolve: evolveClaim };
export const onDraft = { stream: (c: { draftId: string }) => draftStream(c.draftId), initial: initialDraft, evolve: evolveDraft };
export const onFounder = { stream: (c: { slug: string }) => founderStream(c.slug), initial: initialFounder, evolve: evolveFounder };
export const onMetrics = { stream: (c: { listingId: number }) => metricsStream(c.listingId), initial: initialMetrics, evolve: evolveMetrics };
export const onMigration = { stream: (c: { migration: string }) => migrationStream(c.migration), initial: initialMigration, evolve: evolveMigration };
export const onWebhook = { stream: (c: { webhookId: string }) => webhookStream(c.webhookId), initial: initialWebhook, evolve: evolveWebhook };
