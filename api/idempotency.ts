import { createHash } from 'node:crypto';
import type { DocumentStore } from '../domain/ports/document-store.ts';

const KEY = /^[\x21-\x7E]{1,255}$/;
const RETENTION_MS = 24 * 3_600_000;

type Stored = { id: string; fingerprint: string; status: number; body: string; headers: Record<string, string>; at: number };

export type Replay = { status: number; body: string; headers: Record<string, string> };

/**
 * `Idempotency-Key`: the first answer to a (caller, operation, key) is kept for 24 hours. The
 * same request again gets that answer; another request under the same key is refused; two at
 * once do the work once (the second waits for the first).
 */
export class IdempotencyStore {
  private readonly docs: DocumentStore;
  private readonly inFlight = new Map<string, { fingerprint: string; answer: Promise<Replay & { replayed: boolean; mismatch?: boolean }> }>();

  constructor(docs: DocumentStore) {
    this.docs = docs;
  }

  static valid(key: string) {
    return KEY.test(key);
  }

  private get c() {
    return this.docs.collection<Stored>('idempotency_keys');
  }

  async run(scope: string, key: string, fingerprint: string, work: () => Promise<Replay>): Promise<Replay & { replayed: boolean; mismatch?: boolean }> {
    const id = createHash('sha256').update(`${scope}\n${key}`).digest('base64url');
    const pending = this.inFlight.get(id);
    if (pending !== undefined) {
      if (pending.fingerprint !== fingerprint) return { status: 0, body: '', headers: {}, replayed: false, mismatch: true };
      const first = await pending.answer;
      return { ...first, replayed: true };
    }
    // Claimed before the first await: a twin arriving while the store is read waits for this one.
    const answer = this.answer(id, fingerprint, work);
    this.inFlight.set(id, { fingerprint, answer });
    try {
      return await answer;
    } finally {
      this.inFlight.delete(id);
    }
  }

  private async answer(id: string, fingerprint: string, work: () => Promise<Replay>): Promise<Replay & { replayed: boolean; mismatch?: boolean }> {
    const stored = await this.c.get(id);
    if (stored && Date.now() - stored.at < RETENTION_MS) {
      if (stored.fingerprint !== fingerprint) return { status: 0, body: '', headers: {}, replayed: false, mismatch: true };
      return { status: stored.status, body: stored.body, headers: stored.headers, replayed: true };
    }
    const answer = await work();
    // Server errors are not kept: the caller should be able to retry them.
    if (answer.status < 500)
      await this.c.write([{ op: 'put', doc: { id, fingerprint, ...answer, at: Date.now() }, position: Date.now() * 1000 + Math.floor(Math.random() * 1000) }]);
    return { ...answer, replayed: false };
  }
}
