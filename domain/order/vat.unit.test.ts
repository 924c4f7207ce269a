import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { EU_VAT_RATES } from './eu-vat-rates.ts';
import { decideVat, REVERSE_CHARGE_MENTION, type VatNumberCheck, vatOf } from './vat.ts';

const seller = 'DE';
const subtotalCents = 21_100; // $211.00
const number = (n: string, country: string, valid: boolean, source: VatNumberCheck['source'] = 'vies'): VatNumberCheck => ({
  number: n,
  country,
  valid,
  source,
});
const vat = (billingCountry: string | null, vatNumber: VatNumberCheck | null = null) =>
  decideVat({ sellerCountry: seller, billingCountry, vatNumber, subtotalCents });

describe('VAT on an order', () => {
  it('charges an EU consumer the rate of their country, to the cent', () => {
    assert.deepEqual([vat('FR').rate, vat('FR').vatCents, vat('FR').rule], [20, 4220, 'eu-consumer']);
    assert.deepEqual([vat('FI').rate, vat('FI').vatCents], [25.5, 5381]); // 21100 × 25.5 % = 5380.5, rounded half up
    assert.deepEqual([vat('HU').rate, vat('HU').vatCents], [27, 5697]);
  });

  it('reverse-charges an EU business with a valid VAT number of another member state, with the legal mention', () => {
    const r = vat('FR', number('FR40303265045', 'FR', true));
    assert.deepEqual([r.rule, r.rate, r.vatCents, r.reverseCharge, r.mention], ['reverse-charge', 0, 0, true, REVERSE_CHARGE_MENTION]);
  });

  it('charges VAT when the number is not valid, belongs to another country, or VIES cannot confirm it', () => {
    const invalid = vat('FR', { ...number('FR00000000000', 'FR', false, 'checksum'), reason: 'its check digits do not add up' });
    assert.deepEqual([invalid.rule, invalid.vatCents], ['eu-consumer', 4220]);
    assert.match(invalid.note, /not valid \(its check digits do not add up\)/);
    assert.equal(vat('FR', number('BE0411905847', 'BE', true)).vatCents, 4220);
    const down = vat('FR', number('FR40303265045', 'FR', false, 'vies-unavailable'));
    assert.equal(down.vatCents, 4220);
    assert.match(down.note, /could not be confirmed with VIES/);
  });

  it("charges a domestic customer the seller's rate, business or not", () => {
    const business = vat('DE', number('DE136695976', 'DE', true));
    assert.deepEqual([business.rule, business.rate, business.vatCents, business.reverseCharge], ['domestic', 19, 4009, false]);
    assert.equal(vat('DE').vatCents, 4009);
  });

  it('charges no EU VAT outside the EU, and waits for the country when it is not known', () => {
    assert.deepEqual([vat('US').rule, vat('US').vatCents], ['outside-eu', 0]);
    assert.deepEqual([vat('CH').rule, vat('CH').vatCents], ['outside-eu', 0]);
    assert.deepEqual([vat(null).rule, vat(null).rate, vat(null).vatCents], ['country-unknown', null, 0]);
  });

  it('keeps rates for all 27 member states, and rounds half up on one-decimal rates', () => {
    assert.equal(Object.keys(EU_VAT_RATES).length, 27);
    assert.equal(vatOf(1, 50), 1);
    assert.equal(vatOf(100, 25.5), 26);
    assert.equal(vatOf(99, 19), 19);
  });
});
