import type { Logger } from 'pino';
import type { Commands } from '../../commands/index.ts';
import type { OrderEvent } from '../../domain/order/order.ts';
import { DomainError } from '../../domain/shared/errors.ts';
import { processManager } from '../engine/projection.ts';

/**
 * An order's consequences: a paid order is fulfilled line by line; an expired or failed one gives
 * its held weeks back; a fully refunded one has its lines taken back. Each step is idempotent, so
 * after a crash the same event is followed through again and nothing happens twice.
 */
export const orderProcess = (commands: Pick<Commands, 'fulfilOrder' | 'releaseOrderHolds' | 'reverseOrder'>, logger: Logger) =>
  processManager<OrderEvent>()({
    name: 'process-orders',
    version: 1,
    handles: ['OrderPaid', 'OrderExpired', 'OrderPaymentFailed', 'OrderRefunded'],
    async react(e) {
      const ctx = { actor: 'system:orders', correlationId: e.metadata.correlationId, causationId: e.id };
      const { number } = e.data;
      try {
        if (e.type === 'OrderPaid') await commands.fulfilOrder({ number }, ctx);
        else if (e.type === 'OrderRefunded') {
          if (e.data.full) await commands.reverseOrder({ number }, ctx);
        } else await commands.releaseOrderHolds({ number }, ctx);
      } catch (error) {
        // A refusal of the domain will refuse again: the site team sees it in the log and the order's unfulfilled lines.
        if (!(error instanceof DomainError)) throw error;
        logger.error({ err: error, number, event: e.type }, 'an order could not be followed through');
      }
    },
  });
