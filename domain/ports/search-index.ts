/** A full-text, typo-tolerant index with exact-match filters and numeric sorts. */
export type SearchSchema = {
  /** Searched text fields with their relative weight. */
  text: Record<string, number>;
  /** Exact-match filter fields; a field may hold one value or several. */
  keywords: string[];
  /** Numeric fields usable for sorting and range filters. */
  numbers: string[];
};

export type SearchDocument = {
  id: string;
  text: Record<string, string>;
  keywords: Record<string, string | string[] | null>;
  numbers: Record<string, number>;
  /** Returned as is with each hit. */
  payload: Record<string, unknown>;
};

export type SearchQuery = {
  text?: string;
  /** Every listed field must match one of the given values. */
  filters?: Record<string, string | string[]>;
  /** Numeric lower bounds. */
  ranges?: Record<string, { gte?: number; lt?: number }>;
  /** `relevance` ranks by text score (falls back to the first numeric sort). */
  sort?: SearchSort;
  offset: number;
  limit: number;
};

export type SearchSort =
  | { kind: 'relevance' }
  /** `tieBreak` orders ties (the newest document first when absent). */
  | { kind: 'field'; field: string; direction: 'asc' | 'desc'; tieBreak?: { field: string; direction: 'asc' | 'desc' } };

export type SearchHit = { id: string; score: number; payload: Record<string, unknown> };
export type SearchResult = { hits: SearchHit[]; total: number };

export type SearchWrite = { op: 'put'; doc: SearchDocument; position: number } | { op: 'delete'; id: string; position: number };

/**
 * Fills a collection that holds nothing yet (a rebuild's new generation) in one pass: `add` takes writes as `write`
 * does (a later one for an id wins over an earlier one), `finish` indexes them all at once. The result equals writing
 * them; queries before `finish` may not see them.
 */
export type SearchLoader = { add(writes: SearchWrite[]): Promise<void>; finish(): Promise<void> };

export interface SearchCollection {
  write(writes: SearchWrite[]): Promise<void>;
  /** A loader for this collection, which must hold nothing yet. */
  bulkLoad(): SearchLoader;
  query(query: SearchQuery): Promise<SearchResult>;
  drop(): Promise<void>;
}

export interface SearchIndex {
  collection(name: string, schema: SearchSchema): SearchCollection;
  close(): Promise<void>;
}
