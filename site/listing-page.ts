import { safeWebLink } from '../domain/shared/links.ts';
import type { ListingSummary } from '../projections/listing-search.ts';
import type { PublicProfile } from '../projections/queries/index.ts';
import { listingMark } from './kit/cards.ts';
import { html, plain, raw, type SafeHtml, safeUrl, withBreaks } from './kit/html.ts';
import { faqPageLd, jsonLd } from './kit/json-ld.ts';

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
const websiteLink = (p: PublicProfile, rel: string) =>
  safeWebLink(p.url) ? html`<a href="/go/${p.slug}" rel="${rel}">${plain(p.domain)}</a>` : plain(p.domain);

/** The paid media section, when unlocked: the product's demo video, linked where it is hosted (no third-party frame on our page). */
function mediaSection(p: PublicProfile, shown: boolean, rel: string) {
  const video = safeUrl(p.links.demo_video);
  if (!shown || !video) return '';
  const host = new URL(video).hostname.replace(/^www\./, '');
  return html`<section id="media"><h2>Media</h2><p><a class="button" href="${video}" rel="${rel}">Watch the demo video</a> <span class="muted">on ${host}</span></p></section>`;
}

export type FollowControl = { kind: 'signed-out' } | { kind: 'signed-in'; following: boolean; csrf: string };

/** Follow, or for a listing still to launch "notify me": following it is how a person is told, once, when it goes live. */
function followForm(slug: string, control: FollowControl, upcoming: boolean) {
  if (control.kind === 'signed-out')
    return html`<a href="/signin?next=${encodeURIComponent(`/listings/${slug}`)}">${upcoming ? 'Sign in to be told when it launches' : 'Sign in to follow'}</a>`;
  const action = control.following ? 'unfollow' : 'follow';
  const label = control.following
    ? upcoming
      ? 'Following: we will mail you when it launches (unfollow)'
      : 'Unfollow'
    : upcoming
      ? 'Notify me when it launches'
      : 'Follow';
  return html`<form method="post" action="/listings/${slug}/${action}" class="inline"><input type="hidden" name="csrf" value="${control.csrf}"><button>${label}</button></form>`;
}

export type ShownBadge = { name: string; svg_url: string; embed_html: string };

