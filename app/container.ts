import type { EventEmitter } from 'node:events';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Registry } from 'prom-client';
import { type Commands, commandHandlers, type StreamReads, streamReads } from '../commands/index.ts';
import { GALLERY_LIMITS } from '../domain/listing/gallery.ts';
import { LOGO_LIMITS } from '../domain/listing/logo.ts';
import type { Clock } from '../domain/ports/clock.ts';
import { COMMENT_TEXTS_COLLECTION } from '../domain/ports/comment-texts.ts';
import type { CredentialUsage } from '../domain/ports/credential-usage.ts';
import type { DocumentStore } from '../domain/ports/document-store.ts';
import type { Drafter } from '../domain/ports/drafter.ts';
import type { EventStore } from '../domain/ports/event-store.ts';
import type { ImageStore, WebImages } from '../domain/ports/images.ts';
import type { JobBus } from '../domain/ports/job-bus.ts';
import { type Mailer, withSafeHeaders } from '../domain/ports/mailer.ts';
import type { PaymentGateway } from '../domain/ports/payments.ts';
import type { SearchIndex } from '../domain/ports/search-index.ts';
import type { Secrets } from '../domain/ports/secrets.ts';
import type { SisterSites } from '../domain/ports/sister-sites.ts';
import type { SiteReader } from '../domain/ports/site-reader.ts';
import type { WebPages } from '../domain/ports/web-pages.ts';
import type { WebhookTargets } from '../domain/ports/webhook-targets.ts';
import { SqliteJobBus } from '../infra/bus/sqlite-job-bus.ts';
import { systemClock } from '../infra/clock/system-clock.ts';
import { DocumentCommentTexts } from '../infra/comments/document-comment-texts.ts';
import { guardedSiteReader, userAgent } from '../infra/crawl/crawler.ts';
import { EvidenceExtractor } from '../infra/draft/extractor.ts';
import { MergedDrafter } from '../infra/draft/merged-drafter.ts';
import { notifyingEventStore } from '../infra/eventstore/notifying-event-store.ts';
import { DocumentImageStore } from '../infra/images/document-image-store.ts';
import { OutboxMailer } from '../infra/mail/outbox-mailer.ts';
import { HttpSisterSites, noSisterSites } from '../infra/network/http-sister-sites.ts';
import { SqliteDocumentStore } from '../infra/readmodels/sqlite-document-store.ts';
import { SqliteSearchIndex } from '../infra/search/sqlite-search-index.ts';
import { DocumentCredentialUsage } from '../infra/usage/document-credential-usage.ts';
import { vatNumberChecker } from '../infra/vat/vat-number-checker.ts';
import { dnsTxtRecords } from '../infra/web/dns-txt-records.ts';
import { guardedWebImages } from '../infra/web/guarded-web-images.ts';
import { guardedWebPages } from '../infra/web/guarded-web-pages.ts';
import { guardedWebhookTargets } from '../infra/webhooks/guarded-webhook-targets.ts';
import {
  allProjections,
  badgeJobsReactor,
  claimOwnershipProcess,
  commentJobsReactor,
  draftJobsReactor,
  draftListingProcess,
  emailConfirmationProcess,
  enrol,
  freeSlotsProcess,
  galleryJobsReactor,
  logoJobsReactor,
  mailJobsReactor,
  networkJobsReactor,
  orderProcess,
  type Projection,
  ProjectionRunner,
  ReadModels,
  webhookJobsReactor,
} from '../projections/index.ts';
import type { Config, PostgresPort } from './config.ts';
import { openEventStore, secretsOf } from './event-log.ts';
import { type Logger, routineLogger } from './logger.ts';
import { observedBus } from './ops/observed-bus.ts';
import { observedDrafter, observedSiteReader } from './ops/observed-drafting.ts';

