import { createHash } from 'node:crypto';
import { isBot } from '../../domain/views/views.ts';

export type Viewer = { key: string; userAgent: string };

/**
 * Counts listing views in memory and hands them over as one count per listing per flush: each
 * visitor counts once per listing and day (the visitor is the signed-in account, else the
 * address and browser), robots not at all. A view seen only by this process between two
 * flushes is lost if it crashes — views are an estimate, not a record — and two processes may
 * each count a visitor once.
 */
export class ViewCounter {
  private day = '';
  private seen = new Set<string>();
  private pending = new Map<string, number>();
  private timer: NodeJS.Timeout | null = null;

  private readonly flushTo: (counts: Map<string, number>, day: string) => Promise<void>;
  private readonly now: () => Date;
  constructor(flushTo: (counts: Map<string, number>, day: string) => Promise<void>, now: () => Date) {
    this.flushTo = flushTo;
    this.now = now;
  }

  /** A view of the listing with this slug. */
  record(slug: string, viewer: Viewer): void {
    if (isBot(viewer.userAgent)) return;
    const day = this.now().toISOString().slice(0, 10);
    if (day !== this.day) {
      // A new day: yesterday's counts go out under yesterday's date, and everyone counts again.
      if (this.pending.size) void this.flush();
      this.day = day;
      this.seen = new Set();
    }
    const id = createHash('sha256').update(`${day}|${slug}|${viewer.key}`).digest('base64url').slice(0, 22);
    if (this.seen.has(id)) return;
    this.seen.add(id);
    this.pending.set(slug, (this.pending.get(slug) ?? 0) + 1);
  }

  async flush(): Promise<void> {
    if (!this.pending.size) return;
    const counts = this.pending;
    const day = this.day;
    this.pending = new Map();
    await this.flushTo(counts, day);
  }

  start(everyMs: number) {
    this.timer = setInterval(() => void this.flush().catch(() => undefined), everyMs);
    this.timer.unref();
  }

  async stop() {
    if (this.timer) clearInterval(this.timer);
    await this.flush();
  }
}
