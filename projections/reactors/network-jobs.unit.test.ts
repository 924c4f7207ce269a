import { describe, it } from 'node:test';
import type { ListingEvent } from '../../domain/listing/events.ts';
import { givenReaction } from '../engine/given-reaction.ts';
import { networkJobsReactor } from './network-jobs.ts';

const reactor = () => givenReaction(({ bus }) => networkJobsReactor(bus));

describe('reactor-network', () => {
  it('when an edit is to travel to two sister sites, then one delivery each', async () => {
    const edited: ListingEvent = {
      type: 'ListingEdited',
      data: { listingId: 4, editId: 'e1', source: 'owner', changes: { tagline: { before: 'a', after: 'b' } }, applyTo: ['b.test', 'c.test'] },
    };
    await reactor()
      .when(edited)
      .then({
        jobs: [
          { subject: 'network.deliver-edit', payload: { listingId: 4, editId: 'e1', to: 'b.test' }, dedupId: 'network:e1:b.test' },
          { subject: 'network.deliver-edit', payload: { listingId: 4, editId: 'e1', to: 'c.test' }, dedupId: 'network:e1:c.test' },
        ],
      });
  });

  it('when an edit stays on this site, then nothing travels', async () => {
    const edited: ListingEvent = {
      type: 'ListingEdited',
      data: { listingId: 4, editId: 'e1', source: 'owner', changes: { tagline: { before: 'a', after: 'b' } } },
    };
    await reactor().when(edited).then({});
  });
});
