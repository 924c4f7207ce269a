import { DomainError, type FieldIssue } from '../shared/errors.ts';
import { addWeeks, isCalendarDate, mondayOf, type WeekStart } from '../shared/weeks.ts';
import { kindOf, MAX_EXTRA_CATEGORIES, MAX_WEEKS_AHEAD, PAID_SECTIONS, type ProductKind } from './products.ts';

/** One item as the API receives it. */
export type ItemInput = { product: string; listing_id?: number; week?: string; categories?: string[]; amount_cents?: number };

/** What pricing needs to know of a listing an item names. */
export type ListingFacts = {
  listingId: number;
  name: string;
  owners: string[];
  status: 'draft' | 'awaiting_badge' | 'scheduled' | 'live';
  plan: 'free' | 'paid' | null;
  week: WeekStart | null;
  categories: string[];
  unlocked: string[];
  featuredWeeks: string[];
};

export type PricingContext = {
  now: Date;
  accountId: string;
  products: ReadonlyMap<string, { id: string; name: string; priceCents: number; needsListing: boolean }>;
  /** The listings the items name (absent: no such listing). */
  listings: ReadonlyMap<number, ListingFacts>;
  /** Which of the category slugs the items name exist. */
  categories: ReadonlySet<string>;
  /** Paid launches and featured placements other orders hold in a week. */
  weekUse: (week: WeekStart) => { paid: number; featured: number };
  capacity: { paid: number; featured: number };
};

export type OrderLine = {
  lineId: number;
  product: string;
  kind: ProductKind;
  listingId: number | null;
  /** For a launch: its week (null: at once). For a featured placement: its week. */
  week: WeekStart | null;
  categories: string[];
  description: string;
  unitPriceCents: number;
  quantity: number;
  totalCents: number;
};

const field = (i: number, name: string) => `items[${i}].${name}`;

/**
 * Prices items with the site's current prices and checks every option: the listing is the
 * caller's, in a state the product applies to; weeks are future and have room; categories exist,
 * are not the primary and stay within 3 extra; a billboard amount reaches the minimum; no two lines
 * conflict. A missing or another account's listing is 404; anything else wrong is 400, each problem
 * naming its item and field. Nothing is saved.
 */
