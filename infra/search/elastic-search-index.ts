import { Client, errors, type estypes } from '@elastic/elasticsearch';
import type { SearchCollection, SearchIndex, SearchLoader, SearchQuery, SearchResult, SearchSchema, SearchWrite } from '../../domain/ports/search-index.ts';
import { setupOnce } from '../shared/setup-once.ts';

/** The production search index: Elasticsearch, `ELASTICSEARCH_URL`. */
export class ElasticSearchIndex implements SearchIndex {
  private readonly client: Client;
  private readonly prefix: string;

  constructor(url: string, prefix = 'launchdir') {
    this.client = new Client({ node: url });
    this.prefix = prefix;
  }

  collection(name: string, schema: SearchSchema): SearchCollection {
    return new ElasticCollection(this.client, `${this.prefix}_${name}`.toLowerCase(), schema);
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}

class ElasticCollection implements SearchCollection {
  private readonly client: Client;
  private readonly index: string;
  private readonly schema: SearchSchema;
  private readonly created = setupOnce(() => this.create());

  constructor(client: Client, index: string, schema: SearchSchema) {
    this.client = client;
    this.index = index;
    this.schema = schema;
  }

  private async create(): Promise<void> {
    const exists = await this.client.indices.exists({ index: this.index });
    if (exists) return;
    const properties: Record<string, estypes.MappingProperty> = { payload: { type: 'object', enabled: false }, live: { type: 'boolean' } };
    for (const f of Object.keys(this.schema.text)) properties[f] = { type: 'text' };
    for (const f of this.schema.keywords) properties[f] = { type: 'keyword' };
    for (const f of this.schema.numbers) properties[f] = { type: 'double' };
    try {
      await this.client.indices.create({ index: this.index, mappings: { dynamic: 'strict', properties } });
    } catch (error) {
      if (!(error instanceof errors.ResponseError && error.body?.error?.type === 'resource_already_exists_exception')) throw error;
    }
  }

  async write(writes: SearchWrite[]): Promise<void> {
    await this.bulk(writes, 'wait_for');
  }

  /** Bulk requests that do not wait for a refresh each, and one refresh at the end. */
  bulkLoad(): SearchLoader {
    return {
      add: (writes) => this.bulk(writes, false),
      finish: async () => {
        await this.created.run();
        await this.client.indices.refresh({ index: this.index });
      },
    };
  }

  private async bulk(writes: SearchWrite[], refresh: 'wait_for' | false): Promise<void> {
    if (writes.length === 0) return;
    await this.created.run();
    // External versioning makes the event position the guard: an older write is a version conflict, i.e. already applied.
    const operations = writes.flatMap((w) => {
      const id = w.op === 'put' ? w.doc.id : w.id;
      const meta = { index: { _index: this.index, _id: id, version: w.position, version_type: 'external' as const } };
      if (w.op === 'delete') return [meta, { live: false }];
      const { text, keywords, numbers, payload } = w.doc;
      return [meta, { ...text, ...keywords, ...numbers, payload, live: true }];
    });
    const result = await this.client.bulk({ operations, refresh });
    if (result.errors) {
      const failed = result.items.filter((i) => i.index?.error && i.index.status !== 409);
      if (failed.length > 0) throw new Error(`elasticsearch bulk failed: ${JSON.stringify(failed[0].index?.error)}`);
    }
  }

  async query(query: SearchQuery): Promise<SearchResult> {
    await this.created.run();
    const filter: estypes.QueryDslQueryContainer[] = [{ term: { live: true } }];
    for (const [field, value] of Object.entries(query.filters ?? {})) filter.push({ terms: { [field]: Array.isArray(value) ? value : [value] } });
    for (const [field, range] of Object.entries(query.ranges ?? {})) filter.push({ range: { [field]: range } });
    const fields = Object.entries(this.schema.text).map(([f, w]) => `${f}^${w}`);
    const sort = query.sort ?? { kind: 'relevance' };
    const sortClause =
      sort.kind === 'relevance'
        ? undefined
        : [{ [sort.field]: { order: sort.direction } }, ...(sort.tieBreak ? [{ [sort.tieBreak.field]: { order: sort.tieBreak.direction } }] : [])];
    const run = async (operator: 'and' | 'or') => {
      const must = query.text ? [{ multi_match: { query: query.text, fields, fuzziness: 'AUTO', operator, type: 'best_fields' as const } }] : [];
      const should = query.text ? [{ multi_match: { query: query.text, fields, operator, boost: 2 } }] : [];
      return this.client.search<{ payload: Record<string, unknown> }>({
        index: this.index,
        from: query.offset,
        size: query.limit,
        track_total_hits: true,
        query: { bool: { must, should, filter } },
        ...(sortClause ? { sort: sortClause } : {}),
        _source: ['payload'],
      });
    };
    let response = await run('and');
    if (query.text && totalOf(response.hits.total) === 0) response = await run('or');
    return {
      total: totalOf(response.hits.total),
      hits: response.hits.hits.map((h) => ({ id: h._id ?? '', score: h._score ?? 0, payload: h._source?.payload ?? {} })),
    };
  }

  async drop(): Promise<void> {
    await this.client.indices.delete({ index: this.index, ignore_unavailable: true });
    this.created.reset();
  }
}

const totalOf = (t: number | { value: number } | undefined) => (typeof t === 'number' ? t : (t?.value ?? 0));
