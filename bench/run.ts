// npm run bench [-- a b c d e f]: each figure with its baseline, measured in this run.
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

const all: Record<string, () => Promise<void>> = {
  a: () => benchGetListing(),
  b: () => benchSearch(),
  c: () => benchCommands(),
  d: () => benchRebuild(),
  e: () => benchMemory(),
  f: () => benchStartup(),
  g: () => benchDrafts(),
  h: () => benchLeaderboardRebuild(),
  i: () => benchVotes(),
  j: () => benchPages(),
  k: () => benchDraftFidelity(),
  l: () => benchMixedLoad(),
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
