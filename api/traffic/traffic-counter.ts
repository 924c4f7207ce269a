import { createHash } from 'node:crypto';
import { countsOncePerVisitor, isBot, type TrafficKind } from '../../domain/traffic/traffic.ts';

export type Viewer = { key: string; userAgent: string };
export type TrafficCount = { slug: string; kind: TrafficKind; count: number };

/** What the faces need of the counter: somewhere to say that a listing had a visit of a kind. */
export type TrafficRecorder = { record(slug: string, kind: TrafficKind, viewer: Viewer): void };

/** Counting switched off (`COUNT_TRAFFIC=false`): the hot paths do nothing for it. */
export const NOT_COUNTING: TrafficRecorder = { record: () => undefined };

/**
 * Counts a listing's traffic in memory and hands it over as one count per listing and kind per
 * flush. A visitor (the signed-in account, else the address and browser) counts once per listing,
 * kind and day, except for badge impressions, which count every fetch; robots not at all. Only a
 * truncated hash of each visit is held, and only until the day ends: nothing says who came. A
 * visit seen only by this process between two flushes is lost if it crashes — traffic is an
 * estimate, not a record — and two processes may each count a visitor once.
 */
export class TrafficCounter implements TrafficRecorder {
  private day = '';
  private seen = new Set<string>();
  private pending = new Map<string, TrafficCount>();
  private timer: NodeJS.Timeout | null = null;

  private readonly flushTo: (counts: TrafficCount[], day: string) => Promise<void>;
  private readonly now: () => Date;
  constructor(flushTo: (counts: TrafficCount[], day: string) => Promise<void>, now: () => Date) {
    this.flushTo = flushTo;
    this.now = now;
  }

  record(slug: string, kind: TrafficKind, viewer: Viewer): void {
    if (isBot(viewer.userAgent)) return;
    const day = this.now().toISOString().slice(0, 10);
    if (day !== this.day) {
      // A new day: yesterday's counts go out under yesterday's date, and everyone counts again.
      if (this.pending.size) void this.flush().catch(() => undefined);
      this.day = day;
      this.seen = new Set();
    }
    if (countsOncePerVisitor(kind)) {
      const id = createHash('sha256').update(`${day}|${kind}|${slug}|${viewer.key}`).digest('base64url').slice(0, 22);
      if (this.seen.has(id)) return;
      this.seen.add(id);
    }
    const key = `${kind}|${slug}`;
    const entry = this.pending.get(key);
    if (entry) entry.count++;
    else this.pending.set(key, { slug, kind, count: 1 });
  }

  async flush(): Promise<void> {
    if (!this.pending.size) return;
    const counts = [...this.pending.values()];
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
