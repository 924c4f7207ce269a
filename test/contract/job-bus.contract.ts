import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { ack, giveUp, type Job, type JobBus, retryIn } from '../../domain/ports/job-bus.ts';
import { PATIENCE_MS, until } from '../support/until.ts';

const within = <T>(p: Promise<T>, ms: number, what: string) =>
  Promise.race([p, new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), ms).unref())]);

/**
 * Until the group holds nothing of the subject (none waiting, none in flight, none to retry): from
 * then on no job of it can be delivered again, so what was delivered is all there will be.
 */
const drained = (bus: JobBus, subject: string, group: string) =>
  until(`${group} done with ${subject}`, async () => {
    const d = (await bus.depth()).find((x) => x.subject === subject && x.group === group);
    return !d || (d.waiting === 0 && d.inFlight === 0);
  });

/**
 * What every job bus must do. `open` connects to the same durable bus each time it is called,
 * so closing one handle and opening another stands for a crash and a restart.
 */
export function jobBusContract(name: string, open: () => Promise<JobBus>, skip: string | false = false) {
  describe(`job bus contract: ${name}`, { skip }, () => {
    const subject = () => `contract.${randomUUID().slice(0, 8)}`;

    it('delivers a published job and does not deliver it again once acknowledged', async () => {
      const bus = await open();
      const s = subject();
      await bus.publish(s, { n: 1 }, randomUUID());
      const seen: Job[] = [];
      await within(
        new Promise<void>((resolve) => {
          bus.consume(s, { group: `g-${s}` }, async (job) => {
            seen.push(job);
            resolve();
            return ack();
          });
        }),
        PATIENCE_MS,
        'the job',
      );
      await drained(bus, s, `g-${s}`);
      assert.equal(seen.length, 1);
      assert.deepEqual(seen[0].payload, { n: 1 });
      assert.equal(seen[0].attempt, 1);
      await bus.close();
    });

    it('drops a second publish with the same dedup id', async () => {
      const bus = await open();
      const s = subject();
      const dedup = randomUUID();
      await bus.publish(s, { n: 1 }, dedup);
      await bus.publish(s, { n: 2 }, dedup);
      await bus.publish(s, { n: 3 }, randomUUID());
      const seen: unknown[] = [];
      await within(
        new Promise<void>((resolve) => {
          bus.consume(s, { group: `g-${s}` }, async (job) => {
            seen.push(job.payload);
            if (seen.length === 2) resolve();
            return ack();
          });
        }),
        PATIENCE_MS,
        'two jobs',
      );
      await drained(bus, s, `g-${s}`);
      assert.deepEqual(seen, [{ n: 1 }, { n: 3 }]);
      await bus.close();
    });

    it('redelivers a job the worker asked to retry, then stops after a give-up', async () => {
      const bus = await open();
      const s = subject();
      await bus.publish(s, { flaky: true }, randomUUID());
      const attempts: number[] = [];
      await within(
        new Promise<void>((resolve) => {
          bus.consume(s, { group: `g-${s}`, maxAttempts: 5 }, async (job) => {
            attempts.push(job.attempt);
            if (job.attempt < 3) return retryIn(100);
            resolve();
            return giveUp('enough');
          });
        }),
        PATIENCE_MS,
        'three attempts',
      );
      await drained(bus, s, `g-${s}`);
      assert.deepEqual(attempts, [1, 2, 3]);
      await bus.close();
    });

    it('redelivers a job whose handler threw (at least once)', async () => {
      const bus = await open();
      const s = subject();
      await bus.publish(s, {}, randomUUID());
      let calls = 0;
      await within(
        new Promise<void>((resolve) => {
          bus.consume(s, { group: `g-${s}`, maxAttempts: 3 }, async () => {
            calls += 1;
            if (calls === 1) throw new Error('worker crashed mid-job');
            resolve();
            return ack();
          });
        }),
        PATIENCE_MS,
        'the redelivery',
      );
      assert.equal(calls, 2);
      await bus.close();
    });

    it('still delivers a job published before a crash, after the restart', async () => {
      const s = subject();
      const first = await open();
      await first.publish(s, { survived: true }, randomUUID());
      await first.close();
      const second = await open();
      const job = await within(
        new Promise<Job>((resolve) => {
          second.consume(s, { group: `g-${s}` }, async (j) => {
            resolve(j);
            return ack();
          });
        }),
        PATIENCE_MS,
        'the job after restart',
      );
      assert.deepEqual(job.payload, { survived: true });
      await second.close();
    });

    it("shares a group's jobs between its consumers: each job is handled by one of them", async () => {
      const bus = await open();
      const s = subject();
      const handled: string[] = [];
      const done = new Promise<void>((resolve) => {
        const handler = (who: string) => async (job: Job) => {
          handled.push(`${who}:${(job.payload as { n: number }).n}`);
          if (handled.length === 6) resolve();
          return ack();
        };
        bus.consume(s, { group: `g-${s}` }, handler('a'));
        bus.consume(s, { group: `g-${s}` }, handler('b'));
      });
      for (let n = 0; n < 6; n++) await bus.publish(s, { n }, randomUUID());
      await within(done, PATIENCE_MS, 'six jobs');
      await drained(bus, s, `g-${s}`);
      assert.deepEqual(handled.map((h) => Number(h.split(':')[1])).sort(), [0, 1, 2, 3, 4, 5]);
      await bus.close();
    });

    it('hands a job the correlation id it was published with, and none when it had none', async () => {
      const bus = await open();
      const s = subject();
      await bus.publish(s, { n: 1 }, randomUUID(), 'request-7f3a');
      await bus.publish(s, { n: 2 }, randomUUID());
      const seen = new Map<number, string | undefined>();
      await within(
        new Promise<void>((resolve) => {
          bus.consume(s, { group: `g-${s}` }, async (job) => {
            seen.set((job.payload as { n: number }).n, job.correlationId);
            if (seen.size === 2) resolve();
            return ack();
          });
        }),
        PATIENCE_MS,
        'two jobs',
      );
      assert.equal(seen.get(1), 'request-7f3a');
      assert.equal(seen.get(2), undefined);
      await bus.close();
    });

    it('tells how much work waits per subject and group: waiting, in flight, and delivered more than once', async () => {
      const bus = await open();
      const s = subject();
      const group = `g-${s}`;
      const depthOf = async () => (await bus.depth()).find((d) => d.subject === s && d.group === group);
      for (let n = 0; n < 3; n++) await bus.publish(s, { n }, randomUUID());
      let release = () => {};
      const held = new Promise<void>((r) => {
        release = r;
      });
      let heldAgain = () => {};
      const second = new Promise<void>((r) => {
        heldAgain = r;
      });
      const done = new Set<number>();
      bus.consume(s, { group, ackWaitMs: 60_000 }, async (job) => {
        const { n } = job.payload as { n: number };
        if (n === 0 && job.attempt === 1) return retryIn(300);
        if (n === 0) {
          heldAgain();
          await held;
        }
        done.add(n);
        return ack();
      });
      await within(second, PATIENCE_MS, 'the second delivery of job 0');
      await within(
        (async () => {
          while (!(done.has(1) && done.has(2))) await new Promise((r) => setTimeout(r, 50));
        })(),
        PATIENCE_MS,
        'jobs 1 and 2',
      );
      const held1 = await until('one job held, none waiting', async () => {
        const d = await depthOf();
        return d?.waiting === 0 && d?.inFlight === 1 ? d : null;
      });
      assert.deepEqual(held1, { subject: s, group, waiting: 0, inFlight: 1, redelivered: 1 });
      release();
      const none = await until('nothing held', async () => {
        const d = await depthOf();
        return d?.inFlight === 0 && d?.redelivered === 0 ? d : null;
      });
      assert.deepEqual(none, { subject: s, group, waiting: 0, inFlight: 0, redelivered: 0 });
      await bus.close();
    });

    it('keeps the subjects one group name consumes apart: each handler gets all of its own jobs and none of the others', async () => {
      const bus = await open();
      const [invites, resets, updates] = [subject(), subject(), subject()];
      const group = `g-${invites}`;
      // Published before anyone consumes, interleaved: as after a restart with a backlog.
      for (let n = 0; n < 3; n++) for (const s of [invites, resets, updates]) await bus.publish(s, { n, s }, randomUUID());
      const got: Record<string, string[]> = { [invites]: [], [resets]: [], [updates]: [] };
      const done = new Promise<void>((resolve) => {
        for (const s of [invites, resets, updates])
          bus.consume(s, { group }, async (job) => {
            const p = job.payload as { n: number; s: string };
            got[s].push(`${p.s}:${p.n}`);
            if (Object.values(got).every((g) => g.length >= 3)) resolve();
            return ack();
          });
      });
      await within(done, PATIENCE_MS, 'three jobs on each subject');
      for (const s of [invites, resets, updates]) await drained(bus, s, group);
      for (const s of [invites, resets, updates]) assert.deepEqual([...got[s]].sort(), [`${s}:0`, `${s}:1`, `${s}:2`]);
      await bus.close();
    });
  });
}
