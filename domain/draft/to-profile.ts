import { type ListingProfile, PROFILE_FIELDS, type ProfileFacts } from '../listing/profile.ts';
import type { ActiveDraft } from './events.ts';
import { DRAFT_FIELDS, isBlank } from './fields.ts';

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
const list = (v: unknown) => (Array.isArray(v) && v.length ? v.filter((x): x is string => typeof x === 'string') : undefined);
const year = (v: unknown) => {
  const n = Number(text(v));
  return Number.isInteger(n) && n >= 1800 && n <= 2100 ? n : undefined;
};

/** The listing a draft becomes: its current values; facts the site did not state are listed as such. */
export function draftToProfile(d: ActiveDraft): ListingProfile {
  const facts: Record<string, string | string[] | number | undefined> = {};
  for (const f of DRAFT_FIELDS) {
    const kind = PROFILE_FIELDS[f];
    const value = d.fields[f].value;
    facts[f] = kind === 'list' ? list(value) : kind === 'year' ? year(value) : text(value);
  }
  const defined = Object.fromEntries(Object.entries(facts).filter(([, v]) => v !== undefined)) as ProfileFacts;
  return {
    ...defined,
    name: text(d.fields.name.value) ?? '',
    categories: list(d.fields.categories.value) ?? [],
    // A listing holds at most 10 FAQs (as every edit allows); a draft may propose more, the first ten travel.
    faqs: d.extras.faqs?.slice(0, 10),

    founders: d.extras.founders,
    socials: d.extras.company_socials,
    story: d.extras.story,
    milestones: d.extras.milestones?.map((m, i) => ({ id: i + 1, ...m })),
    ...(d.seo.title?.trim() ? { seo_title: d.seo.title.trim() } : {}),
    ...(d.seo.meta?.trim() ? { seo_description: d.seo.meta.trim() } : {}),
    not_found_on_website: DRAFT_FIELDS.filter((f) => d.fields[f].state === 'not_found' && isBlank(d.fields[f].value)),
  };
}
