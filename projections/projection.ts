import type { Doc } from '../domain/ports/document-store.ts';
import type { SearchDocument, SearchSchema } from '../domain/ports/search-index.ts';
import type { RecordedEvent } from '../domain/shared/event.ts';

/** What a projection may do while applying one event: read and write its own read models. */
export interface ProjectionWriter {
  /** The document as of the events applied so far; never mutate it, put a new one. */
  get<T extends Doc>(collection: string, id: string): Promise<T | null>;
  put(collection: string, doc: Doc): void;
  delete(collection: string, id: string): void;
}

/** A search index kept as a function of one collection's documents, written with the same positions. */
export type DerivedIndex = {
  collection: string;
  index: string;
  schema: SearchSchema;
  /** null keeps the document out of the index. */
  toSearchDocument(doc: Doc): SearchDocument | null;
};

export type Projection = {
  name: string;
  /** Bump to rebuild from position 0 into a fresh copy. */
  version: number;
  /** Document collections it owns, with the fields its queries filter or sort on. */
  collections: Record<string, { indexes: string[] }>;
  searchIndexes: DerivedIndex[];
  /** Event types it reacts to; all others only move its checkpoint. */
  handles: readonly string[];
  apply(event: RecordedEvent, writer: ProjectionWriter): Promise<void>;
};

export const projection = (p: Projection): Projection => p;
