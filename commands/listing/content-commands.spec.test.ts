import { describe, it } from 'node:test';
import { listingStream } from '../../domain/listing/events.ts';
import { as, commandSpec } from '../../test/support/command-spec.ts';
import { inStream } from '../../test/support/spec.ts';
import { aListing } from '../../test/support/spec-events.ts';

const spec = commandSpec();
const added = { type: 'MilestoneAdded', data: { listingId: 3, milestone: { id: 1, date: '2026-01-15', title: 'First customer' } } };

describe('the listing content commands', () => {
  it('given a listing, when its owner adds a milestone, then it is numbered after the last one', async () => {
    await spec
      .given(aListing(3))
      .when(({ commands }) => commands.addMilestone({ listingId: 3, actorId: 'ann', milestone: { date: '2026-01-15', title: ' First customer ' } }, as('ann')))
      .then(inStream(listingStream(3), added));
  });

  it('given a listing, when someone else adds a milestone, then it is not found for them', async () => {
    await spec
      .given(aListing(3))
      .when(({ commands }) => commands.addMilestone({ listingId: 3, actorId: 'bob', milestone: { date: '2026-01-15', title: 'Mine' } }, as('bob')))
      .thenRefuses('not_found');
  });

  it('given a milestone, when its owner deletes it, then it is deleted', async () => {
    await spec
      .given(inStream(listingStream(3), ...aListing(3).events, added))
      .when(({ commands }) => commands.deleteMilestone({ listingId: 3, actorId: 'ann', milestoneId: 1 }, as('ann')))
      .then(inStream(listingStream(3), { type: 'MilestoneDeleted', data: { listingId: 3, milestoneId: 1 } }));
  });

  it('given no such milestone, when one is deleted, then it is not found', async () => {
    await spec
      .given(aListing(3))
      .when(({ commands }) => commands.deleteMilestone({ listingId: 3, actorId: 'ann', milestoneId: 7 }, as('ann')))
      .thenRefuses('not_found', /milestone 7/);
  });

  it('given a listing, when its owner sets the founder story, then it replaces the story whole', async () => {
    await spec
      .given(aListing(3))
      .when(({ commands }) => commands.setFounderStory({ listingId: 3, actorId: 'ann', story: { why_started: 'In a garage.' } }, as('ann')))
      .then(inStream(listingStream(3), { type: 'FounderStorySet', data: { listingId: 3, before: null, after: { why_started: 'In a garage.' } } }));
  });

  it('given a listing, when its owner posts an update, then it is the first update', async () => {
    await spec
      .given(aListing(3))
      .when(({ commands }) => commands.postListingUpdate({ listingId: 3, actorId: 'ann', title: 'v2', body: 'Faster widgets.' }, as('ann')))
      .then(inStream(listingStream(3), { type: 'ListingUpdatePosted', data: { listingId: 3, updateId: 1, title: 'v2', body: 'Faster widgets.' } }));
  });

  it('given a listing, when an update is posted without a body, then it is refused naming body', async () => {
    await spec
      .given(aListing(3))
      .when(({ commands }) => commands.postListingUpdate({ listingId: 3, actorId: 'ann', title: 'v2', body: '  ' }, as('ann')))
      .thenRefuses('invalid', /body/);
  });
});
