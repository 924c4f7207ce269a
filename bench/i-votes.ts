import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SqliteEventStore } from '../infra/eventstore/sqlite-event-store.ts';
import { browserSession } from '../test/support/browser.ts';
import { freePort } from '../test/support/free-port.ts';
import { mailTo } from '../test/support/outbox.ts';
import { load, startCli, stop, waitFor } from './support/load.ts';
import { fmt, line } from './support/stats.ts';

type Person = { cookie: string; csrf: string };

/** Signs a person up through the site form and follows the confirmation link, as a browser would. */
async function confirmedPerson(base: string, dataDir: string, email: string, slug: string): Promise<Person> {
  const person = browserSession(base);
  await person.signUp(email, 'a long enough password', email.split('@')[0]);
  const mail = await mailTo(dataDir, email, (m) => /Confirm your email/.test(m.subject), 60_000);
  const link = /https?:\/\/\S+\/confirm-email\?\S+/.exec(mail.text)?.[0] ?? '';
  await person.browse(link.replace(/^https?:\/\/[^/]+/, ''));
  return { cookie: person.cookie(), csrf: await person.csrfOn(`/listings/${slug}`) };
}

/** What the run really wrote: the vote events in the service's log. */
async function voteEvents(file: string) {
  const store = new SqliteEventStore(file);
  let n = 0;
  for (let after = 0; ; ) {
    const batch = await store.readAll(after, 5000);
    if (batch.length === 0) break;
    n += batch.filter((e) => e.type === 'VoteCast' || e.type === 'VoteWithdrawn').length;
    after = batch[batch.length - 1].position;
  }
  await store.close();
  return n;
}

async function rawAppendRate(file: string, n: number) {
  const store = new SqliteEventStore(file, { synchronous: 'full' });
  const meta = { correlationId: 'b', causationId: 'b', actor: 'bench', time: new Date().toISOString() };
  const started = performance.now();
  for (let i = 0; i < n; i++) await store.append(`raw-${i}`, [{ id: randomUUID(), type: 'Raw', data: { i }, metadata: meta }], 'no_stream');
  const rate = n / ((performance.now() - started) / 1000);
  await store.close();
  return rate;
}

/**
 * (i) votes through the site's form (session cookie, CSRF token, 303 back to the page), each one
 * a real VoteCast or VoteWithdrawn, against raw fsynced single-event appends.
 */
export async function benchVotes(people = 40, seconds = 10) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-i-'));
  try {
    const raw = await rawAppendRate(path.join(dir, 'raw.db'), 2000);
    const port = await freePort();
    const dataDir = path.join(dir, 'http');
    let result: Awaited<ReturnType<typeof load>>;
    const service = startCli(['serve'], {
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      RATE_LIMIT_PER_MINUTE: '100000000',
      RATE_LIMIT_BURST: '100000000',
      VOTE_LIMIT_PER_ACCOUNT: '0',
      VOTE_LIMIT_PER_ADDRESS: '0',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'info',
    });
    try {
      const base = `http://127.0.0.1:${port}`;
      await waitFor(`${base}/api/v1/site`);
      const launches = (await (await fetch(`${base}/api/v1/launches?section=this-week&per_page=50`)).json()) as { items: { slug: string }[] };
      const slugs = launches.items.map((l) => l.slug);
      if (slugs.length === 0) throw new Error('the demo week has no live launches to vote on');
      const crowd: Person[] = [];
      for (let i = 0; i < people; i++) crowd.push(await confirmedPerson(base, dataDir, `voter-${i}@bench.test`, slugs[0]));

      // Each person walks the listings, voting on the way out and taking the vote back on the way
      // round again, so every request changes something.
      let k = 0;
      result = await load(`${base}/listings/${slugs[0]}/vote`, {
        connections: 10,
        seconds,
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        request: () => {
          const n = k++;
          const person = crowd[n % crowd.length];
          const round = Math.floor(n / crowd.length);
          const slug = slugs[round % slugs.length];
          const action = Math.floor(round / slugs.length) % 2 === 0 ? 'vote' : 'unvote';
          return { path: `/listings/${slug}/${action}`, headers: { cookie: person.cookie }, body: `csrf=${encodeURIComponent(person.csrf)}` };
        },
      });
    } finally {
      await stop(service);
    }
    const written = await voteEvents(path.join(dataDir, 'events.db'));
    line(`(i) votes through the site form, ${people} signed-in people, 10 connections`, [
      `raw single-event append ${fmt(raw, 0)}/s`,
      `vote or unvote ${fmt(result.rps, 0)}/s, p50 ${result.p50} ms, p99 ${result.p99} ms, ratio ${fmt(result.rps / raw, 2)}${result.non3xx ? `, ${result.non3xx} not 303` : ''}`,
      `${written.toLocaleString('en-US')} vote events written`,
      `aim 1,000 votes/s, p99 < 50 ms`,
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
