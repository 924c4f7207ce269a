import { loadConfig } from '../../app/config.ts';
import { createLogger } from '../../app/logger.ts';
import { type Running, serve } from '../../app/serve.ts';
import type { Clock } from '../../domain/ports/clock.ts';
import { freshDatabase } from './postgres-server.ts';
import { seededCopy } from './seeded-store.ts';
import { tempDir } from './temp.ts';

/**
 * The whole service in this process, on an ephemeral loopback port, with its own data directory.
 * With LAUNCHDIR_TEST_POSTGRES (a server's admin URL: the PostgreSQL test group sets it) its events,
 * read models and search live in a new database of that server instead.
 */
export async function startInProcess(given: Record<string, string> = {}, clock?: Clock): Promise<Running & { dataDir: string }> {
  const admin = process.env.LAUNCHDIR_TEST_POSTGRES;
  const env = admin && !given.POSTGRES_URL ? { ...given, POSTGRES_URL: await freshDatabase(admin) } : given;
  const dataDir = env.DATA_DIR ?? (clock ? null : await seededCopy(env, seedInto)) ?? tempDir();
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    EVENTSTORE_SYNC: 'normal',
    // Tests reach into the container (runners, a moved clock): its projections run on this thread.
    PROJECTION_THREAD: 'false',
    RATE_LIMIT_BURST: '1000000',
    RATE_LIMIT_PER_MINUTE: '1000000',
    // Every answer of every test is checked against the contract (scripts/test.js turns it on for spawned services too).
    VALIDATE_RESPONSES: process.env.VALIDATE_RESPONSES ?? 'true',
    // Test sites on loopback always answer; a loaded machine may just be slow to read them (scripts/test.js says so too).
    CRAWL_TIMEOUT_MS: process.env.CRAWL_TIMEOUT_MS ?? '300000',
    ...env,
  });
  const running = await serve(config, createLogger('silent'), clock);
  return { ...running, dataDir };
}

/** Seeds the demo into an empty data directory as a service started there does, and closes it. */
async function seedInto(dataDir: string) {
  const made = await startInProcess({ DATA_DIR: dataDir });
  await made.close();
}
