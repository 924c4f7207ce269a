import { lookup as dnsLookup } from 'node:dns/promises';
import { isPublicAddress, literalAddress } from './address-guard.ts';

// The crawler's address guard without its HTTP client: what a page or an API call checks of a URL before anything is fetched.

export type Resolver = (hostname: string) => Promise<{ address: string; family: number }[]>;

export const systemResolver: Resolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

export class CrawlRefused extends Error {}

export const allowed = (url: URL, allowHosts: string[]) => allowHosts.includes(url.hostname) || allowHosts.includes(url.host);

/** Special-use names (RFC 6761, 6762, 8375): never a public website, so never worth a DNS question. */
export const SPECIAL_USE = /(^|\.)(test|invalid|example|localhost|local|internal|home\.arpa)\.?$/i;

/** Refuses a URL the crawler may not ask for, before anything is sent: scheme, a special-use name, and a literal address. */
export function checkTarget(url: URL, allowHosts: string[]) {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new CrawlRefused(`only http and https addresses can be read, not ${url.protocol}`);
  if (SPECIAL_USE.test(url.hostname) && !allowed(url, allowHosts))
    throw new CrawlRefused(`${url.hostname} is a special-use name, a private or local address that no public website has`);
  const literal = literalAddress(url.hostname);
  if (literal && !allowed(url, allowHosts) && !isPublicAddress(literal))
    throw new CrawlRefused(`${url.hostname} is a private or local address, which we never read`);
}

/** Why the guard would not let us reach this URL's host (scheme, special-use name, private address, no address), or null. */
export async function addressRefusal(target: string, options: { allowHosts?: string[]; resolver?: Resolver } = {}): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return 'is not an absolute URL';
  }
  try {
    checkTarget(url, options.allowHosts ?? []);
  } catch (error) {
    return (error as Error).message;
  }
  if (allowed(url, options.allowHosts ?? []) || literalAddress(url.hostname)) return null;
  try {
    const addresses = await (options.resolver ?? systemResolver)(url.hostname);
    if (addresses.length === 0) return `${url.hostname} does not resolve`;
    const bad = addresses.find((a) => !isPublicAddress(a.address));
    return bad ? `${url.hostname} resolves to a private or local address (${bad.address}), which we never reach` : null;
  } catch {
    return `${url.hostname} does not resolve`;
  }
}

/** Whether the guard would let us read this URL's host at all: for fetches made by other libraries. */
export async function hostIsReadable(target: string, options: { allowHosts?: string[]; resolver?: Resolver } = {}): Promise<boolean> {
  return (await addressRefusal(target, options)) === null;
}
