import type { Session } from '../../../api/auth/sessions.ts';
import type { revenueFigure } from '../../../projections/queries/index.ts';
import { type FieldErrors, field, postForm } from '../../kit/forms.ts';
import { html } from '../../kit/html.ts';
import { money } from '../../kit/money.ts';

/** What the revenue section shows: the latest figure, today (for last month), and what a refused form sent. */
export type RevenueData = { figure: Awaited<ReturnType<typeof revenueFigure>>; now: Date; sent?: Record<string, unknown> };

/** Revenue is reported here, on the site only: it is not an operation of the API. */
export function revenueSection(s: Session, listingId: number, { figure, now, sent }: RevenueData, errors: FieldErrors) {
  const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
  return html`<section class="panel" id="revenue" aria-labelledby="rev-h"><h2 id="rev-h">Revenue</h2>
<p>${
    figure
      ? html`Latest figure: <strong>${money(figure.mrr_cents)} a month</strong> in ${figure.month}, ${figure.verified ? 'verified by the site team' : 'reported by you'}.`
      : 'No figure yet.'
  } The revenue board ranks live listings by their latest monthly recurring revenue, labelled <em>reported</em>; the site team marks a figure <em>verified</em> once they have checked it against your payment provider. A figure for an earlier month than the latest is not taken.</p>
${postForm(
  s,
  `/account/listings/${listingId}/revenue`,
  html`${field({ name: 'mrr', label: 'Monthly recurring revenue (US dollars)', hint: 'For example 1250 or 1250.50; 0 is a figure too.', value: sent ? String(sent.mrr ?? '') : '', required: true, errors })}${field({ name: 'month', label: 'Month', hint: 'YYYY-MM, at most this month.', value: sent ? String(sent.month ?? '') : figure?.month && figure.month > lastMonth ? figure.month : lastMonth, max: 7, required: true, errors })}`,
  'Record the figure',
)}</section>`;
}
