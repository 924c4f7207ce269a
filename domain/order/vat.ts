import { EU_VAT_RATES, isEuCountry } from './eu-vat-rates.ts';

/** What the check of a VAT number found (format and checksum, then VIES when configured). */
export type VatNumberCheck = {
  number: string;
  /** The member state the number belongs to (ISO code, GR for EL numbers), when its format says. */
  country: string | null;
  valid: boolean;
  /** How it was decided: `checksum` (format and check digits), `vies` (the EU's register), `vies-unavailable`. */
  source: 'checksum' | 'vies' | 'vies-unavailable';
  reason?: string;
};

export type VatRule = 'domestic' | 'eu-consumer' | 'reverse-charge' | 'outside-eu' | 'country-unknown';

export type VatDecision = {
  rule: VatRule;
  /** Percent; null while the billing country is not known. */
  rate: number | null;
  vatCents: number;
  reverseCharge: boolean;
  /** Why this rule applies, in words for the person paying. */
  note: string;
  /** The legal mention the invoice must carry (reverse charge). */
  mention: string | null;
};

export const REVERSE_CHARGE_MENTION = 'Reverse charge: VAT to be accounted for by the recipient (Article 196, Council Directive 2006/112/EC).';

/** Cents of VAT at a rate with at most one decimal, rounded half up (money stays in whole cents). */
export function vatOf(subtotalCents: number, rate: number): number {
  return Math.round((subtotalCents * Math.round(rate * 10)) / 1000);
}

/**
 * The VAT of an order of electronically supplied services, sold from `sellerCountry`:
 * - same country as the seller: the seller's rate, business or not;
 * - another member state, a business with a valid VAT number of that state: reverse charge (0 %);
 * - another member state otherwise (a consumer, or a VAT number that is not valid or could not be
 *   confirmed): that state's rate (the place of supply is the customer's country);
 * - outside the EU: no EU VAT (the service is supplied where the customer is; any local tax is the
 *   customer's to account for);
 * - no country yet: no VAT until it is known (a quote's preview).
 */
export function decideVat(input: {
  sellerCountry: string;
  billingCountry: string | null;
  vatNumber: VatNumberCheck | null;
  subtotalCents: number;
}): VatDecision {
  const country = input.billingCountry?.toUpperCase() ?? null;
  const seller = input.sellerCountry.toUpperCase();
  if (!country)
    return { rule: 'country-unknown', rate: null, vatCents: 0, reverseCharge: false, note: 'VAT is added once the billing country is known.', mention: null };
  if (!isEuCountry(country))
    return {
      rule: 'outside-eu',
      rate: 0,
      vatCents: 0,
      reverseCharge: false,
      note: `No EU VAT is charged to a customer in ${country}, outside the EU; any local tax is the customer's to account for.`,
      mention: null,
    };
  const rateOf = (c: string) => EU_VAT_RATES[c] ?? 0;
  if (country === seller)
    return {
      rule: 'domestic',
      rate: rateOf(seller),
      vatCents: vatOf(input.subtotalCents, rateOf(seller)),
      reverseCharge: false,
      note: `${seller} VAT at ${rateOf(seller)} %.`,
      mention: null,
    };
  const n = input.vatNumber;
  if (n?.valid && n.country === country)
    return {
      rule: 'reverse-charge',
      rate: 0,
      vatCents: 0,
      reverseCharge: true,
      note: `VAT number ${n.number} is valid (${n.source}): reverse charge.`,
      mention: REVERSE_CHARGE_MENTION,
    };
  const why = !n
    ? ''
    : n.valid
      ? ` The VAT number ${n.number} belongs to ${n.country}, not to the billing country ${country}.`
      : n.source === 'vies-unavailable'
        ? ` The VAT number ${n.number} could not be confirmed with VIES just now, so VAT is charged; try again later for reverse charge.`
        : ` The VAT number ${n.number} is not valid${n.reason ? ` (${n.reason})` : ''}.`;
  return {
    rule: 'eu-consumer',
    rate: rateOf(country),
    vatCents: vatOf(input.subtotalCents, rateOf(country)),
    reverseCharge: false,
    note: `${country} VAT at ${rateOf(country)} %.${why}`,
    mention: null,
  };
}
