import path from 'node:path';
import { MongoDocumentStore } from '../../infra/readmodels/mongo-document-store.ts';
import { SqliteDocumentStore } from '../../infra/readmodels/sqlite-document-store.ts';
import { tempDir } from '../support/temp.ts';
import { documentStoreContract } from './document-store.contract.ts';

const dir = tempDir();
documentStoreContract('embedded SQLite', async () => new SqliteDocumentStore(path.join(dir, 'rm.db')));

const mongoUrl = process.env.MONGODB_URL;
const skip = mongoUrl ? false : 'skipped: MONGODB_URL is not set (no MongoDB server here; compose.yaml starts one)';
if (skip) console.log(`# MongoDB contract suite ${skip}`);
documentStoreContract('MongoDB', async () => new MongoDocumentStore(mongoUrl!), skip);
