import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DomainError } from '../shared/errors.ts';
import { type ItemInput, type ListingFacts, type PricingContext, priceOrder } from './pricing.ts';

const now = new Date('2026-11-25T12:00:00Z'); // week of 2026-11-23
const products = new Map(
  [
    { id: 'launch', name: 'Paid launch', priceCents: 4900, needsListing: true },
    { id: 'featured', name: 'Featured placement', priceCents: 9900, needsListing: true },
    { id: 'extra-category', name: 'Additional category', priceCents: 1900, needsListing: true },
    { id: 'billboard', name: 'Billboard contribution', priceCents: 1000, needsListing: true },
    { id: 'sections', name: 'Paid sections', priceCents: 2900, needsListing: true },
    { id: 'newsletter-sponsor', name: 'Newsletter sponsorship', priceCents: 29900, needsListing: false },
  ].map((p) => [p.id, p]),
);
const draft: ListingFacts = {
  listingId: 1,
  name: 'Acme',
  owners: ['ann'],
  status: 'draft',
  plan: null,
  week: null,
  categories: ['tools'],
  unlocked: [],
  featuredWeeks: [],
};
const paidLive: ListingFacts = { ...draft, listingId: 2, status: 'live', plan: 'paid', week: '2026-11-16', categories: ['tools', 'ai', 'design'] };
const context = (over: Partial<PricingContext> = {}): PricingContext => ({
  now,
  accountId: 'ann',
  products,
  listings: new Map([
    [1, draft],
    [2, paidLive],
    [3, { ...draft, listingId: 3, owners: ['bob'] }],
  ]),
  categories: new Set(['tools', 'ai', 'design', 'productivity', 'finance']),
  weekUse: (week) => (week === '2026-12-07' ? { paid: 20, featured: 4 } : { paid: 0, featured: 0 }),
  capacity: { paid: 20, featured: 4 },
  ...over,
});
const price = (items: ItemInput[], over?: Partial<PricingContext>) => priceOrder(items, context(over));
const refused = (items: ItemInput[], field: string, message: RegExp, kind: DomainError['kind'] = 'invalid') =>
  assert.throws(
    () => price(items),
    (e: unknown) => e instanceof DomainError && e.kind === kind && e.issues.some((i) => i.field === field && message.test(i.message)),
    `${field} ${message}`,
  );

describe('pricing an order', () => {
  it('prices each line with the current prices, per category and by the billboard amount', () => {
    const lines = price([
      { product: 'launch', listing_id: 1, week: '2026-12-16' },
      { product: 'featured', listing_id: 1 },
      { product: 'extra-category', listing_id: 1, categories: ['ai', 'design'] },
      { product: 'billboard', listing_id: 1, amount_cents: 2500 },
      { product: 'newsletter-sponsor' },
    ]);
    assert.deepEqual(
      lines.map((l) => [l.product, l.week, l.unitPriceCents, l.quantity, l.totalCents]),
      [
        ['launch', '2026-12-14', 4900, 1, 4900],
        ['featured', '2026-12-14', 9900, 1, 9900],
        ['extra-category', null, 1900, 2, 3800],
        ['billboard', null, 2500, 1, 2500],
        ['newsletter-sponsor', null, 29900, 1, 29900],
      ],
    );
    assert.equal(price([{ product: 'launch', listing_id: 1 }])[0].description, 'Paid launch: Acme, live at once');
  });

  it('refuses a week in the past, this week for a launch, and a full week', () => {
    refused([{ product: 'launch', listing_id: 1, week: '2026-11-09' }], 'items[0].week', /past/);
    refused([{ product: 'launch', listing_id: 1, week: '2026-11-24' }], 'items[0].week', /too soon.*launch at once/);
    refused([{ product: 'launch', listing_id: 1, week: '2026-12-07' }], 'items[0].week', /no paid launch slot left/);
    refused([{ product: 'featured', listing_id: 2, week: '2026-12-07' }], 'items[0].week', /no featured placement left/);
    refused([{ product: 'launch', listing_id: 1, week: '2026-02-30' }], 'items[0].week', /date/);
  });

  it('refuses an unknown category, the primary, one already held, and a 4th additional category', () => {
    refused([{ product: 'extra-category', listing_id: 2, categories: ['gardening'] }], 'items[0].categories[0]', /no category gardening/);
    refused([{ product: 'extra-category', listing_id: 2, categories: ['tools'] }], 'items[0].categories[0]', /primary/);
    refused([{ product: 'extra-category', listing_id: 2, categories: ['ai'] }], 'items[0].categories[0]', /already/);
    refused(
      [{ product: 'extra-category', listing_id: 2, categories: ['productivity', 'finance'] }],
      'items[0].categories',
      /at most 3 additional categories; this would make 4/,
    );
    refused(
      [
        { product: 'launch', listing_id: 1 },
        { product: 'extra-category', listing_id: 1, categories: ['ai', 'design'] },
        { product: 'extra-category', listing_id: 1, categories: ['productivity', 'finance'] },
      ],
      'items[2].categories',
      /this would make 4/,
    );
    refused([{ product: 'extra-category', listing_id: 1, categories: ['ai'] }], 'items[0].listing_id', /for paid listings/);
  });

  it('refuses a billboard amount under the minimum, and options of other products', () => {
    refused([{ product: 'billboard', listing_id: 2, amount_cents: 999 }], 'items[0].amount_cents', /at least 1000 cents/);
    refused([{ product: 'billboard', listing_id: 2 }], 'items[0].amount_cents', /give the contribution/);
    refused([{ product: 'launch', listing_id: 1, amount_cents: 5000 }], 'items[0].amount_cents', /not an option of launch/);
    refused([{ product: 'nonsense' }], 'items[0].product', /no product nonsense/);
  });

  it("answers another account's listing, or none, as not found naming the item", () => {
    refused([{ product: 'launch', listing_id: 3 }], 'items[0].listing_id', /not found/, 'not_found');
    refused([{ product: 'billboard', listing_id: 99, amount_cents: 2000 }], 'items[0].listing_id', /not found/, 'not_found');
  });

  it('refuses conflicting lines: a second launch, a launch of a paid listing, sections a launch includes', () => {
    refused(
      [
        { product: 'launch', listing_id: 1 },
        { product: 'launch', listing_id: 1, week: '2026-12-14' },
      ],
      'items[1].product',
      /has a launch in this order already/,
    );
    refused([{ product: 'launch', listing_id: 2 }], 'items[0].listing_id', /already live/);
    refused(
      [
        { product: 'launch', listing_id: 1 },
        { product: 'sections', listing_id: 1 },
      ],
      'items[1].product',
      /includes the story/,
    );
    refused(
      [
        { product: 'featured', listing_id: 2, week: '2026-12-14' },
        { product: 'featured', listing_id: 2, week: '2026-12-16' },
      ],
      'items[1].week',
      /featured in the week of 2026-12-14 already/,
    );
  });
});
