import path from 'node:path';
import { after } from 'node:test';
import { MongoDocumentStore } from '../../infra/readmodels/mongo-document-store.ts';
import { PostgresDocumentStore } from '../../infra/readmodels/postgres-document-store.ts';
import { SqliteDocumentStore } from '../../infra/readmodels/sqlite-document-store.ts';
import { postgresForTests } from '../support/postgres-server.ts';
import { tempDir } from '../support/temp.ts';
import { documentStoreContract } from './document-store.contract.ts';

const dir = tempDir();
documentStoreContract('embedded SQLite', async () => new SqliteDocumentStore(path.join(dir, 'rm.db')));
// As a process applying projections opens it: checkpoints on a thread of its own.
documentStoreContract(
  'embedded SQLite, checkpointing in the background',
  async () => new SqliteDocumentStore(path.join(dir, 'rm-background.db'), { checkpoints: 'background' }),
);

const mongoUrl = process.env.MONGODB_URL;
const skip = mongoUrl ? false : 'skipped: MONGODB_URL is not set (no MongoDB server here; compose.yaml starts one)';
if (skip) console.log(`# MongoDB contract suite ${skip}`);
documentStoreContract('MongoDB', async () => new MongoDocumentStore(mongoUrl!), skip);

// Against a real PostgreSQL (POSTGRES_URL's, or one started here): a missing PostgreSQL fails the run.
const postgres = await postgresForTests();
after(() => postgres.stop());
documentStoreContract('PostgreSQL', async () => new PostgresDocumentStore(postgres.url));
