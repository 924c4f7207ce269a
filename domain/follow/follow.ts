import { conflict } from '../shared/errors.ts';

/** One stream per (listing, person): following is a fact about that pair, on or off. */
export type FollowEvent =
  | { type: 'ListingFollowed'; data: { listingId: number; accountId: string } }
  | { type: 'ListingUnfollowed'; data: { listingId: number; accountId: string } };

export type Follow = { following: boolean };
export const initialFollow = (): Follow => ({ following: false });
export const evolveFollow = (_: Follow, e: FollowEvent): Follow => ({ following: e.type === 'ListingFollowed' });
export const followStream = (listingId: number, accountId: string) => `follow-${listingId}-${accountId}`;

/** People follow published listings (live, or scheduled for a launch week); once each. */
export function followListing(cmd: { listingId: number; accountId: string }, state: Follow, listingIsPublic: boolean): FollowEvent[] {
  if (state.following) return [];
  if (!listingIsPublic) throw conflict('only published listings can be followed');
  return [{ type: 'ListingFollowed', data: cmd }];
}

export function unfollowListing(cmd: { listingId: number; accountId: string }, state: Follow): FollowEvent[] {
  return state.following ? [{ type: 'ListingUnfollowed', data: cmd }] : [];
}
