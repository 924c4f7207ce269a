import { type AnyBulkWriteOperation, type Db, type Filter, MongoBulkWriteError, MongoClient, MongoServerError } from 'mongodb';
import type { Condition, Doc, DocumentCollection, DocumentStore, DocWrite, FindQuery, FindResult } from '../../domain/ports/document-store.ts';

const DUPLICATE_KEY = 11000;

/** A read-model document as kept in MongoDB: its id as `_id`, the position that wrote it, and a tombstone flag. */
type Stored = { _id: string; _pos?: number; _deleted?: boolean; [field: string]: unknown };

function toFilter(where: Record<string, Condition> | undefined): Filter<Stored> {
  const filter: Record<string, unknown> = { _deleted: { $ne: true } };
  for (const [name, c] of Object.entries(where ?? {})) {
    const field = name === 'id' ? '_id' : name;
    if (c === null || typeof c !== 'object') filter[field] = c;
    else if ('in' in c) filter[field] = { $in: c.in };
    else if ('contains' in c) filter[field] = c.contains;
    else if ('containsAny' in c) filter[field] = { $in: c.containsAny };
    else if ('ne' in c) filter[field] = { $ne: c.ne };
    else {
      const range: Record<string, unknown> = {};
      if (c.gt !== undefined) range.$gt = c.gt;
      if (c.gte !== undefined) range.$gte = c.gte;
      if (c.lt !== undefined) range.$lt = c.lt;
      if (c.lte !== undefined) range.$lte = c.lte;
      filter[field] = range;
    }
  }
  return filter;
}

/** A stored document as the port hands it out; it is what a projection put, so it is read as that type. */
const strip = <T extends Doc>(d: Stored): T => {
  const { _id, _pos, _deleted, ...rest } = d;
  return { ...rest, id: _id } as T;
};

/** The production read-model store: MongoDB, `MONGODB_URL`. */
export class MongoDocumentStore implements DocumentStore {
  private readonly client: MongoClient;
  private readonly db: Db;

  constructor(url: string) {
    this.client = new MongoClient(url);
    this.db = this.client.db();
  }

  collection<T extends Doc = Doc>(name: string): DocumentCollection<T> {
    return new MongoCollection<T>(this.db, name);
  }

  async listCollections(): Promise<string[]> {
    const list = await this.db.listCollections({}, { nameOnly: true }).toArray();
    return list.map((c) => c.name);
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}

class MongoCollection<T extends Doc> implements DocumentCollection<T> {
  private readonly db: Db;
  private readonly name: string;
  constructor(db: Db, name: string) {
    this.db = db;
    this.name = name;
  }

  private get c() {
    return this.db.collection<Stored>(this.name);
  }

  async get(id: string): Promise<T | null> {
    const d = await this.c.findOne({ _id: id, _deleted: { $ne: true } });
    return d ? strip<T>(d) : null;
  }

  async getVersioned(ids: string[]): Promise<Map<string, { doc: T | null; position: number }>> {
    const out = new Map<string, { doc: T | null; position: number }>();
    if (ids.length === 0) return out;
    for (const d of await this.c.find({ _id: { $in: ids } }).toArray()) out.set(d._id, { doc: d._deleted ? null : strip<T>(d), position: Number(d._pos ?? 0) });
    return out;
  }

  async getMany(ids: string[]): Promise<T[]> {
    if (ids.length === 0) return [];
    const docs = await this.c.find({ _id: { $in: ids }, _deleted: { $ne: true } }).toArray();
    const byId = new Map(docs.map((d) => [d._id, strip<T>(d)]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  async find(query: FindQuery = {}): Promise<FindResult<T>> {
    const filter = toFilter(query.where);
    const sort: Record<string, 1 | -1> = {};
    for (const [field, dir] of query.sort ?? []) sort[field === 'id' ? '_id' : field] = dir === 'desc' ? -1 : 1;
    sort._id = 1;
    let cursor = this.c
      .find(filter)
      .sort(sort)
      .skip(query.skip ?? 0);
    if (query.limit !== undefined) cursor = cursor.limit(query.limit);
    const [docs, total] = await Promise.all([cursor.toArray(), this.c.countDocuments(filter)]);
    return { items: docs.map((d) => strip<T>(d)), total };
  }

  async count(where?: Record<string, Condition>): Promise<number> {
    return this.c.countDocuments(toFilter(where));
  }

  async write(writes: DocWrite<T>[]): Promise<number> {
    if (writes.length === 0) return 0;
    // The position guard lives in the filter: an older event matches nothing, and its
    // upsert then collides with the existing _id, which we read as "already applied".
    const ops: AnyBulkWriteOperation<Stored>[] = writes.map((w) => {
      const id = w.op === 'put' ? w.doc.id : w.id;
      const set =
        w.op === 'put'
          ? (() => {
              const { id: _ignored, ...fields } = w.doc;
              return { ...fields, _pos: w.position, _deleted: false };
            })()
          : { _pos: w.position, _deleted: true };
      return {
        replaceOne: {
          filter: { _id: id, $or: [{ _pos: { $lt: w.position } }, { _pos: { $exists: false } }] },
          replacement: set,
          upsert: true,
        },
      };
    });
    try {
      const r = await this.c.bulkWrite(ops, { ordered: false });
      return r.upsertedCount + r.modifiedCount;
    } catch (error) {
      if (!(error instanceof MongoBulkWriteError)) throw error;
      const errors = Array.isArray(error.writeErrors) ? error.writeErrors : [error.writeErrors];
      if (errors.some((w) => w.code !== DUPLICATE_KEY)) throw error;
      return error.result.upsertedCount + error.result.modifiedCount;
    }
  }

  /** Indexes over the JSON document itself cost no parse here (jsonb / BSON): nothing to keep apart. */
  async declareFields(_fields: string[]): Promise<void> {}

  async ensureIndexes(fields: string[]): Promise<void> {
    for (const field of fields) await this.c.createIndex({ [field]: 1 });
  }

  async drop(): Promise<void> {
    await this.c.drop().catch((error: unknown) => {
      if (!(error instanceof MongoServerError && error.codeName === 'NamespaceNotFound')) throw error;
    });
  }
}
