import { conflict, invalid } from '../shared/errors.ts';
import type { MetricEvent, Metrics, RevenueSource } from './metrics.ts';

/** A billion dollars a month is past any listing here: a larger figure is a slip of the keyboard. */
export const MAX_MRR_CENTS = 100_000_000_000;
export const MAX_EVIDENCE_LENGTH = 500;

export type RevenueReport = { listingId: number; mrrCents: number; month: string; source: RevenueSource; evidence?: string };

const monthOf = (now: Date) => now.toISOString().slice(0, 7);

/**
 * The revenue policy. A figure is monthly recurring revenue for one calendar month, at most the
 * current one (UTC). The board shows the latest month's figure, so one for an earlier month is
 * refused: it would never show. An owner's figure is labelled `reported`; the site team's is
 * `verified` and says what they checked. An owner cannot overwrite what the team verified for the
 * same month (they report the next month instead); the team may correct any figure from the
 * latest month on. The same figure again changes nothing.
 */
export function reportRevenue(cmd: RevenueReport, state: Metrics, now: Date): MetricEvent[] {
  if (!Number.isSafeInteger(cmd.mrrCents) || cmd.mrrCents < 0 || cmd.mrrCents > MAX_MRR_CENTS)
    throw invalid('mrrCents', `must be a whole number of cents from 0 to ${MAX_MRR_CENTS}`);
  if (typeof cmd.month !== 'string' || !/^\d{4}-(0[1-9]|1[0-2])$/.test(cmd.month)) throw invalid('month', 'must be a month, YYYY-MM');
  const current = monthOf(now);
  if (cmd.month > current) throw invalid('month', `must not be after the current month, ${current}`);
  const verified = cmd.source === 'site-team';
  const evidence = (cmd.evidence ?? '').trim();
  if (verified && !evidence) throw invalid('evidence', 'say what was checked: the payment provider and what it showed');
  if (evidence.length > MAX_EVIDENCE_LENGTH) throw invalid('evidence', `must be at most ${MAX_EVIDENCE_LENGTH} characters`);
  const latest = state.revenue;
  if (latest && cmd.month < latest.month) throw invalid('month', `must not be before ${latest.month}, the month of the latest figure`);
  if (latest && cmd.month === latest.month) {
    if (latest.verified && !verified) throw conflict(`the site team verified the figure for ${latest.month}; report a later month`);
    if (latest.mrrCents === cmd.mrrCents && latest.verified === verified) return [];
  }
  return [
    {
      type: 'RevenueReported',
      data: { listingId: cmd.listingId, mrrCents: cmd.mrrCents, month: cmd.month, verified, source: cmd.source, ...(verified ? { evidence } : {}) },
    },
  ];
}
