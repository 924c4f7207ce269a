import { safeWebLink } from '../domain/shared/links.ts';
import type { ListingSummary } from '../projections/listing-search.ts';
import type { PublicProfile } from '../projections/queries/index.ts';
import { avatar } from './kit/avatar.ts';
import { listingMark, sideList } from './kit/cards.ts';
import { shortDate } from './kit/dates.ts';
import { html, plain, type Renderable, raw, type SafeHtml, safeUrl, withBreaks } from './kit/html.ts';
import { type GalleryImage, mediaGallery } from './media-gallery.ts';

/** A trophy drawn in SVG: an emoji would show as a missing-glyph box where no emoji font is installed. */
const TROPHY = raw(
  '<svg class="award-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M7 3h10v2h3v3a4 4 0 0 1-4 4h-.3A5 5 0 0 1 13 14.9V18h3v3H8v-3h3v-3.1A5 5 0 0 1 8.3 12H8a4 4 0 0 1-4-4V5h3zm0 4H6v1a2 2 0 0 0 1 1.7zm10 0v2.7A2 2 0 0 0 18 8V7z"/></svg>',
);

const STORY_HEADINGS: Record<string, string> = {
  story: 'The story',
  why_started: 'Why we started',
  problem: 'The problem',
  journey: 'The journey',
  challenges: 'Challenges',
  achievements: 'Achievements',
  lessons: 'Lessons',
  whats_next: "What's next",
};

/** Text with blank lines as paragraphs and single line breaks kept. */
export const paragraphs = (text: string) => text.split(/\n{2,}/).map((p) => html`<p>${withBreaks(p)}</p>`);

const day = (iso: string) => iso.slice(0, 10);

/** A link out of the site, marked by the published link policy (domain/listing/link-policy.ts); shown as text when it is not a web link. */
const outbound = (url: string | null | undefined, text: string, rel: string) => {
  const href = safeUrl(url);
  return href ? html`<a href="${href}" rel="${rel}">${plain(text)}</a>` : plain(text);
};

/** The product's website, through `/go/<slug>` so the visit counts as the listing's outbound click. */
const visitButton = (p: PublicProfile, rel: string) =>
  safeWebLink(p.url)
    ? html`<a class="button large visit" href="/go/${p.slug}" rel="${rel}">Visit website <span class="arrow" aria-hidden="true">↗</span></a>`
    : '';

export type FollowControl = { kind: 'signed-out' } | { kind: 'signed-in'; following: boolean; csrf: string };

/** Follow, or for a listing still to launch "notify me": following it is how a person is told, once, when it goes live. */
function followForm(slug: string, control: FollowControl, upcoming: boolean) {
  if (control.kind === 'signed-out')
    return html`<a class="button secondary large" href="/signin?next=${encodeURIComponent(`/listings/${slug}`)}">${upcoming ? 'Notify me when it launches' : 'Follow'}<span class="visually-hidden"> (sign in first)</span></a>`;
  const action = control.following ? 'unfollow' : 'follow';
  const label = control.following
    ? upcoming
      ? 'Following: we will mail you when it launches (unfollow)'
      : 'Unfollow'
    : upcoming
      ? 'Notify me when it launches'
      : 'Follow';
  return html`<form method="post" action="/listings/${slug}/${action}" class="inline"><input type="hidden" name="csrf" value="${control.csrf}"><button class="secondary large">${label}</button></form>`;
}

/** Where the listing stands in its launch: the week, its rank there, its awards and the verified claim, as badges. */
export type LaunchFacts = { rank: number | null; verified: boolean };

function launchBadges(p: PublicProfile, launch: LaunchFacts) {
  const week = p.launch_week;
  const badges = [
    week
      ? html`<li><a class="pill brand" href="/launches/${week}">${p.status === 'live' ? 'Launched' : 'Launching'} the week of ${shortDate(week)}</a></li>`
      : '',
    launch.rank && p.status === 'live' && week && !(p.awards ?? []).some((a) => a.week === week)
      ? html`<li><a class="pill" href="/launches/${week}">#${launch.rank} of its week</a></li>`
      : '',
    ...(p.awards ?? []).map((a) => html`<li><a class="pill award" href="/awards">${TROPHY} ${a.title}</a></li>`),
    launch.verified ? html`<li><span class="pill ok">✓ Verified maker</span></li>` : '',
    ...p.categories.map((c) => html`<li><a class="pill" href="/categories/${c.slug}">${plain(c.name)}</a></li>`),
  ];
  return html`<ul class="pills" aria-label="Launch">${badges}</ul>`;
}

