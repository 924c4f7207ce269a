import { describe, it } from 'node:test';
import { given } from '../shared/given.ts';
import { evolveMetrics, initialMetrics, type MetricEvent } from './metrics.ts';
import { MAX_MRR_CENTS, type RevenueReport, reportRevenue } from './revenue.ts';

const NOW = new Date('2026-11-22T10:00:00Z');
const metrics = (history: MetricEvent[]) => given(initialMetrics, evolveMetrics, history);
const byOwner = (month: string, mrrCents: number): RevenueReport => ({ listingId: 3, mrrCents, month, source: 'owner' });
const byTeam = (month: string, mrrCents: number, evidence = 'Stripe dashboard, shared on a call'): RevenueReport => ({
  listingId: 3,
  mrrCents,
  month,
  source: 'site-team',
  evidence,
});
const reported = (month: string, mrrCents: number): MetricEvent => ({
  type: 'RevenueReported',
  data: { listingId: 3, mrrCents, month, verified: false, source: 'owner' },
});
const verified = (month: string, mrrCents: number): MetricEvent => ({
  type: 'RevenueReported',
  data: { listingId: 3, mrrCents, month, verified: true, source: 'site-team', evidence: 'Stripe dashboard, shared on a call' },
});

describe('revenue', () => {
  it('records an owner’s figure as reported and the site team’s as verified, with what they checked', () => {
    metrics([])
      .when((s) => reportRevenue(byOwner('2026-10', 125_000), s, NOW))
      .then([reported('2026-10', 125_000)]);
    metrics([reported('2026-10', 125_000)])
      .when((s) => reportRevenue(byTeam('2026-10', 120_000), s, NOW))
      .then([verified('2026-10', 120_000)]);
    metrics([])
      .when((s) => reportRevenue(byOwner('2026-11', 0), s, NOW))
      .then([reported('2026-11', 0)]);
  });

  it('changes nothing for the same figure again', () => {
    metrics([reported('2026-10', 125_000)])
      .when((s) => reportRevenue(byOwner('2026-10', 125_000), s, NOW))
      .then([]);
    metrics([verified('2026-10', 120_000)])
      .when((s) => reportRevenue(byTeam('2026-10', 120_000), s, NOW))
      .then([]);
  });

  it('lets an owner correct their own month, or move on from a verified one, but not overwrite it', () => {
    metrics([reported('2026-10', 125_000)])
      .when((s) => reportRevenue(byOwner('2026-10', 130_000), s, NOW))
      .then([reported('2026-10', 130_000)]);
    metrics([verified('2026-10', 120_000)])
      .when((s) => reportRevenue(byOwner('2026-10', 500_000), s, NOW))
      .thenRefuses('conflict', /verified the figure for 2026-10/);
    metrics([verified('2026-10', 120_000)])
      .when((s) => reportRevenue(byOwner('2026-11', 140_000), s, NOW))
      .then([reported('2026-11', 140_000)]);
  });

  it('refuses a month before the latest figure’s, after the current one, or not a month', () => {
    metrics([reported('2026-10', 125_000)])
      .when((s) => reportRevenue(byOwner('2026-09', 1), s, NOW))
      .thenRefuses('invalid', /month: must not be before 2026-10/);
    metrics([])
      .when((s) => reportRevenue(byOwner('2026-12', 1), s, NOW))
      .thenRefuses('invalid', /month: must not be after the current month, 2026-11/);
    for (const month of ['2026-13', '2026-1', '26-10', '2026-10-01', ''])
      metrics([])
        .when((s) => reportRevenue(byOwner(month, 1), s, NOW))
        .thenRefuses('invalid', /^month/);
  });

  it('refuses an amount that is negative, fractional, huge or not a number', () => {
    for (const cents of [-1, 1.5, MAX_MRR_CENTS + 1, Number.NaN, Number.POSITIVE_INFINITY])
      metrics([])
        .when((s) => reportRevenue(byOwner('2026-10', cents), s, NOW))
        .thenRefuses('invalid', /^mrrCents/);
  });

  it('needs the site team to say what they checked, briefly', () => {
    metrics([])
      .when((s) => reportRevenue(byTeam('2026-10', 1, '  '), s, NOW))
      .thenRefuses('invalid', /^evidence/);
    metrics([])
      .when((s) => reportRevenue(byTeam('2026-10', 1, 'x'.repeat(501)), s, NOW))
      .thenRefuses('invalid', /^evidence/);
  });
});
