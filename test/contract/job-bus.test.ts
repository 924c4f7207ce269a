import assert from 'node:assert/strict';
import { fork } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { ack } from '../../domain/ports/job-bus.ts';
import { NatsJobBus } from '../../infra/bus/nats-job-bus.ts';
import { SqliteJobBus } from '../../infra/bus/sqlite-job-bus.ts';
import { type NatsServer, startNatsServer } from '../support/nats-server.ts';
import { ROOT } from '../support/service-process.ts';
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

describe('the embedded bus across processes', () => {
  it('offers a job again within seconds when the process that leased it is killed, long before its ack wait', async () => {
    const file = path.join(tempDir(), 'jobs.db');
    const holder = fork(path.join(ROOT, 'test/support/bus-lease-holder.ts'), [file, 'work.slow', 'slow-workers'], { stdio: 'ignore' });
    await once(holder, 'message');
    const bus = new SqliteJobBus(file, { pollMs: 50 });
    await bus.publish('work.slow', { n: 1 }, 'job-1');
    const [taken] = (await once(holder, 'message')) as [{ took: string }];
    holder.kill('SIGKILL');
    await once(holder, 'exit');
    const killedAt = Date.now();
    const again = await new Promise<string>((resolve) => {
      const consumer = bus.consume('work.slow', { group: 'slow-workers', ackWaitMs: 600_000 }, async (job) => {
        resolve(job.id);
        void consumer.stop();
        return ack();
      });
    });
    assert.equal(again, taken.took);
    assert.ok(Date.now() - killedAt < 30_000, `offered again after ${Date.now() - killedAt} ms`);
    await bus.close();
  });
});
