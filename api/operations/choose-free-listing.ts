import { BADGE_POLICY } from '../../domain/listing/badge.ts';
import { notFound } from '../../domain/shared/errors.ts';
import type { ListingDoc } from '../../projections/listing-doc.ts';
import { ownerState, ownListingDoc, siteSettings } from '../../projections/queries/index.ts';
import { listedBadge } from '../badges/listing-badges.ts';
import { caller, operation } from '../operation.ts';

/** What the owner (or their agent) should do now, in one paragraph. */
function nextStep(doc: ListingDoc, listingUrl: string): string {
  const l = ownerState(doc);
  const week = l.launch_week ?? '';
  const last = l.badge.checks.at(-1);
  if (l.status === 'scheduled' || l.status === 'live')
    return `The badge was found on ${l.badge.verified_at?.slice(0, 16).replace('T', ' ')} UTC. The listing is ${l.status === 'live' ? 'live' : `scheduled for the week of ${week} and goes live on Monday ${week} 00:00 UTC`}. Keep the badge on the homepage: it is checked weekly for ${BADGE_POLICY.weeksCheckedAfterLaunch} weeks after launch.`;
  const seen = last
    ? last.found
      ? ''
      : `The last check (${last.at.slice(0, 16).replace('T', ' ')} UTC) did not find it: ${last.detail}. `
    : 'The first check runs within a minute. ';
  return `Put the badge snippet on the homepage ${doc.url} so that it links to ${listingUrl} (a visible, followed link). ${seen}Once it is found the listing is scheduled for the week of ${week}; it must be found before Monday ${week} 00:00 UTC. After adding it, call choose_free_listing again to have it checked at once${l.badge.next_check_at ? `; otherwise the next check is at ${l.badge.next_check_at.slice(0, 16).replace('T', ' ')} UTC` : ''}.`;
}

/**
 * The free plan: a slot in the first launch week of the site's window with room, then live once
 * the badge is found on the homepage. Called again while waiting, it checks the badge at once.
 */
export const chooseFreeListing = operation({
  name: 'choose_free_listing',
  method: 'POST',
  path: '/me/listings/{listing_id}/free',
  access: 'listings:write',
  idempotent: true,
  async run({ path }, ctx) {
    const me = caller(ctx).accountId;
    const r = await ctx.commands.chooseFreeListing({ listingId: path.listing_id, actorId: me }, { actor: me, correlationId: ctx.correlationId });
    await ctx.readModels.waitFor(
      r.position,
      ctx.settings.readYourWritesTimeoutMs,
      r.events.map((e) => e.type),
    );
    const doc = await ownListingDoc(ctx.readModels, path.listing_id, me);
    if (!doc) throw notFound('listing');
    const l = ownerState(doc);
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
        checking_now: r.events.some((e) => e.type === 'BadgeCheckRequested' || e.type === 'FreePlanChosen'),
        next_step: nextStep(doc, listed.listing_url),
        policy: BADGE_POLICY.summary,
      },
    };
  },
});
