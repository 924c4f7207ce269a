import { freshDatabase, type PostgresServer, postgresForTests } from '../../test/support/postgres-server.ts';

let server: PostgresServer | null = null;

/** With BENCH_PG=1, a PostgreSQL started for this run (POSTGRES_URL's server instead when set); a new database per use. */
export async function benchDatabase(): Promise<string> {
  server ??= await postgresForTests();
  return freshDatabase(server.url);
}

export const benchOnPostgres = () => process.env.BENCH_PG === '1';

export async function stopBenchPostgres(): Promise<void> {
  await server?.stop();
  server = null;
}
