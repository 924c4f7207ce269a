import { conflict } from '../shared/errors.ts';

/** Listing ids are small integers handed out in order by one sequence stream. */
export type IdentityEvent = { type: 'ListingIdReserved'; data: { listingId: number } } | { type: 'SlugClaimed'; data: { slug: string; listingId: number } };
type SequenceEvent = Extract<IdentityEvent, { type: 'ListingIdReserved' }>;
type SlugEvent = Extract<IdentityEvent, { type: 'SlugClaimed' }>;

export const LISTING_ID_STREAM = 'sequence-listing-id';
export const slugStream = (slug: string) => `slug-${slug}`;

export const initialSequence = () => ({ last: 0 });
export const evolveSequence = (_: { last: number }, e: SequenceEvent) => ({ last: e.data.listingId });
export const reserveListingId = (state: { last: number }): SequenceEvent[] => [{ type: 'ListingIdReserved', data: { listingId: state.last + 1 } }];

export const initialSlug = (): { listingId: number | null } => ({ listingId: null });
export const evolveSlug = (_: { listingId: number | null }, e: SlugEvent) => ({ listingId: e.data.listingId });
export function claimListingSlug(cmd: { slug: string; listingId: number }, state: { listingId: number | null }): SlugEvent[] {
  if (state.listingId === cmd.listingId) return [];
  if (state.listingId !== null) throw conflict(`slug ${cmd.slug} is taken`);
  return [{ type: 'SlugClaimed', data: cmd }];
}
