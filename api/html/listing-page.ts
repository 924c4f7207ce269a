import type { PublicProfile } from '../../projections/queries/index.ts';
import { escapeMarkup as e } from './escape.ts';

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

const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((p) => `<p>${e(p).replace(/\n/g, '<br>')}</p>`)
    .join('');

const day = (iso: string) => iso.slice(0, 10);

export type FollowControl = { kind: 'signed-out' } | { kind: 'signed-in'; following: boolean; csrf: string };

function followForm(slug: string, control: FollowControl) {
  if (control.kind === 'signed-out') return `<a href="/signin?next=${e(encodeURIComponent(`/listings/${slug}`))}">Sign in to follow</a>`;
  const action = control.following ? 'unfollow' : 'follow';
  return `<form method="post" action="/listings/${e(slug)}/${action}" style="display:inline"><input type="hidden" name="csrf" value="${e(control.csrf)}"><button>${control.following ? 'Unfollow' : 'Follow'}</button></form>`;
}

/** The body of a listing's public page: every section the profile carries, user text escaped throughout. */
export function listingPageBody(p: PublicProfile, site: string, follow: FollowControl, community: { vote: string; reviews: string }): string {
  const list = (xs: string[]) => (xs.length ? `<ul>${xs.map((x) => `<li>${e(x)}</li>`).join('')}</ul>` : '');
  const when = p.status === 'live' ? `launched week of ${p.launch_week}` : `launching week of ${p.launch_week}`;
  const sections: string[] = [
    `<h1>${e(p.name)}</h1>`,
    p.headline ? `<p class="headline">${e(p.headline)}</p>` : `<p>${e(p.tagline ?? '')}</p>`,
    `<p><a href="${e(p.url)}" rel="nofollow noopener">${e(p.domain)}</a> · <span id="followers">${p.followers} followers</span> · ${e(when)}</p>`,
    community.vote,
    `<p>${followForm(p.slug, follow)}</p>`,
    p.summary ? `<p>${e(p.summary)}</p>` : '',
    p.description ? paragraphs(p.description) : '',
    list(p.features),
    `<p class="muted">${e([p.pricing.model, p.pricing.summary].filter(Boolean).join(': '))}</p>`,
    `<p>Categories: ${p.categories.map((c) => e(c.name)).join(', ')}</p>`,
    p.founders.length ? `<p>Founders: ${p.founders.map((f) => e(f.title ? `${f.name} (${f.title})` : f.name)).join(', ')}</p>` : '',
  ];
  if (p.latest_updates.length)
    sections.push(
      `<section id="updates"><h2>Latest updates</h2>${p.latest_updates.map((u) => `<article><h3>${e(u.title)}</h3><p class="muted">${e(day(u.published_at))}</p>${paragraphs(u.body)}</article>`).join('')}</section>`,
    );
  if (p.milestones)
    sections.push(
      `<section id="milestones"><h2>Milestones</h2><ul>${p.milestones
        .map(
          (m) =>
            `<li><strong>${e(m.date)}</strong> ${m.url ? `<a href="${e(m.url)}" rel="nofollow noopener">${e(m.title)}</a>` : e(m.title)}${m.description ? ` — ${e(m.description)}` : ''}</li>`,
        )
        .join('')}</ul></section>`,
    );
  if (p.story)
    sections.push(
      `<section id="story"><h2>${e(p.story.title ?? 'Founder story')}</h2>${Object.entries(STORY_HEADINGS)
        .flatMap(([key, heading]) => {
          const text = p.story?.[key as keyof typeof p.story];
          return text ? [`<h3>${e(heading)}</h3>${paragraphs(text)}`] : [];
        })
        .join('')}</section>`,
    );
  if (p.interview.length)
    sections.push(
      `<section id="interview"><h2>Interview</h2><dl>${p.interview.map((a) => `<dt>${e(a.question)}${a.founder ? ` <span class="muted">(${e(a.founder)})</span>` : ''}</dt><dd>${paragraphs(a.answer)}</dd>`).join('')}</dl></section>`,
    );
  if (p.faqs.length)
    sections.push(`<section id="faqs"><h2>FAQ</h2><dl>${p.faqs.map((f) => `<dt>${e(f.question)}</dt><dd>${e(f.answer)}</dd>`).join('')}</dl></section>`);
  sections.push(community.reviews);
  sections.push(`<p><a href="/badges/${e(p.slug)}/listed.svg"><img src="/badges/${e(p.slug)}/listed.svg" alt="${e(`${p.name}: listed on ${site}`)}"></a></p>`);
  return sections.filter(Boolean).join('\n');
}
