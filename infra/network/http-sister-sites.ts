import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Delivery, NetworkEdit, SisterSites } from '../../domain/ports/sister-sites.ts';

const FRESH_MS = 5 * 60_000;
export const NETWORK_PATH = '/internal/v1/network/edits';

const header = (headers: Record<string, string | string[] | undefined>, name: string) => {
  const v = headers[name];
  return Array.isArray(v) ? v[0] : v;
};

/**
 * Sister sites reached over HTTP: each edit is POSTed as JSON to the sister's internal endpoint,
 * signed with HMAC-SHA256 over the timestamp and the body with the secret the network shares.
 * A receiver refuses a bad signature, an unknown origin, or a timestamp older than five minutes.
 */
export class HttpSisterSites implements SisterSites {
  readonly siteKey: string;
  readonly sisters: string[];
  private readonly urls: Map<string, string>;
  private readonly secret: string;
  private readonly now: () => number;

  constructor(options: { siteKey: string; sisters: { key: string; url: string }[]; secret: string; now?: () => number }) {
    this.siteKey = options.siteKey;
    this.urls = new Map(options.sisters.map((s) => [s.key, s.url.replace(/\/+$/, '')]));
    this.sisters = [...this.urls.keys()];
    this.secret = options.secret;
    this.now = options.now ?? Date.now;
  }

  private signature(timestamp: string, body: string | Buffer) {
    return `v1=${createHmac('sha256', this.secret).update(`${timestamp}.`).update(body).digest('hex')}`;
  }

  async deliver(to: string, edit: NetworkEdit): Promise<Delivery> {
    const base = this.urls.get(to);
    if (!base) return { outcome: 'retry', reason: `no sister site ${to} is configured` };
    const body = JSON.stringify({ edit_id: edit.editId, origin: edit.origin, domain: edit.domain, fields: edit.fields });
    const timestamp = String(Math.floor(this.now() / 1000));
    let res: Response;
    try {
      res = await fetch(`${base}${NETWORK_PATH}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-launchdir-site': this.siteKey,
          'x-launchdir-timestamp': timestamp,
          'x-launchdir-signature': this.signature(timestamp, body),
        },
        body,
        signal: AbortSignal.timeout(15_000),
        redirect: 'error',
      });
    } catch (error) {
      return { outcome: 'retry', reason: `${to} could not be reached (${(error as Error).message})` };
    }
    if (res.status === 404) return { outcome: 'no-listing' };
    if (!res.ok) return { outcome: 'retry', reason: `${to} answered ${res.status}: ${(await res.text()).slice(0, 200)}` };
    const answer: unknown = await res.json().catch(() => null);
    return { outcome: answer && typeof answer === 'object' && 'applied' in answer && answer.applied ? 'applied' : 'unchanged' };
  }

  verify(headers: Record<string, string | string[] | undefined>, rawBody: Buffer): { origin: string } | { refused: string } {
    const origin = header(headers, 'x-launchdir-site');
    const timestamp = header(headers, 'x-launchdir-timestamp');
    const signature = header(headers, 'x-launchdir-signature');
    if (!origin || !timestamp || !signature) return { refused: 'unsigned' };
    if (!this.urls.has(origin)) return { refused: `${origin} is not a sister site` };
    if (!/^\d{1,12}$/.test(timestamp) || Math.abs(this.now() - Number(timestamp) * 1000) > FRESH_MS) return { refused: 'the signature is not fresh' };
    const expected = Buffer.from(this.signature(timestamp, rawBody));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { refused: 'the signature does not match' };
    return { origin };
  }
}

/** A site on its own: no sisters, nothing delivered, nothing accepted. */
export const noSisterSites = (siteKey: string): SisterSites => ({
  siteKey,
  sisters: [],
  deliver: async (to) => ({ outcome: 'retry', reason: `no sister site ${to} is configured` }),
  verify: () => ({ refused: 'this site has no sister sites' }),
});
