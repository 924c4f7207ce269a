import { notFound } from '../shared/errors.ts';
import type { ExistingListing, Listing } from './events.ts';

/** The listing, when the actor is one of its owners; anyone else's listing is as good as missing (404, never 403). */
export function owned(state: Listing, actorId: string): ExistingListing {
  if (state.status === 'none' || !state.owners.includes(actorId)) throw notFound('listing');
  return state;
}

export function existing(state: Listing): ExistingListing {
  if (state.status === 'none') throw notFound('listing');
  return state;
}
