import path from 'node:path';
import { after, before } from 'node:test';
import { NatsJobBus } from '../../infra/bus/nats-job-bus.ts';
import { SqliteJobBus } from '../../infra/bus/sqlite-job-bus.ts';
import { type NatsServer, startNatsServer } from '../support/nats-server.ts';
import { tempDir } from '../support/temp.ts';
import { jobBusContract } from './job-bus.contract.ts';

const dir = tempDir();
jobBusContract('embedded SQLite', async () => new SqliteJobBus(path.join(dir, 'jobs.db'), { pollMs: 50 }));

// The NATS suite always runs against a real server (NATS_URL's, or one started here): a missing
// nats-server fails the run rather than skipping.
const given = process.env.NATS_URL;
const started = given ? { url: given, stop: async () => undefined } : await startNatsServer();
if (typeof started === 'string') throw new Error(`cannot run the NATS JetStream contract suite: ${started}`);
const nats: NatsServer = started;
console.log(`# NATS JetStream contract suite runs against a real nats-server at ${nats.url}`);
before(() => undefined);
after(() => nats.stop());
jobBusContract('NATS JetStream', async () => new NatsJobBus(nats.url, 'CONTRACT_JOBS'));
