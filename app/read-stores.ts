import path from 'node:path';
import type { DocumentStore } from '../domain/ports/document-store.ts';
import type { SearchIndex } from '../domain/ports/search-index.ts';
import { SqliteDocumentStore } from '../infra/readmodels/sqlite-document-store.ts';
import { SqliteSearchIndex } from '../infra/search/sqlite-search-index.ts';
import type { Config, PostgresPort } from './config.ts';

/**
 * The read models' document store and the search index: PostgreSQL where the configuration puts that
 * port on it, else MongoDB / Elasticsearch when their URL is set, else the embedded SQLite files.
 */
export async function openReadStores(config: Config): Promise<{ docs: DocumentStore; search: SearchIndex }> {
  const file = (name: string) => path.join(config.dataDir, name);
  const onPostgres = (port: PostgresPort) => (config.postgres?.ports.includes(port) ? config.postgres.url : null);
  const pgDocs = onPostgres('readmodels');
  const pgSearch = onPostgres('search');
  const docs: DocumentStore = pgDocs
    ? new (await import('../infra/readmodels/postgres-document-store.ts')).PostgresDocumentStore(pgDocs, { poolSize: config.postgres?.poolSize })
    : config.mongodbUrl
      ? new (await import('../infra/readmodels/mongo-document-store.ts')).MongoDocumentStore(config.mongodbUrl)
      : new SqliteDocumentStore(file('readmodels.db'), {
          cacheMb: config.readModelsCacheMb ?? undefined,
          // A process that applies projections writes the read models: its writes should not wait for checkpoints.
          checkpoints: config.projections === 'none' ? 'inline' : 'background',
        });
  const search: SearchIndex = pgSearch
    ? new (await import('../infra/search/postgres-search-index.ts')).PostgresSearchIndex(pgSearch, { poolSize: config.postgres?.poolSize })
    : config.elasticsearchUrl
      ? new (await import('../infra/search/elastic-search-index.ts')).ElasticSearchIndex(config.elasticsearchUrl)
      : new SqliteSearchIndex(file('search.db'));
  return { docs, search };
}
