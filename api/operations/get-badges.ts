import { notFound } from '../../domain/shared/errors.ts';
import { badgeListing, siteSettings } from '../../projections/queries/index.ts';
import type { BadgeStyle } from '../badges/badge-svg.ts';
import { allStyles, BADGE_NAMES, badgeUrl, earnedBadges, embedHtml } from '../badges/listing-badges.ts';
import { operation } from '../operation.ts';

export const getBadges = operation({
  name: 'get_badges',
  method: 'GET',
  path: '/listings/{slug}/badges',
  access: 'public',
  takesIdempotencyKey: false,
  cache: { reads: ['catalog', 'listings'] },
  async run({ path, query }, { readModels, settings }) {
    const l = await badgeListing(readModels, path.slug);
    if (!l) throw notFound(`listing ${path.slug}`);
    const site = (await siteSettings(readModels))?.name ?? 'Launch Directory';
    const selected: BadgeStyle = { shape: query.shape, mode: query.mode, size: query.size };
    const base = settings.publicUrl;
    const items = [...earnedBadges(l, site)].map(([kind, content]) => ({
      kind,
      name: BADGE_NAMES[kind],
      svg_url: badgeUrl(base, l.slug, kind, selected),
      embed_html: embedHtml(base, l, kind, content, selected),
      styles: allStyles().map((style) => ({ ...style, svg_url: badgeUrl(base, l.slug, kind, style) })),
    }));
    return { body: { listing: l.slug, selected, free_plan_badge: 'listed', items } };
  },
});
