/**
 * What each product does when paid, by its id (prices and names are the site team's, in the
 * catalog; what a product does is ours). A product with another id is a service the site team
 * delivers by hand (a newsletter sponsorship, say): recorded and marked fulfilled when paid.
 */
export const PRODUCT_KINDS = {
  /** Live at once (no `week`), or in a chosen future week with paid capacity; unlocks story, milestones and media; no badge needed. */
  launch: 'launch',
  /**
   * The listing in the Featured row of the home page and of its primary category for one launch
   * week (Monday to Sunday, UTC), always labelled "Featured · paid".
   */
  featured: 'featured',
  /** Up to 3 more categories for a paid listing (SPEC 1.8); priced per category. */
  'extra-category': 'extra-category',
  /** Money on the billboard, a ranking by money contributed, always labelled PAID; the product's price is the minimum. */
  billboard: 'billboard',
  /** Unlocks the paid sections (story, milestones, media) of a listing that did not buy a launch. */
  sections: 'sections',
} as const;

export type ProductKind = keyof typeof PRODUCT_KINDS | 'service';
export const kindOf = (productId: string): ProductKind => (Object.hasOwn(PRODUCT_KINDS, productId) ? (productId as keyof typeof PRODUCT_KINDS) : 'service');

export const PAID_SECTIONS = ['story', 'milestones', 'media'] as const;
export const MAX_EXTRA_CATEGORIES = 3;
/** How long an unpaid order (and the week capacity it holds) lasts. */
export const ORDER_EXPIRES_AFTER_MS = 24 * 3_600_000;
/** How far ahead a launch or a featured week may be booked. */
export const MAX_WEEKS_AHEAD = 52;
