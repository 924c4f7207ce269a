import type { AwardEvent } from '../domain/award/award.ts';
import { projection } from './projection.ts';

/** Launch of the Week awards, one document per place per week. */
export const awardsProjection = projection({
  name: 'awards',
  version: 1,
  collections: { awards: { indexes: ['week', 'listing_id'] } },
  searchIndexes: [],
  handles: ['WeeklyAwardsGranted'],
  async apply(event, w) {
    const e = event as unknown as AwardEvent;
    for (const winner of e.data.winners)
      w.put('awards', { id: `${e.data.week}#${winner.place}`, week: e.data.week, place: winner.place, listing_id: winner.listingId, votes: winner.votes });
  },
});
