import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SearchIndex, SearchWrite } from '../domain/ports/search-index.ts';
import { SqliteSearchIndex } from '../infra/search/sqlite-search-index.ts';
import { listingSearchSchema } from '../projections/listing-search.ts';
import { fmt, line, percentile } from './support/stats.ts';
import { rng, syntheticListing, withSwappedLetters } from './support/synthetic.ts';

/** (b) typo-tolerant search at 100,000 listings, against the same queries spelled right. */
export async function benchSearch(count = 100_000, queries = 400, open?: () => SearchIndex, label = '') {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-b-'));
  const index = open ? open() : new SqliteSearchIndex(path.join(dir, 'search.db'));
  const c = index.collection('bench', listingSearchSchema);
  try {
    const started = performance.now();
    for (let from = 1; from <= count; from += 5000) {
      const writes: SearchWrite[] = [];
      for (let id = from; id < from + 5000 && id <= count; id++) {
        const l = syntheticListing(id);
        writes.push({
          op: 'put',
          position: id,
          doc: {
            id: String(id),
            text: { name: l.name, tagline: l.tagline, keywords: l.keywords.join(' '), description: l.description },
            keywords: {
              status: 'live',
              categories: l.categories,
              country: l.country,
              pricing_model: l.pricing.toLowerCase(),
              stage: null,
              domain: `${l.slug}.test`,
            },
            numbers: { votes: l.votes, launched_at: id, week_start: 0, views: 0, followers: 0, listing_id: id },
            payload: { slug: l.slug, name: l.name, votes: l.votes },
          },
        });
      }
      await c.write(writes);
    }
    const indexSeconds = (performance.now() - started) / 1000;
    const r = rng(42);
    const targets = Array.from({ length: queries }, () => syntheticListing(1 + Math.floor(r() * count)));
    const run = async (text: (name: string) => string) => {
      const times: number[] = [];
      let found = 0;
      for (const t of targets) {
        const q0 = performance.now();
        const res = await c.query({ text: text(t.name), filters: { status: 'live' }, offset: 0, limit: 20 });
        times.push(performance.now() - q0);
        if (res.hits.slice(0, 3).some((h) => h.id === String(t.id))) found += 1;
      }
      return { p50: percentile(times, 50), p95: percentile(times, 95), found };
    };
    await run((n) => n); // warm the vocabulary and the page cache
    const exact = await run((n) => n);
    const typo = await run(withSwappedLetters);
    line(`(b) search at ${count.toLocaleString('en-US')} listings, ${queries} queries${label}`, [
      `typo p95 ${fmt(typo.p95, 2)} ms (p50 ${fmt(typo.p50, 2)}), target listing in top 3 for ${typo.found}/${queries}`,
      `exact-spelling baseline p95 ${fmt(exact.p95, 2)} ms (top 3: ${exact.found}/${queries})`,
      `ratio typo/exact ${fmt(typo.p95 / exact.p95, 2)}`,
      `target p95 < 20 ms`,
      `index built in ${fmt(indexSeconds)} s`,
    ]);
  } finally {
    await index.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
