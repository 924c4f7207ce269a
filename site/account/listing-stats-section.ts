import type { TrafficKind } from '../../domain/traffic/traffic.ts';
import type { ownListing } from '../../projections/queries/index.ts';
import { barChart } from '../kit/bar-chart.ts';
import { dayMonth } from '../kit/dates.ts';
import { html } from '../kit/html.ts';

type Stats = NonNullable<Awaited<ReturnType<typeof ownListing>>>['stats'];

const HOUR = 3_600_000;
const TRAFFIC: [TrafficKind, string, string, string][] = [
  [
    'views',
    'Views',
    'visits to the listing page and reads through the API, once per visitor a day',
    'No views in these 30 days yet: they are counted from the first visit to the listing page.',
  ],
  ['badge_impressions', 'Badge impressions', 'times your badge was loaded from us', 'No badge impressions yet: put a badge on your site to be counted here.'],
  ['outbound_clicks', 'Clicks to your site', 'visitors who followed the website link, once a day each', 'No clicks to your site yet in these 30 days.'],
  ['badge_referrals', 'Badge referrals', 'visitors who came to the listing from your own site', 'No visitors came from your site yet.'],
];

/**
 * What the listing brought its owners, drawn on the server: the last 30 days of each kind of
 * traffic and the votes around the launch, each chart with its axes named, an empty chart said in
 * words, and the same numbers as a table.
 */
export function statsSection(stats: Stats) {
  const { from, to, hours } = stats.vote_timeline;
  const votesAt = new Map(hours.map((h) => [h.hour, h.votes]));
  const timeline = [];
  for (let t = Date.parse(from); t < Date.parse(to); t += HOUR) {
    const hour = new Date(t).toISOString();
    timeline.push({ label: `${hour.slice(0, 13).replace('T', ' ')}:00 UTC`, value: votesAt.get(hour) ?? 0 });
  }
  const days = stats.days;
  const lately = (kind: TrafficKind) => days.reduce((n, d) => n + d[kind], 0);
  // A listing nobody has seen yet: one sentence, not five empty frames.
  if (TRAFFIC.every(([kind]) => lately(kind) === 0) && hours.length === 0)
    return html`<section class="panel stats-section" id="stats" aria-labelledby="stats-h"><h2 id="stats-h">What it brought you</h2>
<p class="chart-empty">No views, clicks, badge visits or votes yet. Once the listing is public, each is counted from the first one and charted here day by day for 30 days.</p></section>`;
  return html`<section class="panel stats-section" id="stats" aria-labelledby="stats-h"><h2 id="stats-h">What it brought you</h2>
<p class="hint">The last 30 days (UTC). Only counts are kept, never who came; today’s figures catch up within seconds.</p>
<div class="charts">${TRAFFIC.map(
    ([kind, label, hint, empty]) =>
      html`<figure class="chart-box"><figcaption><b>${label}</b> <span><strong class="total">${lately(kind)}</strong> <span class="muted small">in 30 days · ${stats.totals[kind]} since listed</span></span><span class="hint">${hint}.</span></figcaption>
${barChart({ title: `${label} per day`, bars: days.map((d) => ({ label: d.day, value: d[kind] })), xTitle: 'Day (UTC)', tick: dayMonth, empty })}</figure>`,
  )}</div>
<figure class="chart-box"><figcaption><b>Votes per hour</b> <span class="muted small">${dayMonth(from)} to ${dayMonth(new Date(Date.parse(to) - 1).toISOString())}</span><span class="hint">The launch week and a day either side; a withdrawn vote leaves its hour.</span></figcaption>
${barChart({ title: 'Votes per hour that still stand', bars: timeline, xTitle: 'Hour (UTC)', tick: dayMonth, empty: 'No votes in this window yet: they are drawn here hour by hour from the launch.' })}</figure>
<details><summary>The figures as a table</summary><div class="table-wrap"><table><thead><tr><th scope="col">Day</th>${TRAFFIC.map(([, label]) => html`<th scope="col">${label}</th>`)}</tr></thead>
<tbody>${[...days].reverse().map((d) => html`<tr><th scope="row">${d.day}</th>${TRAFFIC.map(([kind]) => html`<td>${d[kind]}</td>`)}</tr>`)}</tbody></table></div></details></section>`;
}
