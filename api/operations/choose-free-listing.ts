import { BADGE_POLICY } from '../../domain/listing/badge.ts';
import { notFound } from '../../domain/shared/errors.ts';
import type { ListingDoc } from '../../projections/listing-doc.ts';
import { ownerState, ownListingDoc, siteSettings } from '../../projections/queries/index.ts';
import { listedBadge } from '../badges/listing-badges.ts';
import { caller, operation } from '../operation.ts';
import { readYourWrite } from '../read-your-writes.ts';

/** What this call did about the badge check: had it run at once, scheduled it a minute after the last one, or neither (one is due anyway). */
export type CheckOutcome = 'checking' | 'scheduled' | 'due';

const utc = (iso: string) => `${iso.slice(0, 19).replace('T', ' ')} UTC`;

/** What the owner (or their agent) should do now, in one paragraph: the same words the account page shows. */
function nextStep(doc: ListingDoc, listingUrl: string, outcome: CheckOutcome, now: Date): string {
  const l = ownerState(doc);
  const week = l.launch_week ?? '';
  const last = l.badge.checks.at(-1);
  if (l.status === 'scheduled' || l.status === 'live')
    return `The badge was found on ${l.badge.verified_at?.slice(0, 16).replace('T', ' ')} UTC. The listing is ${l.status === 'live' ? 'live' : `scheduled for the week of ${week} and goes live on Monday ${week} 00:00 UTC`}. Keep the badge on the homepage: it is checked weekly for ${BADGE_POLICY.weeksCheckedAfterLaunch} weeks after launch.`;
  const seen = last && !last.found ? `The last check (${utc(last.at)}) did not find it: ${last.detail}. ` : '';
  const next = l.badge.next_check_at;
  const check =
    outcome === 'checking'
      ? 'This call has the homepage checked now: get_my_listing shows what the check found within seconds.'
      : outcome === 'scheduled' && next
        ? `The homepage was checked less than a minute ago, and checks asked for run at most once a minute: this call scheduled the next check for ${utc(next)}, so there is no need to call again.`
        : next && Date.parse(next) <= now.getTime()
          ? 'A check is under way: get_my_listing shows what it found within seconds.'
          : next
            ? `The next check is at ${utc(next)}.`
            : '';
  return `Put the badge snippet on the homepage ${doc.url} so that it links to ${listingUrl} (a visible, followed link). ${seen}Once it is found the listing is scheduled for the week of ${week}; it must be found before Monday ${week} 00:00 UTC. ${check} Once the badge is up, call choose_free_listing again to have it checked at once (within a minute of the last check, a minute after it).`;
}

/**
 * The free plan: a slot in the first launch week of the site's window with room, then live once
 * the badge is found on the homepage. Called again while waiting, it checks the badge at once, or
 * schedules the check a minute after the last one (see requestBadgeCheck).
 */
export const chooseFreeListing = operation({
  name: 'choose_free_listing',
  method: 'POST',
  path: '/me/listings/{listing_id}/free',
  access: 'listings:write',
  takesIdempotencyKey: true,
  async run({ path }, ctx) {
    const me = caller(ctx).accountId;
    const r = await ctx.commands.chooseFreeListing({ listingId: path.listing_id, actorId: me }, { actor: me, correlationId: ctx.correlationId });
    await readYourWrite(ctx, r);
    const doc = await ownListingDoc(ctx.readModels, path.listing_id, me);
    if (!doc) throw notFound('listing');
    const l = ownerState(doc);
    const types = r.events.map((e) => e.type);
    const outcome: CheckOutcome =
      types.includes('BadgeCheckRequested') || types.includes('FreePlanChosen') || types.includes('FreeSlotBooked')
        ? 'checking'
        : types.includes('BadgeCheckDeferred')
          ? 'scheduled'
          : 'due';
    const site = (await siteSettings(ctx.readModels))?.name ?? 'Launch Directory';
    const listed = listedBadge(ctx.settings.publicUrl, doc, site);
    return {
      body: {
        listing_id: doc.listing_id,
        slug: doc.slug,
        status: l.status,
        plan: l.plan,
        launch_week: l.launch_week,
        homepage: doc.url,
        badge: { ...listed, ...l.badge },
        checking_now: outcome === 'checking',
        next_check_at: l.status === 'awaiting_badge' ? l.badge.next_check_at : null,
        next_step: nextStep(doc, listed.listing_url, outcome, ctx.clock.now()),
        policy: BADGE_POLICY.summary,
      },
    };
  },
});
