import type { CredentialUsage } from '../../domain/ports/credential-usage.ts';
import type { DocumentCollection } from '../../domain/ports/document-store.ts';

type UsageDoc = { id: string; last_used_at: string };

const WRITE_EVERY_MS = 60_000;

/**
 * Last use of each credential, kept in a collection of the document store outside any projection.
 * Uses are noted in memory and written in the background, at most once a minute per credential.
 */
export class DocumentCredentialUsage implements CredentialUsage {
  private readonly docs: DocumentCollection<UsageDoc>;
  private readonly pending = new Map<string, Date>();
  private readonly written = new Map<string, number>();
  private readonly timer: NodeJS.Timeout;

  constructor(docs: DocumentCollection<UsageDoc>, flushEveryMs = 5000) {
    this.docs = docs;
    this.timer = setInterval(() => void this.flush().catch(() => undefined), flushEveryMs);
    this.timer.unref();
  }

  noteUse(credentialId: string, at: Date): void {
    if (at.getTime() - (this.written.get(credentialId) ?? 0) < WRITE_EVERY_MS) return;
    this.pending.set(credentialId, at);
  }

  async lastUsed(credentialIds: string[]): Promise<Map<string, string>> {
    const out = new Map((await this.docs.getMany(credentialIds)).map((d) => [d.id, d.last_used_at]));
    for (const id of credentialIds) {
      const waiting = this.pending.get(id);
      if (waiting) out.set(id, waiting.toISOString());
    }
    return out;
  }

  private async flush(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = [...this.pending];
    this.pending.clear();
    for (const [id, at] of batch) this.written.set(id, at.getTime());
    await this.docs.write(batch.map(([id, at]) => ({ op: 'put', doc: { id, last_used_at: at.toISOString() }, position: at.getTime() })));
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }
}
