import { conflict } from '../shared/errors.ts';
import { addWeeks, type WeekStart, weekStartTime } from '../shared/weeks.ts';
import type { Listing, ListingEvent } from './events.ts';
import { existing, owned } from './ownership.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The free plan's badge policy, in one place (the contract and the answers quote it):
 * - Waiting for the badge: the homepage is checked when the plan is chosen, then 15 minutes,
 *   1 hour and 6 hours after a miss, then daily, and a last time one hour before the launch week
 *   starts. The owner may ask for a check at any time (choosing the free plan again): it runs at
 *   once, or, asked within a minute of the last look, a minute after it (no need to ask again).
 * - Found: the listing is scheduled and goes live when its week starts (Monday 00:00 UTC).
 * - Not found when the week starts: the launch is missed; the listing is a draft again and may
 *   choose the free plan again.
 * - After launch: re-checked weekly for 4 weeks; missing at 2 consecutive checks flags the
 *   listing for the site team and the owners are mailed; found again clears the flag.
 */
export const BADGE_POLICY = {
  retryAfterMissMs: [15 * MINUTE, HOUR, 6 * HOUR],
  dailyMs: DAY,
  lastCheckBeforeWeekMs: HOUR,
  /** Checks asked for run at most this often: the owner's homepage is not read on every call. */
  requestSpacingMs: MINUTE,
  weeksCheckedAfterLaunch: 4,
  missesBeforeFlag: 2,
  summary:
    'We check your homepage for the badge when you choose the free plan, 15 minutes, 1 hour and 6 hours after a miss, then daily, and one hour before your launch week starts. Once the badge is up, choose the free plan again to have it checked at once (or, within a minute of the last check, a minute after it). Found: your listing is scheduled and goes live when the week starts (Monday 00:00 UTC). Not found by then: the launch is missed and you may choose the free plan again. After launch the badge is checked weekly for 4 weeks; missing twice in a row flags the listing for review.',
} as const;

/** When to look again after a miss while waiting: spaced out, never past the week's start. */
export function nextWaitingCheck(missesSoFar: number, now: Date, week: WeekStart): string | null {
  const delay = BADGE_POLICY.retryAfterMissMs[missesSoFar - 1] ?? BADGE_POLICY.dailyMs;
  const last = weekStartTime(week) - BADGE_POLICY.lastCheckBeforeWeekMs;
  const next = Math.min(now.getTime() + delay, last);
  return next > now.getTime() ? new Date(next).toISOString() : null;
}

/** After verification: weekly from a week after launch, for the policy's weeks. */
export function nextLaunchedCheck(now: Date, week: WeekStart): string | null {
  const first = weekStartTime(addWeeks(week, 1));
  const end = weekStartTime(addWeeks(week, BADGE_POLICY.weeksCheckedAfterLaunch)) + DAY;
  const next = Math.max(first, now.getTime() + 7 * DAY);
  return next <= end ? new Date(next).toISOString() : null;
}

/** After launch, a site that did not answer is asked again a day later, within the weeks the policy checks. */
export function nextRetryWhenDown(now: Date, week: WeekStart): string | null {
  const end = weekStartTime(addWeeks(week, BADGE_POLICY.weeksCheckedAfterLaunch)) + DAY;
  const next = now.getTime() + DAY;
  return next <= end ? new Date(next).toISOString() : null;
}

/** The free plan for the week whose slot was booked (see launch-week/free-slots.ts). Choosing it again asks for a badge check. */
export function chooseFreePlan(cmd: { listingId: number; actorId: string; week: WeekStart; now: Date }, state: Listing): ListingEvent[] {
  const listing = owned(state, cmd.actorId);
  if (listing.status === 'awaiting_badge') {
    if (listing.week === cmd.week) return [];
    throw conflict(`listing is already queued for the week of ${listing.week}`);
  }
  if (listing.status !== 'draft') throw conflict(`listing is already ${listing.status}`);
  return [{ type: 'FreePlanChosen', data: { listingId: cmd.listingId, week: cmd.week, at: cmd.now.toISOString() } }];
}

