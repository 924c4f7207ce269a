import { freshDatabase, type PostgresServer, startPostgres } from '../../test/support/postgres-server.ts';

let server: PostgresServer | null = null;

/** With BENCH_PG=1, a PostgreSQL started for this run (POSTGRES_URL's server instead when set); a new database per use. */
export async function benchDatabase(): Promise<string> {
  if (!server) {
    const started = process.env.POSTGRES_URL ? { url: process.env.POSTGRES_URL, stop: async () => undefined } : await startPostgres();
    if (typeof started === 'string') throw new Error(`BENCH_PG=1 needs PostgreSQL: ${started}`);
    server = started;
  }
  return freshDatabase(server.url);
}

export const benchOnPostgres = () => process.env.BENCH_PG === '1';

export async function stopBenchPostgres(): Promise<void> {
  await server?.stop();
  server = null;
}
