import { describe, it } from 'node:test';
import { given } from '../shared/given.ts';
import { addMilestone, deleteMilestone, postListingUpdate, setFounderStory } from './content.ts';
import { evolveListing, initialListing, type ListingEvent } from './events.ts';

const submitted: ListingEvent = {
  type: 'ListingSubmitted',
  data: {
    listingId: 7,
    slug: 'acme',
    ownerId: 'ann',
    draftId: null,
    url: 'https://acme.test/',
    domain: 'acme.test',
    profile: { name: 'Acme', categories: ['tools'] },
  },
};
const coOwner: ListingEvent = { type: 'CoOwnerAdded', data: { listingId: 7, accountId: 'cora', via: 'invite' } };
const listing = (history: ListingEvent[]) => given(initialListing, evolveListing, [submitted, ...history]);
const first: ListingEvent = { type: 'MilestoneAdded', data: { listingId: 7, milestone: { id: 1, date: '2024-03-01', title: 'First customer' } } };

describe('milestones', () => {
  it('are numbered within the listing, trimmed, by any owner', () => {
    listing([coOwner, first])
      .when((s) =>
        addMilestone({ actorId: 'cora', milestone: { date: '2025-01-15', title: ' 1,000 boards ', description: ' ', url: 'https://acme.test/1000' } }, s),
      )
      .then([
        { type: 'MilestoneAdded', data: { listingId: 7, milestone: { id: 2, date: '2025-01-15', title: '1,000 boards', url: 'https://acme.test/1000' } } },
      ]);
  });

  it("never give a deleted milestone's id to a new one", () => {
    const second: ListingEvent = { type: 'MilestoneAdded', data: { listingId: 7, milestone: { id: 2, date: '2024-04-01', title: 'Second' } } };
    listing([first, second, { type: 'MilestoneDeleted', data: { listingId: 7, milestoneId: 2 } }])
      .when((s) => addMilestone({ actorId: 'ann', milestone: { date: '2024-05-01', title: 'Third' } }, s))
      .then([{ type: 'MilestoneAdded', data: { listingId: 7, milestone: { id: 3, date: '2024-05-01', title: 'Third' } } }]);
  });

  it('when a milestone has a date that does not exist, then it is refused naming the date', () => {
    listing([])
      .when((s) => addMilestone({ actorId: 'ann', milestone: { date: '2025-02-29', title: 'Leap' } }, s))
      .thenRefuses('invalid', /date/);
  });

  it('when a milestone has a blank title, then it is refused naming the title', () => {
    listing([])
      .when((s) => addMilestone({ actorId: 'ann', milestone: { date: '2025-02-28', title: '  ' } }, s))
      .thenRefuses('invalid', /title/);
  });

  it('when a milestone links to a javascript: URL, then it is refused naming the url', () => {
    listing([])
      .when((s) => addMilestone({ actorId: 'ann', milestone: { date: '2025-02-28', title: 'x', url: ' JaVaScRiPt:alert(1)' } }, s))
      .thenRefuses('invalid', /url/);
  });

  it('when someone else adds a milestone, then the listing is not found', () => {
    listing([])
      .when((s) => addMilestone({ actorId: 'bob', milestone: { date: '2025-02-28', title: 'x' } }, s))
      .thenRefuses('not_found');
  });

  it('given a milestone, when it is deleted, then it is gone', () => {
    listing([first])
      .when((s) => deleteMilestone({ actorId: 'ann', milestoneId: 1 }, s))
      .then([{ type: 'MilestoneDeleted', data: { listingId: 7, milestoneId: 1 } }]);
  });

  it('given a deleted milestone, when it is deleted again, then it is not found', () => {
    listing([first, { type: 'MilestoneDeleted', data: { listingId: 7, milestoneId: 1 } }])
      .when((s) => deleteMilestone({ actorId: 'ann', milestoneId: 1 }, s))
      .thenRefuses('not_found', /milestone 1/);
  });
});

describe('the founder story', () => {
  it('when a story is set, then it is recorded trimmed, its blank sections left out', () => {
    listing([])
      .when((s) => setFounderStory({ actorId: 'ann', story: { title: 'Why', problem: ' Lost widgets ', lessons: ' ' } }, s))
      .then([{ type: 'FounderStorySet', data: { listingId: 7, before: null, after: { title: 'Why', problem: 'Lost widgets' } } }]);
  });

  it('given a story, when the same story is set in another order, then nothing is recorded', () => {
    listing([{ type: 'FounderStorySet', data: { listingId: 7, before: null, after: { title: 'Why', problem: 'Lost widgets' } } }])
      .when((s) => setFounderStory({ actorId: 'ann', story: { problem: 'Lost widgets', title: 'Why' } }, s))
      .then([]);
  });
});

describe('listing updates', () => {
  it('given one update, when another is posted, then it is number two, trimmed', () => {
    listing([{ type: 'ListingUpdatePosted', data: { listingId: 7, updateId: 1, title: 'One', body: 'First.' } }])
      .when((s) => postListingUpdate({ actorId: 'ann', title: ' Two ', body: ' Second. ' }, s))
      .then([{ type: 'ListingUpdatePosted', data: { listingId: 7, updateId: 2, title: 'Two', body: 'Second.' } }]);
  });

  it('when an update has a blank title, then it is refused naming the title', () => {
    listing([])
      .when((s) => postListingUpdate({ actorId: 'ann', title: ' ', body: 'b' }, s))
      .thenRefuses('invalid', /title/);
  });

  it('when an update has no body, then it is refused naming the body', () => {
    listing([])
      .when((s) => postListingUpdate({ actorId: 'ann', title: 't', body: '' }, s))
      .thenRefuses('invalid', /body/);
  });

  it('when someone else posts an update, then the listing is not found', () => {
    listing([])
      .when((s) => postListingUpdate({ actorId: 'cora', title: 't', body: 'b' }, s))
      .thenRefuses('not_found');
  });
});
