import assert from 'node:assert/strict';
import { fork } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import Database from 'better-sqlite3';
import { ack } from '../../domain/ports/job-bus.ts';
import { NatsJobBus } from '../../infra/bus/nats-job-bus.ts';
import { SqliteJobBus } from '../../infra/bus/sqlite-job-bus.ts';
import { type NatsServer, startNatsServer } from '../support/nats-server.ts';
import { ROOT } from '../support/service-process.ts';
import { tempDir } from '../support/temp.ts';
import { PATIENCE_MS, until } from '../support/until.ts';
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
    // The ack wait is ten minutes: anything well short of it is the lease of a dead holder running out, however busy the machine.
    assert.ok(Date.now() - killedAt < PATIENCE_MS, `offered again after ${Date.now() - killedAt} ms`);
    await bus.close();
  });
});

describe('an embedded bus file from before groups were kept per subject', () => {
  it('hands each pending delivery to the consumer of its own subject', async () => {
    const file = path.join(tempDir(), 'jobs.db');
    const old = new Database(file);
    old.exec(`
      CREATE TABLE jobs (seq INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT NOT NULL, subject TEXT NOT NULL, payload TEXT NOT NULL, published_at INTEGER NOT NULL);
      CREATE TABLE deliveries (grp TEXT NOT NULL, seq INTEGER NOT NULL, state TEXT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, available_at INTEGER NOT NULL, reason TEXT, PRIMARY KEY (grp, seq)) WITHOUT ROWID;
      CREATE TABLE groups (grp TEXT PRIMARY KEY, subject TEXT NOT NULL, cursor INTEGER NOT NULL) WITHOUT ROWID;
      INSERT INTO jobs (id, subject, payload, published_at) VALUES ('j1', 'mail.invite', '{"n":1}', 0), ('j2', 'mail.reset', '{"n":2}', 0);
      INSERT INTO deliveries (grp, seq, state, available_at) VALUES ('mailer', 1, 'done', 0), ('mailer', 2, 'ready', 0);
      INSERT INTO groups (grp, subject, cursor) VALUES ('mailer', 'mail.invite', 2);
    `);
    old.close();
    const bus = new SqliteJobBus(file, { pollMs: 20 });
    const seen: string[] = [];
    bus.consume('mail.invite', { group: 'mailer' }, async (job) => {
      seen.push(`invite:${job.id}`);
      return ack();
    });
    const reset = await new Promise<string>((resolve) => {
      bus.consume('mail.reset', { group: 'mailer' }, async (job) => {
        resolve(job.id);
        return ack();
      });
    });
    // Once the group holds nothing of either subject, nothing more can be handed out.
    await until('the mailer done with both subjects', async () =>
      (await bus.depth()).filter((d) => d.group === 'mailer').every((d) => d.waiting === 0 && d.inFlight === 0),
    );
    assert.equal(reset, 'j2');
    assert.deepEqual(seen, [], 'the invite already sent is not sent again, and the reset is not handled as an invite');
    await bus.close();
  });
});

describe('an embedded bus that only publishes', () => {
  it('keeps no heartbeat (it holds no lease), so it never waits for the file to say it is alive; consuming starts one', async () => {
    const file = path.join(tempDir(), 'jobs.db');
    const bus = new SqliteJobBus(file, { pollMs: 50 });
    const holders = () => {
      const db = new Database(file, { readonly: true });
      const n = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM holders').get()?.n;
      db.close();
      return n;
    };
    await bus.publish('work.any', { n: 1 }, 'job-1');
    assert.equal(holders(), 0);
    const consumer = bus.consume('work.any', { group: 'any-workers' }, async () => ack());
    assert.equal(holders(), 1);
    await consumer.stop();
    await bus.close();
    assert.equal(holders(), 0, 'a bus leaving on purpose takes its heartbeat with it');
  });
});

describe('an embedded bus consumer working two jobs at a time', () => {
  // Polls so far apart that no timer fires within the test: only a publish or a stop can rouse an idle worker.
  const sleepy = () => new SqliteJobBus(path.join(tempDir(), 'jobs.db'), { pollMs: 600_000 });

  it('given both workers idle, when two jobs are published together, then both are worked at once', async () => {
    const bus = sleepy();
    const started: string[] = [];
    let release = () => {};
    const bothStarted = new Promise<void>((resolve) => (release = resolve));
    const consumer = bus.consume('work.pair', { group: 'pair', concurrency: 2 }, async (job) => {
      started.push(job.id);
      if (started.length === 2) release();
      await bothStarted;
      return ack();
    });
    await bus.publish('work.pair', { n: 1 }, 'pair-1');
    await bus.publish('work.pair', { n: 2 }, 'pair-2');
    await until('both jobs in hand at once', async () => started.length === 2);
    await consumer.stop();
    await bus.close();
  });

  it('given both workers idle, when the consumer is stopped, then it stops without waiting for a poll', async () => {
    const bus = sleepy();
    const consumer = bus.consume('work.idle', { group: 'idle', concurrency: 2 }, async () => ack());
    let stopped = false;
    void consumer.stop().then(() => (stopped = true));
    await until('the consumer stopped', async () => stopped);
    await bus.close();
  });
});
