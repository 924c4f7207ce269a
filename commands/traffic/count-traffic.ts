import * as trafficDecisions from '../../domain/traffic/traffic.ts';
import { type TrafficEvent, type TrafficKind, trafficStream } from '../../domain/traffic/traffic.ts';
import { command } from '../command.ts';

/** A flushed count of one kind of a listing's traffic for a day: the stream grows every flush and no count depends on another, so nothing is read. */
export const countTraffic = command({
  stream: (c: { listingId: number }) => trafficStream(c.listingId),
  initial: () => null,
  evolve: (s: null, _e: TrafficEvent) => s,
  appendOnly: true,
  decide: (c: { listingId: number; day: string; kind: TrafficKind; count: number }) => trafficDecisions.countTraffic(c),
});
