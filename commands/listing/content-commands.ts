import * as content from '../../domain/listing/content.ts';
import type { Milestone, Story } from '../../domain/listing/profile.ts';
import { command } from '../command.ts';
import { onListing } from '../streams.ts';

export const addMilestone = command({
  ...onListing,
  decide: (c: { listingId: number; actorId: string; milestone: Omit<Milestone, 'id'> }, s) => content.addMilestone(c, s),
});
export const deleteMilestone = command({
  ...onListing,
  decide: (c: { listingId: number; actorId: string; milestoneId: number }, s) => content.deleteMilestone(c, s),
});
export const setFounderStory = command({ ...onListing, decide: (c: { listingId: number; actorId: string; story: Story }, s) => content.setFounderStory(c, s) });
export const postListingUpdate = command({
  ...onListing,
  decide: (c: { listingId: number; actorId: string; title: string; body: string }, s) => content.postListingUpdate(c, s),
});
