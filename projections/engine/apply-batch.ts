import type { DocumentStore } from '../../domain/ports/document-store.ts';
import type { SearchIndex, SearchLoader } from '../../domain/ports/search-index.ts';
import type { RecordedEvent } from '../../domain/shared/event.ts';
import { BatchWriter } from './batch-writer.ts';
import { physicalName } from './generations.ts';
import type { FoldEvent, Projection } from './projection.ts';

export type Stores = { docs: DocumentStore; search: SearchIndex };

export const writerFor = (p: Projection, generation: number, stores: Stores, options: { loaders?: Map<string, SearchLoader>; blank?: boolean } = {}) =>
  new BatchWriter(stores.docs, stores.search, (logical) => physicalName(logical, generation), p.searchIndexes, options);

/**
 * Applies events through a writer without flushing: the caller decides when to write. Events replayed with only part of
 * their metadata come only for a fold that said which keys it reads (`Fold.metadata`); every other projection is given them whole.
 */
export async function applyEvents(p: Projection, writer: BatchWriter, batch: readonly FoldEvent[]): Promise<void> {
  const handles = new Set(p.handles);
  const { fold } = p;
  if (fold) {
    const handled = batch.filter((event) => handles.has(event.type));
    // What the whole batch reads, loaded up front: the fold itself then never waits. A blank store has nothing to load.
    if (!writer.blank) await writer.preload(handled.flatMap((event) => fold.touches(event)));
    for (const event of handled) {
      writer.position = event.position;
      fold.evolve(event, writer.folding);
    }
    return;
  }
  for (const event of batch) {
    if (!handles.has(event.type)) continue;
    writer.position = event.position;
    await p.apply(event as RecordedEvent, writer);
  }
}

/** Applies a batch of events to one generation of a projection's read models and flushes once. */
export async function applyBatch(p: Projection, generation: number, stores: Stores, batch: RecordedEvent[]): Promise<void> {
  const writer = writerFor(p, generation, stores);
  await applyEvents(p, writer, batch);
  await writer.flush();
}

/** The fields the generation's queries use, named before it is loaded (its indexes are built after). */
export async function declareFields(p: Projection, generation: number, stores: Stores): Promise<void> {
  for (const [logical, { indexes }] of Object.entries(p.collections)) await stores.docs.collection(physicalName(logical, generation)).declareFields(indexes);
}

export async function prepareGeneration(p: Projection, generation: number, stores: Stores): Promise<void> {
  for (const [logical, { indexes }] of Object.entries(p.collections)) await stores.docs.collection(physicalName(logical, generation)).ensureIndexes(indexes);
}

export async function dropGeneration(p: Projection, generation: number, stores: Stores): Promise<void> {
  for (const logical of Object.keys(p.collections)) await stores.docs.collection(physicalName(logical, generation)).drop();
  for (const d of [...p.searchIndexes, ...(p.retiredSearchIndexes ?? [])]) await stores.search.collection(physicalName(d.index, generation), d.schema).drop();
}
