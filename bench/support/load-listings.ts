import { randomUUID } from 'node:crypto';
import type { NewEvent } from '../../domain/shared/event.ts';
import { SqliteEventStore } from '../../infra/eventstore/sqlite-event-store.ts';
import { syntheticListing } from './synthetic.ts';

const meta = (time: string) => ({ correlationId: 'bench', causationId: 'bench', actor: 'bench', time });
const ev = (type: string, data: unknown, time: string): NewEvent => ({ id: randomUUID(), type, data, metadata: meta(time) });

/**
 * Appends `listings` live listings (submitted, scheduled, live) and `votes` votes spread over
 * them, through the embedded store's bulk append: the same events the commands write.
 */
export type BulkStore = Pick<SqliteEventStore, 'appendMany' | 'headPosition' | 'close'>;

export async function loadListings(target: string | (() => BulkStore), listings: number, votes: number): Promise<number> {
  const store = typeof target === 'string' ? new SqliteEventStore(target, { synchronous: 'normal' }) : target();
  const week = '2026-11-16';
  const at = '2026-11-16T09:00:00.000Z';
  let batch: { stream: string; events: NewEvent[]; expected: 'no_stream' }[] = [];
  const flush = async () => {
    if (batch.length) await store.appendMany(batch);
    batch = [];
  };
  for (let id = 1; id <= listings; id++) {
    const l = syntheticListing(id);
    batch.push({
      stream: `listing-${id}`,
      expected: 'no_stream',
      events: [
        ev(
          'ListingSubmitted',
          {
            listingId: id,
            slug: l.slug,
            ownerId: `acct-${id}`,
            draftId: null,
            url: `https://${l.slug}.test/`,
            domain: `${l.slug}.test`,
            profile: {
              name: l.name,
              tagline: l.tagline,
              description: l.description,
              keywords: l.keywords,
              categories: l.categories,
              country: l.country,
              pricing_model: l.pricing,
            },
          },
          at,
        ),
        ev('LaunchScheduled', { listingId: id, week, plan: 'paid', unlocked: [] }, at),
        ev('ListingWentLive', { listingId: id, week, at }, at),
      ],
    });
    if (batch.length >= 2000) await flush();
  }
  for (let v = 0; v < votes; v++) {
    const listingId = 1 + ((v * 2654435761) % listings);
    batch.push({ stream: `vote-${listingId}-voter${v}`, expected: 'no_stream', events: [ev('VoteCast', { listingId, voterId: `voter${v}`, at }, at)] });
    if (batch.length >= 5000) await flush();
  }
  await flush();
  const head = await store.headPosition();
  await store.close();
  return head;
}
