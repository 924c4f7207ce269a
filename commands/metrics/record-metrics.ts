import { evolveListing, initialListing, listingStream } from '../../domain/listing/events.ts';
import { existing, owned } from '../../domain/listing/ownership.ts';
import * as metricsDecisions from '../../domain/metrics/metrics.ts';
import * as revenue from '../../domain/metrics/revenue.ts';
import { command, type Loader } from '../command.ts';
import { onMetrics } from '../streams.ts';

const exists = async (load: Loader, listingId: number) => (await load(listingStream(listingId), initialListing, evolveListing)).status !== 'none';

export const contributeToBillboard = command({
  ...onMetrics,
  decide: async (c: { listingId: number; amountCents: number; reference: string }, state, { load }) =>
    metricsDecisions.contributeToBillboard(c, state, await exists(load, c.listingId)),
});

export const reverseBillboardContribution = command({
  ...onMetrics,
  decide: (c: { listingId: number; reference: string }, state) => metricsDecisions.reverseContribution(c, state),
});

export const measureDomainRating = command({
  ...onMetrics,
  decide: async (c: { listingId: number; rating: number; measuredOn: string; source: string }, state, { load }) =>
    metricsDecisions.measureDomainRating(c, state, await exists(load, c.listingId)),
});

/** An owner's own figure for one of their listings (anyone else's is not found): labelled reported. */
export const reportRevenue = command({
  ...onMetrics,
  decide: async (c: { listingId: number; mrrCents: number; month: string; actorId: string }, state, { load, now }) => {
    owned(await load(listingStream(c.listingId), initialListing, evolveListing), c.actorId);
    return revenue.reportRevenue({ listingId: c.listingId, mrrCents: c.mrrCents, month: c.month, source: 'owner' }, state, now);
  },
});

/** The site team's figure, checked against the payment provider: labelled verified, with what was checked. */
export const verifyRevenue = command({
  ...onMetrics,
  decide: async (c: { listingId: number; mrrCents: number; month: string; evidence: string }, state, { load, now }) => {
    existing(await load(listingStream(c.listingId), initialListing, evolveListing));
    return revenue.reportRevenue({ ...c, source: 'site-team' }, state, now);
  },
});
