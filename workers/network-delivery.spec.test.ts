import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { listingStream } from '../domain/listing/events.ts';
import { ack, retryIn } from '../domain/ports/job-bus.ts';
import type { Delivery, NetworkEdit } from '../domain/ports/sister-sites.ts';
import { inStream } from '../test/support/spec.ts';
import { listingSubmitted } from '../test/support/spec-events.ts';
import { type WorkerWorld, workerSpec } from '../test/support/worker-spec.ts';
import { networkDelivery } from './network-delivery.ts';

const spec = workerSpec();
const travelling = { headline: 'Widgets, faster' };
const edited = (data: object) =>
  inStream(listingStream(3), listingSubmitted(3), {
    type: 'ListingEdited',
    data: { listingId: 3, editId: 'e1', source: 'owner', changes: { headline: { before: null, after: 'Widgets, faster' } }, ...data },
  });
/** Sister sites that answer `answer` and note what was delivered to whom. */
const sisters = (answer: Delivery) => {
  const delivered: { to: string; edit: NetworkEdit }[] = [];
  return {
    delivered,
    siteKey: 'main',
    sisters: ['sister'],
    deliver: async (to: string, edit: NetworkEdit) => {
      delivered.push({ to, edit });
      return answer;
    },
    verify: () => ({ refused: 'not in a spec' }),
  };
};
const deliver =
  (sisterSites: ReturnType<typeof sisters>, attempt = 1) =>
  async (w: WorkerWorld) => {
    w.start(networkDelivery({ ...w, sisterSites }));
    return w.bus.deliver('network.deliver-edit', { listingId: 3, editId: 'e1', to: 'sister' }, attempt);
  };

describe('the network delivery', () => {
  it("given an edit whose site copy travels, when it is delivered, then the sister gets the copy with this site's key and the company's domain", async () => {
    const sites = sisters({ outcome: 'applied' });
    const outcome = await spec
      .given(edited({ applyTo: ['sister'], travelling }))
      .when(deliver(sites))
      .then();
    assert.deepEqual(outcome, ack());
    assert.deepEqual(sites.delivered, [{ to: 'sister', edit: { editId: 'e1', origin: 'main', domain: 'acme-3.test', fields: travelling } }]);
  });

  it('given a sister that cannot take it now, when the edit is delivered, then it is tried again later, longer each time', async () => {
    const outcome = await spec
      .given(edited({ applyTo: ['sister'], travelling }))
      .when(deliver(sisters({ outcome: 'retry', reason: 'sister answered 503' }), 3))
      .then();
    assert.deepEqual(outcome, retryIn(8000));
  });

  it('given an edit with nothing to travel, when it is delivered, then nothing is sent', async () => {
    const sites = sisters({ outcome: 'applied' });
    const outcome = await spec.given(edited({})).when(deliver(sites)).then();
    assert.deepEqual(outcome, ack());
    assert.deepEqual(sites.delivered, []);
  });
});
