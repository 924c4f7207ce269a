import type { ReadModels } from '../engine/read-models.ts';
import type { FollowDoc } from '../follows.ts';

/** Who follows a listing: the accounts its updates are mailed to. */
export async function followersOf(rm: ReadModels, listingId: number): Promise<string[]> {
  return (await (await rm.collection<FollowDoc>('follows')).find({ where: { listing_id: listingId }, sort: [['since', 'asc']] })).items.map(
    (f) => f.account_id,
  );
}

export async function isFollowing(rm: ReadModels, listingId: number, accountId: string): Promise<boolean> {
  return (await (await rm.collection<FollowDoc>('follows')).get(`${listingId}:${accountId}`)) !== null;
}
