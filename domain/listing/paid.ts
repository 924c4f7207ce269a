import { PAID_SECTIONS } from '../order/products.ts';
import { mondayOf, type WeekStart, weekStartTime } from '../shared/weeks.ts';
import type { Listing, ListingEvent, Section } from './events.ts';
import { existing } from './ownership.ts';

/**
 * A paid order line applied to its listing. Each carries its order line (`<order>/<line>`), and
 * a line already applied changes nothing, so fulfilment can be repeated after a crash.
 */
export type PaidLine =
  | { kind: 'launch'; orderLine: string; week: WeekStart | null }
  | { kind: 'featured'; orderLine: string; week: WeekStart }
  | { kind: 'extra-category'; orderLine: string; categories: string[] }
  | { kind: 'sections'; orderLine: string };

export function applyPaidLine(cmd: { listingId: number; line: PaidLine; now: Date }, state: Listing): ListingEvent[] {
  const l = existing(state);
  const { line, listingId } = cmd;
  if (l.orderLines.includes(line.orderLine)) return [];
  switch (line.kind) {
    case 'launch': {
      const unlocked = [...PAID_SECTIONS];
      if (l.status === 'live') return [{ type: 'PaidPlanApplied', data: { listingId, unlocked, orderLine: line.orderLine } }];
      // Launch at once: scheduled for this week and live in the same append; otherwise the scheduler takes it live.
      const thisWeek = mondayOf(cmd.now);
      const week = line.week && weekStartTime(line.week) > cmd.now.getTime() ? line.week : thisWeek;
      const scheduled: ListingEvent = { type: 'LaunchScheduled', data: { listingId, week, plan: 'paid', unlocked, orderLine: line.orderLine } };
      if (week !== thisWeek) return [scheduled];
      return [scheduled, { type: 'ListingWentLive', data: { listingId, week, at: cmd.now.toISOString() } }];
    }
    case 'featured':
      return [{ type: 'FeaturedPlaced', data: { listingId, week: line.week, orderLine: line.orderLine } }];
    case 'extra-category':
      return [
        {
          type: 'CategoriesAdded',
          data: { listingId, categories: line.categories.filter((c) => !l.profile.categories.includes(c)), orderLine: line.orderLine },
        },
      ];
    case 'sections': {
      const sections = PAID_SECTIONS.filter((s) => !l.unlocked.includes(s)) as Section[];
      return [{ type: 'SectionsUnlocked', data: { listingId, sections, orderLine: line.orderLine } }];
    }
  }
}

/**
 * What a full refund takes back (the policy the contract states): extra categories and paid
 * sections are withdrawn, a featured week not yet begun is cancelled, and a paid launch that has
 * not gone live is cancelled (the listing is a draft again). A launch that happened stays: what
 * the public saw is not unsaid. Each line is taken back once.
 */
export function reversePaidLine(cmd: { listingId: number; line: PaidLine; now: Date }, state: Listing): ListingEvent[] {
  const l = existing(state);
  const { line, listingId } = cmd;
  if (!l.orderLines.includes(line.orderLine) || l.reversedLines.includes(line.orderLine)) return [];
  switch (line.kind) {
    case 'launch':
      return l.status === 'scheduled' ? [{ type: 'LaunchCancelled', data: { listingId, orderLine: line.orderLine } }] : [];
    case 'featured':
      return weekStartTime(line.week) > cmd.now.getTime()
        ? [{ type: 'FeaturedCancelled', data: { listingId, week: line.week, orderLine: line.orderLine } }]
        : [];
    case 'extra-category':
      return [{ type: 'CategoriesRemoved', data: { listingId, categories: line.categories, orderLine: line.orderLine } }];
    case 'sections':
      return l.plan === 'paid' ? [] : [{ type: 'SectionsLocked', data: { listingId, sections: [...PAID_SECTIONS], orderLine: line.orderLine } }];
  }
}
