import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { freePort } from '../support/free-port.ts';
import { ROOT } from '../support/service-process.ts';
import { tempDir } from '../support/temp.ts';
import { ACME_PAGES, startTestSite, type TestSite } from '../support/test-site.ts';

/** Every command of the README's `sh` blocks, in order; a line ending in `\` continues on the next. */
export function readmeCommands(markdown: string): string[] {
  const commands: string[] = [];
  for (const block of markdown.matchAll(/^```sh\n([\s\S]*?)^```$/gm)) {
    let pending = '';
    for (const line of block[1].split('\n')) {
      if (line.endsWith('\\')) {
        pending += `${line.slice(0, -1)} `;
        continue;
      }
      const command = `${pending}${line}`.trim();
      pending = '';
      if (command && !command.startsWith('#')) commands.push(command);
    }
  }
  return commands;
}

/**
 * What the test changes so the commands run here as they would for a reader: the server on a free
 * port instead of 3000, started in the background (a reader keeps it in its own terminal), the
 * submitted website on loopback instead of a public address, and curl failing on an HTTP error.
 * `npm install` is what this run started from, and `npm test` is this run.
 */
function runnable(command: string, port: number, site: string): string {
  if (/^npm test\b/.test(command)) return ':';
  if (/^(npm install && )?npm start\b/.test(command)) return 'start_server';
  return command
    .replaceAll('localhost:3000', `localhost:${port}`)
    .replaceAll('https://example.com/', `${site}/`)
    .replace(/(^|[(|] *|\$\()curl /g, '$1curl -fsS ');
}

let site: TestSite;
const dataDir = tempDir();
let output = '';
let code: number | null = null;
let commands: string[] = [];

before(async () => {
  site = await startTestSite(ACME_PAGES);
  const port = await freePort();
  commands = readmeCommands(readFileSync(path.join(ROOT, 'README.md'), 'utf8'));
  const script = [
    'set -euo pipefail',
    // Job control puts the server in its own process group, so stopping it stops npm and node together.
    'set -m',
    'SERVER=',
    // npm exits at once on SIGTERM while node still drains: wait for the whole group, as a person waits for the server to stop.
    'stop_server() { if [ -n "$SERVER" ]; then kill -TERM -- "-$SERVER" 2>/dev/null || true; wait "$SERVER" 2>/dev/null || true; for i in $(seq 1 200); do kill -0 -- "-$SERVER" 2>/dev/null || break; sleep 0.1; done; SERVER=; fi; }',
    'trap stop_server EXIT',
    `start_server() { stop_server; npm start > "${dataDir}/server.log" 2>&1 & SERVER=$!; for i in $(seq 1 600); do curl -fsS -o /dev/null localhost:${port}/api/v1/site && return 0; sleep 0.1; done; cat "${dataDir}/server.log"; return 1; }`,
    ...commands.flatMap((c, i) => [`echo "::: ${i}"`, runnable(c, port, site.url)]),
  ].join('\n');
  const child = spawn('bash', ['-c', script], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), CRAWL_ALLOW_HOSTS: site.host, LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '0' },
  });
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  code = await new Promise((resolve) => child.on('exit', resolve));
});
after(async () => {
  rmSync(path.join(ROOT, 'post.md'), { force: true });
  rmSync(path.join(ROOT, 'ratings.csv'), { force: true });
  await site.close();
});

/** What the first (or last) command matching printed. */
const printed = (match: RegExp, which: 'first' | 'last' = 'first') => {
  const index = which === 'first' ? commands.findIndex((c) => match.test(c)) : commands.findLastIndex((c) => match.test(c));
  assert.ok(index >= 0, `the README has no command matching ${match}`);
  const start = output.indexOf(`::: ${index}\n`);
  const end = output.indexOf(`::: ${index + 1}\n`);
  return output.slice(start, end === -1 ? undefined : end);
};

describe('the README, run in order', () => {
  it('runs every command to success', () => {
    assert.ok(commands.length >= 20, `${commands.length} commands found`);
    assert.equal(code, 0, output.slice(-4000));
  });

  it('finds a listing by a misspelt name, shows the signed-in account and the draft of a submitted site', () => {
    assert.match(printed(/tracehuond/), /"slug":"tracehound"/);
    assert.match(printed(/api\/v1\/me/), /"email":"ann@example.com"/);
    assert.match(printed(/drafts\/\$DRAFT/), /"url":"http:\/\/127\.0\.0\.1:\d+\/"/);
  });

  it('edits the submitted listing, posts an update, and replays its history', () => {
    assert.match(printed(/-X PATCH/), /"headline":"Widget boards for teams"/);
    assert.match(printed(/\/updates$/), /"update_id":1/);
    const history = printed(/launchdir history/);
    assert.match(history, /^version 1 .* by acct_\w+ +\(ListingSubmitted;/m);
    assert.match(history, /headline: — → "Widget boards for teams"/);
  });

  it('queues the listing for a free launch, and claims another with a DNS record to publish', () => {
    assert.match(printed(/\/free$/), /"status":"awaiting_badge"/);
    assert.match(printed(/weeks\/next/), /"free_slots":\{"capacity":10/);
    assert.match(printed(/"method":"dns"/), /"name":"_launchdir-verification\.pipewright\.test"/);
  });

  it('quotes a paid launch with French VAT and opens a checkout', () => {
    assert.match(printed(/orders\/quote$/), /"subtotal_cents":7400,"vat_rate":20,"vat_cents":1480,"total_cents":8880/);
    assert.match(printed(/orders\/checkout$/), /"status":"pending","checkout_url":"http:\/\/localhost:\d+\/checkout\/LD-\d{4}-\d{6}\?t=/);
  });

  it('replays a board from the log, and imports a domain rating', () => {
    assert.match(printed(/leaderboards community --week last/), /^community-weekly \(week of \d{4}-\d{2}-\d{2}\):/m);
    assert.match(printed(/domain-ratings import/), /^recorded 1, unchanged 0/m);
    assert.match(printed(/projections rebuild leaderboards/), /^leaderboards: replayed \d+ events/m);
  });

  it('calls a protected MCP tool with the bearer header', () => {
    assert.match(printed(/--tool-name get_account/), /ann@example\.com/);
  });

  it('changes only the catalog fields given, and the admin API does too', () => {
    assert.match(printed(/categories define developer-tools/), /recorded CategoryDefined/);
    const products = printed(/api\/v1\/products$/, 'last');
    assert.match(products, /"product":"launch","name":"Paid launch","description":"Go live at once[^"]*","price_cents":5900/);
  });
});
