import type { ReadModels } from '../engine/read-models.ts';
import type { VoteDoc } from '../votes.ts';

/** Whether the person's vote for the listing stands. */
export async function hasVoted(rm: ReadModels, listingId: number, accountId: string): Promise<boolean> {
  return (await (await rm.collection<VoteDoc>('votes')).get(`${listingId}:${accountId}`)) !== null;
}
