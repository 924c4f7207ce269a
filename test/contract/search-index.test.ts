import path from 'node:path';
import { ElasticSearchIndex } from '../../infra/search/elastic-search-index.ts';
import { SqliteSearchIndex } from '../../infra/search/sqlite-search-index.ts';
import { tempDir } from '../support/temp.ts';
import { searchIndexContract } from './search-index.contract.ts';

const dir = tempDir();
searchIndexContract('embedded SQLite FTS5', async () => new SqliteSearchIndex(path.join(dir, 'search.db')));

const esUrl = process.env.ELASTICSEARCH_URL;
const skip = esUrl ? false : 'skipped: ELASTICSEARCH_URL is not set (no Elasticsearch server here; compose.yaml starts one)';
if (skip) console.log(`# Elasticsearch contract suite ${skip}`);
searchIndexContract('Elasticsearch', async () => new ElasticSearchIndex(esUrl!, 'launchdir_contract'), skip);
