import type { EventMetadata, NewEvent, RecordedEvent, Replayed } from '../shared/event.ts';

/** `no_stream`: the stream must not exist; a number: the revision of its last event; `any`: no check. */
export type ExpectedRevision = 'no_stream' | 'any' | number;

export type AppendResult = {
  /** Revision of the last event now in the stream. */
  revision: number;
  /** Global position of the last appended event. */
  position: number;
};

export class WrongExpectedRevision extends Error {
  readonly stream: string;
  readonly expected: ExpectedRevision;
  readonly actual: number | 'no_stream';
  constructor(stream: string, expected: ExpectedRevision, actual: number | 'no_stream') {
    super(`stream ${stream}: expected revision ${expected}, actual ${actual}`);
    this.stream = stream;
    this.expected = expected;
    this.actual = actual;
  }
}

export type Subscription = { stop(): Promise<void> };

export interface EventStore {
  /** Appends atomically. Re-appending events whose ids are already in the stream is a no-op answering the original result. */
  append(stream: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult>;
  /**
   * Many appends in one transaction, all or nothing: bulk loads (the demo seed, imports), not the command path. Stores that
   * cannot commit several streams at once (KurrentDB) do not offer it.
   */
  appendMany?(appends: { stream: string; events: NewEvent[]; expected: ExpectedRevision }[]): Promise<AppendResult[]>;
  /** The stream's events in revision order, from `fromRevision` (inclusive). Empty when it does not exist. */
  readStream(stream: string, fromRevision?: number): Promise<RecordedEvent[]>;
  /** Events after global position `after` (exclusive; 0 reads from the start), in log order. */
  readAll(after: number, limit: number): Promise<RecordedEvent[]>;
  /**
   * The events of `types` after `after`, at most `limit`, and how far the log was looked through: every event of those types
   * in (after, through] is among `events` (`through` is `after` when nothing more is final). A runner catching up over a
   * stretch of the log with nothing for it passes it without reading it all. A store may look through a bounded stretch a call.
   * Stores that cannot say how far a filtered read went (KurrentDB's filtered reads) do not offer it: runners then read everything.
   */
  readAllOf?(after: number, limit: number, types: readonly string[]): Promise<{ events: RecordedEvent[]; through: number }>;
  /**
   * The log after `after` in order, `size` events a batch, until a read finds nothing more (a rebuild's read): the store
   * may read ahead of the caller meanwhile. Each batch is the caller's own.
   */
  replay(after: number, size: number): AsyncIterable<RecordedEvent[]>;
  /** The same, each event's metadata holding at least `metadata`'s keys: a store may leave out the others, unparsed. */
  replay<K extends keyof EventMetadata>(after: number, size: number, metadata: readonly K[]): AsyncIterable<Replayed<RecordedEvent, K>[]>;
  /** Catch-up then live: every event after `after`, in order, one batch at a time. */
  subscribeAll(after: number, onBatch: (events: RecordedEvent[]) => Promise<void>): Subscription;
  /** Position of the newest event, 0 when empty. */
  headPosition(): Promise<number>;
  close(): Promise<void>;
}
