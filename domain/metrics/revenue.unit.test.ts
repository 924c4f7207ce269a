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
  it("when an owner reports a month's revenue, then it is recorded as reported", () => {
    metrics([])
      .when((s) => reportRevenue(byOwner('2026-10', 125_000), s, NOW))
      .then([reported('2026-10', 125_000)]);
  });

  it("given an owner's figure, when the site team checks the month, then theirs is recorded as verified", () => {
    metrics([reported('2026-10', 125_000)])
      .when((s) => reportRevenue(byTeam('2026-10', 120_000), s, NOW))
      .then([verified('2026-10', 120_000)]);
  });

  it('when an owner reports no revenue, then zero is recorded', () => {
    metrics([])
      .when((s) => reportRevenue(byOwner('2026-11', 0), s, NOW))
      .then([reported('2026-11', 0)]);
  });

  it("given an owner's figure, when the same figure is reported again, then nothing is recorded", () => {
    metrics([reported('2026-10', 125_000)])
      .when((s) => reportRevenue(byOwner('2026-10', 125_000), s, NOW))
      .then([]);
  });

  it('given a verified figure, when the site team verifies it again, then nothing is recorded', () => {
    metrics([verified('2026-10', 120_000)])
      .when((s) => reportRevenue(byTeam('2026-10', 120_000), s, NOW))
      .then([]);
  });

  it("given an owner's figure, when they correct it, then the correction is recorded", () => {
    metrics([reported('2026-10', 125_000)])
      .when((s) => reportRevenue(byOwner('2026-10', 130_000), s, NOW))
      .then([reported('2026-10', 130_000)]);
  });

  it('given a verified month, when the owner reports another figure for it, then it is refused', () => {
    metrics([verified('2026-10', 120_000)])
      .when((s) => reportRevenue(byOwner('2026-10', 500_000), s, NOW))
      .thenRefuses('conflict', /verified the figure for 2026-10/);
  });

  it('given a verified month, when the owner reports the next month, then it is recorded', () => {
    metrics([verified('2026-10', 120_000)])
      .when((s) => reportRevenue(byOwner('2026-11', 140_000), s, NOW))
      .then([reported('2026-11', 140_000)]);
  });

  it('given a figure, when an earlier month is reported, then it is refused naming the month', () => {
    metrics([reported('2026-10', 125_000)])
      .when((s) => reportRevenue(byOwner('2026-09', 1), s, NOW))
      .thenRefuses('invalid', /month: must not be before 2026-10/);
  });

  it('when a month after the current one is reported, then it is refused naming the month', () => {
    metrics([])
      .when((s) => reportRevenue(byOwner('2026-12', 1), s, NOW))
      .thenRefuses('invalid', /month: must not be after the current month, 2026-11/);
  });

  it('when the month is not written YYYY-MM, then it is refused naming the month', () => {
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

  it('when the site team gives no evidence, then it is refused naming the evidence', () => {
    metrics([])
      .when((s) => reportRevenue(byTeam('2026-10', 1, '  '), s, NOW))
      .thenRefuses('invalid', /^evidence/);
  });

  it("when the site team's evidence runs past 500 characters, then it is refused naming the evidence", () => {
    metrics([])
      .when((s) => reportRevenue(byTeam('2026-10', 1, 'x'.repeat(501)), s, NOW))
      .thenRefuses('invalid', /^evidence/);
  });
});
