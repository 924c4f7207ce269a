import type { ownListing } from '../../../projections/queries/index.ts';
import { lines } from '../../kit/forms.ts';

/** A founder's listing as its owners see it (get_my_listing's answer). */
export type Owned = NonNullable<Awaited<ReturnType<typeof ownListing>>>;

export type TextField = [string, string, number, 'text' | 'textarea' | 'email' | 'url'];

/** The copy fields an owner edits, with the contract's bounds: what the page shows first, */
export const MAIN_FIELDS: TextField[] = [
  ['tagline', 'Tagline', 200, 'text'],
  ['headline', 'Headline (this site’s copy)', 200, 'text'],
  ['summary', 'Summary (this site’s copy)', 20000, 'textarea'],
  ['description', 'Description', 20000, 'textarea'],
  ['demo_video_url', 'Demo video URL', 500, 'url'],
];
/** and the rest, folded under "More details" unless one of them needs a change. */
export const MORE_FIELDS: TextField[] = [
  ['short_description', 'Short description', 300, 'textarea'],
  ['pricing_model', 'Pricing model', 40, 'text'],
  ['pricing_summary', 'Pricing summary', 300, 'text'],
  ['country', 'Country (two-letter code)', 2, 'text'],
  ['city', 'City', 120, 'text'],
  ['contact_email', 'Contact email', 254, 'email'],
  ['seo_title', 'Search result title', 200, 'text'],
  ['seo_description', 'Search result description', 320, 'textarea'],
];
export const TEXT_FIELDS = [...MAIN_FIELDS, ...MORE_FIELDS];
export const LIST_FIELDS: [string, string][] = [
  ['features', 'Features (one per line)'],
  ['usps', 'What sets it apart (one per line)'],
  ['keywords', 'Keywords (one per line)'],
];
/** The founder story's parts: the title and the story first, the rest folded. */
export const STORY: [string, string][] = [
  ['title', 'Title'],
  ['story', 'The story'],
  ['why_started', 'Why you started'],
  ['problem', 'The problem'],
  ['journey', 'The journey'],
  ['challenges', 'Challenges'],
  ['achievements', 'Achievements'],
  ['lessons', 'Lessons'],
  ['whats_next', 'What’s next'],
];

/** The fields the owner's view holds in a group (as get_my_listing answers them), not under their own name. */
const GROUPED: Record<string, (l: Owned) => string | null | undefined> = {
  seo_title: (l) => l.seo.title,
  seo_description: (l) => l.seo.description,
  pricing_model: (l) => l.pricing.model,
  pricing_summary: (l) => l.pricing.summary,
  contact_email: (l) => l.links.contact_email,
  demo_video_url: (l) => l.links.demo_video,
};

/** A field's value as its input shows it: a list one entry per line, nothing as the empty text. */
export function currentValue(l: Owned, name: string): string {
  const grouped = GROUPED[name];
  if (grouped) return grouped(l) ?? '';
  const v: unknown = Object.entries(l).find(([key]) => key === name)?.[1];
  return typeof v === 'string' ? v : Array.isArray(v) ? lines(v) : v === null || v === undefined ? '' : String(v);
}
