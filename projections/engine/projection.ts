import type { Doc } from '../../domain/ports/document-store.ts';
import type { SearchDocument, SearchSchema } from '../../domain/ports/search-index.ts';
import type { DomainEvent, EventMetadata, Recorded, RecordedEvent, Replayed } from '../../domain/shared/event.ts';
import { withCorrelation } from '../../runtime/correlation.ts';

/** What a projection may do while applying one event: read and write its own read models. */
export interface ProjectionWriter {
  /** The document as of the events applied so far; never mutate it, put a new one. */
  get<T extends Doc>(collection: string, id: string): Promise<T | null>;
  put(collection: string, doc: Doc): void;
  delete(collection: string, id: string): void;
}

/** A document a projection reads while folding one event: its collection and id. */
export type DocRef = readonly [collection: string, id: string];

/** What a fold may do with one event: read the documents it named, synchronously, and write. */
export interface FoldWriter {
  /**
   * One of the documents `touches` named for this event, as of the events folded so far. Never mutate it: put a new
   * one, or `update` it (after which the object read may have changed: read what the change needs first).
   */
  get<T extends Doc>(collection: string, id: string): T | null;
  put(collection: string, doc: Doc): void;
  /**
   * Sets these fields of a document `touches` named and that exists, as `put({ ...doc, ...changes })` would. The engine
   * copies a document once a batch rather than once an event: the common change of a replay (a vote) costs no copy.
   */
  update<T extends Doc>(collection: string, id: string, changes: Partial<T>): void;
  delete(collection: string, id: string): void;
}

/**
 * A projection as a synchronous fold: `touches` names the documents an event reads, so the engine
 * loads those of a whole batch in one read per collection, then folds event after event without
 * waiting on anything (a million votes replay without a million awaits).
 */
export type Fold = {
  /**
   * The keys of an event's metadata the fold reads, when it says: a rebuild then replays only those, with the event's position,
   * type and data and nothing else of its envelope (the rest is the larger part of a replayed vote, read and parsed for nothing).
   * Events reach it typed with these keys only.
   */
  metadata?: readonly (keyof EventMetadata)[];
  touches(event: FoldEvent): readonly DocRef[];
  evolve(event: FoldEvent, docs: FoldWriter): void;
};

/** An event as a fold is given it: recorded, or replayed with only what the fold reads (never the envelope's id, stream, revision or time recorded). */
export type FoldEvent = Replayed<RecordedEvent, never> & { metadata: Partial<EventMetadata> };

/** A search index kept as a function of one collection's documents, written with the same positions. */
export type DerivedIndex = {
  collection: string;
  index: string;
  schema: SearchSchema;
  /** null keeps the document out of the index. */
  toSearchDocument(doc: Doc): SearchDocument | null;
};

/** What the runner keeps up to date: a read-model projection, a reactor or a process manager. */
export type Projection = {
  name: string;
  /** Bump to rebuild from position 0 into a fresh copy. */
  version: number;
  /** Document collections it owns, with the fields its queries filter or sort on. */
  collections: Record<string, { indexes: string[] }>;
  searchIndexes: DerivedIndex[];
  /**
   * Search indexes its earlier versions kept in their generations and this one no longer does: dropping an old generation
   * drops them too, so a store made before the change keeps no index nothing reads.
   */
  retiredSearchIndexes?: { index: string; schema: SearchSchema }[];
  /** Event types it reacts to; all others only move its checkpoint. */
  handles: readonly string[];
  /** Set for process managers: what they do appends events, which a caller waiting for its writes waits for too. */
  issuesCommands?: true;
  /**
   * Set for a reactor or process manager whose effects the history still needs when it first meets a
   * store that has one (they are idempotent): it then replays the log from the start in the background.
   * Otherwise a reactor new to a store starts at its head: what happened before it was done without it.
   */
  replays?: true;
  apply(event: RecordedEvent, writer: ProjectionWriter): Promise<void>;
  /** Set when the projection is written as a fold: the engine then applies whole batches through it. */
  fold?: Fold;
};

type Handled<E extends DomainEvent, H extends E['type']> = Recorded<Extract<E, { type: H }>>;

/** Events in the log are read as the union their type names: the only writers are our commands. */
const asHandled = <E extends DomainEvent, H extends E['type']>(event: RecordedEvent) => event as unknown as Handled<E, H>;

/** What every read-model projection declares, however it applies events. */
type ReadModelSpec<H extends string> = {
  name: string;
  version: number;
  collections: Projection['collections'];
  searchIndexes?: DerivedIndex[];
  retiredSearchIndexes?: Projection['retiredSearchIndexes'];
  handles: readonly H[];
};

const declared = <H extends string>(spec: ReadModelSpec<H>) => ({
  name: spec.name,
  version: spec.version,
  collections: spec.collections,
  searchIndexes: spec.searchIndexes ?? [],
  ...(spec.retiredSearchIndexes ? { retiredSearchIndexes: spec.retiredSearchIndexes } : {}),
  handles: spec.handles,
});

