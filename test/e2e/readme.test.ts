import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { apiKeyFor } from '../support/accounts.ts';
import { freePort } from '../support/free-port.ts';
import { startInProcess } from '../support/in-process-service.ts';
import { ROOT } from '../support/service-process.ts';
import { tempDir } from '../support/temp.ts';
import { startTestSite, type TestSite } from '../support/test-site.ts';

/** Braces outside quotes still open in a piece of shell: a function body or group goes on while it is above 0. */
function openBraces(text: string): number {
  let depth = 0;
  let quote: "'" | '"' | null = null;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quote === "'") {
      if (ch === "'") quote = null;
    } else if (ch === '\\') i++;
    else if (quote === '"') {
      if (ch === '"') quote = null;
    } else if (ch === "'" || ch === '"') quote = ch;
    else if (ch === '{') depth++;
    else if (ch === '}') depth--;
  }
  return depth;
}

/** Every command of the README's `sh` blocks, in order; a line ending in `\`, or inside a `{ … }` body, goes on with the next. */
export function readmeCommands(markdown: string): string[] {
  const commands: string[] = [];
  for (const block of markdown.matchAll(/^```sh\n([\s\S]*?)^```$/gm)) {
    let pending = '';
    for (const line of block[1].split('\n')) {
      if (!pending && (line.trim() === '' || line.trim().startsWith('#'))) continue;
      if (line.endsWith('\\')) {
        pending += `${line.slice(0, -1)} `;
        continue;
      }
      const command = `${pending}${line}`;
      if (openBraces(command) > 0) {
        pending = `${command}\n`;
        continue;
      }
      pending = '';
      commands.push(command.trim());
    }
    assert.equal(pending, '', `a command of the README's block ends unfinished:\n${block[1]}`);
  }
  return commands;
}

/**
 * What the test changes so the commands run here as they would for a reader, and nothing else: the
 * server on a free port instead of 3000, started in the background (a reader keeps it in its own
 * terminal), and the submitted website on loopback instead of a public address. `npm install` is
 * what this run started from, and `npm test` is this run.
 */
function runnable(command: string, port: number, site: string): string {
  if (/^npm test\b/.test(command)) return ':';
  const start = /^(npm install && )?((?:[A-Z_]+=\S+ )*)npm start\b/.exec(command);
  if (start) return `${start[2]}start_server`;
  return command.replaceAll('localhost:3000', `localhost:${port}`).replaceAll('https://example.com/', `${site}/`);
}

/**
 * A product site that names no category of the list: its draft has none, and its words point at
 * one (task management), which get_draft offers as a suggestion. Its `/hooks` takes webhook deliveries.
 */
export const UNCATEGORISED_SITE = {
  '/robots.txt': { type: 'text/plain', body: 'User-agent: *\nAllow: /\n' },
  '/': {
    body: `<!doctype html><html lang="en"><head><title>Acme Boards | Widget boards for teams</title>
<meta name="description" content="Acme Boards gives small teams a shared board for every widget they build.">
<meta property="og:site_name" content="Acme Boards">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"Acme Boards","foundingDate":"2019-04-01","address":{"@type":"PostalAddress","addressLocality":"Berlin","addressCountry":"DE"}}</script>
</head><body><h1>Acme Boards</h1><h2>Keep the management of every task your team takes on in one shared board.</h2>
<p>Acme Boards keeps each widget, its comments and its owner in one place.</p>
<h2>Features</h2><ul><li>Shared widget boards</li><li>Comments on every widget</li><li>Export to CSV</li></ul>
<a href="/pricing">Pricing</a></body></html>`,
  },
  '/pricing': {
    body: '<html><head><title>Pricing</title></head><body><h1>Pricing</h1><p>Start on the free plan forever. Pro costs $12 per month per seat.</p></body></html>',
  },
  '/hooks': { status: 204 },
};

