import { describe, it } from 'node:test';
import type { Commands } from '../../commands/index.ts';
import type { OrderEvent } from '../../domain/order/order.ts';
import { DomainError } from '../../domain/shared/errors.ts';
import { givenReaction } from '../engine/given-reaction.ts';
import { orderProcess } from './order-process.ts';

const process = (refusing = {}) => givenReaction<Commands>(({ commands, logger }) => orderProcess(commands, logger), [], refusing);
const number = 'LD-2026-000001';

describe('process-orders', () => {
  it('when an order is paid, then it is fulfilled', async () => {
    const paid: OrderEvent = {
      type: 'OrderPaid',
      data: { number, providerEvent: 'evt_1', paymentRef: 'pi_1', amountCents: 4900, at: '2026-11-16T10:00:00.000Z' },
    };
    await process()
      .when(paid)
      .then({ commands: [{ name: 'fulfilOrder', input: { number }, actor: 'system:orders' }] });
  });

  it('when an order expires, then its held weeks are given back', async () => {
    const expired: OrderEvent = { type: 'OrderExpired', data: { number, providerEvent: null, reason: 'not paid in time' } };
    await process()
      .when(expired)
      .then({ commands: [{ name: 'releaseOrderHolds', input: { number }, actor: 'system:orders' }] });
  });

  it('when a payment fails, then its held weeks are given back', async () => {
    const failed: OrderEvent = { type: 'OrderPaymentFailed', data: { number, providerEvent: 'evt_2', reason: 'card declined' } };
    await process()
      .when(failed)
      .then({ commands: [{ name: 'releaseOrderHolds', input: { number }, actor: 'system:orders' }] });
  });

  it('when an order is refunded in full, then its lines are taken back', async () => {
    const refunded: OrderEvent = { type: 'OrderRefunded', data: { number, providerEvent: 'evt_3', amountCents: 4900, full: true } };
    await process()
      .when(refunded)
      .then({ commands: [{ name: 'reverseOrder', input: { number }, actor: 'system:orders' }] });
  });

  it('when an order is refunded in part, then its lines stay', async () => {
    const refunded: OrderEvent = { type: 'OrderRefunded', data: { number, providerEvent: 'evt_3', amountCents: 900, full: false } };
    await process().when(refunded).then({});
  });

  it('when fulfilment is refused, then the refusal is logged and the event passed', async () => {
    const paid: OrderEvent = {
      type: 'OrderPaid',
      data: { number, providerEvent: 'evt_1', paymentRef: 'pi_1', amountCents: 4900, at: '2026-11-16T10:00:00.000Z' },
    };
    await process({ fulfilOrder: new DomainError('conflict', 'the week is full') })
      .when(paid)
      .then({ commands: [{ name: 'fulfilOrder', input: { number }, actor: 'system:orders' }] });
  });
});
