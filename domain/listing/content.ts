import { invalid, notFound } from '../shared/errors.ts';
import { webLink } from '../shared/links.ts';
import { same } from '../shared/same.ts';
import { isCalendarDate } from '../shared/weeks.ts';
import type { Listing, ListingEvent } from './events.ts';
import { owned } from './ownership.ts';
import { type Milestone, STORY_SECTIONS, type Story } from './profile.ts';

/** A milestone of the company, numbered within the listing. Shown publicly on paid listings or once unlocked. */
export function addMilestone(cmd: { actorId: string; milestone: Omit<Milestone, 'id'> }, state: Listing): ListingEvent[] {
  const listing = owned(state, cmd.actorId);
  const m = cmd.milestone;
  if (!isCalendarDate(m.date)) throw invalid('date', 'must be a date YYYY-MM-DD that exists');
  if (!m.title.trim()) throw invalid('title', 'must not be blank');
  const url = m.url === undefined || m.url.trim() === '' ? null : webLink(m.url, 500);
  if (url && !url.ok) throw invalid('url', url.message);
  const id = listing.milestonesNumbered + 1;
  const milestone: Milestone = {
    id,
    date: m.date,
    title: m.title.trim(),
    ...(m.description?.trim() ? { description: m.description.trim() } : {}),
    ...(url?.ok ? { url: url.value } : {}),
  };
  return [{ type: 'MilestoneAdded', data: { listingId: listing.listingId, milestone } }];
}

export function deleteMilestone(cmd: { actorId: string; milestoneId: number }, state: Listing): ListingEvent[] {
  const listing = owned(state, cmd.actorId);
  if (!(listing.profile.milestones ?? []).some((m) => m.id === cmd.milestoneId)) throw notFound(`milestone ${cmd.milestoneId}`);
  return [{ type: 'MilestoneDeleted', data: { listingId: listing.listingId, milestoneId: cmd.milestoneId } }];
}

/** The founder story, whole: the sections sent replace the story; blank sections are left out. */
export function setFounderStory(cmd: { actorId: string; story: Story }, state: Listing): ListingEvent[] {
  const listing = owned(state, cmd.actorId);
  const story: Story = {};
  for (const section of STORY_SECTIONS) {
    const text = cmd.story[section]?.trim();
    if (text) story[section] = text;
  }
  const before = listing.profile.story ?? null;
  if (same(before ?? {}, story)) return [];
  return [{ type: 'FounderStorySet', data: { listingId: listing.listingId, before, after: story } }];
}

/** An update on the listing's latest-updates section and the site-wide feed; its followers are told. */
export function postListingUpdate(cmd: { actorId: string; title: string; body: string }, state: Listing): ListingEvent[] {
  const listing = owned(state, cmd.actorId);
  const title = cmd.title.trim();
  const body = cmd.body.trim();
  if (!title) throw invalid('title', 'must not be blank');
  if (!body) throw invalid('body', 'must not be blank');
  return [{ type: 'ListingUpdatePosted', data: { listingId: listing.listingId, updateId: listing.updatesPosted + 1, title, body } }];
}
