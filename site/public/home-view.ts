import type { Session } from '../../api/auth/sessions.ts';
import type { ListingSummary } from '../../projections/listing-search.ts';
import { listingCards, sideList } from '../kit/cards.ts';
import { shortDate } from '../kit/dates.ts';
import { html, plain } from '../kit/html.ts';
import { submitHref } from '../kit/layout.ts';

type Update = { listing: { slug: string; name: string }; title: string; published_at: string };

export type HomeData = {
  site: string;
  purpose: string;
  viewer: Session | null;
  back: string;
  today: ListingSummary[];
  week: ListingSummary[];
  /** Last week's top of the community board, with the votes each had that week. */
  lastWeek: (ListingSummary & { rank: number; weekVotes: number })[];
  lastWeekStart: string;
  /** Which day of the launch week it is (1 = Monday). */
  weekDay: number;
  featured: (ListingSummary & { label: string })[];
  trending: ListingSummary[];
  upcoming: ListingSummary[];
  updates: Update[];
};

/** What ranked a listing last week, where it differs from the count on its upvote: the same number twice says nothing. */
const weekFigure = (l: ListingSummary & { weekVotes: number }) =>
  l.weekVotes === l.votes ? undefined : { value: String(l.weekVotes), unit: l.weekVotes === 1 ? 'vote that week' : 'votes that week' };

const votes = (l: ListingSummary) => html`<p><span aria-hidden="true">▲</span> ${l.votes} vote${l.votes === 1 ? '' : 's'}</p>`;

/**
 * The home page: one line of what the site is with the way to submit, then the launches first —
 * today's when there are some, then this week's ranking, then last week's top — and beside them what is featured (paid,
 * said so), trending, coming up and the latest updates.
 */
export function homeBody(d: HomeData) {
  const rows = (items: ListingSummary[], empty: string) =>
    listingCards(
      items.map((l, i) => ({ ...l, rank: i + 1 })),
      { viewer: d.viewer, back: d.back, ordered: true, empty },
    );
  const today = d.today.length
    ? html`<section id="today" aria-labelledby="today-title"><div class="section-head"><h2 id="today-title">Launching today</h2><a class="more" href="/launches?section=today">All of today →</a></div>${rows(d.today, '')}</section>`
    : '';
  return html`<section class="intro" aria-labelledby="intro-title"><div><h1 id="intro-title">${d.site}</h1><p>${d.purpose}</p></div>
<div class="actions"><a class="button large" href="${submitHref(d.viewer)}">Submit a product</a><a class="button secondary large" href="/launches">Launch calendar</a></div></section>
<div class="columns"><div>${today}
<section id="this-week" aria-labelledby="week-title"><div class="section-head"><h2 id="week-title">${d.today.length ? 'This week’s ranking' : 'Launching this week'}</h2><a class="more" href="/boards/community-weekly">This week’s board →</a></div>
<p class="day-note">Day ${d.weekDay} of 7: launches go live on Monday and are ranked by your votes until Sunday, 23:59 UTC.</p>${rows(d.week, 'No launches yet this week.')}</section>${
    d.lastWeek.length
      ? html`<section id="last-week" aria-labelledby="last-week-title"><div class="section-head"><h2 id="last-week-title">Last week’s top launches</h2><a class="more" href="/boards/community-weekly?week=${d.lastWeekStart}">Week of ${shortDate(d.lastWeekStart)} →</a></div>${listingCards(
          d.lastWeek.map((l) => ({ ...l, figure: weekFigure(l) })),
          { viewer: d.viewer, back: d.back, ordered: true },
        )}</section>`
      : ''
  }</div>
<aside class="listing-side" aria-label="More from the directory">${
    d.featured.length
      ? html`<section class="panel" id="featured" aria-labelledby="featured-title"><h2 id="featured-title">Featured <span class="paid">PAID</span></h2>${sideList(d.featured, '')}</section>`
      : ''
  }
<section class="panel" id="trending" aria-labelledby="trending-title"><h2 id="trending-title">Trending</h2><p class="muted small">Votes weighed by how recent they are.</p>${sideList(d.trending, 'Nothing trending yet.', votes)}</section>
<section class="panel" id="coming-up" aria-labelledby="upcoming-title"><h2 id="upcoming-title">Coming up</h2>${sideList(
    d.upcoming,
    'Nothing scheduled yet.',
    (l) => (l.launch_week ? html`<p>Launches ${shortDate(l.launch_week)}</p>` : ''),
  )}</section>
<section class="panel" id="latest-updates" aria-labelledby="updates-title"><h2 id="updates-title">Latest updates</h2>${
    d.updates.length
      ? html`<ul class="side-list">${d.updates.map(
          (u) =>
            html`<li><div><a href="/listings/${u.listing.slug}#updates">${plain(u.listing.name)}</a><p>${plain(u.title)} · ${shortDate(u.published_at)}</p></div></li>`,
        )}</ul><p class="small"><a href="/updates">All updates →</a></p>`
      : html`<p class="muted small">No updates yet.</p>`
  }</section></aside></div>`;
}
