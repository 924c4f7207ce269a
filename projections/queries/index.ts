export {
  type AccountDoc,
  type ApiKeyDoc,
  accountById,
  apiKeyBySecretHash,
  apiKeysOf,
  type ConnectedClientDoc,
  connectedClientsOf,
  sessionByHash,
} from './accounts.ts';
export { BOARDS, type Board, leaderboard, revenueFigure, TIE_BREAK } from './boards.ts';
export { freeQueueRules, listProducts, siteSettings } from './catalog.ts';
export { type CategoryLookup, categoryCount, categoryDetail, categoryLookup, categoryRecord, categoryTree, categoryWithDescendants } from './categories.ts';
export { type ClaimView, claimById, myClaims, ownClaim } from './claims.ts';
export {
  type CommentThread,
  commentById,
  commentCount,
  commentsInFeeds,
  discussion,
  isNewCommenter,
  keptTexts,
  latestCommentsOf,
  moderationQueue,
  newTopLevelComments,
  replyAndParent,
  type ShownComment,
} from './comments.ts';
export { alternatives, alternativesOf, badgeListing, compare, publicListing } from './comparison.ts';
export { type DraftView, draftById, myDrafts, ownDraft } from './drafts.ts';
export { editById, editsFeed } from './edits.ts';
export { FEATURED_LABEL, featuredIn } from './featured.ts';
export { followersOf, isFollowing } from './follows.ts';
export { interviewOf } from './interviews.ts';
export { type LaunchSection, launches, launchWeek, rankInWeek } from './launches.ts';
export { listingStats } from './listing-stats.ts';
export {
  type ListingSearch,
  type ListingSort,
  listingById,
  listingIdsOfDomain,
  listingProfile,
  liveListingCount,
  type PublicProfile,
  publicProfileOf,
  searchListings,
} from './listings.ts';
export { flaggedListings, myListings, ownerState, ownListing, ownListingDoc, ownsListing } from './my-listings.ts';
export { myOrders, orderByNumber, orderOfPayment, ownOrder } from './orders.ts';
export { offsetOf, type Page, paged } from './pagination.ts';
export { blogPost, founderDetail, interviewQuestions, listAwards, listBlogPosts, listFounders } from './people.ts';
export { allReviewsOf, reviewBy, reviewsOf } from './reviews.ts';
export { dueBadgeChecks, lateFreeLaunches, listingsDueToGoLive, weekStandings } from './schedules.ts';
export { allClaims, allListings, allOrders, listingForSiteTeam } from './site-team.ts';
export { sitemapListingCount, sitemapListings } from './sitemap.ts';
export { latestUpdates, latestUpdatesOf, listingUpdate } from './updates.ts';
export { hasVoted } from './votes.ts';
export {
  listingForWebhooks,
  myWebhooks,
  orderForWebhooks,
  ownWebhook,
  subscribersOf,
  webhookById,
  webhookDeliveries,
  webhookDelivery,
} from './webhooks.ts';
