import { cpSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { tempDir } from './temp.ts';

/**
 * Settings that change how a service serves, never what seeding the demo writes into its stores: services differing only in
 * these can start from the same seeded data directory. Any other setting a test gives gets a seeding of its own.
 */
const SERVING_ONLY = new Set([
  'PORT',
  'HOST',
  'PUBLIC_URL',
  'CRAWL_ALLOW_HOSTS',
  'CRAWL_TIMEOUT_MS',
  'DNS_SERVERS',
  'VALIDATE_RESPONSES',
  'RATE_LIMIT_BURST',
  'RATE_LIMIT_PER_MINUTE',
  'VOTE_LIMIT_PER_ACCOUNT',
  'COMMENT_LIMIT_PER_ACCOUNT',
  'TRUST_PROXY',
  'VIEWS_FLUSH_MS',
  'WEBHOOK_RETRY_BASE_MS',
]);

/** What a run's copy of a service's data directory leaves out: the lock of the service that made it. */
const NOT_COPIED = 'serve.lock';

/**
 * A data directory holding the demo as a service seeds and projects it, made once per test run (`npm test` names the run's
 * folder in LAUNCHDIR_TEST_SEEDS) and per hour of the day, so no copy is older than the run and none straddles a day or week;
 * answers null where a service must seed for itself: outside such a run, with a data directory, PostgreSQL or a setting of its own
 * (a service with its own clock is never asked for one).
 * Seeding and projecting the demo took about a second of every service a test started, the same second each time.
 */
export async function seededCopy(given: Record<string, string>, seedInto: (dataDir: string) => Promise<void>): Promise<string | null> {
  const runs = process.env.LAUNCHDIR_TEST_SEEDS;
  if (!runs || given.DATA_DIR || given.SEED_DEMO === 'false' || given.POSTGRES_URL || process.env.LAUNCHDIR_TEST_POSTGRES) return null;
  const shaping = Object.entries(given).filter(([k]) => !SERVING_ONLY.has(k));
  if (shaping.length > 0) return null;
  const template = path.join(runs, `demo-${new Date().toISOString().slice(0, 13)}`);
  if (!existsSync(template)) {
    mkdirSync(runs, { recursive: true });
    // Made beside where it goes (the same file system, so it is put in place in one step), and gone with the run's folder.
    const making = mkdtempSync(path.join(runs, 'making-'));
    await seedInto(making);
    try {
      // Two test processes may seed at once: the first to put its directory in place wins, the other's is dropped.
      renameSync(making, template);
    } catch {
      rmSync(making, { recursive: true, force: true });
    }
  }
  const copy = tempDir();
  cpSync(template, copy, { recursive: true, filter: (from) => path.basename(from) !== NOT_COPIED });
  return copy;
}
