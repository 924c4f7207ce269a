import { describe, it } from 'node:test';
import { draftStream } from '../domain/draft/events.ts';
import { founderStream } from '../domain/founder/founder.ts';
import { listingStream } from '../domain/listing/events.ts';
import { migrationStream } from '../domain/shared/migration.ts';
import { ANY, inStream } from '../test/support/spec.ts';
import { listingSubmitted, profile } from '../test/support/spec-events.ts';
import { type WorkerWorld, workerSpec } from '../test/support/worker-spec.ts';
import { LINK_REPAIR, linkRepair } from './link-repair.ts';

const spec = workerSpec();
const unsafe = 'javascript:alert(1)';
const submitted = listingSubmitted(3);
const listingWithUnsafeLink = inStream(listingStream(3), {
  ...submitted,
  data: { ...(submitted.data as object), profile: { ...profile, socials: { x: unsafe } } },
});
const draftWithUnsafeLink = inStream(
  draftStream('d1'),
  { type: 'DraftRequested', data: { draftId: 'd1', ownerId: 'ann', url: 'https://acme.test/' } },
  { type: 'DraftEdited', data: { draftId: 'd1', patch: { company_socials: { x: unsafe } } } },
);
const ann = { slug: 'ann-lee', name: 'Ann Lee', accountId: 'ann' };
const founderWithUnsafeLink = inStream(founderStream('ann-lee'), { type: 'FounderProfilePublished', data: { ...ann, socials: { web: unsafe } } });
const repair = async (w: WorkerWorld) => {
  await w.start(linkRepair(w)).done;
};

describe('the link repair', () => {
  it('given a listing, a draft and a founder profile stored with unsafe links, when the repair runs, then each gets a repair of its own and the repair is recorded complete', async () => {
    await spec
      .given(listingWithUnsafeLink, draftWithUnsafeLink, founderWithUnsafeLink)
      .when(repair)
      .then(
        inStream(listingStream(3), { type: 'UnsafeLinksRemoved', data: { listingId: 3, repairId: `${LINK_REPAIR}:3`, changes: ANY } }),
        inStream(draftStream('d1'), {
          type: 'DraftUnsafeLinksRemoved',
          data: { draftId: 'd1', repairId: `${LINK_REPAIR}:d1`, fields: {}, extras: { company_socials: {} } },
        }),
        inStream(founderStream('ann-lee'), { type: 'FounderProfilePublished', data: { ...ann, socials: {} } }),
        inStream(migrationStream(LINK_REPAIR), { type: 'MigrationCompleted', data: { migration: LINK_REPAIR, streams: 3, repaired: 3 } }),
      );
  });

  it('given nothing unsafe, when the repair runs, then it only records that it ran', async () => {
    await spec
      .given(inStream(listingStream(3), listingSubmitted(3)))
      .when(repair)
      .then(inStream(migrationStream(LINK_REPAIR), { type: 'MigrationCompleted', data: { migration: LINK_REPAIR, streams: 1, repaired: 0 } }));
  });

  it('given the repair completed before, when the service starts again, then nothing is checked or recorded', async () => {
    await spec
      .given(
        listingWithUnsafeLink,
        inStream(migrationStream(LINK_REPAIR), { type: 'MigrationCompleted', data: { migration: LINK_REPAIR, streams: 0, repaired: 0 } }),
      )
      .when(repair)
      .then();
  });
});
