import { invalid } from '../shared/errors.ts';
import { safeSocials, webLink } from '../shared/links.ts';
import { same } from '../shared/same.ts';
import { isSlug } from '../shared/slug.ts';

/** A founder's public profile, linked from the listings of their companies. */
export type FounderProfile = {
  slug: string;
  name: string;
  title?: string;
  bio?: string;
  country?: string;
  socials?: Record<string, string>;
  accountId: string;
};

export type FounderEvent = { type: 'FounderProfilePublished'; data: FounderProfile };
export type Founder = { profile: FounderProfile | null };
export const founderStream = (slug: string) => `founder-${slug}`;
export const initialFounder = (): Founder => ({ profile: null });
export const evolveFounder = (_: Founder, e: FounderEvent): Founder => ({ profile: e.data });

export function publishFounderProfile(next: FounderProfile, state: Founder): FounderEvent[] {
  if (!isSlug(next.slug)) throw invalid('slug', 'must match ^[a-z0-9][a-z0-9-]{0,219}$');
  if (!next.name?.trim() || next.name.length > 160) throw invalid('name', 'required, at most 160 characters');
  if ((next.bio ?? '').length > 3000) throw invalid('bio', 'at most 3000 characters');
  if (next.country !== undefined && !/^[A-Z]{2}$/.test(next.country)) throw invalid('country', 'must be an ISO 3166 two-letter code');
  for (const [platform, link] of Object.entries(next.socials ?? {})) {
    const checked = webLink(link, 500);
    if (!checked.ok) throw invalid(`socials.${platform}`, checked.message);
  }
  if (state.profile && state.profile.accountId !== next.accountId) throw invalid('slug', 'belongs to another founder');
  return same(state.profile, next) ? [] : [{ type: 'FounderProfilePublished', data: next }];
}

/** The forward-only link repair of a profile published before the rule: its socials kept only where safe. */
export function removeUnsafeFounderLinks(state: Founder): FounderEvent[] {
  if (!state.profile?.socials) return [];
  const next = { ...state.profile, socials: safeSocials(state.profile.socials) };
  return same(state.profile, next) ? [] : [{ type: 'FounderProfilePublished', data: next }];
}
