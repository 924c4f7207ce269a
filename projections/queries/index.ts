export { categoryTree, categoryCount, categoryWithDescendants } from './categories.ts';
export { listProducts, siteSettings } from './catalog.ts';
export { listingProfile, liveListingCount, searchListings, type ListingSearch, type ListingSort } from './listings.ts';
export { paged, offsetOf, type Page } from './pagination.ts';
