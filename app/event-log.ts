import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Clock } from '../domain/ports/clock.ts';
import type { EventStore } from '../domain/ports/event-store.ts';
import type { Secrets } from '../domain/ports/secrets.ts';
import { systemClock } from '../infra/clock/system-clock.ts';
import { nodeSecrets } from '../infra/secrets/node-secrets.ts';
import { serverKeyIn } from '../infra/secrets/server-key.ts';
import type { Config } from './config.ts';

/**
 * The event store the configuration names: PostgreSQL or KurrentDB when their URL is set, else the
 * embedded SQLite file in DATA_DIR. Client libraries are loaded only when used.
 */
export async function openEventStore(config: Config, options: { shortLived?: boolean } = {}): Promise<EventStore> {
  const pg = config.postgres?.ports.includes('events') ? config.postgres : null;
  if (pg) return new (await import('../infra/eventstore/postgres-event-store.ts')).PostgresEventStore(pg.url, { poolSize: pg.poolSize });
  if (config.eventstoreUrl) return new (await import('../infra/eventstore/kurrent-event-store.ts')).KurrentEventStore(config.eventstoreUrl);
  const { SqliteEventStore } = await import('../infra/eventstore/sqlite-event-store.ts');
  return new SqliteEventStore(path.join(config.dataDir, 'events.db'), {
    synchronous: config.eventstoreSync,
    // A command's few appends commit on its own thread: a writer thread would take longer to start than they take.
    writer: options.shortLived ? 'inline' : 'thread',
  });
}

/** The secrets tokens are derived from: SECRET_KEY, else the key made once in DATA_DIR. */
export const secretsOf = (config: Config): Secrets => nodeSecrets(config.secretKey ?? serverKeyIn(config.dataDir));

/** What a command needs and nothing more: the log, the secrets and the clock (no read models, bus or projections). */
export type EventLog = { events: EventStore; secrets: Secrets; clock: Clock };

/**
 * Opens only the event log for `run` and closes it after: the CLI's account and history commands
 * write or replay streams, so they need none of the server's read side (loading it cost seconds).
 */
export async function withEventLog<T>(config: Config, run: (log: EventLog) => Promise<T>): Promise<T> {
  mkdirSync(config.dataDir, { recursive: true });
  const events = await openEventStore(config, { shortLived: true });
  try {
    return await run({ events, secrets: secretsOf(config), clock: systemClock });
  } finally {
    await events.close();
  }
}
