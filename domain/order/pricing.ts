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

type Product = { id: string; name: string; priceCents: number; needsListing: boolean };

/** One item under pricing: its product, and the caller's listing it is for (null for a service without one). */
type Item = { i: number; input: ItemInput; product: Product; kind: ProductKind; listing: ListingFacts | null; paid: boolean };

/** One order being priced: the lines so far, the problems found, and what earlier lines took (weeks, categories). */
class OrderPricing {
  readonly issues: FieldIssue[] = [];
  readonly missing: FieldIssue[] = [];
  readonly lines: OrderLine[] = [];
  readonly ctx: PricingContext;
  readonly thisWeek: WeekStart;
  /** The listings this order launches, with the item that does and its week. */
  readonly launches = new Map<number, { index: number; week: WeekStart | null }>();
  readonly extraCategories = new Map<number, Set<string>>();
  readonly featured = new Set<string>();
  private readonly heldHere = new Map<WeekStart, { paid: number; featured: number }>();

  constructor(ctx: PricingContext) {
    this.ctx = ctx;
    this.thisWeek = mondayOf(ctx.now);
  }

  refuse(i: number, name: string, message: string) {
    this.issues.push({ field: field(i, name), message });
  }

  /** Takes a slot of the week for this order; false when other orders and this one leave none. */
  hold(week: WeekStart, what: 'paid' | 'featured') {
    const h = this.heldHere.get(week) ?? { paid: 0, featured: 0 };
    h[what] += 1;
    this.heldHere.set(week, h);
    return this.ctx.weekUse(week)[what] + h[what] <= this.ctx.capacity[what];
  }

  /** The week an item asks for: null when it names none, false when it names one it cannot have. */
  weekOf(x: Item, earliest: WeekStart, advice: string): WeekStart | null | false {
    if (x.input.week === undefined) return null;
    if (!isCalendarDate(x.input.week)) return this.refusedWeek(x, 'must be a date YYYY-MM-DD');
    const week = mondayOf(new Date(`${x.input.week}T00:00:00Z`));
    if (week < earliest) return this.refusedWeek(x, `the week of ${week} is ${week < this.thisWeek ? 'past' : 'too soon'}; ${advice}`);
    if (week > addWeeks(this.thisWeek, MAX_WEEKS_AHEAD)) return this.refusedWeek(x, `must be within ${MAX_WEEKS_AHEAD} weeks`);
    return week;
  }

  private refusedWeek(x: Item, message: string): false {
    this.refuse(x.i, 'week', message);
    return false;
  }

  line(x: Item, description: string, unitPriceCents: number, quantity = 1, extra: Partial<OrderLine> = {}) {
    this.lines.push({
      lineId: x.i + 1,
      product: x.product.id,
      kind: x.kind,
      listingId: x.listing?.listingId ?? null,
      week: null,
      categories: [],
      description,
      unitPriceCents,
      quantity,
      totalCents: unitPriceCents * quantity,
      ...extra,
    });
  }

  /** Launch lines first: the extras of the same order may rely on the listing becoming paid. */
  noteLaunches(items: ItemInput[]) {
    for (const [i, item] of items.entries()) {
      if (kindOf(item.product) !== 'launch' || item.listing_id === undefined) continue;
      const earlier = this.launches.get(item.listing_id);
      if (earlier) this.refuse(i, 'product', `listing ${item.listing_id} has a launch in this order already (items[${earlier.index}])`);
      else this.launches.set(item.listing_id, { index: i, week: null });
    }
  }

  /** The item with its product and listing, its options checked against its product; null when it cannot be priced. */
  itemOf(input: ItemInput, i: number): Item | null {
    const product = this.ctx.products.get(input.product);
    if (!product) {
      this.refuse(i, 'product', `no product ${input.product}; list_products names them`);
      return null;
    }
    const kind = kindOf(product.id);
    const stray = (name: keyof ItemInput, when: boolean) => {
      if (when && input[name] !== undefined) this.refuse(i, name, `is not an option of ${product.id}`);
    };
    stray('week', kind !== 'launch' && kind !== 'featured');
    stray('categories', kind !== 'extra-category');
    stray('amount_cents', kind !== 'billboard');
    if (!product.needsListing && kind === 'service') {
      stray('listing_id', true);
      return { i, input, product, kind, listing: null, paid: false };
    }
    if (input.listing_id === undefined) {
      this.refuse(i, 'listing_id', `${product.id} is bought for one of your listings: give its listing_id`);
      return null;
    }
    const listing = this.ctx.listings.get(input.listing_id);
    if (!listing?.owners.includes(this.ctx.accountId)) {
      this.missing.push({ field: field(i, 'listing_id'), message: `listing ${input.listing_id} not found among yours` });
      return null;
    }
    const paid = listing.plan === 'paid' || this.launches.has(listing.listingId);
    return { i, input, product, kind, listing, paid };
  }
}

type Rule = (order: OrderPricing, x: Item, listing: ListingFacts) => void;

const launch: Rule = (order, x, listing) => {
  if (listing.plan === 'paid' || listing.status === 'live')
    return order.refuse(x.i, 'listing_id', `listing ${listing.listingId} is already ${listing.status === 'live' ? 'live' : 'launching on the paid plan'}`);
  const week = order.weekOf(x, addWeeks(order.thisWeek, 1), 'choose a future week, or leave week out to launch at once');
  if (week === false) return;
  if (week && !order.hold(week, 'paid'))
    return order.refuse(x.i, 'week', `the week of ${week} has no paid launch slot left; choose another, or launch at once`);
  const entry = order.launches.get(listing.listingId);
  if (entry) entry.week = week;
  const when = week ? `week of ${week}` : 'live at once';
  order.line(x, `${x.product.name}: ${listing.name}, ${when}`, x.product.priceCents, 1, { week });
};