/** The structured data of a listing page: the product, and its FAQs when it has some. */
export function listingJsonLd(p: PublicProfile, url: string): SafeHtml[] {
  const app: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: plain(p.name),
    url: p.url,
    mainEntityOfPage: url,
    ...(p.tagline || p.summary ? { description: plain(p.summary ?? p.tagline ?? '') } : {}),
    ...(p.categories[0] ? { applicationCategory: p.categories[0].name } : {}),
    ...(p.community_rating.count && p.community_rating.average
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: p.community_rating.average,
            ratingCount: p.community_rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
  const blocks = [jsonLd(app)];
  if (p.faqs.length) blocks.push(faqPageLd(p.faqs));
  return blocks;
}

/** The body of a listing's public page: every section the profile carries, user text escaped throughout. */
export function listingPageBody(
  p: PublicProfile,
  follow: FollowControl,
  community: { vote: SafeHtml; reviews: SafeHtml },
  extra: {
    badges: ShownBadge[];
    alternatives: ListingSummary[];
    logo: { url: string; width: number; height: number } | null;
    media: boolean;
    /** The rel of the listing's outbound links, by the link policy. */
    rel: string;
  },
): SafeHtml {
  const when = p.status === 'live' ? `Launched in the week of ${p.launch_week}` : `Launching in the week of ${p.launch_week}`;
  const story = p.story;
  return html`<article class="listing">
<h1 class="with-mark">${listingMark(p.name, p.slug, extra.logo)}${plain(p.name)}</h1>
${p.headline ? html`<p class="headline">${plain(p.headline)}</p>` : html`<p class="headline">${plain(p.tagline ?? '')}</p>`}
<p>${websiteLink(p, extra.rel)} · <span id="followers">${p.followers} followers</span> · ${when}</p>
${community.vote}
<p>${followForm(p.slug, follow, p.status === 'upcoming')}</p>
${p.awards?.length ? html`<p>${p.awards.map((a) => html`<span class="paid">${TROPHY} ${a.title} (week of ${a.week})</span> `)}</p>` : ''}
${p.summary ? html`<p>${plain(p.summary)}</p>` : ''}
${p.description ? paragraphs(p.description) : ''}
${p.features.length ? html`<h2>Features</h2><ul>${p.features.map((f) => html`<li>${plain(f)}</li>`)}</ul>` : ''}
${p.pricing.model || p.pricing.summary ? html`<h2>Pricing</h2><p>${[p.pricing.model, p.pricing.summary].filter(Boolean).map(plain).join(': ')}</p>` : ''}
<p>Categories: ${p.categories.map((c, i) => html`${i ? ', ' : ''}<a href="/categories/${c.slug}">${plain(c.name)}</a>`)}</p>
${
  p.founders.length
    ? html`<h2>Founders</h2><ul>${p.founders.map(
        (f) =>
          html`<li>${f.founder_slug ? html`<a href="/founders/${f.founder_slug}">${plain(f.name)}</a>` : plain(f.name)}${f.title ? html` — ${plain(f.title)}` : ''}</li>`,
      )}</ul>`
    : ''
}
${
  p.latest_updates.length
    ? html`<section id="updates"><h2>Latest updates</h2>${p.latest_updates.map(
        (u) => html`<article id="update-${u.update_id}"><h3>${plain(u.title)}</h3><p class="muted">${day(u.published_at)}</p>${paragraphs(u.body)}</article>`,
      )}</section>`
    : ''
}
${mediaSection(p, extra.media, extra.rel)}
${
  p.milestones
    ? html`<section id="milestones"><h2>Milestones</h2><ul>${p.milestones.map(
        (m) =>
          html`<li><strong>${m.date}</strong> ${m.url ? outbound(m.url, m.title, extra.rel) : plain(m.title)}${m.description ? html` — ${plain(m.description)}` : ''}</li>`,
      )}</ul></section>`
    : ''
}
${
  story
    ? html`<section id="story"><h2>${plain(story.title ?? 'Founder story')}</h2>${Object.entries(STORY_HEADINGS).map(([key, heading]) => {
        const text = story[key as keyof typeof story];
        return text ? html`<h3>${heading}</h3>${paragraphs(text)}` : '';
      })}</section>`
    : ''
}
${
  p.interview.length
    ? html`<section id="interview"><h2>Interview</h2><dl>${p.interview.map(
        (a) => html`<dt>${plain(a.question)}${a.founder ? html` <span class="muted">(${plain(a.founder)})</span>` : ''}</dt><dd>${paragraphs(a.answer)}</dd>`,
      )}</dl></section>`
    : ''
}
${p.faqs.length ? html`<section id="faqs"><h2>FAQ</h2><dl>${p.faqs.map((f) => html`<dt>${plain(f.question)}</dt><dd>${plain(f.answer)}</dd>`)}</dl></section>` : ''}
${community.reviews}
${
  extra.alternatives.length
    ? html`<section id="alternatives"><h2>Alternatives</h2><ul>${extra.alternatives.map(
        (a) =>
          html`<li><a href="/listings/${a.slug}">${plain(a.name)}</a>${a.tagline ? html` — ${plain(a.tagline)}` : ''} · <a href="/compare/${p.slug}/${a.slug}">Compare</a></li>`,
      )}</ul></section>`
    : ''
}
<section id="badges"><h2>Badges</h2><p class="muted">Put one on your site: copy the code below the badge.</p>
${extra.badges.map(
  (b, i) => html`<figure><img src="${b.svg_url}" alt="${b.name} badge of ${plain(p.name)}">
<figcaption><label for="badge-${i}">${b.name}: embed code</label><textarea id="badge-${i}" class="badge-code" rows="3" readonly>${b.embed_html}</textarea></figcaption></figure>`,
)}</section>
</article>`;
}
