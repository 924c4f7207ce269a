export { categoryTree, categoryCount, categoryWithDescendants, categoryDetail } from './categories.ts';
export { alternatives, compare, publicListing } from './comparison.ts';
export { launchWeek, launches, leaderboard, type Board, type LaunchSection } from './launches.ts';
export { blogPost, founderDetail, interviewQuestions, listAwards, listBlogPosts, listFounders } from './people.ts';
export { listProducts, siteSettings } from './catalog.ts';
export { listingProfile, liveListingCount, searchListings, type ListingSearch, type ListingSort } from './listings.ts';
export { paged, offsetOf, type Page } from './pagination.ts';
