import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { loadConfig } from '../../app/config.ts';
import { createContainer } from '../../app/container.ts';
import { createLogger } from '../../app/logger.ts';
import { runCli, type ServiceProcess, startService } from '../support/service-process.ts';
import { tempDir } from '../support/temp.ts';
import { caughtUp } from '../support/until.ts';

let service: ServiceProcess;
let env: Record<string, string>;
const BOARDS = ['community-weekly?week=last', 'community-weekly?week=this', 'community-all-time', 'billboard', 'domain-rating', 'revenue'];
const cliArgs = (board: string) => {
  const [name, query] = board.split('?');
  return [name, ...(query ? ['--week', query.split('=')[1]] : []), '--json'];
};
const live = async (board: string) => (await fetch(`${service.url}/api/v1/leaderboards/${board}`)).text();
const replayed = async (board: string, ...extra: string[]) => {
  const r = await runCli(['leaderboards', ...cliArgs(board), ...extra], env);
  assert.equal(r.code, 0, r.stderr);
  return r.stdout.trimEnd();
};

/** More votes and money, as people on the site and orders would add them. */
async function moreActivity(tag: string) {
  const c = await createContainer(loadConfig(env), createLogger('silent'));
  try {
    const listings = [1, 2, 3, 5, 8, 13];
    for (const [i, listingId] of listings.entries())
      for (let v = 0; v < 3 + i; v++)
        await c.commands.castVote({ listingId, voterId: `gen-${tag}-${listingId}-${v}`, voterConfirmed: true }, { actor: 'test' }).catch(() => undefined);
    await c.commands.contributeToBillboard({ listingId: 2, amountCents: 7_777, reference: `gen-${tag}` }, { actor: 'test' }).catch(() => undefined);
  } finally {
    await c.close();
  }
}

/** The service projects what the test process appended: until every projection of it has the whole log. */
const untilCaughtUp = () => caughtUp(service.url);

before(async () => {
  env = { DATA_DIR: tempDir() };
  service = await startService(env);
  await moreActivity('first');
  await untilCaughtUp();
});
after(() => service.stop());

describe('launchdir leaderboards', () => {
  let before: Map<string, string>;
  let asOf = '';

  // The boards' replays run side by side: each is a process of its own reading a log nothing writes meanwhile.
  it('replays every board from the log to exactly what get_leaderboard answers', async () => {
    before = new Map();
    for (const board of BOARDS) before.set(board, await live(board));
    const replays = await Promise.all(BOARDS.map((board) => replayed(board)));
    for (const [i, board] of BOARDS.entries()) assert.equal(replays[i], before.get(board), board);
    asOf = new Date().toISOString();
  });

  it('reproduces the boards as they stood at an earlier time with --as-of', async () => {
    await new Promise((r) => setTimeout(r, 20));
    await moreActivity('second');
    await untilCaughtUp();
    assert.notEqual(await live('community-all-time'), before.get('community-all-time'), 'the boards moved');
    const then = await Promise.all(BOARDS.map((board) => replayed(board, '--as-of', asOf)));
    for (const [i, board] of BOARDS.entries()) assert.equal(then[i], before.get(board), board);
    const served = await Promise.all(BOARDS.map(live));
    const now = await Promise.all(BOARDS.map((board) => replayed(board)));
    for (const [i, board] of BOARDS.entries()) assert.equal(now[i], served[i], `${board} now`);
  });

  it('takes an ISO week and prints a readable table without --json', async () => {
    const [r, badWeek, unknown] = await Promise.all([
      runCli(['leaderboards', 'community', '--week', 'last'], env),
      runCli(['leaderboards', 'community', '--week', '2026-W99'], env),
      runCli(['leaderboards', 'popularity'], env),
    ]);
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, /^community-weekly \(week of \d{4}-\d{2}-\d{2}\)/);
    assert.equal(badWeek.code, 64);
    assert.equal(unknown.code, 64);
  });
});
