import type { LookupFunction } from 'node:net';
import { decodeBuffer } from 'encoding-sniffer';
import got, { MaxRedirectsError, RequestError } from 'got';
import { isPublicAddress } from './address-guard.ts';
import { allowed, CrawlRefused, checkTarget, type Resolver, systemResolver } from './host-guard.ts';

export { addressRefusal, CrawlRefused, hostIsReadable, type Resolver, SPECIAL_USE, systemResolver } from './host-guard.ts';

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
export type FetchedBytes = { url: string; status: number; contentType: string; bytes: Buffer };

/**
 * The DNS step of every connection: all of the host's addresses must be public (no rebinding
 * between them), and the socket goes to the address that was checked, never to a second answer.
 */
function guardedLookup(resolver: Resolver, trusted: () => boolean): LookupFunction {
  return (hostname, options, callback) => {
    resolver(hostname)
      .then((addresses) => {
        if (addresses.length === 0) throw new CrawlRefused(`${hostname} does not resolve`);
        const bad = addresses.find((a) => !isPublicAddress(a.address));
        if (bad && !trusted()) throw new CrawlRefused(`${hostname} resolves to a private or local address (${bad.address}), which we never read`);
        const chosen = addresses[0];
        if (options.all) callback(null, [chosen]);
        else callback(null, chosen.address, chosen.family);
      })
      .catch((error: NodeJS.ErrnoException) => callback(error, '', 4));
  };
}

/** What got reports, unwrapped to the reason a person understands. */
function reason(error: unknown, options: FetchOptions): Error {
  if (error instanceof CrawlRefused) return error;
  if (error instanceof MaxRedirectsError) return new CrawlRefused(`more than ${options.maxRedirects ?? 5} redirects`);
  if (error instanceof RequestError) {
    if (error.cause instanceof CrawlRefused) return error.cause;
    if (error.code === 'ETIMEDOUT') return new CrawlRefused(`no answer within ${Math.round((options.timeoutMs ?? 10_000) / 1000)} s`);
    return error;
  }
  return error instanceof Error ? error : new Error(String(error));
}

/** Why a guarded request failed, as a person reads it: the guard's refusal, or the network's error code. */
export const failedBecause = (error: unknown): string =>
  error instanceof CrawlRefused ? error.message : `the site could not be reached (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`;

const charsetOf = (contentType: string) => /charset\s*=\s*"?([^";\s]+)/i.exec(contentType)?.[1];

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });
/**
 * The encoding to fall back on when neither the header, a BOM nor a `<meta>` in the first 1024 bytes names one: UTF-8 when the bytes
 * are valid UTF-8, as a browser settles it (its parser switches to a `<meta charset>` met later, past a long head script, and its
 * detector reads such bytes as UTF-8); else the web's default, windows-1252. Undecoded, "materiały" would read "materiaÅ‚y".
 */
function fallbackEncoding(bytes: Uint8Array): string | undefined {
  try {
    strictUtf8.decode(bytes);
    return 'utf-8';
  } catch {
    return undefined;
  }
}

/**
 * GET through `got` with the SSRF guard on every connection (the DNS lookup and literal
 * addresses, on the first request and on every redirect hop), gzip/deflate/br decompression,
 * the text decoded by the charset of the header, a BOM or the page's `<meta>`, and caps on
 * size, time and redirects.
 */
export async function safeGet(start: string, options: FetchOptions): Promise<Fetched> {
  const r = await safeGetBytes(start, options);
  const transportLayerEncodingLabel = charsetOf(r.contentType);
  const defaultEncoding = transportLayerEncodingLabel ? undefined : fallbackEncoding(r.bytes);
  return { url: r.url, status: r.status, contentType: r.contentType, body: decodeBuffer(r.bytes, { transportLayerEncodingLabel, defaultEncoding }) };
}

/** The same guarded GET, the body left as bytes (images). */
export async function safeGetBytes(start: string, options: FetchOptions): Promise<FetchedBytes> {
  const allowHosts = options.allowHosts ?? [];
  const maxBytes = options.maxBytes ?? 1_000_000;
  const first = new URL(start);
  checkTarget(first, allowHosts);
  // The hop being connected: the lookup trusts private addresses only for an allowed host.
  let current = first;
  const stream = got.stream(first, {
    timeout: { request: options.timeoutMs ?? 10_000 },
    retry: { limit: 0 },
    throwHttpErrors: false,
    followRedirect: true,
    maxRedirects: options.maxRedirects ?? 5,
    decompress: true,
    dnsLookup: guardedLookup(options.resolver ?? systemResolver, () => allowed(current, allowHosts)),
    headers: { 'user-agent': options.userAgent, accept: options.accept ?? 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1' },
    hooks: {
      beforeRedirect: [
        (next) => {
          const url = next.url instanceof URL ? next.url : new URL(String(next.url));
          checkTarget(url, allowHosts);
          current = url;
        },
      ],
    },
  });
  let status = 0;
  let contentType = '';
  let finalUrl = first.href;
  stream.on('response', (res: { statusCode: number; headers: Record<string, string | string[] | undefined>; url: string }) => {
    status = res.statusCode;
    contentType = String(res.headers['content-type'] ?? '');
    finalUrl = res.url;
  });
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
      size += bytes.length;
      if (size > maxBytes) throw new CrawlRefused(`the page is larger than ${Math.round(maxBytes / 1000)} kB`);
      chunks.push(bytes);
    }
  } catch (error) {
    stream.destroy();
    throw reason(error, options);
  }
  return { url: finalUrl, status, contentType, bytes: Buffer.concat(chunks) };
}

/**
 * POST through the same guard (the DNS answer checked and the socket sent to the checked address),
 * with no redirects followed: webhooks. Answers the status; the body is read and dropped.
 */
export async function safePost(
  target: string,
  body: string,
  options: { allowHosts?: string[]; resolver?: Resolver; timeoutMs?: number; userAgent: string; headers: Record<string, string> },
): Promise<{ status: number }> {
  const allowHosts = options.allowHosts ?? [];
  const url = new URL(target);
  checkTarget(url, allowHosts);
  try {
    const r = await got.post(url, {
      body,
      timeout: { request: options.timeoutMs ?? 15_000 },
      retry: { limit: 0 },
      throwHttpErrors: false,
      followRedirect: false,
      dnsLookup: guardedLookup(options.resolver ?? systemResolver, () => allowed(url, allowHosts)),
      headers: { ...options.headers, 'user-agent': options.userAgent },
    });
    return { status: r.statusCode };
  } catch (error) {
    throw reason(error, { userAgent: options.userAgent, timeoutMs: options.timeoutMs ?? 15_000 });
  }
}
