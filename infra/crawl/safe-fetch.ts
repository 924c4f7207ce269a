import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isPublicAddress, literalAddress } from './address-guard.ts';

export type Resolver = (hostname: string) => Promise<{ address: string; family: number }[]>;

export const systemResolver: Resolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

export class CrawlRefused extends Error {}

export type FetchOptions = {
  resolver?: Resolver;
  /** Hosts (`name` or `name:port`) the guard lets through even when they are private: tests, staging. */
  allowHosts?: string[];
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  userAgent: string;
  accept?: string;
};

export type Fetched = { url: string; status: number; contentType: string; body: string };

const allowed = (url: URL, allowHosts: string[]) => allowHosts.includes(url.hostname) || allowHosts.includes(url.host);

/**
 * GET with the SSRF guard on every connection: the host's resolved addresses are checked and
 * the socket goes to the checked address (no second resolution to rebind), literal addresses
 * are checked too, and every redirect hop goes through the same door.
 */
export async function safeGet(start: string, options: FetchOptions): Promise<Fetched> {
  const resolver = options.resolver ?? systemResolver;
  const allowHosts = options.allowHosts ?? [];
  let url = new URL(start);
  for (let hop = 0; hop <= (options.maxRedirects ?? 5); hop++) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new CrawlRefused(`only http and https addresses can be read, not ${url.protocol}`);
    const literal = literalAddress(url.hostname);
    const trusted = allowed(url, allowHosts);
    if (literal && !trusted && !isPublicAddress(literal)) throw new CrawlRefused(`${url.hostname} is a private or local address, which we never read`);
    const lookup: LookupFunction = (hostname, opts, callback) => {
      resolver(hostname)
        .then((addresses) => {
          if (addresses.length === 0) throw new CrawlRefused(`${hostname} does not resolve`);
          const bad = addresses.find((a) => !isPublicAddress(a.address));
          if (bad && !trusted) throw new CrawlRefused(`${hostname} resolves to a private or local address (${bad.address}), which we never read`);
          const chosen = addresses[0];
          if ((opts as { all?: boolean }).all) (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [chosen]);
          else callback(null, chosen.address, chosen.family);
        })
        .catch((error: Error) => callback(error as NodeJS.ErrnoException, '', 4));
    };
    const res = await request(url, lookup, options);
    if (res.status >= 300 && res.status < 400 && res.location) {
      url = new URL(res.location, url);
      continue;
    }
    return { url: url.href, status: res.status, contentType: res.contentType, body: res.body };
  }
  throw new CrawlRefused(`more than ${options.maxRedirects ?? 5} redirects`);
}

function request(url: URL, lookup: LookupFunction, options: FetchOptions): Promise<{ status: number; location?: string; contentType: string; body: string }> {
  const maxBytes = options.maxBytes ?? 1_000_000;
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const req = client.request(
      url,
      {
        method: 'GET',
        lookup,
        agent: false,
        headers: {
          'user-agent': options.userAgent,
          accept: options.accept ?? 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
          'accept-encoding': 'identity',
        },
        timeout: options.timeoutMs ?? 10_000,
      },
      (res) => {
        const status = res.statusCode ?? 0;
        const location = res.headers.location;
        const contentType = String(res.headers['content-type'] ?? '');
        if (status >= 300 && status < 400) {
          res.resume();
          return resolve({ status, location, contentType, body: '' });
        }
        let size = 0;
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            req.destroy(new CrawlRefused(`the page is larger than ${Math.round(maxBytes / 1000)} kB`));
            return;
          }
          chunks.push(chunk);
        });
        res.on('end', () => resolve({ status, contentType, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new CrawlRefused(`no answer within ${Math.round((options.timeoutMs ?? 10_000) / 1000)} s`)));
    req.on('error', reject);
    req.end();
  });
}

/** Whether the guard would let us read this URL's host at all: for fetches made by other libraries. */
export async function hostIsReadable(target: string, options: { allowHosts?: string[]; resolver?: Resolver } = {}): Promise<boolean> {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  if (allowed(url, options.allowHosts ?? [])) return true;
  const literal = literalAddress(url.hostname);
  if (literal) return isPublicAddress(literal);
  try {
    const addresses = await (options.resolver ?? systemResolver)(url.hostname);
    return addresses.length > 0 && addresses.every((a) => isPublicAddress(a.address));
  } catch {
    return false;
  }
}
