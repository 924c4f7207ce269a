import { createHash } from 'node:crypto';

/** `bytes`: the body encoded once, so a hit writes it without encoding it again. */
export type CachedResponse = { token: string; body: string; etag: string; bytes: Buffer };

/** JSON answers of read operations, kept while the read models they came from have not moved. */
export class ResponseCache {
  private readonly entries = new Map<string, CachedResponse>();
  private readonly maxEntries: number;

  constructor(maxEntries = 5000) {
    this.maxEntries = maxEntries;
  }

  get(key: string, token: string): CachedResponse | null {
    const hit = this.entries.get(key);
    if (!hit || hit.token !== token) return null;
    // Re-inserting keeps the most recently used entries at the end.
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit;
  }

  set(key: string, token: string, body: string): CachedResponse {
    const bytes = Buffer.from(body);
    const entry = { token, body, bytes, etag: etagOf(bytes) };
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    return entry;
  }
}

export function etagOf(body: string | Buffer): string {
  return `W/"${Buffer.byteLength(body).toString(16)}-${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
}
