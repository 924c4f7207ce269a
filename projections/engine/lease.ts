import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { DocumentStore } from '../../domain/ports/document-store.ts';

const LEASES = '_projection_leases';
type LeaseDoc = { id: string; holder: string; expires: number };

/** Who this process is, in lease documents: the host, the process and a nonce (a restarted process is someone else). */
export const LEASE_HOLDER = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

/**
 * One projection is applied by one process at a time: the holder of its lease, a document in the
 * read-model store. Taking or renewing writes the document at the next epoch through the store's
 * position guard, which makes it a compare-and-set: of two processes writing the same epoch one
 * changes nothing and knows it lost. A lease not renewed within `ttlMs` (its holder died or hung)
 * may be taken by another process.
 */
export class ProjectionLease {
  private readonly docs: DocumentStore;
  private readonly name: string;
  private readonly holder: string;
  private readonly ttlMs: number;
  private heldUntil = 0;

  constructor(docs: DocumentStore, name: string, options: { holder?: string; ttlMs?: number } = {}) {
    this.docs = docs;
    this.name = name;
    this.holder = options.holder ?? LEASE_HOLDER;
    this.ttlMs = options.ttlMs ?? 6000;
  }

  /** Whether this process holds the lease now, taking or renewing it when a third of its time is gone. */
  async ensure(): Promise<boolean> {
    const now = Date.now();
    if (this.heldUntil - now > (this.ttlMs * 2) / 3) return true;
    const leases = this.docs.collection<LeaseDoc>(LEASES);
    const current = (await leases.getVersioned([this.name])).get(this.name);
    const theirs = current?.doc && current.doc.holder !== this.holder && current.doc.expires > now;
    if (theirs) {
      this.heldUntil = 0;
      return false;
    }
    const epoch = (current?.position ?? 0) + 1;
    const changed = await leases.write([{ op: 'put', doc: { id: this.name, holder: this.holder, expires: now + this.ttlMs }, position: epoch }]);
    const after = await leases.get(this.name);
    if (changed === 0 || after?.holder !== this.holder) {
      this.heldUntil = 0;
      return false;
    }
    // Counted from before the write: the lease never seems longer here than it is in the store.
    this.heldUntil = now + this.ttlMs;
    return true;
  }

  /** Gives the lease up (on a clean stop), so another process takes over at once. */
  async release(): Promise<void> {
    if (this.heldUntil <= Date.now()) return;
    const leases = this.docs.collection<LeaseDoc>(LEASES);
    const current = (await leases.getVersioned([this.name])).get(this.name);
    if (current?.doc?.holder === this.holder)
      await leases.write([{ op: 'put', doc: { id: this.name, holder: this.holder, expires: 0 }, position: current.position + 1 }]);
    this.heldUntil = 0;
  }
}
