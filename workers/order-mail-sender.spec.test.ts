import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ack, retryIn } from '../domain/ports/job-bus.ts';
import { anOrder, N, paid, placed } from '../test/support/order-givens.ts';
import { anAccount } from '../test/support/spec-events.ts';
import { type WorkerWorld, workerSpec } from '../test/support/worker-spec.ts';
import { orderMailSender } from './order-mail-sender.ts';

const spec = workerSpec();
const mailReceipt =
  (attempt = 1) =>
  async (w: WorkerWorld) => {
    w.start(orderMailSender(w));
    const outcome = await w.bus.deliver('mail.order-receipt', { number: N }, attempt);
    return { outcome, sent: w.mailer.sent, token: w.commands.orderToken(N) };
  };

describe('the order mail sender', () => {
  it("given a paid order, when its receipt is mailed, then it goes once to the buyer's address with the receipt's link", async () => {
    const { outcome, sent, token } = await spec
      .given(anAccount('ann'), anOrder(placed(), paid()))
      .when(async (w) => {
        const first = await mailReceipt()(w);
        await w.bus.deliver('mail.order-receipt', { number: N }, 2);
        return first;
      })
      .then();
    assert.deepEqual(outcome, ack());
    assert.deepEqual(
      sent.map((m) => [m.id, m.to, m.subject]),
      [[`order-receipt:${N}`, 'ann@example.com', `Receipt for order ${N}`]],
    );
    assert.match(sent[0].text, new RegExp(`https://launch.test/checkout/${N}/receipt\\?t=${encodeURIComponent(token)}`));
    assert.match(sent[0].text, /Paid launch: \$49\.00/);
  });

  it('given an order billed to an address of its own, when its receipt is mailed, then it goes to the billing address', async () => {
    const billed = {
      type: 'BillingDetailsSet',
      data: {
        number: N,
        billing: { name: 'Acme', address: '1 Rue', country: 'FR', vatNumber: null, email: 'billing@acme.test' },
        totals: placed().data.totals,
      },
    };
    const { sent } = await spec
      .given(anAccount('ann'), anOrder(placed(), billed, paid()))
      .when(mailReceipt())
      .then();
    assert.deepEqual(
      sent.map((m) => m.to),
      ['billing@acme.test'],
    );
  });

  it("given an order whose buyer's account the read models do not know yet, when its receipt is mailed, then it is tried again later", async () => {
    const { outcome, sent } = await spec.given(anOrder(placed(), paid())).when(mailReceipt(2)).then();
    assert.deepEqual(outcome, retryIn(4000));
    assert.deepEqual(sent, []);
  });
});