export function priceOrder(items: ItemInput[], ctx: PricingContext): OrderLine[] {
  const issues: FieldIssue[] = [];
  const missing: FieldIssue[] = [];
  const lines: OrderLine[] = [];
  const thisWeek = mondayOf(ctx.now);
  const launches = new Map<number, { index: number; week: WeekStart | null }>();
  const extraCategories = new Map<number, Set<string>>();
  const featured = new Set<string>();
  const heldHere = new Map<WeekStart, { paid: number; featured: number }>();
  const hold = (week: WeekStart, what: 'paid' | 'featured') => {
    const h = heldHere.get(week) ?? { paid: 0, featured: 0 };
    h[what] += 1;
    heldHere.set(week, h);
    return ctx.weekUse(week)[what] + h[what] <= ctx.capacity[what];
  };

  // Launch lines first: the extras of the same order may rely on the listing becoming paid.
  for (const [i, item] of items.entries()) {
    if (kindOf(item.product) === 'launch' && item.listing_id !== undefined) {
      if (launches.has(item.listing_id))
        issues.push({
          field: field(i, 'product'),
          message: `listing ${item.listing_id} has a launch in this order already (items[${launches.get(item.listing_id)?.index}])`,
        });
      else launches.set(item.listing_id, { index: i, week: null });
    }
  }

  const price = (item: ItemInput, i: number) => {
    const product = ctx.products.get(item.product);
    if (!product) return issues.push({ field: field(i, 'product'), message: `no product ${item.product}; list_products names them` });
    const kind = kindOf(product.id);
    const stray = (name: keyof ItemInput, when: boolean) => {
      if (when && item[name] !== undefined) issues.push({ field: field(i, name), message: `is not an option of ${product.id}` });
    };
    stray('week', kind !== 'launch' && kind !== 'featured');
    stray('categories', kind !== 'extra-category');
    stray('amount_cents', kind !== 'billboard');

    let listing: ListingFacts | null = null;
    if (product.needsListing || kind !== 'service') {
      if (item.listing_id === undefined)
        return issues.push({ field: field(i, 'listing_id'), message: `${product.id} is bought for one of your listings: give its listing_id` });
      const l = ctx.listings.get(item.listing_id);
      if (!l?.owners.includes(ctx.accountId))
        return missing.push({ field: field(i, 'listing_id'), message: `listing ${item.listing_id} not found among yours` });
      listing = l;
    } else stray('listing_id', true);
    const paidHere = listing ? launches.has(listing.listingId) : false;
    const paid = listing ? listing.plan === 'paid' || paidHere : false;
    const line = (description: string, unitPriceCents: number, quantity = 1, extra: Partial<OrderLine> = {}) =>
      lines.push({
        lineId: i + 1,
        product: product.id,
        kind,
        listingId: listing?.listingId ?? null,
        week: null,
        categories: [],
        description,
        unitPriceCents,
        quantity,
        totalCents: unitPriceCents * quantity,
        ...extra,
      });
    const weekOf = (earliest: WeekStart, name: string): WeekStart | null | false => {
      if (item.week === undefined) return null;
      if (!isCalendarDate(item.week)) {
        issues.push({ field: field(i, 'week'), message: 'must be a date YYYY-MM-DD' });
        return false;
      }
      const week = mondayOf(new Date(`${item.week}T00:00:00Z`));
      if (week < earliest) {
        issues.push({ field: field(i, 'week'), message: `the week of ${week} is ${week < thisWeek ? 'past' : 'too soon'}; ${name}` });
        return false;
      }
      if (week > addWeeks(thisWeek, MAX_WEEKS_AHEAD)) {
        issues.push({ field: field(i, 'week'), message: `must be within ${MAX_WEEKS_AHEAD} weeks` });
        return false;
      }
      return week;
    };

    switch (kind) {
      case 'launch': {
        if (!listing) return;
        if (listing.plan === 'paid' || listing.status === 'live')
          return issues.push({
            field: field(i, 'listing_id'),
            message: `listing ${listing.listingId} is already ${listing.status === 'live' ? 'live' : 'launching on the paid plan'}`,
          });
        const week = weekOf(addWeeks(thisWeek, 1), 'choose a future week, or leave week out to launch at once');
        if (week === false) return;
        if (week && !hold(week, 'paid'))
          return issues.push({ field: field(i, 'week'), message: `the week of ${week} has no paid launch slot left; choose another, or launch at once` });
        const entry = launches.get(listing.listingId);
        if (entry) entry.week = week;
        return line(week ? `${product.name}: ${listing.name}, week of ${week}` : `${product.name}: ${listing.name}, live at once`, product.priceCents, 1, {
          week,
        });
      }
      case 'featured': {
        if (!listing) return;
        if (!paid)
          return issues.push({ field: field(i, 'listing_id'), message: 'featured placement is for paid listings: add a launch for this listing to the order' });
        const chosen = weekOf(thisWeek, 'choose this week or a later one');
        if (chosen === false) return;
        const launch = launches.get(listing.listingId);
        const week = chosen ?? (launch ? (launch.week ?? thisWeek) : listing.week && listing.week >= thisWeek ? listing.week : null);
        if (!week) return issues.push({ field: field(i, 'week'), message: 'choose the week to be featured in' });
        const key = `${listing.listingId}@${week}`;
        if (featured.has(key) || listing.featuredWeeks.includes(week))
          return issues.push({ field: field(i, 'week'), message: `listing ${listing.listingId} is featured in the week of ${week} already` });
        featured.add(key);
        if (!hold(week, 'featured'))
          return issues.push({ field: field(i, 'week'), message: `the week of ${week} has no featured placement left; choose another` });
        return line(`${product.name}: ${listing.name}, week of ${week}`, product.priceCents, 1, { week });
      }
      case 'extra-category': {
        if (!listing) return;
        if (!paid)
          return issues.push({
            field: field(i, 'listing_id'),
            message: 'additional categories are for paid listings: add a launch for this listing to the order',
          });
        const wanted = item.categories ?? [];
        if (wanted.length === 0) return issues.push({ field: field(i, 'categories'), message: 'name 1 to 3 categories' });
        const chosen = extraCategories.get(listing.listingId) ?? new Set<string>();
        const before = issues.length;
        wanted.forEach((slug, j) => {
          const at = `${field(i, 'categories')}[${j}]`;
          if (!ctx.categories.has(slug)) issues.push({ field: at, message: `no category ${slug}; list_categories names them` });
          else if (slug === listing.categories[0]) issues.push({ field: at, message: `${slug} is the listing's primary category` });
          else if (listing.categories.includes(slug)) issues.push({ field: at, message: `the listing is in ${slug} already` });
          else if (chosen.has(slug)) issues.push({ field: at, message: `${slug} is in this order already` });
          else chosen.add(slug);
        });
        extraCategories.set(listing.listingId, chosen);
        const extras = Math.max(0, listing.categories.length - 1) + chosen.size;
        if (extras > MAX_EXTRA_CATEGORIES)
          issues.push({
            field: field(i, 'categories'),
            message: `a paid listing has at most ${MAX_EXTRA_CATEGORIES} additional categories; this would make ${extras}`,
          });
        if (issues.length > before) return;
        return line(`${product.name}: ${listing.name} in ${wanted.join(', ')}`, product.priceCents, wanted.length, { categories: wanted });
      }
      case 'billboard': {
        if (!listing) return;
        const amount = item.amount_cents;
        if (amount === undefined)
          return issues.push({ field: field(i, 'amount_cents'), message: `give the contribution in USD cents (at least ${product.priceCents})` });
        if (amount < product.priceCents)
          return issues.push({ field: field(i, 'amount_cents'), message: `must be at least ${product.priceCents} cents (the billboard minimum)` });
        return line(`${product.name} for ${listing.name} (paid ranking)`, amount);
      }
      case 'sections': {
        if (!listing) return;
        if (paid) return issues.push({ field: field(i, 'product'), message: 'a paid launch includes the story, milestones and media sections' });
        if (PAID_SECTIONS.every((s) => listing.unlocked.includes(s)))
          return issues.push({ field: field(i, 'product'), message: 'the sections are unlocked already' });
        return line(`${product.name}: ${listing.name}`, product.priceCents);
      }
      default:
        return line(listing ? `${product.name}: ${listing.name}` : product.name, product.priceCents);
    }
  };
  for (const [i, item] of items.entries()) price(item, i);
  if (missing.length) throw new DomainError('not_found', missing.map((m) => `${m.field}: ${m.message}`).join('; '), missing);
  if (issues.length) throw new DomainError('invalid', `invalid ${issues.map((m) => m.field).join(', ')}`, issues);
  return lines;
}
