// Resident memory after serving reads from 100k listings: through the embedded read models, or held as heap objects.
import { loadConfig } from '../../app/config.ts';
import { createContainer } from '../../app/container.ts';
import { createLogger } from '../../app/logger.ts';
import type { ListingDoc } from '../../projections/listing-doc.ts';
import { listingProfile, searchListings } from '../../projections/queries/index.ts';
import { rng, syntheticListing, withSwappedLetters } from './synthetic.ts';

const [mode, dataDir, countArg] = process.argv.slice(2);
const count = Number(countArg);
const c = await createContainer(loadConfig({ DATA_DIR: dataDir, PROJECTIONS: 'none', SEED_DEMO: 'false', EVENTSTORE_SYNC: 'normal' }), createLogger('silent'));
const r = rng(7);
let held: Map<string, ListingDoc> | null = null;
if (mode === 'heap') {
  held = new Map();
  const listings = await c.readModels.collection<ListingDoc>('listings');
  for (let skip = 0; ; skip += 5000) {
    const page = await listings.find({ sort: [['listing_id', 'asc']], skip, limit: 5000 });
    for (const d of page.items) held.set(d.slug, d);
    if (page.items.length < 5000) break;
  }
  for (let i = 0; i < 2000; i++) held.get(syntheticListing(1 + Math.floor(r() * count)).slug);
} else {
  for (let i = 0; i < 2000; i++) {
    const l = syntheticListing(1 + Math.floor(r() * count));
    await listingProfile(c.readModels, l.slug);
    if (i % 4 === 0)
      await searchListings(c.readModels, { q: withSwappedLetters(l.name), status: 'live', sort: 'relevance', page: 1, perPage: 20, now: new Date() });
  }
}
globalThis.gc?.();
process.send?.({ rss: process.memoryUsage().rss, held: held?.size ?? 0 });
await c.close();
