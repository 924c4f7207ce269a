import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { commandSpec } from '../../test/support/command-spec.ts';
import { launchProduct, WEEK } from '../../test/support/order-givens.ts';
import { aListing } from '../../test/support/spec-events.ts';

const vat = { check: async (number: string) => ({ number, country: number.slice(0, 2), valid: true, source: 'checksum' as const }) };
const spec = commandSpec({ vat });

describe('quoteOrder', () => {
  it('given a product and a listing of the buyer, when a launch is quoted, then it is priced with the VAT of the billing country and nothing is recorded', async () => {
    const quote = await spec
      .given(launchProduct, aListing(3))
      .when(({ commands }) => commands.quoteOrder({ items: [{ product: 'launch', listing_id: 3, week: WEEK }], accountId: 'ann', billingCountry: 'fr' }))
      .then();
    assert.deepEqual(
      quote.lines.map((l) => [l.kind, l.listingId, l.week, l.totalCents]),
      [['launch', 3, WEEK, 4900]],
    );
    assert.equal(quote.totals.vat.rule, 'eu-consumer');
    assert.equal(quote.totals.totalCents, 4900 + quote.totals.vat.vatCents);
  });

  it('given a business in another member state, when it quotes with its VAT number, then the reverse charge applies', async () => {
    const quote = await spec
      .given(launchProduct, aListing(3))
      .when(({ commands }) =>
        commands.quoteOrder({ items: [{ product: 'launch', listing_id: 3, week: WEEK }], accountId: 'ann', billingCountry: 'FR', vatNumber: 'FR40303265045' }),
      )
      .then();
    assert.equal(quote.totals.vat.rule, 'reverse-charge');
    assert.equal(quote.totals.totalCents, 4900);
  });

  it('given a VAT number without a billing country, when a quote is asked for, then it is refused naming billing_country', async () => {
    await spec
      .given(launchProduct, aListing(3))
      .when(({ commands }) => commands.quoteOrder({ items: [{ product: 'launch', listing_id: 3 }], accountId: 'ann', vatNumber: 'FR40303265045' }))
      .thenRefuses('invalid', /billing_country/);
  });

  it("given someone else's listing, when its launch is quoted, then it is not found among theirs", async () => {
    await spec
      .given(launchProduct, aListing(3, 'bob'))
      .when(({ commands }) => commands.quoteOrder({ items: [{ product: 'launch', listing_id: 3 }], accountId: 'ann' }))
      .thenRefuses('not_found', /items\[0\].listing_id/);
  });
});
