import type { AwardEvent } from '../domain/award/award.ts';
import { projection } from './engine/projection.ts';

/** Launch of the Week awards, one document per place per week. */
export const awardsProjection = projection<AwardEvent>()({
  name: 'awards',
  version: 1,
  collections: { awards: { indexes: ['week', 'listing_id'] } },
  handles: ['WeeklyAwardsGranted'],
  async apply(e, w) {
    for (const winner of e.data.winners)
      w.put('awards', { id: `${e.data.week}#${winner.place}`, week: e.data.week, place: winner.place, listing_id: winner.listingId, votes: winner.votes });
  },
});
