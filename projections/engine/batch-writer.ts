import type { Doc, DocumentStore, DocWrite } from '../../domain/ports/document-store.ts';
import type { SearchIndex, SearchLoader, SearchWrite } from '../../domain/ports/search-index.ts';
import type { DerivedIndex, DocRef, FoldWriter, ProjectionWriter } from './projection.ts';

/**
 * A document held by the batch: as of `position`; `owned` once it is this writer's own copy (loaded from the store,
 * or copied at its first `update`), which updates then change in place; `dirty` once the batch has written it.
 */
type Slot = { doc: Doc | null; position: number; owned: boolean; dirty: boolean };

/** A document as loaded from the store (or absent there): a fresh object, the writer's own. */
const held = (stored: { doc: Doc | null; position: number } | undefined): Slot =>
  stored ? { doc: stored.doc, position: stored.position, owned: true, dirty: false } : { doc: null, position: 0, owned: true, dirty: false };

/** Ids per read when a batch's documents are loaded together: well under every store's limit on parameters. */
const PRELOAD_CHUNK = 500;

/**
 * Buffers one batch of a projection's writes and flushes them together. Every write carries
 * the position of the event being applied; a write at or below the position already stored
 * for that document is dropped here, so replaying an event after a crash changes nothing.
 */
export class BatchWriter implements ProjectionWriter {
  private readonly docs: DocumentStore;
  private readonly search: SearchIndex;
  private readonly physical: (logical: string) => string;
  private readonly derived: DerivedIndex[];
  private readonly slots = new Map<string, Map<string, Slot>>();
  /** The ids written in this batch, per collection, in the order first written. */
  private readonly dirty = new Map<string, string[]>();
  position = 0;
  /** The same writer as a fold sees it: reads answer at once from what `preload` loaded. */
  readonly folding: FoldWriter = {
    get: <T extends Doc>(collection: string, id: string) => this.loaded<T>(collection, id),
    put: (collection, doc) => this.put(collection, doc),
    update: (collection, id, changes) => this.update(collection, id, changes),
    delete: (collection, id) => this.delete(collection, id),
  };

  private readonly loaders: Map<string, SearchLoader> | null;
  /**
   * The store holds none of this writer's documents (a rebuild's fresh generation, before its first flush): a document
   * not held does not exist, so nothing needs loading and `touches` need not be asked.
   */
  readonly blank: boolean;
  /**
   * The slot last looked up: a fold reads a document and then changes it, so the second look costs no search of the
   * bucket (string keys: the lookups are a good part of what a replayed vote costs).
   */
  private lastCollection = '';
  private lastId = '';
  private lastSlot: Slot | null = null;

  /**
   * `loaders`, by index name: a rebuild's bulk loads of its search indexes, which its flushes feed instead of writing.
   * `blank`: the store holds none of the documents yet (see `blank` above).
   */
  constructor(
    docs: DocumentStore,
    search: SearchIndex,
    physical: (logical: string) => string,
    derived: DerivedIndex[],
    { loaders = null, blank = false }: { loaders?: Map<string, SearchLoader> | null; blank?: boolean } = {},
  ) {
    this.docs = docs;
    this.search = search;
    this.physical = physical;
    this.derived = derived;
    this.loaders = loaders;
    this.blank = blank;
  }

  private bucket(collection: string): Map<string, Slot> {
    let bucket = this.slots.get(collection);
    if (!bucket) {
      bucket = new Map();
      this.slots.set(collection, bucket);
    }
    return bucket;
  }

  private async load(bucket: Map<string, Slot>, collection: string, id: string): Promise<Slot> {
    const stored = (await this.docs.collection(this.physical(collection)).getVersioned([id])).get(id);
    const slot = held(stored);
    bucket.set(id, slot);
    this.lastSlot = null;
    return slot;
  }

  get<T extends Doc>(collection: string, id: string): Promise<T | null> {
    const bucket = this.bucket(collection);
    const slot = bucket.get(id);
    // A document already held answers without a round trip to the store: the common case of a long replay.
    if (slot) return Promise.resolve(slot.doc as T | null);
    if (this.blank) return Promise.resolve(null);
    return this.load(bucket, collection, id).then((s) => s.doc as T | null);
  }

  /** Loads, one read per collection and chunk, the documents named that are not held yet. */
  async preload(refs: Iterable<DocRef>): Promise<void> {
    const wanted = new Map<string, Set<string>>();
    for (const [collection, id] of refs) {
      if (this.bucket(collection).has(id)) continue;
      let ids = wanted.get(collection);
      if (!ids) {
        ids = new Set();
        wanted.set(collection, ids);
      }
      ids.add(id);
    }
    for (const [collection, ids] of wanted) {
      const bucket = this.bucket(collection);
      const all = [...ids];
      for (let i = 0; i < all.length; i += PRELOAD_CHUNK) {
        const chunk = all.slice(i, i + PRELOAD_CHUNK);
        const stored = await this.docs.collection(this.physical(collection)).getVersioned(chunk);
        for (const id of chunk) bucket.set(id, held(stored.get(id)));
        this.lastSlot = null;
      }
    }
  }

