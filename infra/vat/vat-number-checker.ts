import { checkVAT, countries } from 'jsvat-next';
import { vatPrefixCountry } from '../../domain/order/eu-vat-rates.ts';
import type { VatNumberCheck } from '../../domain/order/vat.ts';
import type { VatNumbers } from '../../domain/ports/vat-numbers.ts';

const DAY = 86_400_000;
const UNAVAILABLE = new Set(['MS_UNAVAILABLE', 'SERVICE_UNAVAILABLE', 'TIMEOUT', 'MS_MAX_CONCURRENT_REQ', 'GLOBAL_MAX_CONCURRENT_REQ']);

/**
 * VAT numbers checked by format and check digits (jsvat-next), then, when `viesUrl` is set, by
 * the EU's VIES register (its REST API: `GET {viesUrl}/ms/{country}/vat/{number}`). VIES answers
 * are kept for a day; when VIES cannot answer, the number is reported as not confirmed
 * (`vies-unavailable`), which charges VAT rather than risk a reverse charge we cannot stand by.
 */
export function vatNumberChecker(options: { viesUrl: string | null; timeoutMs?: number; now?: () => number }): VatNumbers {
  const cache = new Map<string, { at: number; check: VatNumberCheck }>();
  const now = options.now ?? Date.now;
  return {
    async check(input) {
      const cleaned = input.replace(/[\s.\-_/]/g, '').toUpperCase();
      const format = checkVAT(cleaned, countries);
      const prefix = cleaned.slice(0, 2);
      const country = /^[A-Z]{2}$/.test(prefix) ? vatPrefixCountry(prefix) : null;
      if (!format.isValid)
        return {
          number: cleaned,
          country,
          valid: false,
          source: 'checksum',
          reason: format.isValidFormat ? 'its check digits do not add up' : 'it is not in the format of an EU VAT number',
        };
      if (!options.viesUrl) return { number: cleaned, country, valid: true, source: 'checksum' };
      const hit = cache.get(cleaned);
      if (hit && now() - hit.at < DAY) return hit.check;
      const check = await askVies(options.viesUrl, prefix, cleaned.slice(2), cleaned, country, options.timeoutMs ?? 8000);
      if (check.source === 'vies') {
        if (cache.size > 10_000) cache.delete(cache.keys().next().value as string);
        cache.set(cleaned, { at: now(), check });
      }
      return check;
    },
  };
}

async function askVies(base: string, prefix: string, rest: string, number: string, country: string | null, timeoutMs: number): Promise<VatNumberCheck> {
  const unavailable = (why: string): VatNumberCheck => ({ number, country, valid: false, source: 'vies-unavailable', reason: why });
  try {
    const res = await fetch(`${base.replace(/\/+$/, '')}/ms/${encodeURIComponent(prefix)}/vat/${encodeURIComponent(rest)}`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!res.ok) return unavailable(`VIES answered ${res.status}`);
    const body = (await res.json()) as { isValid?: unknown; valid?: unknown; userError?: unknown };
    const error = typeof body.userError === 'string' ? body.userError : '';
    if (UNAVAILABLE.has(error)) return unavailable(`VIES: ${error}`);
    const valid = typeof body.isValid === 'boolean' ? body.isValid : typeof body.valid === 'boolean' ? body.valid : null;
    if (valid === null) return unavailable('VIES gave no answer');
    return { number, country, valid, source: 'vies', ...(valid ? {} : { reason: 'VIES does not know it' }) };
  } catch (error) {
    return unavailable(`VIES could not be reached (${(error as Error).name})`);
  }
}
