import type { PageImage, PageLink, WebPage } from '../ports/web-pages.ts';
import { decodedOrAsWritten } from '../shared/decoded.ts';
import type { BadgeLook } from './badge.ts';

/**
 * What counts as the badge on a homepage (the policy the contract states):
 * - a visible, followed link to the listing's page on this site: `{site}/listings/{slug}`, http or
 *   https, with or without `www.`, any query (tracking parameters) or fragment; the badge image
 *   inside it is ours or the owner's own;
 * - not a link inside `<noscript>` or `<template>`, hidden (`hidden`, `display:none`,
 *   `visibility:hidden`), commented out, or marked `rel="nofollow"`, `ugc` or `sponsored`;
 * - our badge image alone, without the link, is not enough.
 */
export function findBadge(page: Pick<WebPage, 'url' | 'links' | 'images' | 'comments'>, target: { publicUrl: string; slug: string }): BadgeLook {
  const listingUrl = `${target.publicUrl.replace(/\/+$/, '')}/listings/${target.slug}`;
  const home = hostOf(target.publicUrl);
  const ours = (href: string, base: string) => {
    const u = parse(href, base);
    return u && (u.protocol === 'http:' || u.protocol === 'https:') && hostOf(u.href) === home ? u : null;
  };
  const listingOf = (href: string) => {
    const u = ours(href, page.url);
    const m = u && /^\/listings\/([^/]+)\/?$/.exec(decodedOrAsWritten(u.pathname));
    return m ? m[1].toLowerCase() : null;
  };
  const isOurImage = (src: string) => {
    const u = ours(src, page.url);
    return Boolean(u && new RegExp(`^/badges/${escapeRe(target.slug)}/[a-z-]+\\.svg$`).test(decodedOrAsWritten(u.pathname)));
  };

  const toListing = page.links.filter((l) => listingOf(l.href) === target.slug);
  const good = toListing.find((l) => !l.hidden && !unfollowed(l));
  if (good) return { found: true, url: page.url, evidence: good.html.slice(0, 500) };
  const hidden = toListing.find((l) => l.hidden);
  if (hidden) return miss(page, `the link to ${listingUrl} is ${hidden.hidden}, so visitors do not see it`);
  const nofollow = toListing.find(unfollowed);
  if (nofollow) return miss(page, `the link to ${listingUrl} is marked rel="${nofollow.rel.join(' ')}"; the free plan needs a followed link`);
  if (page.comments.some((c) => c.includes(`/listings/${target.slug}`))) return miss(page, `the badge snippet is inside an HTML comment`);
  const other = page.links.map((l) => listingOf(l.href)).find((s): s is string => s !== null && s !== target.slug);
  if (other) return miss(page, `the page links to /listings/${other}, not to this listing (${listingUrl})`);
  const image = page.images.find((i: PageImage) => isOurImage(i.src) && !i.linked);
  if (image) return miss(page, `the badge image is there but does not link to ${listingUrl}; paste the whole snippet`);
  return miss(page, `no link to ${listingUrl} on ${page.url}`);
}

const unfollowed = (l: PageLink) => l.rel.some((r) => r === 'nofollow' || r === 'ugc' || r === 'sponsored');
const miss = (page: { url: string }, reason: string): BadgeLook => ({ found: false, url: page.url, reason });
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function parse(href: string, base: string): URL | null {
  try {
    return new URL(href.trim(), base);
  } catch {
    return null;
  }
}

/** The host as people write it: any case, with or without `www.`, with its port. */
function hostOf(url: string): string | null {
  const u = parse(url, 'http://invalid.invalid');
  return u ? u.host.toLowerCase().replace(/^www\./, '') : null;
}
