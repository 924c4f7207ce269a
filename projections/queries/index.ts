export { type AccountDoc, type ApiKeyDoc, accountById, apiKeyBySecretHash, apiKeysOf, sessionByHash } from './accounts.ts';
export { listProducts, siteSettings } from './catalog.ts';
export { type CategoryLookup, categoryCount, categoryDetail, categoryLookup, categoryTree, categoryWithDescendants } from './categories.ts';
export { alternatives, compare, publicListing } from './comparison.ts';
export { type DraftView, draftById, myDrafts, ownDraft } from './drafts.ts';
export { type Board, type LaunchSection, launches, launchWeek, leaderboard } from './launches.ts';
export { type ListingSearch, type ListingSort, listingProfile, liveListingCount, searchListings } from './listings.ts';
export { offsetOf, type Page, paged } from './pagination.ts';
export { blogPost, founderDetail, interviewQuestions, listAwards, listBlogPosts, listFounders } from './people.ts';