  /** A document `preload` loaded (or a write since made), read without waiting; reading one it did not name is a bug in the projection's `touches`. */
  private loaded<T extends Doc>(collection: string, id: string): T | null {
    const slot = this.slotOf(collection, id);
    if (slot) return slot.doc as T | null;
    if (this.blank) return null;
    throw new Error(`read ${collection}/${id} without naming it in touches`);
  }

  private slotOf(collection: string, id: string): Slot | undefined {
    if (this.lastSlot !== null && this.lastId === id && this.lastCollection === collection) return this.lastSlot;
    const slot = this.slots.get(collection)?.get(id);
    if (slot) {
      this.lastCollection = collection;
      this.lastId = id;
      this.lastSlot = slot;
    }
    return slot;
  }

  /** Holds what an event wrote; the writes themselves are made from the held documents at the flush (one per document). */
  private record(collection: string, id: string, doc: Doc | null) {
    const bucket = this.bucket(collection);
    let slot = bucket.get(id);
    if (slot) {
      // Unread documents are guarded by the store itself when flushed.
      if (slot.position >= this.position) return;
      slot.doc = doc;
      slot.position = this.position;
      // The caller's object: an update copies it before changing it.
      slot.owned = false;
    } else {
      slot = { doc, position: this.position, owned: false, dirty: false };
      bucket.set(id, slot);
      this.lastSlot = null;
    }
    this.written(collection, id, slot);
  }

  private written(collection: string, id: string, slot: Slot) {
    if (slot.dirty) return;
    slot.dirty = true;
    let dirty = this.dirty.get(collection);
    if (!dirty) {
      dirty = [];
      this.dirty.set(collection, dirty);
    }
    dirty.push(id);
  }

  put(collection: string, doc: Doc): void {
    this.record(collection, doc.id, doc);
  }

  /** Changes a held document in place, copying it first unless it is already the writer's own: one copy a batch, not one an event. */
  update<T extends Doc>(collection: string, id: string, changes: Partial<T>): void {
    const slot = this.slotOf(collection, id);
    if (!slot?.doc) throw new Error(`updated ${collection}/${id}, which was not read or does not exist`);
    // An event at or below the document's position was folded into it already (a replay after a crash).
    if (slot.position >= this.position) return;
    if (!slot.owned) {
      slot.doc = { ...slot.doc };
      slot.owned = true;
    }
    Object.assign(slot.doc, changes);
    slot.position = this.position;
    this.written(collection, id, slot);
  }

  delete(collection: string, id: string): void {
    this.record(collection, id, null);
  }

  /** Documents held in memory: what a long replay watches to decide when to flush. */
  get held(): number {
    let n = 0;
    for (const bucket of this.slots.values()) n += bucket.size;
    return n;
  }

  /** The writes of one collection: each dirty document as last held, with the position of the event that wrote it. */
  private writesOf(collection: string): DocWrite[] {
    const bucket = this.bucket(collection);
    const writes: DocWrite[] = [];
    for (const id of this.dirty.get(collection) ?? []) {
      const slot = bucket.get(id) as Slot;
      writes.push(slot.doc ? { op: 'put', doc: slot.doc, position: slot.position } : { op: 'delete', id, position: slot.position });
    }
    return writes;
  }

  /** Search first, documents second: after a crash in between, the replay rewrites both identically. */
  async flush(): Promise<void> {
    await this.flushSearch();
    await this.flushDocuments();
  }

  /** The search indexes derived from what the batch wrote: through their loaders when a rebuild gave them. */
  async flushSearch(): Promise<void> {
    for (const d of this.derived) {
      const derived = this.dirty.has(d.collection) ? this.writesOf(d.collection) : [];
      if (derived.length === 0) continue;
      const search: SearchWrite[] = derived.map((w) => {
        const doc = w.op === 'put' ? d.toSearchDocument(w.doc) : null;
        const id = w.op === 'put' ? w.doc.id : w.id;
        return doc ? { op: 'put', doc, position: w.position } : { op: 'delete', id, position: w.position };
      });
      const loader = this.loaders?.get(d.index);
      if (loader) await loader.add(search);
      else await this.search.collection(this.physical(d.index), d.schema).write(search);
    }
  }

  /** The documents, after which the batch holds nothing. */
  async flushDocuments(): Promise<void> {
    for (const collection of this.dirty.keys()) await this.docs.collection(this.physical(collection)).write(this.writesOf(collection));
    this.dirty.clear();
    this.slots.clear();
    this.lastSlot = null;
  }
}
