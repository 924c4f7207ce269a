import { SqliteJobBus } from '../../infra/bus/sqlite-job-bus.ts';

/** A worker process that takes one job from the embedded bus and never finishes it: killed, it leaves its lease behind. */
const [file, subject, group] = process.argv.slice(2);
const bus = new SqliteJobBus(file, { pollMs: 20 });
bus.consume(subject, { group, ackWaitMs: 600_000 }, (job) => {
  process.send?.({ took: job.id });
  return new Promise(() => undefined);
});
process.send?.('ready');
