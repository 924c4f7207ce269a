import { accountsProjection } from './accounts.ts';
import { awardsProjection } from './awards.ts';
import { catalogProjection } from './catalog.ts';
import { claimsProjection } from './claims.ts';
import { commentsProjection } from './comments.ts';
import { draftsProjection } from './drafts.ts';
import type { Projection } from './engine/projection.ts';
import { followsProjection } from './follows.ts';
import { foundersProjection } from './founders.ts';
import { freeSlotsProjection } from './free-slots.ts';
import { interviewsProjection } from './interviews.ts';
import { leaderboardsProjection } from './leaderboards.ts';
import { listingEditsProjection } from './listing-edits.ts';
import { listingSearchProjection } from './listing-search.ts';
import { listingStatsProjection } from './listing-stats.ts';
import { listingUpdatesProjection } from './listing-updates.ts';
import { listingsProjection } from './listings.ts';
import { ordersProjection } from './orders.ts';
import { reviewsProjection } from './reviews.ts';
import { votesProjection } from './votes.ts';
import { webhooksProjection } from './webhooks.ts';

export { enrol } from './engine/enrol.ts';
export { OLD_GENERATION_GRACE_MS, readCheckpoint, readGeneration } from './engine/generations.ts';
export { watchHead } from './engine/head-watch.ts';
export type { Projection } from './engine/projection.ts';
export { ReadModels } from './engine/read-models.ts';
export { dropGeneration, rebuildProjection } from './engine/rebuild.ts';
export { type FollowedRunner, RelayedRunner } from './engine/relayed-runner.ts';
export { ProjectionRunner, type RunnerState } from './engine/runner.ts';
export { sharedLogReads } from './engine/shared-log-reads.ts';
export { badgeJobsReactor } from './reactors/badge-jobs.ts';
export { claimOwnershipProcess } from './reactors/claim-ownership.ts';
export { commentJobsReactor } from './reactors/comment-jobs.ts';
export { draftJobsReactor } from './reactors/draft-jobs.ts';
export { draftListingProcess } from './reactors/draft-listing.ts';
export { emailConfirmationProcess } from './reactors/email-confirmation.ts';
export { freeSlotsProcess } from './reactors/free-slots-process.ts';
export { galleryJobsReactor } from './reactors/gallery-jobs.ts';
export { logoJobsReactor } from './reactors/logo-jobs.ts';
export { mailJobsReactor } from './reactors/mail-jobs.ts';
export { networkJobsReactor } from './reactors/network-jobs.ts';
export { orderProcess } from './reactors/order-process.ts';
export { webhookJobsReactor } from './reactors/webhook-jobs.ts';

/** Every read-model projection of the service, by name. */
export const allProjections: Projection[] = [
  catalogProjection,
  listingsProjection,
  listingSearchProjection,
  foundersProjection,
  awardsProjection,
  accountsProjection,
  draftsProjection,
  listingEditsProjection,
  listingUpdatesProjection,
  followsProjection,
  interviewsProjection,
  freeSlotsProjection,
  claimsProjection,
  ordersProjection,
  leaderboardsProjection,
  reviewsProjection,
  votesProjection,
  webhooksProjection,
  listingStatsProjection,
  commentsProjection,
];

export function projectionNamed(name: string): Projection | undefined {
  return allProjections.find((p) => p.name === name);
}
export { type ProjectionStatus, projectionStatuses } from './engine/status.ts';
