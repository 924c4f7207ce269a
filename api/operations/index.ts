import type { Operation } from '../operation.ts';
import { getListing } from './get-listing.ts';
import { getSiteInfo } from './get-site-info.ts';
import { listCategories } from './list-categories.ts';
import { listProducts } from './list-products.ts';
import { searchListings } from './search-listings.ts';

/** The operation table: every implemented operation of SPEC.md section 4, once. */
export const operations: Operation[] = [getSiteInfo, searchListings, getListing, listCategories, listProducts];
