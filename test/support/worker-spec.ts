import { randomUUID } from 'node:crypto';
import path from 'node:path';
import pino from 'pino';
import { commandHandlers, streamReads } from '../../commands/index.ts';
import { COMMENT_TEXTS_COLLECTION } from '../../domain/ports/comment-texts.ts';
import type { ConsumeOptions, Job, JobBus, JobOutcome } from '../../domain/ports/job-bus.ts';
import type { JobSubject, Jobs } from '../../domain/ports/jobs.ts';
import type { Mail, Mailer } from '../../domain/ports/mailer.ts';
import { DocumentCommentTexts } from '../../infra/comments/document-comment-texts.ts';
import { notifyingEventStore } from '../../infra/eventstore/notifying-event-store.ts';
import { SqliteDocumentStore } from '../../infra/readmodels/sqlite-document-store.ts';
import { SqliteSearchIndex } from '../../infra/search/sqlite-search-index.ts';
import { allProjections, ProjectionRunner, ReadModels } from '../../projections/index.ts';
import { baseWorld, SPEC_NOW, specification } from './spec.ts';
import { tempDir } from './temp.ts';

/**
 * A bus a scenario drives by hand: a worker registers its consumers; `deliver` hands one job to
 * the consumer of its subject and answers what the worker decided (ack, retry, give up); what a
 * worker publishes is kept, once per dedup id, as a real bus would.
 */
export class HandBus implements JobBus {
  private readonly handlers = new Map<string, (job: Job) => Promise<JobOutcome>>();
  readonly published: { subject: string; payload: unknown; dedupId: string }[] = [];

  async publish(subject: string, payload: unknown, dedupId: string): Promise<void> {
    if (!this.published.some((p) => p.dedupId === dedupId)) this.published.push({ subject, payload, dedupId });
  }
  consume(subject: string, _options: ConsumeOptions, handle: (job: Job) => Promise<JobOutcome>) {
    this.handlers.set(subject, handle);
    return { stop: async () => void this.handlers.delete(subject) };
  }
  async depth() {
    return [];
  }
  async close() {}

  deliver<S extends JobSubject>(subject: S, payload: Jobs[S], attempt = 1): Promise<JobOutcome> {
    const handle = this.handlers.get(subject);
    if (!handle) throw new Error(`no worker consumes ${subject} in this scenario`);
    return handle({ id: randomUUID(), subject, payload, attempt });
  }
}

/** Mail as the outbox keeps it: a mail whose id was sent already is not sent again. */
export class MailBox implements Mailer {
  readonly sent: Mail[] = [];
  async send(mail: Mail) {
    if (!this.sent.some((m) => m.id === mail.id)) this.sent.push(mail);
  }
  async close() {}
}

/**
 * The world of a worker's scenario: the events given, every read-model projection caught up with
 * them (no reactor or process manager runs: the job is the only actor), the real command handlers,
 * a bus driven by hand and a mailbox. Ports that reach the outside (the web, sister sites, the
 * drafter) are the scenario's to give, in the worker's own deps.
 */
export function workerWorld(now: Date = SPEC_NOW) {
  const base = baseWorld(now);
  const dir = tempDir('launchdir-spec-');
  const { store: events, appends } = notifyingEventStore(base.store);
  const docs = new SqliteDocumentStore(path.join(dir, 'readmodels.db'));
  const search = new SqliteSearchIndex(path.join(dir, 'search.db'));
  const readModels = new ReadModels(docs, search, allProjections, { head: () => events.headPosition() });
  const logger = pino({ level: 'silent' });
  const runners: ProjectionRunner[] = [];
  const workers: { stop(): Promise<unknown> }[] = [];
  return {
    ...base,
    store: events,
    events,
    docs,
    readModels,
    logger,
    bus: new HandBus(),
    mailer: new MailBox(),
    commands: commandHandlers({
      store: events,
      clock: base.clock,
      secrets: base.secrets,
      commentTexts: new DocumentCommentTexts(docs.collection(COMMENT_TEXTS_COLLECTION)),
    }),
    streams: streamReads(events),
    publicUrl: 'https://launch.test',
    /** Starts the worker under test on this world's bus (it is stopped with the world). */
    start<W extends { stop(): Promise<unknown> }>(worker: W): W {
      workers.push(worker);
      return worker;
    },
    /** Brings every read model up to the end of the log: after the givens, and wherever a scenario needs it. */
    async catchUp() {
      if (runners.length === 0)
        for (const projection of allProjections) {
          const runner = new ProjectionRunner(projection, { events, docs, search, logger, appends });
          await runner.start();
          readModels.attach(runner);
          runners.push(runner);
        }
      if (!(await readModels.waitFor(await events.headPosition(), 30_000))) throw new Error('the read models did not catch up with the givens');
    },
    async close() {
      await Promise.all(workers.map((w) => w.stop()));
      await Promise.all(runners.map((r) => r.stop()));
      await docs.close();
      await search.close();
      await base.store.close();
    },
  };
}

export type WorkerWorld = ReturnType<typeof workerWorld>;

/** given/when/then over a worker: the givens are projected before the job is delivered. */
export const workerSpec = (now?: Date) => specification(() => workerWorld(now), { before: (w) => w.catchUp() });

/** The first bytes of a PNG of this size: all that telling an image's type and size reads. */
export function pngOf(width: number, height: number): Uint8Array {
  const bytes = Buffer.alloc(33);
  Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]).copy(bytes, 0);
  bytes.writeUInt32BE(13, 8);
  bytes.write('IHDR', 12);
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  bytes[24] = 8;
  bytes[25] = 6;
  return new Uint8Array(bytes);
}

/** The web as a scenario has it: each address answers these bytes; any other is unreachable. */
export const webImagesOf = (images: Record<string, Uint8Array>) => ({
  fetch: async (url: string) => (images[url] ? { ok: true as const, url, bytes: images[url] } : { ok: false as const, reason: `${url} did not answer` }),
});
