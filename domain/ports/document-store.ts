/** Read models: JSON documents by id, written by projections with a position guard. */
export type Doc = { id: string } & Record<string, unknown>;

export type Condition =
  | string
  | number
  | boolean
  | null
  | { in: (string | number)[] }
  | { contains: string | number }
  | { containsAny: (string | number)[] }
  | { gt?: number | string; gte?: number | string; lt?: number | string; lte?: number | string }
  | { ne: string | number | boolean | null };

export type FindQuery = {
  where?: Record<string, Condition>;
  sort?: [field: string, direction: 'asc' | 'desc'][];
  skip?: number;
  limit?: number;
};

export type FindResult<T> = { items: T[]; total: number };

/** A write carries the log position of the event that caused it; an older or equal position changes nothing. */
export type DocWrite<T extends Doc = Doc> = { op: 'put'; doc: T; position: number } | { op: 'delete'; id: string; position: number };

export interface DocumentCollection<T extends Doc = Doc> {
  get(id: string): Promise<T | null>;
  /** Documents with the position that last wrote them; a deleted one has `doc: null`. Missing ids are absent. */
  getVersioned(ids: string[]): Promise<Map<string, { doc: T | null; position: number }>>;
  getMany(ids: string[]): Promise<T[]>;
  find(query?: FindQuery): Promise<FindResult<T>>;
  count(where?: Record<string, Condition>): Promise<number>;
  /** Applies writes in order; returns how many changed something. */
  write(writes: DocWrite<T>[]): Promise<number>;
  /**
   * Names the fields `where`/`sort` will use (dotted paths), before the writes: an adapter may keep them apart from the
   * document so that an index over one, or a query on one, needs no parse of every document. Answers are the same
   * either way. A rebuild declares its fields before loading and builds the indexes after.
   */
  declareFields(fields: string[]): Promise<void>;
  /** Indexes for fields used in `where`/`sort` (dotted paths); declares them too. */
  ensureIndexes(fields: string[]): Promise<void>;
  drop(): Promise<void>;
}

export interface DocumentStore {
  collection<T extends Doc = Doc>(name: string): DocumentCollection<T>;
  listCollections(): Promise<string[]>;
  close(): Promise<void>;
}
