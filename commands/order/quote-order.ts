import type { Totals } from '../../domain/order/order.ts';
import { type ItemInput, type OrderLine, priceOrder } from '../../domain/order/pricing.ts';
import { decideVat, type VatNumberCheck } from '../../domain/order/vat.ts';
import type { EventStore } from '../../domain/ports/event-store.ts';
import type { VatNumbers } from '../../domain/ports/vat-numbers.ts';
import { invalid } from '../../domain/shared/errors.ts';
import { pricingContext } from './pricing-context.ts';

export type QuoteInput = { items: ItemInput[]; accountId: string; billingCountry?: string; vatNumber?: string };
export type Quote = { lines: OrderLine[]; totals: Totals; vatNumber: VatNumberCheck | null };

/** Totals of lines for a billing country and VAT number, by the VAT rules of the seller's country. */
export async function totalsFor(
  vat: VatNumbers,
  c: { lines: OrderLine[]; sellerCountry: string; billingCountry: string | null; vatNumber: string | null },
): Promise<{ totals: Totals; vatNumber: VatNumberCheck | null }> {
  const check = c.vatNumber?.trim() ? await vat.check(c.vatNumber) : null;
  const subtotalCents = c.lines.reduce((sum, l) => sum + l.totalCents, 0);
  const decision = decideVat({ sellerCountry: c.sellerCountry, billingCountry: c.billingCountry, vatNumber: check, subtotalCents });
  return { totals: { subtotalCents, vat: decision, totalCents: subtotalCents + decision.vatCents }, vatNumber: check };
}

/** Prices items and computes VAT for a billing country; nothing is saved. */
export const quoteOrder =
  (deps: { store: EventStore; now: () => Date; vat: VatNumbers }) =>
  async (c: QuoteInput): Promise<Quote> => {
    if (c.vatNumber && !c.billingCountry) throw invalid('billing_country', 'is needed with vat_number: reverse charge depends on the country');
    const { context, site } = await pricingContext(deps.store, { items: c.items, accountId: c.accountId, now: deps.now() });
    const lines = priceOrder(c.items, context);
    const { totals, vatNumber } = await totalsFor(deps.vat, {
      lines,
      sellerCountry: site.sellerCountry,
      billingCountry: c.billingCountry?.toUpperCase() ?? null,
      vatNumber: c.vatNumber ?? null,
    });
    return { lines, totals, vatNumber };
  };
