import { evolveListing, initialListing, listingStream } from '../../domain/listing/events.ts';
import {
  contributeToBillboard as decideContribution,
  measureDomainRating as decideRating,
  reportRevenue as decideRevenue,
  reverseContribution as decideReversal,
  evolveMetrics,
  initialMetrics,
  metricsStream,
} from '../../domain/metrics/metrics.ts';
import { command, type Loader } from '../command.ts';

const exists = async (load: Loader, listingId: number) => (await load(listingStream(listingId), initialListing, evolveListing)).status !== 'none';
const onMetrics = { stream: (c: { listingId: number }) => metricsStream(c.listingId), initial: initialMetrics, evolve: evolveMetrics };

export const contributeToBillboard = command({
  ...onMetrics,
  decide: async (c: { listingId: number; amountCents: number; reference: string }, state, { load }) =>
    decideContribution(c, state, await exists(load, c.listingId)),
});

export const reverseBillboardContribution = command({
  ...onMetrics,
  decide: (c: { listingId: number; reference: string }, state) => decideReversal(c, state),
});

export const measureDomainRating = command({
  ...onMetrics,
  decide: async (c: { listingId: number; rating: number; measuredOn: string; source: string }, state, { load }) =>
    decideRating(c, state, await exists(load, c.listingId)),
});

export const reportRevenue = command({
  ...onMetrics,
  decide: async (c: { listingId: number; mrrCents: number; month: string; verified: boolean }, _state, { load }) =>
    decideRevenue(c, await exists(load, c.listingId)),
});
