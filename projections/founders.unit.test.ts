import { describe, it } from 'node:test';
import type { FounderEvent } from '../domain/founder/founder.ts';
import { givenEvents } from './engine/given-events.ts';
import { foundersProjection } from './founders.ts';

describe('the founders projection', () => {
  it('when a profile is published, then it is kept by its slug, what it leaves out as empty', async () => {
    const published: FounderEvent = { type: 'FounderProfilePublished', data: { slug: 'ann-lee', name: 'Ann Lee', accountId: 'ann' } };
    await givenEvents(foundersProjection, [])
      .when(published)
      .then({ founders: { 'ann-lee': { name: 'Ann Lee', title: null, bio: null, country: null, socials: {}, account_id: 'ann' } } });
  });

  it('given a profile, when it is published again, then the new one replaces it', async () => {
    const first: FounderEvent = { type: 'FounderProfilePublished', data: { slug: 'ann-lee', name: 'Ann Lee', accountId: 'ann' } };
    await givenEvents(foundersProjection, [first])
      .when({ type: 'FounderProfilePublished', data: { slug: 'ann-lee', name: 'Ann Lee', title: 'CEO', country: 'IE', accountId: 'ann' } })
      .then({ founders: { 'ann-lee': { title: 'CEO', country: 'IE' } } });
  });
});