/** The makers: avatar (a monogram: founder profiles carry no photo), name linked to their founder page, and role. */
function makers(p: PublicProfile) {
  if (!p.founders.length) return '';
  return html`<section class="panel" id="makers" aria-labelledby="makers-title"><h2 id="makers-title">Makers</h2><ul class="makers">${p.founders.map(
    (f) =>
      html`<li>${avatar(f.name, f.founder_slug ?? f.name)}${
        f.founder_slug ? html`<a class="who" href="/founders/${f.founder_slug}">${plain(f.name)}</a>` : html`<span class="who">${plain(f.name)}</span>`
      }${f.title ? html`<span class="role">${plain(f.title)}</span>` : ''}</li>`,
  )}</ul></section>`;
}

/** The facts a visitor scans for: website, pricing, where, since when, and the community's numbers. */
function facts(p: PublicProfile, rel: string) {
  const where = [p.city, p.country].filter(Boolean).join(', ');
  const rows: [string, Renderable][] = [
    ['Website', safeWebLink(p.url) ? html`<a href="/go/${p.slug}" rel="${rel}">${plain(p.domain)}</a>` : plain(p.domain)],
    ['Pricing', p.pricing.model ? plain(p.pricing.model) : ''],
    ['Based in', where ? plain(where) : ''],
    ['Founded', p.founded_year ? String(p.founded_year) : ''],
    ['Followers', html`<span id="followers">${p.followers} follower${p.followers === 1 ? '' : 's'}</span>`],
    ['Rating', p.community_rating.count ? `${p.community_rating.average} / 5 (${p.community_rating.count})` : ''],
  ];
  return html`<section class="panel" aria-labelledby="facts-title"><h2 id="facts-title">About ${plain(p.name)}</h2><dl class="facts">${rows
    .filter(([, v]) => v !== '')
    .map(([k, v]) => html`<dt>${k}</dt><dd>${v}</dd>`)}</dl></section>`;
}

/** Listings of the same category (the owner's chosen alternatives first), each with a comparison. */
function related(p: PublicProfile, items: ListingSummary[]) {
  if (!items.length) return '';
  const category = p.categories[0]?.name;
  return html`<section class="panel" id="related" aria-labelledby="related-title"><h2 id="related-title">${category ? html`More in ${plain(category)}` : 'Related'}</h2>${sideList(
    items,
    '',
    (a) => html`<p><a href="/compare/${p.slug}/${a.slug}">Compare with ${plain(p.name)}</a></p>`,
  )}</section>`;
}

export type ShownBadge = { name: string; svg_url: string; embed_html: string };

/** The badges the listing earned, each with its embed code folded away until wanted. */
function badgesPanel(p: PublicProfile, badges: ShownBadge[]) {
  return html`<section class="panel" id="badges" aria-labelledby="badges-title"><h2 id="badges-title">Badges</h2><p class="muted small">Put one on your site: the code is under each badge.</p>
<div class="badge-list">${badges.map(
    (b, i) => html`<figure><img src="${b.svg_url}" alt="${b.name} badge of ${plain(p.name)}">
<figcaption><details><summary>${b.name}: embed code</summary><label for="badge-${i}" class="visually-hidden">${b.name}: embed code</label><textarea id="badge-${i}" class="badge-code" rows="4" readonly>${b.embed_html}</textarea></details></figcaption></figure>`,
  )}</div></section>`;
}

/** The listing's own words: this site's summary, the description, features and pricing. */
function about(p: PublicProfile) {
  const text = html`${p.summary ? html`<p class="lede">${plain(p.summary)}</p>` : ''}${p.description ? paragraphs(p.description) : ''}`;
  return html`<section id="about" aria-labelledby="about-title"><h2 id="about-title">Overview</h2><div class="prose">${text}</div>
${p.features.length ? html`<h3>Features</h3><ul class="features">${p.features.map((f) => html`<li>${plain(f)}</li>`)}</ul>` : ''}
${p.pricing.model || p.pricing.summary ? html`<h3>Pricing</h3><p>${[p.pricing.model, p.pricing.summary].filter(Boolean).map(plain).join(': ')}</p>` : ''}</section>`;
}

