import express, { type Request, type Response } from 'express';
import { isSlug, SLUG_PATTERN } from '../../domain/shared/slug.ts';
import type { ReadModels } from '../../projections/index.ts';
import { badgeListing, siteSettings } from '../../projections/queries/index.ts';
import { problem, sendProblem } from '../problem.ts';
import { etagOf } from '../response-cache.ts';
import type { TrafficRecorder, Viewer } from '../traffic/traffic-counter.ts';
import { BADGE_MODES, BADGE_SHAPES, BADGE_SIZES, type BadgeContent, type BadgeStyle, renderBadge } from './badge-svg.ts';
import { BADGE_KINDS, earnedBadges } from './listing-badges.ts';

function pick<T extends string>(value: unknown, allowed: readonly T[], fallback: T, field: string, issues: { field: string; message: string }[]): T {
  if (value === undefined) return fallback;
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
  issues.push({ field, message: `must be one of ${allowed.join(', ')}` });
  return fallback;
}

/** Rendered badges by what they show and how: the same few are fetched from many pages, so each is drawn and hashed once. */
const RENDERED_MAX = 2000;
const rendered = new Map<string, { svg: string; etag: string }>();
function renderedBadge(content: BadgeContent, style: BadgeStyle) {
  const key = JSON.stringify([content.kicker, content.title, content.detail, content.accent, content.label, style.shape, style.mode, style.size]);
  let entry = rendered.get(key);
  if (!entry) {
    const svg = renderBadge(content, style);
    entry = { svg, etag: etagOf(svg) };
    // Badges change when votes or places do: the oldest drawing goes first.
    if (rendered.size >= RENDERED_MAX) rendered.delete(rendered.keys().next().value as string);
    rendered.set(key, entry);
  }
  return entry;
}

/**
 * The badge images at a stable public URL: `/badges/{slug}/{kind}.svg?shape=&mode=&size=`. Every
 * fetch that reaches us, a revalidation included, is one of the listing's badge impressions.
 */
export function badgeRouter(readModels: ReadModels, traffic: TrafficRecorder, viewerOf: (req: Request) => Viewer) {
  const router = express.Router();
  router.get('/:slug/:file', async (req: Request, res: Response) => {
    const slug = req.params.slug as string;
    const file = req.params.file as string;
    const kind = BADGE_KINDS.find((k) => `${k}.svg` === file) ?? null;
    const issues: { field: string; message: string }[] = [];
    if (!isSlug(slug)) issues.push({ field: 'slug', message: `must match ${SLUG_PATTERN.source}` });
    if (!kind) issues.push({ field: 'kind', message: `must be one of ${BADGE_KINDS.map((k) => `${k}.svg`).join(', ')}` });
    const style: BadgeStyle = {
      shape: pick(req.query.shape, BADGE_SHAPES, 'standard', 'shape', issues),
      mode: pick(req.query.mode, BADGE_MODES, 'auto', 'mode', issues),
      size: pick(req.query.size, BADGE_SIZES, 'm', 'size', issues),
    };
    for (const k of Object.keys(req.query)) if (!['shape', 'mode', 'size'].includes(k)) issues.push({ field: k, message: 'is not an allowed parameter' });
    if (issues.length || !kind) return sendProblem(res, problem(400, `invalid ${issues.map((i) => i.field).join(', ')}`, issues));
    const listing = await badgeListing(readModels, slug);
    const content = listing ? earnedBadges(listing, (await siteSettings(readModels))?.name ?? 'Launch Directory').get(kind) : undefined;
    if (!listing || !content) return sendProblem(res, problem(404, `no ${kind} badge for ${slug}`));
    traffic.record(slug, 'badge_impressions', viewerOf(req));
    const { svg, etag } = renderedBadge(content, style);
    res.setHeader('ETag', etag);
    // Badges sit on other people's pages: browsers and CDNs may keep one for five minutes, short
    // enough that its fetches still say how often the badge is seen.
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.setHeader('Access-Control-Allow-Origin', '*');
    // An SVG opened by itself is a document: it runs nothing and loads nothing but its own styles.
    res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    res.setHeader('Content-Disposition', 'inline');
    if (req.headers['if-none-match'] === etag) return res.status(304).end();
    res.type('image/svg+xml').send(svg);
  });
  return router;
}
