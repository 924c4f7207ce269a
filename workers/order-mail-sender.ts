import type { Logger } from 'pino';
import type { Commands, StreamReads } from '../commands/index.ts';
import { ack, type JobBus, retryIn } from '../domain/ports/job-bus.ts';
import { consumeJobs } from '../domain/ports/jobs.ts';
import type { Mailer } from '../domain/ports/mailer.ts';
import type { ReadModels } from '../projections/index.ts';
import { accountById } from '../projections/queries/index.ts';
import { orderReceiptMail } from './mail-templates.ts';

export type OrderMailDeps = {
  bus: JobBus;
  mailer: Mailer;
  readModels: ReadModels;
  commands: Pick<Commands, 'orderToken'>;
  streams: Pick<StreamReads, 'order'>;
  publicUrl: string;
  logger: Logger;
};

/** The receipt of a paid order, mailed once (its mail id is the order's), to the billing address or the account's. */
export function orderMailSender(deps: OrderMailDeps) {
  const consumer = consumeJobs(deps.bus, 'mail.order-receipt', { group: 'order-mail', maxAttempts: 10, ackWaitMs: 60_000 }, async ({ number }, job) => {
    const order = await deps.streams.order(number);
    if (order.status === 'none') return ack();
    const to = order.billing?.email ?? (await accountById(deps.readModels, order.accountId))?.email;
    if (!to) return job.attempt < 8 ? retryIn(2000 * job.attempt) : ack();
    const receiptUrl = `${deps.publicUrl}/checkout/${encodeURIComponent(number)}/receipt?t=${encodeURIComponent(deps.commands.orderToken(number))}`;
    try {
      await deps.mailer.send({
        id: `order-receipt:${number}`,
        to,
        ...orderReceiptMail({
          number,
          lines: order.lines.map((l) => ({ description: l.description, totalCents: l.totalCents })),
          subtotalCents: order.totals.subtotalCents,
          vat: order.totals.vat,
          totalCents: order.totals.totalCents,
          receiptUrl,
        }),
      });
    } catch (error) {
      deps.logger.warn({ err: error, attempt: job.attempt }, 'receipt not sent; will retry');
      return retryIn(Math.min(300_000, 2000 * 2 ** job.attempt));
    }
    return ack();
  });
  return { stop: () => consumer.stop() };
}
