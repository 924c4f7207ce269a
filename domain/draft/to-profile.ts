import type { ListingProfile } from '../listing/profile.ts';
import type { Draft } from './events.ts';
import { DRAFT_FIELDS, isBlank } from './fields.ts';

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
const list = (v: unknown) => (Array.isArray(v) && v.length ? (v as string[]) : undefined);

/** The listing a draft becomes: its current values; facts the site did not state are listed as such. */
export function draftToProfile(d: Draft): ListingProfile {
  const v = (f: (typeof DRAFT_FIELDS)[number]) => d.fields[f].value;
  const year = Number(text(v('founded_year')));
  return {
    name: text(v('name')) ?? '',
    tagline: text(v('tagline')),
    short_description: text(v('short_description')),
    description: text(v('description')),
    stage: text(v('stage')),
    categories: list(v('categories')) ?? [],
    tags: list(v('tags')),
    pricing_model: text(v('pricing_model')),
    pricing_summary: text(v('pricing_summary')),
    country: text(v('country')),
    city: text(v('city')),
    founded_year: Number.isInteger(year) && year > 1800 ? year : undefined,
    features: list(v('features')),
    usps: list(v('usps')),
    keywords: list(v('keywords')),
    contact_email: text(v('contact_email')),
    demo_video_url: text(v('demo_video_url')),
    logo_url: text(v('logo_url')),
    faqs: d.extras.faqs,
    founders: d.extras.founders,
    socials: d.extras.company_socials,
    story: d.extras.story,
    milestones: d.extras.milestones?.map((m, i) => ({ id: i + 1, ...m })),
    not_found_on_website: DRAFT_FIELDS.filter((f) => d.fields[f].state === 'not_found' && isBlank(d.fields[f].value)),
  };
}