/** The README's own paths and files, in the checkout: what a reader would see appear. */
const untracked = () => spawnSync('git', ['status', '--porcelain', '--untracked-files=all'], { cwd: ROOT, encoding: 'utf8' }).stdout;

let site: TestSite;
const dataDir = tempDir();
let output = '';
let code: number | null = null;
let commands: string[] = [];
let untrackedBefore = '';

before(async () => {
  site = await startTestSite(UNCATEGORISED_SITE);
  const port = await freePort();
  untrackedBefore = untracked();
  commands = readmeCommands(readFileSync(path.join(ROOT, 'README.md'), 'utf8'));
  const script = [
    // As a script run with `set -e`: the first command that fails stops it (the README says so).
    'set -euo pipefail',
    // Job control puts the server in its own process group, so stopping it stops npm and node together.
    'set -m',
    'SERVER=',
    // npm exits at once on SIGTERM while node still drains: wait for the whole group, as a person waits for the server to stop.
    'stop_server() { if [ -n "$SERVER" ]; then kill -TERM -- "-$SERVER" 2>/dev/null || true; wait "$SERVER" 2>/dev/null || true; for i in $(seq 1200); do kill -0 -- "-$SERVER" 2>/dev/null || break; sleep 0.1; done; SERVER=; fi; }',
    'trap stop_server EXIT',
    // Up as soon as it answers; a server that exits instead shows its log.
    `start_server() { stop_server; npm start > "${dataDir}/server.log" 2>&1 & SERVER=$!; for i in $(seq 6000); do curl -fsS -o /dev/null localhost:${port}/api/v1/site 2>/dev/null && return 0; kill -0 "$SERVER" 2>/dev/null || break; sleep 0.1; done; cat "${dataDir}/server.log"; return 1; }`,
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
after(() => site.close());

/** What the first (or last) command matching printed. */
const printed = (match: RegExp, which: 'first' | 'last' = 'first') => {
  const index = which === 'first' ? commands.findIndex((c) => match.test(c)) : commands.findLastIndex((c) => match.test(c));
  assert.ok(index >= 0, `the README has no command matching ${match}`);
  const start = output.indexOf(`::: ${index}\n`);
  const end = output.indexOf(`::: ${index + 1}\n`);
  return output.slice(start, end === -1 ? undefined : end);
};

describe('the README, run in order as printed', () => {
  it('runs every command to success', () => {
    assert.ok(commands.length >= 30, `${commands.length} commands found`);
    assert.equal(code, 0, output.slice(-4000));
  });

  it('finds a listing by a misspelt name and shows the signed-in account', () => {
    assert.match(printed(/tracehuond/), /"slug":"tracehound"/);
    assert.match(printed(/api\/v1\/me$/), /"email":"ann@example.com"/);
  });

  it('drafts the submitted site without inventing a category, offers one its words suggest, takes it and submits', () => {
    assert.match(printed(/^case \$STATUS/), /^the draft is ready$/m);
    const draft = printed(/^api GET \/drafts\/\$DRAFT$/);
    assert.match(draft, /"url":"http:\/\/127\.0\.0\.1:\d+\/"/);
    assert.match(draft, /"categories":\{"value":null/);
    assert.match(draft, /"submission":\{"ready":false,"missing":\[\{"field":"fields.categories"/);
    assert.match(
      draft,
      /"category_suggestions":\[\{"slug":"task-management","name":"Task Management","quote":"Keep the management of every task your team takes on in one shared board\."/,
    );
    assert.match(printed(/^api PATCH \/drafts/), /"categories":\{"value":\["task-management"\],"state":"manual"/);
  });

  it('edits the submitted listing, posts an update, and replays its history', () => {
    assert.match(printed(/^api PATCH \/me\/listings\/\$LISTING '\{"fields":\{"headline"/), /"headline":"Widget boards for teams"/);
    assert.match(printed(/\/updates '/), /"update_id":1/);
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
    assert.match(printed(/orders\/quote/), /"subtotal_cents":7400,"vat_rate":20,"vat_cents":1480,"total_cents":8880/);
    assert.match(printed(/orders\/checkout/), /"status":"pending","checkout_url":"http:\/\/localhost:\d+\/checkout\/LD-\d{4}-\d{6}\?t=/);
  });

  it('subscribes a webhook (its secret shown once), lists it and its deliveries, and deletes it', () => {
    assert.match(printed(/^api POST \/webhooks/), /"secret":"whsec_/);
    assert.match(printed(/deliveries/), /"items":\[/);
    assert.equal(
      printed(/^api DELETE \/webhooks/)
        .split('\n')
        .filter(Boolean).length,
      2,
      'the deletion answers no body',
    );
  });

  it('replays a board from the log, and imports a domain rating', () => {
    assert.match(printed(/leaderboards community --week last/), /^community-weekly \(week of \d{4}-\d{2}-\d{2}\):/m);
    assert.match(printed(/domain-ratings import/), /^recorded 1, unchanged 0/m);
    assert.match(printed(/projections rebuild leaderboards/), /^leaderboards: replayed \d+ events/m);
  });

  it('calls a protected MCP tool with the bearer header', () => {
    assert.match(printed(/--tool-name get_account/), /ann@example\.com/);
  });

  it('changes only the catalog fields given, and the admin API does too, with the token set in the second terminal', () => {
    assert.match(printed(/categories define developer-tools/), /recorded CategoryDefined/);
    assert.match(printed(/-X PUT/), /"changed":true/);
    const products = printed(/^api GET \/products$/, 'last');
    assert.match(products, /"product":"launch","name":"Paid launch","description":"Go live at once[^"]*","price_cents":5900/);
  });

  it('writes nothing into the checkout', () => {
    assert.equal(untracked(), untrackedBefore);
    for (const file of ['ratings.csv', 'post.md', 'answer.json', 'data']) assert.ok(!existsSync(path.join(ROOT, file)), `${file} is not in the checkout`);
  });
});

describe("the README's poll loop, when the draft fails", () => {
  it('stops with the reason instead of going on', async () => {
    // A site that forbids every crawler: reading it fails, and the draft says why.
    const closed = await startTestSite({ '/robots.txt': { type: 'text/plain', body: 'User-agent: *\nDisallow: /\n' }, '/': { body: '<h1>Closed</h1>' } });
    const svc = await startInProcess({ CRAWL_ALLOW_HOSTS: closed.host, SEED_DEMO: 'false' });
    try {
      const { key } = await apiKeyFor(svc.container, 'ann', ['account:read', 'listings:write']);
      const all = readmeCommands(readFileSync(path.join(ROOT, 'README.md'), 'utf8'));
      const from = all.findIndex((c) => c.startsWith('T=$(mktemp -d)'));
      const to = all.findIndex((c) => c.startsWith('case $STATUS'));
      assert.ok(from >= 0 && to > from, 'the README defines api, submits, polls and says how it ended');
      const port = new URL(svc.url).port;
      const lines = ['set -eu', `KEY=${key}`, ...all.slice(from, to + 2).map((c) => runnable(c, Number(port), closed.url)), 'echo went on'];
      // Not spawnSync: the service answering the script runs in this process.
      const run = await new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
        const child = spawn('bash', ['-c', lines.join('\n')], { cwd: ROOT });
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (d) => (stdout += d));
        child.stderr.on('data', (d) => (stderr += d));
        child.on('exit', (status) => resolve({ status, stdout, stderr }));
      });
      assert.notEqual(run.status, 0, run.stdout);
      assert.match(run.stderr, /^the draft failed: .*robots\.txt/m, run.stderr);
      assert.doesNotMatch(run.stdout, /went on/);
    } finally {
      await svc.close();
      await closed.close();
    }
  });
});
