import { imageFacts } from '../infra/images/image-facts.ts';
import { signedHeaders } from '../infra/webhooks/standard-webhooks.ts';
import type { WorkerDeps } from '../workers/index.ts';
import type { Container } from './container.ts';
import { routineLogger } from './logger.ts';

/** What the workers are given from the container. */
export const workerDeps = (c: Container): WorkerDeps => ({
  bus: c.bus,
  commands: c.commands,
  streams: c.streams,
  readModels: c.readModels,
  clock: c.clock,
  // What the workers did, one line a job: for the log collector, not a person's terminal (warnings still show).
  logger: routineLogger(c.logger),
  events: c.events,
  drafter: c.drafter,
  siteReader: c.siteReader,
  webPages: c.webPages,
  webImages: c.webImages,
  images: c.images,
  imageFacts,
  mailer: c.mailer,
  secrets: c.secrets,
  sisterSites: c.sisterSites,
  publicUrl: c.config.publicUrl,
  webhooks: { targets: c.webhookTargets, retryBaseMs: c.config.webhookRetryBaseMs, sign: signedHeaders },
});
