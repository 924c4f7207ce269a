import type { EventEmitter } from 'node:events';
import { mkdirSync } from 'node:fs';
import { Registry } from 'prom-client';
import { type Commands, commandHandlers, type StreamReads, streamReads } from '../commands/index.ts';
import type { Clock } from '../domain/ports/clock.ts';
import { COMMENT_TEXTS_COLLECTION } from '../domain/ports/comment-texts.ts';
import type { CredentialUsage } from '../domain/ports/credential-usage.ts';
import type { DocumentStore } from '../domain/ports/document-store.ts';
import type { Drafter } from '../domain/ports/drafter.ts';
import type { EventStore } from '../domain/ports/event-store.ts';
import type { ImageStore, WebImages } from '../domain/ports/images.ts';
import type { JobBus } from '../domain/ports/job-bus.ts';
import type { Mailer } from '../domain/ports/mailer.ts';
import type { PaymentGateway } from '../domain/ports/payments.ts';
import type { SearchIndex } from '../domain/ports/search-index.ts';
import type { Secrets } from '../domain/ports/secrets.ts';
import type { SisterSites } from '../domain/ports/sister-sites.ts';
import type { SiteReader } from '../domain/ports/site-reader.ts';
import type { WebPages } from '../domain/ports/web-pages.ts';
import type { WebhookTargets } from '../domain/ports/webhook-targets.ts';
import { systemClock } from '../infra/clock/system-clock.ts';
import { DocumentCommentTexts } from '../infra/comments/document-comment-texts.ts';
import { notifyingEventStore } from '../infra/eventstore/notifying-event-store.ts';
import { DocumentImageStore } from '../infra/images/document-image-store.ts';
import { DocumentCredentialUsage } from '../infra/usage/document-credential-usage.ts';
import type { Projection, ProjectionRunner, ReadModels } from '../projections/index.ts';
import type { Config } from './config.ts';
import { openDrafter, openSiteReader } from './drafting.ts';
import { openEventStore, secretsOf } from './event-log.ts';
import type { Logger } from './logger.ts';
import { openJobBus, openMailer } from './messaging.ts';
import { outsideWorld } from './outside-world.ts';
import { projectionSet } from './projection-set.ts';
import { openReadStores } from './read-stores.ts';

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
  const { store: events, appends } = notifyingEventStore(await openEventStore(config));
  const { docs, search } = await openReadStores(config);
  // This process's metrics: the HTTP app adds its own to the same registry.
  const metrics = new Registry();
  const bus = await openJobBus(config, metrics, logger);
  const mailer = await openMailer(config, docs);
  const drafter = await openDrafter(config, metrics, logger);
  const siteReader = openSiteReader(config, metrics);
  const secrets = secretsOf(config);
  const usage = new DocumentCredentialUsage(docs.collection('api_key_usage'));
  const { sisterSites, webPages, webhookTargets, webImages, txtRecords, vat, payments } = await outsideWorld(config);
  const commands = commandHandlers({
    store: events,
    clock,
    secrets,
    network: { siteKey: config.network.siteKey, sisters: sisterSites.sisters },
    web: webPages,
    txt: txtRecords,
    webhookTargets,
    vat,
    payments,
    commentTexts: new DocumentCommentTexts(docs.collection(COMMENT_TEXTS_COLLECTION)),
  });
  const projections = projectionSet({ config, logger, events, appends, docs, search, bus, commands });
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
    images: new DocumentImageStore(docs.collection('images')),
    payments,
    secrets,
    usage,
    sisterSites,
    commands,
    streams: streamReads(events),
    ...projections,
    async close() {
      await projections.stopProjections();
      await usage.close();
      await bus.close();
      await mailer.close();
      await search.close();
      await docs.close();
      await events.close();
    },
  };
}
