import type { Faq } from '../catalog/events.ts';

/**
 * Every fact a listing's profile can state, listed once. Drafts, listings, search, comparison and
 * the public profile read the list from here; a new fact is a line here and its schema in
 * schemas/openapi.yaml. `text` is a string, `list` a list of short strings, `year` a year.
 */
export const PROFILE_FIELDS = {
  name: 'text',
  tagline: 'text',
  short_description: 'text',
  description: 'text',
  stage: 'text',
  categories: 'list',
  tags: 'list',
  pricing_model: 'text',
  pricing_summary: 'text',
  country: 'text',
  city: 'text',
  founded_year: 'year',
  features: 'list',
  usps: 'list',
  keywords: 'list',
  contact_email: 'text',
  demo_video_url: 'text',
  logo_url: 'text',
} as const;

export type ProfileField = keyof typeof PROFILE_FIELDS;
export const PROFILE_FIELD_NAMES = Object.keys(PROFILE_FIELDS) as ProfileField[];
export const isListField = (f: ProfileField) => PROFILE_FIELDS[f] === 'list';
export const isProfileField = (name: string): name is ProfileField => Object.hasOwn(PROFILE_FIELDS, name);

type Published<K> = K extends 'list' ? string[] : K extends 'year' ? number : string;

/** The facts as a listing publishes them; a blank fact is absent, never invented. */
export type ProfileFacts = { -readonly [F in ProfileField]?: Published<(typeof PROFILE_FIELDS)[F]> };

export type FounderEntry = {
  name: string;
  title?: string;
  bio?: string;
  founderSlug?: string;
  /** Set when the founder joined by invite and edits this entry themselves. */
  accountId?: string;
};
export type Milestone = { id: number; date: string; title: string; description?: string; url?: string };
export const STORY_SECTIONS = ['title', 'story', 'why_started', 'problem', 'journey', 'challenges', 'achievements', 'lessons', 'whats_next'] as const;
export type Story = Partial<Record<(typeof STORY_SECTIONS)[number], string>>;

/** This site's own copy of a listing (not drafted from the product's site): what `apply_to` carries to sister sites. */
export const SITE_COPY_FIELDS = ['headline', 'summary', 'seo_title', 'seo_description'] as const;
export type SiteCopyField = (typeof SITE_COPY_FIELDS)[number];
export type SiteCopy = Partial<Record<SiteCopyField, string>>;

/** The fields an owner edits directly (SPEC section 2, "Editable listing fields"). */
export const EDITABLE_FIELDS = [
  'tagline',
  'short_description',
  'description',
  'pricing_model',
  'pricing_summary',
  'country',
  'city',
  'founded_year',
  'demo_video_url',
  'contact_email',
  'features',
  'usps',
  'keywords',
  ...SITE_COPY_FIELDS,
] as const;
export type EditableField = (typeof EDITABLE_FIELDS)[number];
export const isSiteCopyField = (name: string): name is SiteCopyField => (SITE_COPY_FIELDS as readonly string[]).includes(name);

/** What a listing says about its product, as published. */
export type ListingProfile = ProfileFacts &
  SiteCopy & {
    name: string;
    categories: string[];
    faqs?: Faq[];
    founders?: FounderEntry[];
    socials?: Record<string, string>;
    story?: Story;
    milestones?: Milestone[];
    /** Facts the company's own site did not state. */
    not_found_on_website?: ProfileField[];
  };
