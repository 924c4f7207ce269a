import { describe, it } from 'node:test';
import type { ListingEvent } from '../../domain/listing/events.ts';
import { EPOCH } from '../engine/given-events.ts';
import { givenReaction } from '../engine/given-reaction.ts';
import { webhookJobsReactor } from './webhook-jobs.ts';

const reactor = () => givenReaction(({ bus }) => webhookJobsReactor(bus));

describe('reactor-webhooks', () => {
  it('when a listing goes live, then one fan-out of listing.live, keyed by the event', async () => {
    const live: ListingEvent = { type: 'ListingWentLive', data: { listingId: 4, week: '2026-11-16', at: EPOCH } };
    await reactor()
      .when(live)
      .then({
        jobs: [
          {
            subject: 'webhook.fan-out',
            payload: { eventId: 'event-1', position: 1, at: EPOCH, subject: { type: 'listing.live', listingId: 4 } },
            dedupId: 'webhook-fan-out:event-1',
          },
        ],
      });
  });
});
