import type { VatNumberCheck } from '../order/vat.ts';

/** Checks a VAT number: format and check digits, then the EU's VIES register when one is configured. */
export interface VatNumbers {
  check(number: string): Promise<VatNumberCheck>;
}
