import { z } from 'zod';
import { type ListingVersion, versionAsOf } from '../../domain/listing/history.ts';
import { DomainError } from '../../domain/shared/errors.ts';
import { allReviewsOf, editsFeed, flaggedListings, moderationQueue } from '../../projections/queries/index.ts';
import { action } from './action.ts';

/*
 * What the site team reads through the admin API, declared like its writes. A query string is text, so
 * these inputs read numbers from text ("2" for a page); unknown parameters are ignored, as reads do.
 */
const whole = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
const page = z.object({ page: whole(1, 1000).default(1), perPage: whole(1, 100).default(50) });
const listingId = z.coerce.number().int().positive();
const instant = z.string().refine((s) => !Number.isNaN(Date.parse(s)), 'must be an ISO 8601 date or date-time');

type Audit = { listing_id: number; versions: ListingVersion[] } | { listing_id: number; as_of: string; version: ListingVersion };

export const siteTeamReads = () => ({
  /** Free listings whose badge went missing after launch. */
  flaggedListings: action({
    access: 'site-team',
    input: page,
    run: async (i, _caller, d) => ({ body: await flaggedListings(d.readModels, i) }),
  }),
  /** Every edit with its before and after, newest first, optionally of one listing. */
  editsFeed: action({
    access: 'site-team',
    input: page.extend({ listing: listingId.optional() }),
    run: async (i, _caller, d) => ({ body: await editsFeed(d.readModels, { listingId: i.listing }, i) }),
  }),
  /** A listing's community reviews, hidden ones included. */
  communityReviews: action({
    access: 'site-team',
    input: z.object({ listingId }),
    run: async (i, _caller, d) => ({ body: { listing_id: i.listingId, items: await allReviewsOf(d.readModels, i.listingId) } }),
  }),
  /** Held and reported comments not yet decided. */
  commentQueue: action({
    access: 'site-team',
    input: page,
    run: async (i, _caller, d) => ({ body: await moderationQueue(d.readModels, i) }),
  }),
  /** The audit read: every version of a listing as its events tell it, or the one in force at `asOf`. */
  listingAudit: action({
    access: 'site-team',
    input: z.object({ listingId, asOf: instant.optional() }),
    async run(i, _caller, d): Promise<{ body: Audit }> {
      const versions = await d.streams.listingHistory(i.listingId);
      if (versions.length === 0) throw new DomainError('not_found', `listing ${i.listingId} not found`);
      if (i.asOf === undefined) return { body: { listing_id: i.listingId, versions } };
      const asOf = new Date(i.asOf);
      const version = versionAsOf(versions, asOf);
      if (!version) throw new DomainError('not_found', `listing ${i.listingId} did not exist yet at ${asOf.toISOString()}`);
      return { body: { listing_id: i.listingId, as_of: asOf.toISOString(), version } };
    },
  }),
});
