/** Site-admin data: settings, the category tree, products, interview questions, blog posts. */
export type Faq = { question: string; answer: string };

export type SiteSettings = {
  name: string;
  purpose: string;
  /** The free plan queues a listing for a launch week this many weeks ahead. */
  freeQueueMinWeeks: number;
  freeQueueMaxWeeks: number;
  /** Free launches a week can take (paid launches do not count against it). */
  freeWeeklyCapacity: number;
  /** Paid launches a week can take, and featured placements. */
  paidWeeklyCapacity: number;
  featuredWeeklyCapacity: number;
  /** Where the site sells from (an EU member state): its VAT applies at home, and decides reverse charge abroad. */
  sellerCountry: string;
};

export type Category = {
  slug: string;
  name: string;
  description: string;
  faqs: Faq[];
  parent: string | null;
  /** Attributes compared side by side for listings of this category. */
  attributes: string[];
};

export type Product = {
  id: string;
  name: string;
  description: string;
  /** USD cents, excluding VAT. */
  priceCents: number;
  needsListing: boolean;
};

export type InterviewQuestion = { id: number; text: string; position: number };

export type BlogPost = {
  slug: string;
  title: string;
  summary: string;
  markdown: string;
  faqs: Faq[];
  author: string;
  tags: string[];
  publishedAt: string;
};

export type CatalogEvent =
  | { type: 'SiteSettingsChanged'; data: SiteSettings }
  | { type: 'CategoryDefined'; data: Category }
  | { type: 'ProductDefined'; data: Product }
  | { type: 'InterviewQuestionDefined'; data: InterviewQuestion }
  | { type: 'BlogPostPublished'; data: BlogPost };

export type SiteSettingsChanged = Extract<CatalogEvent, { type: 'SiteSettingsChanged' }>;
export type CategoryDefined = Extract<CatalogEvent, { type: 'CategoryDefined' }>;
export type ProductDefined = Extract<CatalogEvent, { type: 'ProductDefined' }>;
export type InterviewQuestionDefined = Extract<CatalogEvent, { type: 'InterviewQuestionDefined' }>;
export type BlogPostPublished = Extract<CatalogEvent, { type: 'BlogPostPublished' }>;
