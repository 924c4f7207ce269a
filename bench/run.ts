// npm run bench [-- a b c d e f]: each figure with its baseline, measured in this run.
import { PostgresEventStore } from '../infra/eventstore/postgres-event-store.ts';
import { PostgresDocumentStore } from '../infra/readmodels/postgres-document-store.ts';
import { PostgresSearchIndex } from '../infra/search/postgres-search-index.ts';
import { benchGetListing } from './a-get-listing.ts';
import { benchSearch } from './b-search.ts';
import { benchCommands } from './c-commands.ts';
import { benchRebuild } from './d-rebuild.ts';
import { benchMemory } from './e-memory.ts';
import { benchStartup } from './f-startup.ts';
import { benchDrafts } from './g-drafts.ts';
import { benchLeaderboardRebuild } from './h-leaderboard-rebuild.ts';
import { benchVotes } from './i-votes.ts';
import { benchPages } from './j-pages.ts';
import { benchDraftFidelity } from './k-draft-fidelity.ts';
import { benchMixedLoad } from './l-mixed-load.ts';
import { benchCounting } from './m-counting.ts';
import { benchCli } from './n-cli.ts';
import { benchDatabase, benchOnPostgres, stopBenchPostgres } from './support/postgres.ts';

// With BENCH_PG=1, (a)-(d) run a second time with events, read models and search on PostgreSQL.
const PG = ' on PostgreSQL (a server started for the run, fsync off)';
const all: Record<string, () => Promise<void>> = {
  a: async () => {
    await benchGetListing();
    if (benchOnPostgres()) await benchGetListing(8, { POSTGRES_URL: await benchDatabase() }, PG);
  },
  b: async () => {
    await benchSearch();
    if (benchOnPostgres()) {
      const url = await benchDatabase();
      await benchSearch(100_000, 400, () => new PostgresSearchIndex(url), PG);
    }
  },
  c: async () => {
    await benchCommands();
    if (benchOnPostgres()) {
      const url = await benchDatabase();
      await benchCommands(2000, 8, { store: () => new PostgresEventStore(url), env: { POSTGRES_URL: await benchDatabase() }, label: PG });
    }
  },
  d: async () => {
    await benchRebuild();
    if (benchOnPostgres()) {
      const url = await benchDatabase();
      const stores = { events: () => new PostgresEventStore(url), docs: () => new PostgresDocumentStore(url), search: () => new PostgresSearchIndex(url) };
      await benchRebuild(20_000, 200_000, stores, PG);
    }
  },
  e: () => benchMemory(),
  f: () => benchStartup(),
  g: () => benchDrafts(),
  h: () => benchLeaderboardRebuild(),
  i: () => benchVotes(),
  j: () => benchPages(),
  k: () => benchDraftFidelity(),
  l: () => benchMixedLoad(),
  m: () => benchCounting(),
  n: () => benchCli(),
};

const chosen = process.argv.slice(2);
for (const key of chosen.length ? chosen : Object.keys(all)) {
  const run = all[key];
  if (!run) {
    console.error(`unknown benchmark ${key}; choose from ${Object.keys(all).join(' ')}`);
    process.exit(64);
  }
  await run();
}
await stopBenchPostgres();