function updates(p: PublicProfile) {
  if (!p.latest_updates.length) return '';
  return html`<section id="updates" aria-labelledby="updates-title"><h2 id="updates-title">Latest updates</h2>${p.latest_updates.map(
    (u) =>
      html`<article id="update-${u.update_id}" class="update"><h3>${plain(u.title)}</h3><p class="muted small"><time datetime="${day(u.published_at)}">${shortDate(u.published_at)}</time></p>${paragraphs(u.body)}</article>`,
  )}</section>`;
}

function milestones(p: PublicProfile, rel: string) {
  if (!p.milestones) return '';
  return html`<section id="milestones" aria-labelledby="milestones-title"><h2 id="milestones-title">Milestones</h2><ol class="timeline">${p.milestones.map(
    (m) =>
      html`<li><time datetime="${m.date}">${shortDate(m.date)}</time><strong>${m.url ? outbound(m.url, m.title, rel) : plain(m.title)}</strong>${m.description ? html`<p>${plain(m.description)}</p>` : ''}</li>`,
  )}</ol></section>`;
}

function story(p: PublicProfile) {
  const s = p.story;
  if (!s) return '';
  return html`<section id="story" aria-labelledby="story-title"><h2 id="story-title">${plain(s.title ?? 'Founder story')}</h2><div class="prose">${Object.entries(
    STORY_HEADINGS,
  ).map(([key, heading]) => {
    const text = s[key as keyof typeof s];
    return text ? html`<h3>${heading}</h3>${paragraphs(text)}` : '';
  })}</div></section>`;
}

function interview(p: PublicProfile) {
  if (!p.interview.length) return '';
  return html`<section id="interview" aria-labelledby="interview-title"><h2 id="interview-title">Interview</h2><dl class="prose">${p.interview.map(
    (a) => html`<dt>${plain(a.question)}${a.founder ? html` <span class="muted">(${plain(a.founder)})</span>` : ''}</dt><dd>${paragraphs(a.answer)}</dd>`,
  )}</dl></section>`;
}

function faqs(p: PublicProfile) {
  if (!p.faqs.length) return '';
  return html`<section id="faqs" aria-labelledby="faqs-title"><h2 id="faqs-title">FAQ</h2>${p.faqs.map(
    (f) => html`<details class="faq"><summary>${plain(f.question)}</summary><p>${plain(f.answer)}</p></details>`,
  )}</section>`;
}

export type ListingExtras = {
  badges: ShownBadge[];
  /** Listings of the same category, the owner's chosen alternatives first. */
  alternatives: ListingSummary[];
  logo: { url: string; width: number; height: number } | null;
  /** The paid media section, when shown: the gallery's images and the demo video. */
  media: { images: GalleryImage[]; video: string | null } | null;
  /** The rel of the listing's outbound links, by the link policy. */
  rel: string;
  launch: LaunchFacts;
};

/**
 * The body of a listing's public page: the hero (mark, name, tagline, "Visit website", upvote and
 * follow side by side, the launch's badges), then the media gallery, the listing's own words and
 * its sections, and beside them the makers, the facts, related listings and badges. User text is
 * escaped throughout. The main column is a list of sections; the discussion follows the overview.
 */
export function listingPageBody(
  p: PublicProfile,
  follow: FollowControl,
  community: { vote: SafeHtml; reviews: SafeHtml; discussion: SafeHtml },
  extra: ListingExtras,
): SafeHtml {
  const upcoming = p.status === 'upcoming';
  const main = [
    extra.media ? mediaGallery(p.name, extra.media, extra.rel) : '',
    about(p),
    community.discussion,
    updates(p),
    milestones(p, extra.rel),
    story(p),
    interview(p),
    faqs(p),
    community.reviews,
  ];
  return html`<article class="listing">
<header class="hero">${listingMark(p.name, p.slug, extra.logo)}<div class="hero-text"><h1>${plain(p.name)}</h1><p class="tagline">${plain(p.headline ?? p.tagline ?? '')}</p>${launchBadges(p, extra.launch)}</div>
<div class="hero-actions">${visitButton(p, extra.rel)}${community.vote}${followForm(p.slug, follow, upcoming)}</div></header>
<div class="listing-body"><div class="listing-main">${main}</div>
<aside class="listing-side" aria-label="About the listing">${makers(p)}${facts(p, extra.rel)}${related(p, extra.alternatives)}${badgesPanel(p, extra.badges)}</aside></div>
</article>`;
}
