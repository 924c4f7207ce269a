import {
  type AllStreamResolvedEvent,
  ANY,
  BACKWARDS,
  END,
  excludeSystemEvents,
  FORWARDS,
  jsonEvent,
  KurrentDBClient,
  NO_STREAM,
  type ResolvedEvent,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
} from '@kurrent/kurrentdb-client';
import { type AppendResult, type EventStore, type ExpectedRevision, type Subscription, WrongExpectedRevision } from '../../domain/ports/event-store.ts';
import { readAhead } from '../../domain/ports/read-ahead.ts';
import type { NewEvent, RecordedEvent } from '../../domain/shared/event.ts';

type Recordable = {
  id: string;
  streamId: string;
  revision: bigint;
  type: string;
  data: unknown;
  metadata: unknown;
  created: Date;
  position?: { commit: bigint; prepare: bigint };
};

/**
 * An event's place in $all as one number. KurrentDB orders $all by (commit, prepare). Appends made
 * over gRPC are implicit transactions whose every event is committed at its own log position, so
 * each event's commit and prepare positions are equal and distinct from the next event's, even
 * within one multi-event append. An explicit transaction (a legacy TCP client) would give several
 * events one commit position: that log is refused loudly rather than read with events skipped.
 */
function positionOf(e: Recordable): number {
  if (!e.position) return 0;
  if (e.position.commit !== e.position.prepare)
    throw new Error(
      `event ${e.id} in ${e.streamId} has commit position ${e.position.commit} and prepare position ${e.position.prepare}: events written in an explicit transaction cannot be ordered by one number`,
    );
  // Far below 2^53 for any realistic log.
  return Number(e.position.commit);
}

function toRecorded(e: Recordable): RecordedEvent {
  return {
    id: e.id,
    stream: e.streamId,
    revision: Number(e.revision),
    position: positionOf(e),
    type: e.type,
    data: e.data,
    metadata: e.metadata as RecordedEvent['metadata'],
    recordedAt: e.created.toISOString(),
  };
}

const isUserEvent = (r: AllStreamResolvedEvent | ResolvedEvent): r is typeof r & { event: Recordable } =>
  r.event !== undefined && !r.event.streamId.startsWith('$') && !r.event.type.startsWith('$');

/** The production event store: KurrentDB (EventStoreDB) over gRPC, `EVENTSTORE_URL`. */
export class KurrentEventStore implements EventStore {
  private readonly client: KurrentDBClient;

  constructor(connectionString: string) {
    this.client = KurrentDBClient.connectionString`${connectionString}`;
  }

  async append(stream: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    const data = events.map((e) => jsonEvent({ id: e.id, type: e.type, data: e.data as Record<string, unknown>, metadata: e.metadata }));
    try {
      const result = await this.client.appendToStream(stream, data, {
        streamState: expected === 'no_stream' ? NO_STREAM : expected === 'any' ? ANY : BigInt(expected),
      });
      // The commit position an append answers is its last event's: the one a reader must pass.
      return { revision: Number(result.nextExpectedRevision), position: Number(result.position?.commit ?? 0n) };
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) {
        const actual = error.actualState;
        throw new WrongExpectedRevision(stream, expected, typeof actual === 'bigint' ? Number(actual) : 'no_stream');
      }
      throw error;
    }
  }

  async readStream(stream: string, fromRevision = 0): Promise<RecordedEvent[]> {
    const out: RecordedEvent[] = [];
    try {
      for await (const r of this.client.readStream(stream, {
        fromRevision: fromRevision === 0 ? START : BigInt(fromRevision),
        direction: FORWARDS,
      })) {
        if (r.event) out.push(toRecorded(r.event as Recordable));
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return out;
  }

  replay(after: number, size: number): AsyncIterable<RecordedEvent[]> {
    return readAhead((from, limit) => this.readAll(from, limit), after, size);
  }

  async readAll(after: number, limit: number): Promise<RecordedEvent[]> {
    const out: RecordedEvent[] = [];
    const from = after === 0 ? START : { commit: BigInt(after), prepare: BigInt(after) };
    for await (const r of this.client.readAll({ fromPosition: from, direction: FORWARDS, maxCount: limit + 1 })) {
      if (!isUserEvent(r)) continue;
      const e = toRecorded(r.event);
      if (e.position <= after) continue;
      out.push(e);
      if (out.length >= limit) break;
    }
    return out;
  }

  subscribeAll(after: number, onBatch: (events: RecordedEvent[]) => Promise<void>): Subscription {
    const subscription = this.client.subscribeToAll({
      fromPosition: after === 0 ? START : { commit: BigInt(after), prepare: BigInt(after) },
      filter: excludeSystemEvents(),
    });
    const loop = (async () => {
      for await (const r of subscription) {
        if (!isUserEvent(r)) continue;
        const e = toRecorded(r.event);
        if (e.position <= after) continue;
        await onBatch([e]);
      }
    })();
    return {
      stop: async () => {
        await subscription.unsubscribe();
        await loop.catch(() => undefined);
      },
    };
  }

  async headPosition(): Promise<number> {
    for await (const r of this.client.readAll({ fromPosition: END, direction: BACKWARDS, maxCount: 50 })) {
      if (isUserEvent(r)) return positionOf(r.event);
    }
    return 0;
  }

  async close(): Promise<void> {
    await this.client.dispose();
  }
}
