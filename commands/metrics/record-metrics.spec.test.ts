import { describe, it } from 'node:test';
import { metricsStream } from '../../domain/metrics/metrics.ts';
import { as, commandSpec } from '../../test/support/command-spec.ts';
import { inStream } from '../../test/support/spec.ts';
import { aListing } from '../../test/support/spec-events.ts';

const spec = commandSpec();
const contributed = { type: 'BillboardContributed', data: { listingId: 3, amountCents: 2500, reference: 'LD-2026-000001/1' } };

describe('the metrics commands', () => {
  it('given a listing, when money goes on the billboard for it, then the contribution is recorded under its reference', async () => {
    await spec
      .given(aListing(3))
      .when(({ commands }) => commands.contributeToBillboard({ listingId: 3, amountCents: 2500, reference: 'LD-2026-000001/1' }, as('system:orders')))
      .then(inStream(metricsStream(3), contributed));
  });

  it('given no listing, when money goes on the billboard for it, then it is not found', async () => {
    await spec
      .given()
      .when(({ commands }) => commands.contributeToBillboard({ listingId: 3, amountCents: 2500, reference: 'LD-2026-000001/1' }, as('system:orders')))
      .thenRefuses('not_found');
  });

  it('given a listing, when its domain rating is measured, then the rating is recorded with its source', async () => {
    const measured = { listingId: 3, rating: 42, measuredOn: '2026-11-17', source: 'ahrefs' };
    await spec
      .given(aListing(3))
      .when(({ commands }) => commands.measureDomainRating(measured, as('cli')))
      .then(inStream(metricsStream(3), { type: 'DomainRatingMeasured', data: measured }));
  });

  it('given a listing, when its owner reports revenue, then the figure is recorded as reported', async () => {
    await spec
      .given(aListing(3))
      .when(({ commands }) => commands.reportRevenue({ listingId: 3, mrrCents: 120000, month: '2026-11', actorId: 'ann' }, as('ann')))
      .then(
        inStream(metricsStream(3), {
          type: 'RevenueReported',
          data: { listingId: 3, mrrCents: 120000, month: '2026-11', verified: false, source: 'owner' },
        }),
      );
  });

  it("given someone else's listing, when a person reports its revenue, then it is not found for them", async () => {
    await spec
      .given(aListing(3))
      .when(({ commands }) => commands.reportRevenue({ listingId: 3, mrrCents: 120000, month: '2026-11', actorId: 'bob' }, as('bob')))
      .thenRefuses('not_found');
  });

  it('given a figure the site team verified, when the owner reports the same month, then it is refused', async () => {
    const verified = {
      type: 'RevenueReported',
      data: { listingId: 3, mrrCents: 90000, month: '2026-11', verified: true, source: 'site-team', evidence: 'Stripe MRR' },
    };
    await spec
      .given(aListing(3), inStream(metricsStream(3), verified))
      .when(({ commands }) => commands.reportRevenue({ listingId: 3, mrrCents: 120000, month: '2026-11', actorId: 'ann' }, as('ann')))
      .thenRefuses('conflict', /verified/);
  });

  it('given a listing, when the site team verifies its revenue, then the figure is recorded as verified with the evidence', async () => {
    await spec
      .given(aListing(3))
      .when(({ commands }) => commands.verifyRevenue({ listingId: 3, mrrCents: 90000, month: '2026-11', evidence: 'Stripe MRR' }, as('admin')))
      .then(
        inStream(metricsStream(3), {
          type: 'RevenueReported',
          data: { listingId: 3, mrrCents: 90000, month: '2026-11', verified: true, source: 'site-team', evidence: 'Stripe MRR' },
        }),
      );
  });

  it('given a contribution, when it is reversed, then the same amount comes off the billboard', async () => {
    const { reverseBillboardContribution } = await import('./record-metrics.ts');
    await spec
      .given(aListing(3), inStream(metricsStream(3), contributed))
      .when(({ deps }) => reverseBillboardContribution(deps)({ listingId: 3, reference: 'LD-2026-000001/1' }, as('system:orders')))
      .then(inStream(metricsStream(3), { type: 'BillboardContributionReversed', data: { listingId: 3, amountCents: 2500, reference: 'LD-2026-000001/1' } }));
  });
});
