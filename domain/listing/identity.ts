import { conflict } from '../shared/errors.ts';

/** Listing ids are small integers handed out in order by one sequence stream. */
export type IdentityEvent =
  | { type: 'ListingIdReserved'; data: { listingId: number } }
  | { type: 'SlugClaimed'; data: { slug: string; listingId: number } };

export const LISTING_ID_STREAM = 'sequence-listing-id';
export const slugStream = (slug: string) => `slug-${slug}`;

export const initialSequence = () => ({ last: 0 });
export const evolveSequence = (_: { last: number }, e: IdentityEvent) =>
  e.type === 'ListingIdReserved' ? { last: e.data.listingId } : _;
export const reserveListingId = (_: unknown, state: { last: number }): IdentityEvent[] => [
  { type: 'ListingIdReserved', data: { listingId: state.last + 1 } },
];

export const initialSlug = (): { listingId: number | null } => ({ listingId: null });
export const evolveSlug = (s: { listingId: number | null }, e: IdentityEvent) =>
  e.type === 'SlugClaimed' ? { listingId: e.data.listingId } : s;
export function claimSlug(cmd: { slug: string; listingId: number }, state: { listingId: number | null }): IdentityEvent[] {
  if (state.listingId === cmd.listingId) return [];
  if (state.listingId !== null) throw conflict(`slug ${cmd.slug} is taken`);
  return [{ type: 'SlugClaimed', data: cmd }];
}
