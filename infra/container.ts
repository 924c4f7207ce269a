import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { commandHandlers, type Commands } from '../commands/index.ts';
import type { Clock } from '../domain/ports/clock.ts';
import type { DocumentStore } from '../domain/ports/document-store.ts';
import type { EventStore } from '../domain/ports/event-store.ts';
import type { JobBus } from '../domain/ports/job-bus.ts';
import type { Mailer } from '../domain/ports/mailer.ts';
import { OutboxMailer } from './mail/outbox-mailer.ts';
import type { Drafter } from '../domain/ports/drafter.ts';
import { EvidenceExtractor } from './draft/extractor.ts';
import { crawlSite } from './crawl/crawler.ts';
import { draftRequestsReactor } from '../projections/reactors/draft-requests.ts';
import type { PageDigest } from '../domain/draft/page.ts';
import type { SearchIndex } from '../domain/ports/search-index.ts';
import { allProjections, ProjectionRunner, ReadModels, type Projection } from '../projections/index.ts';
import { SqliteJobBus } from './bus/sqlite-job-bus.ts';
import { systemClock } from './clock.ts';
import type { Config } from './config.ts';
import { notifyingEventStore } from './eventstore/notifying-event-store.ts';
import { SqliteEventStore } from './eventstore/sqlite-event-store.ts';
import type { Logger } from './logger.ts';
import { SqliteDocumentStore } from './readmodels/sqlite-document-store.ts';
import { SqliteSearchIndex } from './search/sqlite-search-index.ts';

export type Container = {
  config: Config;
  logger: Logger;
  clock: Clock;
  events: EventStore;
  docs: DocumentStore;
  search: SearchIndex;
  bus: JobBus;
  mailer: Mailer;
  drafter: Drafter;
  crawl: (url: string) => Promise<{ ok: true; pages: PageDigest[]; skipped: string[] } | { ok: false; reason: string }>;
  commands: Commands;
  readModels: ReadModels;
  runners: ProjectionRunner[];
  startProjections(names?: Config['projections']): Promise<void>;
  close(): Promise<void>;
};

/**
 * The one place adapters are chosen: the production one when its URL is set, else the embedded
 * one. Production client libraries are loaded only when used, so the embedded default starts fast.
 */
export async function createContainer(config: Config, logger: Logger, clock: Clock = systemClock): Promise<Container> {
  mkdirSync(config.dataDir, { recursive: true });
  const file = (name: string) => path.join(config.dataDir, name);
  const raw: EventStore = config.eventstoreUrl
    ? new (await import('./eventstore/kurrent-event-store.ts')).KurrentEventStore(config.eventstoreUrl)
    : new SqliteEventStore(file('events.db'), { synchronous: config.eventstoreSync });
  const { store: events, appends } = notifyingEventStore(raw);
  const docs: DocumentStore = config.mongodbUrl
    ? new (await import('./readmodels/mongo-document-store.ts')).MongoDocumentStore(config.mongodbUrl)
    : new SqliteDocumentStore(file('readmodels.db'));
  const search: SearchIndex = config.elasticsearchUrl
    ? new (await import('./search/elastic-search-index.ts')).ElasticSearchIndex(config.elasticsearchUrl)
    : new SqliteSearchIndex(file('search.db'));
  const bus: JobBus = config.natsUrl
    ? new (await import('./bus/nats-job-bus.ts')).NatsJobBus(config.natsUrl)
    : new SqliteJobBus(file('jobs.db'));
  const mailer: Mailer = config.smtpUrl
    ? new (await import('./mail/smtp-mailer.ts')).SmtpMailer(config.smtpUrl, config.mailFrom)
    : new OutboxMailer(file('outbox'), config.mailFrom);
  const drafter: Drafter = config.openai
    ? new (await import('./draft/openai-drafter.ts')).OpenAiDrafter(config.openai)
    : new EvidenceExtractor();
  const crawl = (url: string) => crawlSite(url, { allowHosts: config.crawlAllowHosts });
  const reactors = [draftRequestsReactor(bus)];
  const readModels = new ReadModels(docs, search, allProjections);
  const runners: ProjectionRunner[] = [];

  const known = [...allProjections, ...reactors];
  const selected = (names: Config['projections']): Projection[] => {
    if (names === 'none') return [];
    if (names === 'all') return known;
    return names.map((n) => {
      const p = known.find((x) => x.name === n);
      if (!p) throw new Error(`unknown projection: ${n} (known: ${known.map((x) => x.name).join(', ')})`);
      return p;
    });
  };

  return {
    config,
    logger,
    clock,
    events,
    docs,
    search,
    bus,
    mailer,
    drafter,
    crawl,
    commands: commandHandlers({ store: events, clock }),
    readModels,
    runners,
    async startProjections(names = config.projections) {
      for (const p of selected(names)) {
        const runner = new ProjectionRunner(p, { events, docs, search, logger, appends });
        await runner.start();
        if (allProjections.includes(p)) readModels.attach(runner);
        runners.push(runner);
      }
    },
    async close() {
      await Promise.all(runners.map((r) => r.stop()));
      await bus.close();
      await mailer.close();
      await search.close();
      await docs.close();
      await events.close();
    },
  };
}
