import { isSection } from '../../domain/listing/events.ts';
import type { ListingDoc } from '../listing-doc.ts';
import type { ListingChange, ListingsEvent } from './events.ts';

/** The way to launch: the free plan and its badge checks, scheduling, going live, paid plans, featured weeks and unlocked sections. */
export function launchChange(doc: ListingDoc, e: ListingsEvent): ListingChange {
  switch (e.type) {
    case 'FreePlanChosen':
      return {
        status: 'awaiting_badge',
        plan: 'free',
        launch_week: e.data.week,
        badge_checks: [],
        badge_next_check_at: e.data.at ?? null,
        badge_misses: 0,
        badge_flagged: false,
        badge_verified_at: null,
      };
    case 'BadgeVerified':
      return { status: doc.status === 'awaiting_badge' ? 'scheduled' : doc.status, badge_verified_at: e.data.checkedAt };
    case 'BadgeCheckRequested':
      return { badge_next_check_at: e.data.at };
    case 'BadgeCheckDeferred':
      return { badge_next_check_at: e.data.dueAt };
    case 'BadgeChecked': {
      const { at: checkedAt, found, url, evidence, reason, nextCheckAt, unreachable } = e.data;
      const check = { at: checkedAt, found, url, detail: found ? `found: ${evidence ?? ''}` : (reason ?? 'not found') };
      return {
        badge_checks: [...(doc.badge_checks ?? []), check].slice(-10),
        badge_next_check_at: nextCheckAt,
        badge_misses: found ? 0 : doc.status === 'awaiting_badge' || unreachable ? doc.badge_misses : (doc.badge_misses ?? 0) + 1,
      };
    }
    case 'BadgeFlagged':
      return { badge_flagged: true };
    case 'BadgeRestored':
      return { badge_flagged: false };
    case 'FreeLaunchMissed':
      return { status: 'draft', plan: null, launch_week: null, badge_next_check_at: null, missed_week: e.data.week };
    case 'LaunchScheduled':
      return {
        status: 'scheduled',
        plan: e.data.plan,
        launch_week: e.data.week,
        unlocked: [...new Set([...doc.unlocked, ...e.data.unlocked.filter(isSection)])],
      };
    case 'ListingWentLive':
      return { status: 'live', launch_week: e.data.week, live_at: e.data.at };
    case 'LaunchCancelled':
      return doc.status === 'scheduled' ? { status: 'draft', plan: null, launch_week: null } : {};
    case 'PaidPlanApplied':
      return doc.status === 'live' ? { plan: 'paid', unlocked: [...new Set([...doc.unlocked, ...e.data.unlocked.filter(isSection)])] } : {};
    case 'SectionsUnlocked':
      return { unlocked: [...new Set([...doc.unlocked, ...e.data.sections])] };
    case 'SectionsLocked':
      return { unlocked: doc.unlocked.filter((s) => !(e.data.sections as string[]).includes(s)) };
    case 'FeaturedPlaced':
      return { featured_weeks: [...new Set([...(doc.featured_weeks ?? []), e.data.week])].sort() };
    case 'FeaturedCancelled':
      return { featured_weeks: (doc.featured_weeks ?? []).filter((w) => w !== e.data.week) };
    default:
      return undefined;
  }
}
