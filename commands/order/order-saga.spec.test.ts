import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import pino from 'pino';
import { launchWeekStream } from '../../domain/launch-week/week-slots.ts';
import { listingStream } from '../../domain/listing/events.ts';
import { orderStream } from '../../domain/order/order.ts';
import { orderProcess } from '../../projections/reactors/order-process.ts';
import { type CommandWorld, commandSpec } from '../../test/support/command-spec.ts';
import { anOrder, heldWeek, lineDone, N, orderLineKey, paid, placed, refunded, WEEK } from '../../test/support/order-givens.ts';
import { ANY, inStream } from '../../test/support/spec.ts';
import { aListing, listingSubmitted } from '../../test/support/spec-events.ts';

/**
 * The order saga as the process manager `process-orders` runs it: each scenario gives an order's
 * history, and the process manager follows its newest event with the commands it issues.
 */
const vat = { check: async (number: string) => ({ number, country: null, valid: true, source: 'checksum' as const }) };
const spec = commandSpec({ vat });
const logged: string[] = [];
const logger = pino({ level: 'error' }, { write: (line: string) => void logged.push(line) });
const noReadModels = {
  get: () => Promise.reject(new Error('a process manager keeps no read model')),
  put: () => assert.fail('a process manager keeps no read model'),
  delete: () => assert.fail('a process manager keeps no read model'),
};
const follow = async ({ store, commands }: CommandWorld) => {
  const history = await store.readStream(orderStream(N));
  const newest = history[history.length - 1];
  const process = orderProcess(commands, logger);
  if (process.handles.includes(newest.type)) await process.apply(newest, noReadModels);
};
const released = (reason: string) =>
  inStream(launchWeekStream(WEEK), { type: 'PaidSlotReleased', data: { week: WEEK, kind: 'launch', orderNumber: N, lineId: 1, reason } });

describe('the order saga (process-orders)', () => {
  it('given an order whose payment failed, when the saga follows it, then the week it held is given back', async () => {
    await spec
      .given(heldWeek(), anOrder(placed(), { type: 'OrderPaymentFailed', data: { number: N, providerEvent: 'evt_f', reason: 'card declined' } }))
      .when(follow)
      .then(released('order failed'));
  });

  it('given an order that expired unpaid, when the saga follows it, then the week it held is given back', async () => {
    await spec
      .given(heldWeek(), anOrder(placed(), { type: 'OrderExpired', data: { number: N, providerEvent: null, reason: 'the checkout expired' } }))
      .when(follow)
      .then(released('order expired'));
  });

  it('given an order just paid, when the saga follows it, then it is fulfilled line by line', async () => {
    await spec
      .given(aListing(3), heldWeek(), anOrder(placed(), paid()))
      .when(follow)
      .then(
        inStream(launchWeekStream(WEEK), { type: 'PaidSlotTaken', data: ANY }),
        inStream(listingStream(3), { type: 'LaunchScheduled', data: ANY }),
        anOrder({ type: 'OrderLineFulfilled', data: ANY }, { type: 'OrderFulfilled', data: ANY }),
      );
  });

  it('given a fulfilled order refunded in full, when the saga follows it, then what it bought is taken back', async () => {
    const scheduled = {
      type: 'LaunchScheduled',
      data: { listingId: 3, week: WEEK, plan: 'paid', unlocked: ['story', 'milestones', 'media'], orderLine: orderLineKey(1) },
    };
    await spec
      .given(inStream(listingStream(3), listingSubmitted(3), scheduled), heldWeek(), anOrder(placed(), paid(), lineDone(1, 'scheduled'), refunded()))
      .when(follow)
      .then(
        inStream(listingStream(3), { type: 'LaunchCancelled', data: { listingId: 3, orderLine: orderLineKey(1) } }),
        released('refunded'),
        anOrder({ type: 'OrderLineReversed', data: { number: N, lineId: 1, detail: 'taken back (LaunchCancelled)' } }),
      );
  });

  it('given a fulfilled order refunded in part, when the saga follows it, then nothing is taken back', async () => {
    await spec
      .given(aListing(3), heldWeek(), anOrder(placed(), paid(), lineDone(1, 'scheduled'), { ...refunded(900), data: { ...refunded(900).data, full: false } }))
      .when(follow)
      .then();
  });

  it('given a paid order whose listing is gone, when the saga follows it, then the refusal is logged for the site team, the line stays unfulfilled, and the saga goes on', async () => {
    logged.length = 0;
    await spec
      .given(heldWeek(), anOrder(placed(), paid()))
      .when(follow)
      .then(inStream(launchWeekStream(WEEK), { type: 'PaidSlotTaken', data: ANY }));
    assert.match(logged.join('\n'), /an order could not be followed through/);
  });
});
