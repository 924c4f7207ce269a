import path from 'node:path';
import type { Registry } from 'prom-client';
import type { DocumentStore } from '../domain/ports/document-store.ts';
import type { JobBus } from '../domain/ports/job-bus.ts';
import { type Mailer, withSafeHeaders } from '../domain/ports/mailer.ts';
import { SqliteJobBus } from '../infra/bus/sqlite-job-bus.ts';
import { OutboxMailer } from '../infra/mail/outbox-mailer.ts';
import type { Config } from './config.ts';
import type { Logger } from './logger.ts';
import { observedBus } from './ops/observed-bus.ts';

/** The job bus, observed in this process's metrics: NATS JetStream when its URL is set, else the embedded SQLite file. */
export async function openJobBus(config: Config, metrics: Registry, logger: Logger): Promise<JobBus> {
  const bus = config.natsUrl
    ? new (await import('../infra/bus/nats-job-bus.ts')).NatsJobBus(config.natsUrl)
    : new SqliteJobBus(path.join(config.dataDir, 'jobs.db'), { synchronous: config.eventstoreSync });
  return observedBus(bus, metrics, logger);
}

/** The mailer: SMTP when its URL is set (what it sent kept in `mail_sent`), else the outbox in DATA_DIR; either way with safe headers. */
export async function openMailer(config: Config, docs: DocumentStore): Promise<Mailer> {
  return withSafeHeaders(
    config.smtpUrl
      ? new (await import('../infra/mail/smtp-mailer.ts')).SmtpMailer(config.smtpUrl, config.mailFrom, docs.collection('mail_sent'))
      : new OutboxMailer(path.join(config.dataDir, 'outbox'), config.mailFrom),
  );
}
