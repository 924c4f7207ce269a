import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { runCli, type ServiceProcess, startService } from '../support/service-process.ts';
import { tempDir } from '../support/temp.ts';
import { caughtUp, until } from '../support/until.ts';

let service: ServiceProcess;
let env: Record<string, string>;
let files: string;
type Listing = { slug: string; domain: string; domain_rating: { value: number | null; trend: number[] } };
const listing = async (slug: string): Promise<Listing> => (await fetch(`${service.url}/api/v1/listings/${slug}`)).json() as Promise<Listing>;
type Board = { items: { listing: { slug: string }; metric: number; trend: string }[] };
const board = async () => (await (await fetch(`${service.url}/api/v1/leaderboards/domain-rating?per_page=100`)).json()) as Board;
const csv = (name: string, text: string) => {
  const file = path.join(files, name);
  writeFileSync(file, text);
  return file;
};
const importFile = (file: string, ...extra: string[]) => runCli(['domain-ratings', 'import', file, '--source', 'ahrefs', ...extra], env);

/** What `read` answers once `ok` holds of it (a read model catching up with what the CLI appended). */
const eventually = <T>(read: () => Promise<T>, ok: (v: T) => boolean): Promise<T> =>
  until('the read models show the import', async () => {
    const v = await read();
    return ok(v) ? { v } : null;
  }).then((found) => found.v);

let target: Listing;
// Later than anything the demo measured, so the import is the newest rating.
const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

before(async () => {
  env = { DATA_DIR: tempDir() };
  files = tempDir('launchdir-csv-');
  service = await startService(env);
  const week = (await (await fetch(`${service.url}/api/v1/launches?section=this-week&per_page=5`)).json()) as { items: { slug: string }[] };
  target = await listing(week.items[0].slug);
});
after(() => service.stop());

describe('launchdir domain-ratings import', () => {
  it('records nothing from a file with a bad row, and names the line and the field', async () => {
    const boardBefore = JSON.stringify(await board());
    const file = csv('bad.csv', `Domain,DR,Date\n${target.domain},71,${tomorrow}\nunknown-company.test,140,${tomorrow}\n`);
    const r = await importFile(file);
    assert.equal(r.code, 65, r.stdout + r.stderr);
    assert.match(r.stdout, /line 3: rating: "140" is not a rating from 0 to 100/);
    assert.match(r.stdout, /nothing imported/);
    // Every projection past the head: a rating that had been recorded after all would show now.
    await caughtUp(service.url);
    assert.equal(JSON.stringify(await board()), boardBefore);
  });

  it('puts a CSV export onto the listings of those domains, with the trend from the previous rating', async () => {
    const previous = target.domain_rating.value ?? 0;
    const rating = previous >= 50 ? previous - 7 : previous + 7;
    const file = csv(
      'ok.csv',
      `url;domain rating;date\nhttps://www.${target.domain}/pricing;${rating};${tomorrow}\nhttps://unknown-company.test/;12;${tomorrow}\n`,
    );
    const r = await importFile(file);
    assert.equal(r.code, 0, r.stdout + r.stderr);
    assert.match(r.stdout, /recorded 1, unchanged 0 .* no listing for 1/);
    assert.match(r.stdout, /no listing: unknown-company\.test/);
    const after = await eventually(
      () => listing(target.slug),
      (l) => l.domain_rating.value === rating,
    );
    assert.equal(after.domain_rating.value, rating);
    // The board is its own read model: it shows the rating once its projection has read it too.
    const entry = await eventually(
      async () => (await board()).items.find((i) => i.listing.slug === target.slug),
      (e) => e?.metric === rating,
    );
    assert.ok(entry, 'the listing is on the domain-rating board');
    assert.equal(entry.metric, rating);
    assert.equal(entry.trend, rating > previous ? 'up' : 'down');
  });

  it('changes nothing when the same export is imported again, or an older one', async () => {
    const file = csv('again.csv', `domain,rating,measured_on\n${target.domain},99,${tomorrow}\n${target.domain},98,2020-01-01\n`);
    const r = await importFile(file);
    assert.equal(r.code, 0, r.stdout + r.stderr);
    assert.match(r.stdout, /recorded 0, unchanged 2/);
    await caughtUp(service.url);
    assert.notEqual((await listing(target.slug)).domain_rating.value, 99);
  });

  it('asks for the provider, and for a file that exists', async () => {
    const noSource = await runCli(['domain-ratings', 'import', csv('x.csv', 'domain,rating\n')], env);
    assert.equal(noSource.code, 64);
    assert.match(noSource.stderr, /--source is required/);
    const missing = await importFile(path.join(files, 'nope.csv'));
    assert.equal(missing.code, 64);
    assert.match(missing.stderr, /no such file/);
  });
});