/**
 * A read-model projection over the events `E`: `handles` is checked against E's types, and
 * `apply` receives exactly those events, typed. The runner owns batching, positions and rebuilds.
 */
export function projection<E extends DomainEvent>() {
  return <const H extends E['type']>(spec: ReadModelSpec<H> & { apply(event: Handled<E, H>, writer: ProjectionWriter): Promise<void> }): Projection => ({
    ...declared(spec),
    apply: (event, writer) => spec.apply(asHandled<E, H>(event), writer),
  });
}

/**
 * A read-model projection over the events `E` written as a fold (see `Fold`): `touches` names what
 * each event reads, `evolve` reads only those and writes. Applied one event at a time through any
 * writer, or a batch at a time by the engine.
 */
export function foldProjection<E extends DomainEvent>() {
  return <const H extends E['type'], const M extends keyof EventMetadata = keyof EventMetadata>(
    spec: ReadModelSpec<H> & {
      /** The metadata keys `touches` and `evolve` read (see `Fold.metadata`); all of them when not said. */
      metadata?: readonly M[];
      touches(event: Replayed<Handled<E, H>, M>): readonly DocRef[];
      evolve(event: Replayed<Handled<E, H>, M>, docs: FoldWriter): void;
    },
  ): Projection => {
    // What the spec is given has at least the keys it said it reads: the engine replays those for it.
    const slim = (event: FoldEvent) => asHandled<E, H>(event as RecordedEvent) as unknown as Replayed<Handled<E, H>, M>;
    const fold: Fold = {
      ...(spec.metadata ? { metadata: spec.metadata } : {}),
      touches: (event) => spec.touches(slim(event)),
      evolve: (event, docs) => spec.evolve(slim(event), docs),
    };
    const keyOf = (collection: string, id: string) => `${collection}\u0000${id}`;
    return {
      ...declared(spec),
      fold,
      // One event through any writer (a specification's, say): its documents read first, then folded.
      apply: async (event, writer) => {
        const held = new Map<string, Doc | null>();
        for (const [collection, id] of fold.touches(event)) held.set(keyOf(collection, id), await writer.get(collection, id));
        fold.evolve(event, {
          get: <T extends Doc>(collection: string, id: string) => {
            const key = keyOf(collection, id);
            if (!held.has(key)) throw new Error(`${spec.name} read ${collection}/${id} without naming it in touches`);
            return (held.get(key) ?? null) as T | null;
          },
          put: (collection, doc) => {
            held.set(keyOf(collection, doc.id), doc);
            writer.put(collection, doc);
          },
          update: (collection, id, changes) => {
            const key = keyOf(collection, id);
            const current = held.get(key);
            if (!current) throw new Error(`${spec.name} updated ${collection}/${id}, which it did not name in touches or which does not exist`);
            const doc = { ...current, ...changes };
            held.set(key, doc);
            writer.put(collection, doc);
          },
          delete: (collection, id) => {
            held.set(keyOf(collection, id), null);
            writer.delete(collection, id);
          },
        });
      },
    };
  };
}

/**
 * A reactor: turns events into jobs (or other side effects that are safe to repeat). Runs like a
 * projection, with its own checkpoint, so an event acknowledged before a crash still gets its job.
 */
type ReactorSpec<E extends DomainEvent, H extends E['type']> = {
  name: string;
  version: number;
  handles: readonly H[];
  /** See `Projection.replays`. */
  replays?: true;
  react(event: Handled<E, H>): Promise<void>;
};

export function reactor<E extends DomainEvent>() {
  return <const H extends E['type']>(spec: ReactorSpec<E, H>): Projection => ({
    name: spec.name,
    version: spec.version,
    collections: {},
    searchIndexes: [],
    handles: spec.handles,
    ...(spec.replays ? { replays: true as const } : {}),
    // What a reactor causes (jobs, commands, log lines) carries the correlation id of the event it reacts to.
    apply: (event) => withCorrelation(event.metadata.correlationId, () => spec.react(asHandled<E, H>(event))),
  });
}

/**
 * A process manager: follows events of one aggregate with commands on others. Its commands are
 * idempotent, so a step repeated after a crash changes nothing twice.
 */
export function processManager<E extends DomainEvent>() {
  return <const H extends E['type']>(spec: ReactorSpec<E, H>): Projection => ({
    ...reactor<E>()(spec),
    issuesCommands: true,
  });
}

/** What a runnable is, for people reading `projections list`. */
export const kindOf = (p: Projection): 'read model' | 'process manager' | 'reactor' =>
  p.issuesCommands ? 'process manager' : Object.keys(p.collections).length > 0 || p.searchIndexes.length > 0 ? 'read model' : 'reactor';