export type Container = {
  config: Config;
  logger: Logger;
  /** This process's Prometheus metrics (jobs, crawls, drafts; the HTTP app adds requests and projections). */
  metrics: Registry;
  clock: Clock;
  events: EventStore;
  /** Emits 'append' with the position after each append of this process (or one relayed to it). */
  appends: EventEmitter;
  docs: DocumentStore;
  search: SearchIndex;
  bus: JobBus;
  mailer: Mailer;
  drafter: Drafter;
  siteReader: SiteReader;
  webPages: WebPages;
  /** Logos read once through the crawler's guard, and kept to be served from our origin. */
  webImages: WebImages;
  /** Webhook subscriber URLs, through the crawler's address guard. */
  webhookTargets: WebhookTargets;
  images: ImageStore;
  payments: PaymentGateway | null;
  secrets: Secrets;
  usage: CredentialUsage;
  sisterSites: SisterSites;
  commands: Commands;
  /** Reads of an aggregate's own stream: for what must see a state as written (workers' decisions, sign-in, history). */
  streams: StreamReads;
  readModels: ReadModels;
  /** Read models, reactors and process managers: everything a projector process can run. */
  runnable: Projection[];
  runners: ProjectionRunner[];
  startProjections(names?: Config['projections']): Promise<void>;
  /** Makes every runner known to the stores, each where it starts (see `enrol`), whether or not this process runs it. */
  enrolRunners(): Promise<void>;
  close(): Promise<void>;
};

/**
 * The one place adapters are chosen: the production one when its URL is set, else the embedded
 * one. Production client libraries are loaded only when used, so the embedded default starts fast.
 */
