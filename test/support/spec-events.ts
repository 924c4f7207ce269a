import { accountStream } from '../../domain/account/account.ts';
import { listingStream } from '../../domain/listing/events.ts';
import type { DomainEvent } from '../../domain/shared/event.ts';
import { inStream, SPEC_NOW } from './spec.ts';

/** The givens scenarios share: a listing and its life, spelled as the events that make them. */
export const THIS_WEEK = '2026-11-16';
export const NEXT_WEEK = '2026-11-23';

export const profile = { name: 'Acme Widgets', tagline: 'Widgets for everyone', categories: ['developer-tools'] };

export const listingSubmitted = (listingId: number, ownerId = 'ann', slug = `acme-${listingId}`): DomainEvent => ({
  type: 'ListingSubmitted',
  data: { listingId, slug, ownerId, draftId: null, url: `https://${slug}.test/`, domain: `${slug}.test`, profile },
});
export const launchScheduled = (listingId: number, week = THIS_WEEK, plan: 'free' | 'paid' = 'paid'): DomainEvent => ({
  type: 'LaunchScheduled',
  data: { listingId, week, plan, unlocked: [] },
});
export const wentLive = (listingId: number, week = THIS_WEEK): DomainEvent => ({
  type: 'ListingWentLive',
  data: { listingId, week, at: `${week}T00:00:00.000Z` },
});

/** A listing of `ownerId`, submitted and not yet scheduled. */
export const aListing = (listingId: number, ownerId = 'ann') => inStream(listingStream(listingId), listingSubmitted(listingId, ownerId));
/** A listing of `ownerId` live this week. */
export const aLiveListing = (listingId: number, ownerId = 'ann') =>
  inStream(listingStream(listingId), listingSubmitted(listingId, ownerId), launchScheduled(listingId), wentLive(listingId));

export const at = SPEC_NOW.toISOString();
export { accountStream, listingStream };

/** An account, registered with its address (the read models give workers its address from this). */
export const anAccount = (accountId: string, email = `${accountId}@example.com`, name = accountId) =>
  inStream(accountStream(accountId), { type: 'AccountRegistered', data: { accountId, email, name, passwordHash: 'hash', role: 'user' } });