/**
 * The owner put the badge up and wants it checked now. A check runs at once unless the homepage
 * was read, or a check asked for, less than a minute ago: then it is due a minute after that
 * (never dropped), unless a check is due by then anyway. Either way the listing says when.
 */
export function requestBadgeCheck(cmd: { listingId: number; actorId: string; now: Date }, state: Listing): ListingEvent[] {
  const listing = owned(state, cmd.actorId);
  if (listing.status !== 'awaiting_badge') return [];
  const { lastCheckedAt, lastRequestAt, nextCheckAt } = listing.badge;
  const last = Math.max(lastCheckedAt ? Date.parse(lastCheckedAt) : 0, lastRequestAt ? Date.parse(lastRequestAt) : 0);
  const earliest = last + BADGE_POLICY.requestSpacingMs;
  if (cmd.now.getTime() >= earliest) return [{ type: 'BadgeCheckRequested', data: { listingId: cmd.listingId, at: cmd.now.toISOString() } }];
  if (nextCheckAt !== null && Date.parse(nextCheckAt) <= earliest) return [];
  return [{ type: 'BadgeCheckDeferred', data: { listingId: cmd.listingId, requestedAt: cmd.now.toISOString(), dueAt: new Date(earliest).toISOString() } }];
}

/** What one look at the homepage saw. `unreachable`: the site did not answer at all, which is no evidence either way. */
export type BadgeLook = { found: true; url: string; evidence: string } | { found: false; url: string; reason: string; unreachable?: boolean };

/**
 * What one check of the homepage means for the listing. Each check has an id (the time it was
 * due), so a check repeated after a crash records nothing more.
 */
export function recordBadgeCheck(cmd: { listingId: number; checkId: string; look: BadgeLook; now: Date }, state: Listing): ListingEvent[] {
  const listing = existing(state);
  if (listing.plan !== 'free' || listing.badge.recentChecks.includes(cmd.checkId)) return [];
  const at = cmd.now.toISOString();
  const { look } = cmd;
  const checked = (nextCheckAt: string | null): ListingEvent => ({
    type: 'BadgeChecked',
    data: {
      listingId: cmd.listingId,
      checkId: cmd.checkId,
      at,
      found: look.found,
      url: look.url,
      ...(look.found ? { evidence: look.evidence } : { reason: look.reason, ...(look.unreachable ? { unreachable: true } : {}) }),
      nextCheckAt,
    },
  });
  if (listing.status === 'awaiting_badge') {
    if (look.found)
      return [checked(nextLaunchedCheck(cmd.now, listing.week)), { type: 'BadgeVerified', data: { listingId: cmd.listingId, url: look.url, checkedAt: at } }];
    return [checked(nextWaitingCheck(listing.badge.waitingMisses + 1, cmd.now, listing.week))];
  }
  const next = checked(nextLaunchedCheck(cmd.now, listing.week));
  if (look.found) return listing.badge.flagged ? [next, { type: 'BadgeRestored', data: { listingId: cmd.listingId } }] : [next];
  // A site that is down is asked again the next day; only a page read without the badge counts as a miss.
  if (look.unreachable) return [checked(nextRetryWhenDown(cmd.now, listing.week))];
  const misses = listing.badge.misses + 1;
  if (misses >= BADGE_POLICY.missesBeforeFlag && !listing.badge.flagged) return [next, { type: 'BadgeFlagged', data: { listingId: cmd.listingId, misses } }];
  return [next];
}

/** The launch week began and the badge was never found. */
export function missFreeLaunch(cmd: { listingId: number; now: Date }, state: Listing): ListingEvent[] {
  const listing = existing(state);
  if (listing.status !== 'awaiting_badge' || cmd.now.getTime() < weekStartTime(listing.week)) return [];
  return [{ type: 'FreeLaunchMissed', data: { listingId: cmd.listingId, week: listing.week } }];
}
