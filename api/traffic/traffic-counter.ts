import { countsOncePerVisitor, isBot, type TrafficKind } from '../../domain/traffic/traffic.ts';

const DAY = 86_400_000;

/**
 * A 53-bit hash of a visit (two 32-bit FNV-1a lanes with different offsets, mixed): what the day's
 * set holds instead of the address and browser. Not cryptographic — it runs on every counted
 * request, and a collision only loses one count — but nothing readable is kept.
 */
function visitHash(text: string): number {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
    b ^= b >>> 15;
  }
  a ^= a >>> 16;
  a = Math.imul(a, 0x85ebca6b) ^ (b >>> 13);
  return (b >>> 0) * 0x200000 + ((a >>> 0) & 0x1fffff);
}

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
 * hash of each visit is held, and only until the day ends: nothing says who came. A
 * visit seen only by this process between two flushes is lost if it crashes — traffic is an
 * estimate, not a record — and two processes may each count a visitor once.
 */
export class TrafficCounter implements TrafficRecorder {
  private day = '';
  private dayStarts = 0;
  private dayEnds = 0;
  private seen = new Set<number>();
  private pending = new Map<string, TrafficCount>();
  private timer: NodeJS.Timeout | null = null;
  /** The flush under way: the next one waits for it, so a flush asked for ends after every count seen before it is written. */
  private flushing: Promise<void> = Promise.resolve();

  private readonly flushTo: (counts: TrafficCount[], day: string) => Promise<void>;
  private readonly now: () => Date;
  constructor(flushTo: (counts: TrafficCount[], day: string) => Promise<void>, now: () => Date) {
    this.flushTo = flushTo;
    this.now = now;
  }

  record(slug: string, kind: TrafficKind, viewer: Viewer): void {
    if (isBot(viewer.userAgent)) return;
    // This runs on every counted request: the day is worked out again only when the clock leaves it.
    const now = this.now().getTime();
    if (now < this.dayStarts || now >= this.dayEnds) {
      // A new day: yesterday's counts go out under yesterday's date, and everyone counts again.
      if (this.pending.size) void this.flush().catch(() => undefined);
      this.dayStarts = now - (now % DAY);
      this.dayEnds = this.dayStarts + DAY;
      this.day = new Date(this.dayStarts).toISOString().slice(0, 10);
      this.seen = new Set();
    }
    if (countsOncePerVisitor(kind)) {
      const id = visitHash(`${kind}|${slug}|${viewer.key}`);
      if (this.seen.has(id)) return;
      this.seen.add(id);
    }
    const key = `${kind}|${slug}`;
    const entry = this.pending.get(key);
    if (entry) entry.count++;
    else this.pending.set(key, { slug, kind, count: 1 });
  }

  flush(): Promise<void> {
    const run = this.flushing.then(() => this.flushPending());
    this.flushing = run.catch(() => undefined);
    return run;
  }

  private async flushPending(): Promise<void> {
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
