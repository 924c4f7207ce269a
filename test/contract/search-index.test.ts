import path from 'node:path';
import { after } from 'node:test';
import { ElasticSearchIndex } from '../../infra/search/elastic-search-index.ts';
import { PostgresSearchIndex } from '../../infra/search/postgres-search-index.ts';
import { SqliteSearchIndex } from '../../infra/search/sqlite-search-index.ts';
import { postgresForTests } from '../support/postgres-server.ts';
import { tempDir } from '../support/temp.ts';
import { searchIndexContract } from './search-index.contract.ts';

const dir = tempDir();
searchIndexContract('embedded SQLite FTS5', async () => new SqliteSearchIndex(path.join(dir, 'search.db')));

const esUrl = process.env.ELASTICSEARCH_URL;
const skip = esUrl ? false : 'skipped: ELASTICSEARCH_URL is not set (no Elasticsearch server here; compose.yaml starts one)';
if (skip) console.log(`# Elasticsearch contract suite ${skip}`);
searchIndexContract('Elasticsearch', async () => new ElasticSearchIndex(esUrl!, 'launchdir_contract'), skip);

// Against a real PostgreSQL with pg_trgm (POSTGRES_URL's, or one started here): a missing PostgreSQL fails the run.
const postgres = await postgresForTests();
after(() => postgres.stop());
searchIndexContract('PostgreSQL (tsvector + pg_trgm)', async () => new PostgresSearchIndex(postgres.url));
