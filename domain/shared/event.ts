/** The shape every event shares once recorded; `data` is typed per aggregate. */
export type EventMetadata = {
  correlationId: string;
  causationId: string;
  actor: string;
  time: string;
};

export type DomainEvent<T extends string = string, D = unknown> = { type: T; data: D };

export type NewEvent = DomainEvent & { id: string; metadata: EventMetadata };

export type RecordedEvent = NewEvent & {
  stream: string;
  revision: number;
  /** Global, strictly increasing position in the whole log. */
  position: number;
  recordedAt: string;
};

/**
 * An event as a rebuild may replay it to a fold: its position, type and data, and its metadata holding only the keys asked for
 * (`EventStore.replay`); a fold reads nothing else of the envelope (its id, stream, revision, time recorded), so it never pays
 * for reading or parsing them. `T` is the event as recorded.
 */
export type Replayed<T extends { metadata: EventMetadata }, K extends keyof EventMetadata> = T extends unknown
  ? Omit<T, 'metadata' | 'id' | 'stream' | 'revision' | 'recordedAt'> & { metadata: Pick<EventMetadata, K> }
  : never;

/** A recorded event of a known type: its data typed, with the log's envelope. Commands fold them, projections apply them. */
export type Recorded<E extends DomainEvent> = E & Omit<RecordedEvent, 'type' | 'data'>;
