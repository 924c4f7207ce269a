import {
  categoryDefinition,
  categoryStream,
  productDefinition,
  productStream,
  SITE_STREAM,
  siteDefinition,
  siteSettingsOf,
} from '../../domain/catalog/decide.ts';
import type { SiteSettings } from '../../domain/catalog/events.ts';
import { evolveWeekSlots, initialWeekSlots, launchWeekStream, paidInUse } from '../../domain/launch-week/week-slots.ts';
import { evolveListing, initialListing, listingStream } from '../../domain/listing/events.ts';
import type { ItemInput, ListingFacts, PricingContext } from '../../domain/order/pricing.ts';
import type { EventStore } from '../../domain/ports/event-store.ts';
import { mondayOf, type WeekStart } from '../../domain/shared/weeks.ts';
import { loadState } from '../command.ts';

/**
 * What pricing an order needs, read from the event store (the truth, not a read model that may
 * lag): the products, listings and categories the items name, the weeks' paid capacity in use,
 * and the site's settings. `except`: an order whose own holds do not count against it.
 */
export async function pricingContext(
  store: EventStore,
  c: { items: ItemInput[]; accountId: string; now: Date; except?: string },
): Promise<{ context: PricingContext; site: SiteSettings }> {
  const site = siteSettingsOf((await loadState(store, SITE_STREAM, siteDefinition.initial, siteDefinition.evolve)).current);
  const productIds = [...new Set(c.items.map((i) => i.product))];
  const listingIds = [...new Set(c.items.flatMap((i) => (i.listing_id === undefined ? [] : [i.listing_id])))];
  const slugs = [...new Set(c.items.flatMap((i) => i.categories ?? []))];
  const weeks = [
    ...new Set(
      c.items.flatMap((i) =>
        i.week && /^\d{4}-\d{2}-\d{2}$/.test(i.week) && !Number.isNaN(Date.parse(i.week)) ? [mondayOf(new Date(`${i.week}T00:00:00Z`))] : [],
      ),
    ),
  ];

  const products = new Map<string, { id: string; name: string; priceCents: number; needsListing: boolean }>();
  for (const id of productIds) {
    const p = (await loadState(store, productStream(id), productDefinition.initial, productDefinition.evolve)).current;
    if (p) products.set(id, p);
  }
  const listings = new Map<number, ListingFacts>();
  for (const id of listingIds) {
    const l = await loadState(store, listingStream(id), initialListing, evolveListing);
    if (l.status === 'none') continue;
    listings.set(id, {
      listingId: id,
      name: l.profile.name,
      owners: l.owners,
      status: l.status,
      plan: l.plan,
      week: l.week,
      categories: l.profile.categories,
      unlocked: l.unlocked,
      featuredWeeks: l.featuredWeeks,
    });
  }
  const categories = new Set<string>();
  for (const slug of slugs)
    if ((await loadState(store, categoryStream(slug), categoryDefinition.initial, categoryDefinition.evolve)).current) categories.add(slug);
  const use = new Map<WeekStart, { paid: number; featured: number }>();
  for (const week of weeks) {
    const state = await loadState(store, launchWeekStream(week), initialWeekSlots, evolveWeekSlots);
    use.set(week, { paid: paidInUse(state, 'launch', c.now, c.except), featured: paidInUse(state, 'featured', c.now, c.except) });
  }
  return {
    site,
    context: {
      now: c.now,
      accountId: c.accountId,
      products,
      listings,
      categories,
      weekUse: (week) => use.get(week) ?? { paid: 0, featured: 0 },
      capacity: { paid: site.paidWeeklyCapacity, featured: site.featuredWeeklyCapacity },
    },
  };
}
