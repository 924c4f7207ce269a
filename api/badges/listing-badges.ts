import { escapeMarkup } from '../../domain/shared/escape-markup.ts';
import type { ListingDoc } from '../../projections/listing-doc.ts';
import { BADGE_MODES, BADGE_SHAPES, BADGE_SIZES, type BadgeContent, type BadgeStyle } from './badge-svg.ts';

export const BADGE_KINDS = ['listed', 'launched', 'featured', 'verified', 'launch-of-the-week'] as const;
export type BadgeKind = (typeof BADGE_KINDS)[number];

const ACCENT: Record<BadgeKind, string> = { listed: '#2563eb', launched: '#16a34a', featured: '#d97706', verified: '#0891b2', 'launch-of-the-week': '#db2777' };

/** The badges a listing has earned: listed once public (or queued for its free launch), launched once live, verified once an owner's claim is, the best award it won. */
export function earnedBadges(l: ListingDoc, siteName: string): Map<BadgeKind, BadgeContent> {
  const out = new Map<BadgeKind, BadgeContent>();
  const make = (kind: BadgeKind, kicker: string, title: string, detail?: string): BadgeContent => ({
    kicker,
    title,
    detail,
    accent: ACCENT[kind],
    label: `${l.name}: ${kicker} ${title}${detail ? ` (${detail})` : ''}`,
  });
  out.set('listed', make('listed', 'Listed on', siteName, l.name));
  if (l.status === 'live') out.set('launched', make('launched', 'Launched on', siteName, l.name));
  if (l.verified) out.set('verified', make('verified', 'Verified on', siteName, l.name));
  const best = [...l.awards].sort((a, b) => a.place - b.place || (a.week < b.week ? 1 : -1))[0];
  if (best) out.set('launch-of-the-week', make('launch-of-the-week', `${siteName}`, `Launch of the Week #${best.place}`, `${l.name} · week of ${best.week}`));
  return out;
}

export const BADGE_NAMES: Record<BadgeKind, string> = {
  listed: 'Listed on',
  launched: 'Launched on',
  featured: 'Featured',
  verified: 'Verified',
  'launch-of-the-week': 'Launch of the Week',
};

export function badgeUrl(base: string, slug: string, kind: BadgeKind, style: BadgeStyle): string {
  return `${base}/badges/${slug}/${kind}.svg?shape=${style.shape}&mode=${style.mode}&size=${style.size}`;
}

export function allStyles(): BadgeStyle[] {
  return BADGE_SHAPES.flatMap((shape) => BADGE_MODES.flatMap((mode) => BADGE_SIZES.map((size) => ({ shape, mode, size }))));
}

/** The free plan's badge for a listing, in the default style: what its owner puts on the homepage. */
export function listedBadge(base: string, l: ListingDoc, siteName: string) {
  const style: BadgeStyle = { shape: 'standard', mode: 'auto', size: 'm' };
  const content = earnedBadges(l, siteName).get('listed');
  if (!content) throw new Error('every listing has the listed badge');
  return {
    kind: 'listed' as const,
    listing_url: `${base}/listings/${l.slug}`,
    svg_url: badgeUrl(base, l.slug, 'listed', style),
    embed_html: embedHtml(base, l, 'listed', content, style),
  };
}

/** Ready-to-paste HTML: the image linking back to the listing, with escaped alternative text. */
export function embedHtml(base: string, l: ListingDoc, kind: BadgeKind, content: BadgeContent, style: BadgeStyle): string {
  const href = `${base}/listings/${l.slug}`;
  return `<a href="${escapeMarkup(href)}" target="_blank" rel="noopener"><img src="${escapeMarkup(badgeUrl(base, l.slug, kind, style))}" alt="${escapeMarkup(content.label)}" loading="lazy" /></a>`;
}