export async function createContainer(config: Config, logger: Logger, clock: Clock = systemClock): Promise<Container> {
  mkdirSync(config.dataDir, { recursive: true });
  const file = (name: string) => path.join(config.dataDir, name);
  const onPostgres = (port: PostgresPort) => (config.postgres?.ports.includes(port) ? config.postgres.url : null);
  const pgDocs = onPostgres('readmodels');
  const pgSearch = onPostgres('search');
  const raw = await openEventStore(config);
  const { store: events, appends } = notifyingEventStore(raw);
  const docs: DocumentStore = pgDocs
    ? new (await import('../infra/readmodels/postgres-document-store.ts')).PostgresDocumentStore(pgDocs, { poolSize: config.postgres?.poolSize })
    : config.mongodbUrl
      ? new (await import('../infra/readmodels/mongo-document-store.ts')).MongoDocumentStore(config.mongodbUrl)
      : new SqliteDocumentStore(file('readmodels.db'));
  const search: SearchIndex = pgSearch
    ? new (await import('../infra/search/postgres-search-index.ts')).PostgresSearchIndex(pgSearch, { poolSize: config.postgres?.poolSize })
    : config.elasticsearchUrl
      ? new (await import('../infra/search/elastic-search-index.ts')).ElasticSearchIndex(config.elasticsearchUrl)
      : new SqliteSearchIndex(file('search.db'));
  // This process's metrics: the HTTP app adds its own to the same registry.
  const metrics = new Registry();
  const bus = observedBus(
    config.natsUrl ? new (await import('../infra/bus/nats-job-bus.ts')).NatsJobBus(config.natsUrl) : new SqliteJobBus(file('jobs.db')),
    metrics,
    logger,
  );
  const mailer: Mailer = withSafeHeaders(
    config.smtpUrl
      ? new (await import('../infra/mail/smtp-mailer.ts')).SmtpMailer(config.smtpUrl, config.mailFrom, docs.collection('mail_sent'))
      : new OutboxMailer(file('outbox'), config.mailFrom),
  );
  // With a model: the model and the extractor read as one, field by field by evidence (infra/draft/merged-drafter.ts).
  const drafter = observedDrafter(
    config.openai
      ? new MergedDrafter(new EvidenceExtractor(), new (await import('../infra/draft/openai-drafter.ts')).OpenAiDrafter(config.openai), (error) =>
          logger.warn({ err: error }, 'the drafting model failed; the extractor drafted alone'),
        )
      : new EvidenceExtractor(),
    metrics,
  );
  const siteReader = observedSiteReader(
    guardedSiteReader({ allowHosts: config.crawlAllowHosts, userAgent: userAgent(config.publicUrl), timeoutMs: config.crawlTimeoutMs }),
    metrics,
  );
  const secrets = secretsOf(config);
  const usage = new DocumentCredentialUsage(docs.collection('api_key_usage'));
  const { siteKey, sisters, secret } = config.network;
  const sisterSites = sisters.length && secret ? new HttpSisterSites({ siteKey, sisters, secret }) : noSisterSites(siteKey);
  const webPages = guardedWebPages({ publicUrl: config.publicUrl, allowHosts: config.crawlAllowHosts, timeoutMs: config.crawlTimeoutMs });
  const webhookTargets = guardedWebhookTargets({ publicUrl: config.publicUrl, allowHosts: config.crawlAllowHosts });
  const webImages = guardedWebImages({
    publicUrl: config.publicUrl,
    allowHosts: config.crawlAllowHosts,
    maxBytes: Math.max(LOGO_LIMITS.maxBytes, GALLERY_LIMITS.image.maxBytes),
    timeoutMs: config.crawlTimeoutMs,
  });
  const images = new DocumentImageStore(docs.collection('images'));
  const commentTexts = new DocumentCommentTexts(docs.collection(COMMENT_TEXTS_COLLECTION));
  const txtRecords = dnsTxtRecords(config.dnsServers);
  const vat = vatNumberChecker({ viesUrl: config.viesUrl });
  const payments = config.stripe ? (await import('../infra/payments/stripe-gateway.ts')).stripeGateway(config.stripe) : null;
  const commands = commandHandlers({
    store: events,
    clock,
    secrets,
    network: { siteKey, sisters: sisterSites.sisters },
    web: webPages,
    txt: txtRecords,
    webhookTargets,
    vat,
    payments,
    commentTexts,
  });
  const processes = [
    draftListingProcess(commands, logger),
    freeSlotsProcess(commands, logger),
    claimOwnershipProcess(commands),
    orderProcess(commands, logger),
    emailConfirmationProcess(commands),
  ];
  const reactors = [
    draftJobsReactor(bus),
    mailJobsReactor(bus),
    networkJobsReactor(bus),
    badgeJobsReactor(bus),
    logoJobsReactor(bus),
    galleryJobsReactor(bus),
    webhookJobsReactor(bus),
    commentJobsReactor(bus),
  ];
  const readModels = new ReadModels(docs, search, allProjections, { processManagers: processes, head: () => events.headPosition() });
  const runnable = [...allProjections, ...processes, ...reactors];
  const runners: ProjectionRunner[] = [];

  const selected = (names: Config['projections']): Projection[] => {
    if (names === 'none') return [];
    if (names === 'all') return runnable;
    return names.map((n) => {
      const p = runnable.find((x) => x.name === n);
      if (!p) throw new Error(`unknown projection: ${n} (known: ${runnable.map((x) => x.name).join(', ')})`);
      return p;
    });
  };

  return {
    config,
    logger,
    metrics,
    clock,
    events,
    appends,
    docs,
    search,
    bus,
    mailer,
    drafter,
    siteReader,
    webPages,
    webImages,
    webhookTargets,
    images,
    payments,
    secrets,
    usage,
    sisterSites,
    commands,
    streams: streamReads(events),
    readModels,
    runnable,
    runners,
    async startProjections(names = config.projections) {
      for (const p of selected(names)) {
        const runner = new ProjectionRunner(p, { events, docs, search, logger: routineLogger(logger), appends });
        await runner.start();
        readModels.attach(runner);
        runners.push(runner);
      }
    },
    async enrolRunners() {
      for (const p of runnable) await enrol(p, { docs, events });
    },
    async close() {
      await Promise.all(runners.map((r) => r.stop()));
      await usage.close();
      await bus.close();
      await mailer.close();
      await search.close();
      await docs.close();
      await events.close();
    },
  };
}
