import assert from 'node:assert/strict';
import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { SqliteEventStore } from '../../infra/eventstore/sqlite-event-store.ts';
import { runCli, startService } from '../support/service-process.ts';
import { tempDir } from '../support/temp.ts';

describe('launchdir CLI', () => {
  it('stops at start with a message naming a bad configuration variable', async () => {
    for (const [name, value] of [
      ['PORT', 'eighty'],
      ['SEED_DEMO', 'perhaps'],
      ['MONGODB_URL', 'http://nope.invalid'],
      ['LOG_LEVEL', 'loud'],
    ]) {
      const r = await runCli(['serve'], { DATA_DIR: tempDir(), [name]: value });
      assert.equal(r.code, 2, `${name}=${value}`);
      assert.match(r.stderr, new RegExp(`configuration error: ${name}:`));
    }
  });

  it('seeds the demo into an empty store only', async () => {
    const dataDir = tempDir();
    const first = await runCli(['seed', '--demo'], { DATA_DIR: dataDir });
    assert.equal(first.code, 0, first.stderr);
    assert.match(first.stdout, /seeded \d+ listings \(\d+ live\)/);
    // The demo's live listings have two weeks of traffic for their owners' charts, recorded as the counter records it.
    const events = new SqliteEventStore(path.join(dataDir, 'events.db'));
    const kinds = new Set((await events.readAll(0, 1_000_000)).filter((e) => e.type.endsWith('Counted')).map((e) => e.type));
    await events.close();
    assert.deepEqual([...kinds].sort(), ['ListingTrafficCounted', 'ListingViewsCounted']);
    const again = await runCli(['seed', '--demo'], { DATA_DIR: dataDir });
    assert.equal(again.code, 1);
    assert.match(again.stdout, /not empty/);
  });

  it('sets the catalog through admin commands that the API then serves', async () => {
    const dataDir = tempDir();
    const env = { DATA_DIR: dataDir };
    const steps: string[][] = [
      ['site', 'set', '--name', 'Test Directory', '--purpose', 'Testing', '--free-min-weeks', '6', '--free-max-weeks', '8'],
      ['categories', 'define', 'tools', '--name', 'Tools', '--description', 'Useful tools', '--faq', 'Why?|Because.'],
      ['categories', 'define', 'hammers', '--name', 'Hammers', '--parent', 'tools'],
      ['products', 'define', 'launch', '--name', 'Paid launch', '--price-cents', '4500', '--needs-listing'],
      ['interview-questions', 'add', 'What did you learn?'],
    ];
    for (const s of steps) {
      const r = await runCli(s, env);
      assert.equal(r.code, 0, `${s.join(' ')}: ${r.stderr}`);
      assert.match(r.stdout, /recorded/);
    }
    const post = path.join(dataDir, 'post.md');
    writeFileSync(post, '# Hello\n\nFirst post.');
    const blog = await runCli(['blog', 'publish', 'hello', '--title', 'Hello', '--file', post, '--author', 'Ann'], env);
    assert.equal(blog.code, 0, blog.stderr);
    const unchanged = await runCli(steps[3], env);
    assert.match(unchanged.stdout, /unchanged/);
    const bad = await runCli(['products', 'define', 'launch', '--name', 'Paid launch', '--price-cents', '-1'], env);
    assert.notEqual(bad.code, 0);
    const orphan = await runCli(['categories', 'define', 'nails', '--name', 'Nails', '--parent', 'hammers'], env);
    assert.equal(orphan.code, 1);
    assert.match(orphan.stderr, /subcategories cannot have subcategories/);

    const service = await startService({ ...env, SEED_DEMO: 'false' });
    try {
      const site = (await (await fetch(`${service.url}/api/v1/site`)).json()) as { name: string };
      assert.equal(site.name, 'Test Directory');
      const tree = (await (await fetch(`${service.url}/api/v1/categories`)).json()) as { items: { slug: string; subcategories: { slug: string }[] }[] };
      assert.deepEqual(
        tree.items.map((c) => [c.slug, c.subcategories.map((s) => s.slug)]),
        [['tools', ['hammers']]],
      );
      const products = (await (await fetch(`${service.url}/api/v1/products`)).json()) as { items: { product: string; price_cents: number }[] };
      assert.deepEqual(
        products.items.map((p) => [p.product, p.price_cents]),
        [['launch', 4500]],
      );
    } finally {
      await service.stop();
    }
  });

  it('answers a missing file and a missing required field with one line each, and changes nothing', async () => {
    const dataDir = tempDir();
    const noFile = await runCli(['blog', 'publish', 'post', '--title', 'T', '--author', 'A', '--file', path.join(dataDir, 'absent.md')], {
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
    });
    assert.equal(noFile.code, 64);
    assert.match(noFile.stderr, /^launchdir: --file \S+absent\.md: no such file\n$/);
    const noPrice = await runCli(['products', 'define', 'new-thing', '--name', 'New thing'], { DATA_DIR: dataDir });
    assert.equal(noPrice.code, 1);
    assert.equal(noPrice.stderr.trim().split('\n').length, 1, noPrice.stderr);
    assert.match(noPrice.stderr, /--price-cents/);
  });

  it('explains unknown commands', async () => {
    const r = await runCli(['frobnicate'], { DATA_DIR: tempDir() });
    assert.equal(r.code, 64);
    assert.match(r.stderr, /unknown command/);
  });

  it('prints its usage for --help after any command, and changes nothing', async () => {
    const dataDir = tempDir();
    for (const args of [['--help'], ['api-keys', 'create', '--help'], ['site', 'set', '-h']]) {
      const r = await runCli(args, { DATA_DIR: dataDir });
      assert.equal(r.code, 0, r.stderr);
      assert.match(r.stdout, /launchdir api-keys create --email E --scopes/);
      assert.equal(r.stderr, '');
    }
    assert.deepEqual(readdirSync(dataDir), [], 'no store was opened');
  });
});
