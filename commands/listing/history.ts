import { type ListingEvent, listingStream } from '../../domain/listing/events.ts';
import { type ListingVersion, listingHistory } from '../../domain/listing/history.ts';
import { evolveSlug, initialSlug, slugStream } from '../../domain/listing/identity.ts';
import type { EventStore } from '../../domain/ports/event-store.ts';
import { loadState, readAggregate } from '../command.ts';

/** A listing's id from its slug, by the slug's own stream (never a read model). */
export async function listingIdOfSlug(store: EventStore, slug: string): Promise<number | null> {
  return (await loadState(store, slugStream(slug), initialSlug, evolveSlug)).listingId;
}

/**
 * Every version of a listing, replayed from the event store: its stream is read from the first
 * event and folded by the same evolve the commands use.
 */
export async function readListingHistory(store: EventStore, listingId: number): Promise<ListingVersion[]> {
  return listingHistory(await readAggregate<ListingEvent>(store, listingStream(listingId)));
}

/** One edit of a listing as recorded, with the listing's website domain: what a sister site needs to apply it. */
export async function readListingEdit(store: EventStore, listingId: number, editId: string) {
  let domain: string | null = null;
  for (const e of await readAggregate<ListingEvent>(store, listingStream(listingId))) {
    if (e.type === 'ListingSubmitted') domain = e.data.domain;
    if (e.type === 'ListingEdited' && e.data.editId === editId) return domain ? { domain, ...e.data } : null;
  }
  return null;
}