const featured: Rule = (order, x, listing) => {
  if (!x.paid) return order.refuse(x.i, 'listing_id', 'featured placement is for paid listings: add a launch for this listing to the order');
  const chosen = order.weekOf(x, order.thisWeek, 'choose this week or a later one');
  if (chosen === false) return;
  const launching = order.launches.get(listing.listingId);
  const planned = listing.week && listing.week >= order.thisWeek ? listing.week : null;
  const week = chosen ?? (launching ? (launching.week ?? order.thisWeek) : planned);
  if (!week) return order.refuse(x.i, 'week', 'choose the week to be featured in');
  const key = `${listing.listingId}@${week}`;
  if (order.featured.has(key) || listing.featuredWeeks.includes(week))
    return order.refuse(x.i, 'week', `listing ${listing.listingId} is featured in the week of ${week} already`);
  order.featured.add(key);
  if (!order.hold(week, 'featured')) return order.refuse(x.i, 'week', `the week of ${week} has no featured placement left; choose another`);
  order.line(x, `${x.product.name}: ${listing.name}, week of ${week}`, x.product.priceCents, 1, { week });
};

const extraCategory: Rule = (order, x, listing) => {
  if (!x.paid) return order.refuse(x.i, 'listing_id', 'additional categories are for paid listings: add a launch for this listing to the order');
  const wanted = x.input.categories ?? [];
  if (wanted.length === 0) return order.refuse(x.i, 'categories', 'name 1 to 3 categories');
  const chosen = order.extraCategories.get(listing.listingId) ?? new Set<string>();
  const before = order.issues.length;
  wanted.forEach((slug, j) => {
    const problem = categoryProblem(order, listing, chosen, slug);
    if (problem) order.issues.push({ field: `${field(x.i, 'categories')}[${j}]`, message: problem });
    else chosen.add(slug);
  });
  order.extraCategories.set(listing.listingId, chosen);
  const extras = Math.max(0, listing.categories.length - 1) + chosen.size;
  if (extras > MAX_EXTRA_CATEGORIES)
    order.refuse(x.i, 'categories', `a paid listing has at most ${MAX_EXTRA_CATEGORIES} additional categories; this would make ${extras}`);
  if (order.issues.length > before) return;
  order.line(x, `${x.product.name}: ${listing.name} in ${wanted.join(', ')}`, x.product.priceCents, wanted.length, { categories: wanted });
};

const categoryProblem = (order: OrderPricing, listing: ListingFacts, chosen: Set<string>, slug: string): string | null => {
  if (!order.ctx.categories.has(slug)) return `no category ${slug}; list_categories names them`;
  if (slug === listing.categories[0]) return `${slug} is the listing's primary category`;
  if (listing.categories.includes(slug)) return `the listing is in ${slug} already`;
  if (chosen.has(slug)) return `${slug} is in this order already`;
  return null;
};

const billboard: Rule = (order, x, listing) => {
  const amount = x.input.amount_cents;
  const minimum = x.product.priceCents;
  if (amount === undefined) return order.refuse(x.i, 'amount_cents', `give the contribution in USD cents (at least ${minimum})`);
  if (amount < minimum) return order.refuse(x.i, 'amount_cents', `must be at least ${minimum} cents (the billboard minimum)`);
  order.line(x, `${x.product.name} for ${listing.name} (paid ranking)`, amount);
};

const sections: Rule = (order, x, listing) => {
  if (x.paid) return order.refuse(x.i, 'product', 'a paid launch includes the story, milestones and media sections');
  if (PAID_SECTIONS.every((s) => listing.unlocked.includes(s))) return order.refuse(x.i, 'product', 'the sections are unlocked already');
  order.line(x, `${x.product.name}: ${listing.name}`, x.product.priceCents);
};

const RULES: Record<Exclude<ProductKind, 'service'>, Rule> = { launch, featured, 'extra-category': extraCategory, billboard, sections };

/**
 * Prices items with the site's current prices and checks every option: the listing is the
 * caller's, in a state the product applies to; weeks are future and have room; categories exist,
 * are not the primary and stay within 3 extra; a billboard amount reaches the minimum; no two lines
 * conflict. A missing or another account's listing is 404; anything else wrong is 400, each problem
 * naming its item and field. Nothing is saved.
 */
export function priceOrder(items: ItemInput[], ctx: PricingContext): OrderLine[] {
  const order = new OrderPricing(ctx);
  order.noteLaunches(items);
  for (const [i, input] of items.entries()) {
    const x = order.itemOf(input, i);
    if (!x) continue;
    if (x.kind === 'service' || !x.listing) order.line(x, x.listing ? `${x.product.name}: ${x.listing.name}` : x.product.name, x.product.priceCents);
    else RULES[x.kind](order, x, x.listing);
  }
  const { missing, issues } = order;
  if (missing.length) throw new DomainError('not_found', missing.map((m) => `${m.field}: ${m.message}`).join('; '), missing);
  if (issues.length) throw new DomainError('invalid', `invalid ${issues.map((m) => m.field).join(', ')}`, issues);
  return order.lines;
}
