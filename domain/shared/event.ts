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

/** A recorded event of a known type: its data typed, with the log's envelope. Commands fold them, projections apply them. */
export type Recorded<E extends DomainEvent> = E & Omit<RecordedEvent, 'type' | 'data'>;
