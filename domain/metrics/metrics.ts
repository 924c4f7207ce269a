import { invalid, notFound } from '../shared/errors.ts';
import { isCalendarDate } from '../shared/weeks.ts';

/**
 * The paid and third-party figures boards rank by: money contributed to the billboard,
 * domain rating (a third-party SEO metric) and revenue. One stream per listing.
 */
export type MetricEvent =
  | { type: 'BillboardContributed'; data: { listingId: number; amountCents: number; reference: string } }
  /** A contribution refunded: the billboard ranks by money that stayed. */
  | { type: 'BillboardContributionReversed'; data: { listingId: number; amountCents: number; reference: string } }
  | { type: 'DomainRatingMeasured'; data: { listingId: number; rating: number; measuredOn: string; source: string } }
  /**
   * Monthly recurring revenue for a month: reported by an owner, or checked by the site team
   * against the payment provider (`verified`, with what they checked). Events recorded before
   * `source` existed say only `verified`.
   */
  | {
      type: 'RevenueReported';
      data: { listingId: number; mrrCents: number; month: string; verified: boolean; source?: RevenueSource; evidence?: string };
    };

export type RevenueSource = 'owner' | 'site-team';
/** The figure the revenue board shows: the latest month's. */
export type RevenueFigure = { month: string; mrrCents: number; verified: boolean };

/** `ratedOn`: the date of the latest domain rating, so the trend always compares the last two in time. */
export type Metrics = { references: Map<string, number>; reversed: Set<string>; ratedOn: string | null; revenue: RevenueFigure | null };
export const initialMetrics = (): Metrics => ({ references: new Map(), reversed: new Set(), ratedOn: null, revenue: null });
export function evolveMetrics(state: Metrics, e: MetricEvent): Metrics {
  if (e.type === 'BillboardContributed') return { ...state, references: new Map([...state.references, [e.data.reference, e.data.amountCents]]) };
  if (e.type === 'BillboardContributionReversed') return { ...state, reversed: new Set([...state.reversed, e.data.reference]) };
  if (e.type === 'DomainRatingMeasured') return { ...state, ratedOn: e.data.measuredOn };
  return { ...state, revenue: { month: e.data.month, mrrCents: e.data.mrrCents, verified: e.data.verified } };
}
export const metricsStream = (listingId: number) => `metrics-${listingId}`;

/** A contribution taken back once, for the amount it was. */
export function reverseContribution(cmd: { listingId: number; reference: string }, state: Metrics): MetricEvent[] {
  const amountCents = state.references.get(cmd.reference);
  if (amountCents === undefined || state.reversed.has(cmd.reference)) return [];
  return [{ type: 'BillboardContributionReversed', data: { listingId: cmd.listingId, amountCents, reference: cmd.reference } }];
}

/** A contribution is recorded once per payment reference (an order number). */
export function contributeToBillboard(
  cmd: { listingId: number; amountCents: number; reference: string },
  state: Metrics,
  listingExists: boolean,
): MetricEvent[] {
  if (!listingExists) throw notFound('listing');
  if (!Number.isInteger(cmd.amountCents) || cmd.amountCents < 1) throw invalid('amountCents', 'must be a positive whole number of cents');
  if (!cmd.reference?.trim()) throw invalid('reference', 'a payment reference is required');
  if (state.references.has(cmd.reference)) return [];
  return [{ type: 'BillboardContributed', data: cmd }];
}

/**
 * A rating dated on or before the latest one changes nothing: importing the same export twice,
 * or an older one late, must not bend the trend (the last two values in time).
 */
export function measureDomainRating(
  cmd: { listingId: number; rating: number; measuredOn: string; source: string },
  state: Metrics,
  listingExists: boolean,
): MetricEvent[] {
  if (!listingExists) throw notFound('listing');
  if (typeof cmd.rating !== 'number' || !Number.isFinite(cmd.rating) || cmd.rating < 0 || cmd.rating > 100) throw invalid('rating', 'must be from 0 to 100');
  if (!isCalendarDate(cmd.measuredOn)) throw invalid('measuredOn', 'must be a date YYYY-MM-DD');
  if (!cmd.source?.trim()) throw invalid('source', 'name the provider of the rating');
  if (state.ratedOn !== null && cmd.measuredOn <= state.ratedOn) return [];
  return [{ type: 'DomainRatingMeasured', data: cmd }];
}
