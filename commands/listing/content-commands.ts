import {
  addMilestone as decideAdd,
  deleteMilestone as decideDelete,
  postUpdate as decidePost,
  setFounderStory as decideStory,
} from '../../domain/listing/content.ts';
import { evolveListing, initialListing, listingStream } from '../../domain/listing/events.ts';
import type { Milestone, Story } from '../../domain/listing/profile.ts';
import { command } from '../command.ts';

const onListing = { stream: (c: { listingId: number }) => listingStream(c.listingId), initial: initialListing, evolve: evolveListing };

export const addMilestone = command({
  ...onListing,
  decide: (c: { listingId: number; actorId: string; milestone: Omit<Milestone, 'id'> }, s) => decideAdd(c, s),
});
export const deleteMilestone = command({ ...onListing, decide: (c: { listingId: number; actorId: string; milestoneId: number }, s) => decideDelete(c, s) });
export const setFounderStory = command({ ...onListing, decide: (c: { listingId: number; actorId: string; story: Story }, s) => decideStory(c, s) });
export const postListingUpdate = command({
  ...onListing,
  decide: (c: { listingId: number; actorId: string; title: string; body: string }, s) => decidePost(c, s),
});
