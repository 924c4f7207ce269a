import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import Database from 'better-sqlite3';
import type { ConsumeOptions, Consumer, Job, JobBus, JobDepth, JobOutcome } from '../../domain/ports/job-bus.ts';

type Row = { seq: number; id: string; subject: string; payload: string; attempts: number; correlation_id: string | null };

const DEDUP_WINDOW_MS = 24 * 3_600_000;
const HEARTBEAT_MS = 2_000;
/** A holder silent this long is gone (killed, crashed): its leases are offered again at once. */
const HOLDER_GONE_MS = 10_000;
/** How many polls apart a consumer looks by itself (the shared look at the newest job wakes it for every publish). */
const OWN_LOOKS_APART = 5;

/**
 * The embedded job bus: jobs live in a SQLite table until acknowledged, so a job published
 * before a crash is still delivered after the restart. A delivered job is leased by this bus
 * instance, which keeps a heartbeat: while it beats, its lease lasts the consumer's ack wait;
 * once it stops (the process was killed), the job is offered again within seconds, to any
 * process sharing the file (at least once).
 */
export class SqliteJobBus implements JobBus {
  private readonly db: Database.Database;
  private readonly published = new EventEmitter();
  private readonly pollMs: number;
  private readonly consumers = new Set<Consumer>();
  private readonly holder = randomUUID();
  private heartbeat: NodeJS.Timeout | null = null;
  /** The heartbeat's own connection: liveness needs no fsync, and an fsync every beat stalls the process's event loop on a slow disk. */
  private readonly pulse: Database.Database;
  private readonly beat: () => void;
  private readonly stmts;
  /** Groups whose row this instance has made sure of: their idle polls need only read. */
  private readonly known = new Set<string>();
  /** The newest job this instance knows of (its own publishes, its looks at the file); -1 before the first look. */
  private newest = -1;
  private watch: NodeJS.Timeout | null = null;

  /**
   * `synchronous`: 'full' (the default) fsyncs each publish, lease and settle; 'normal' (as EVENTSTORE_SYNC=normal
   * asks of every embedded store) survives a process crash but not a machine's, and spares a job its three fsyncs.
   */
  constructor(file: string, options: { pollMs?: number; synchronous?: 'full' | 'normal' } = {}) {
    this.pollMs = options.pollMs ?? 200;
    this.published.setMaxListeners(0);
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma(`synchronous = ${options.synchronous === 'normal' ? 'NORMAL' : 'FULL'}`);
    this.db.pragma('busy_timeout = 10000');
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS jobs (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        id TEXT NOT NULL,
        subject TEXT NOT NULL,
        payload TEXT NOT NULL,
        published_at INTEGER NOT NULL
      );
      CREATE TABLE IF NOT EXISTS job_dedup (dedup_id TEXT PRIMARY KEY, published_at INTEGER NOT NULL) WITHOUT ROWID;
      CREATE TABLE IF NOT EXISTS deliveries (
        grp TEXT NOT NULL,
        seq INTEGER NOT NULL,
        state TEXT NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        available_at INTEGER NOT NULL,
        reason TEXT,
        PRIMARY KEY (grp, seq)
      ) WITHOUT ROWID;
      CREATE INDEX IF NOT EXISTS deliveries_ready ON deliveries (grp, state, available_at);
      -- A group's idle poll asks for its subject's jobs past its cursor: without this it read every later job of every subject.
      CREATE INDEX IF NOT EXISTS jobs_by_subject ON jobs (subject, seq);
      CREATE TABLE IF NOT EXISTS groups (grp TEXT PRIMARY KEY, subject TEXT NOT NULL, cursor INTEGER NOT NULL) WITHOUT ROWID;
      CREATE TABLE IF NOT EXISTS holders (id TEXT PRIMARY KEY, alive_at INTEGER NOT NULL) WITHOUT ROWID;
    `);
    // Files made before leases named their holder gain the column.
    const columns = this.db.prepare<[], { name: string }>('PRAGMA table_info(deliveries)').all();
    if (!columns.some((c) => c.name === 'leased_by')) this.db.exec('ALTER TABLE deliveries ADD COLUMN leased_by TEXT');
    const jobColumns = this.db.prepare<[], { name: string }>('PRAGMA table_info(jobs)').all();
    if (!jobColumns.some((c) => c.name === 'correlation_id')) this.db.exec('ALTER TABLE jobs ADD COLUMN correlation_id TEXT');
    this.keyGroupsBySubject();
    // Prepared once: consumers poll several times a second each, and preparing took most of an idle poll.
    const ready = `d.grp = ? AND d.state IN ('ready', 'leased')
             AND (d.available_at <= ? OR (d.state = 'leased' AND (h.alive_at IS NULL OR h.alive_at < ?)))`;
    this.stmts = {
      forgetDedup: this.db.prepare<[number]>('DELETE FROM job_dedup WHERE published_at < ?'),
      dedup: this.db.prepare<[string, number]>('INSERT OR IGNORE INTO job_dedup (dedup_id, published_at) VALUES (?, ?)'),
      insertJob: this.db.prepare<[string, string, string, number, string | null]>(
        'INSERT INTO jobs (id, subject, payload, published_at, correlation_id) VALUES (?, ?, ?, ?, ?)',
      ),
      addGroup: this.db.prepare<[string, string]>('INSERT OR IGNORE INTO groups (grp, subject, cursor) VALUES (?, ?, 0)'),
      cursor: this.db.prepare<[string], { cursor: number }>('SELECT cursor FROM groups WHERE grp = ?'),
      fresh: this.db.prepare<[string, number], { seq: number }>('SELECT seq FROM jobs WHERE subject = ? AND seq > ? ORDER BY seq'),
      addDelivery: this.db.prepare<[string, number, number]>("INSERT OR IGNORE INTO deliveries (grp, seq, state, available_at) VALUES (?, ?, 'ready', ?)"),
      moveCursor: this.db.prepare<[number, string]>('UPDATE groups SET cursor = ? WHERE grp = ?'),
      next: this.db.prepare<[string, number, number], { seq: number; attempts: number }>(
        `SELECT d.seq, d.attempts FROM deliveries d LEFT JOIN holders h ON h.id = d.leased_by
           WHERE ${ready}
           ORDER BY d.available_at, d.seq LIMIT 1`,
      ),
      newest: this.db.prepare<[], { seq: number | null }>('SELECT max(seq) AS seq FROM jobs'),
      anything: this.db.prepare<[string, string, string, number, number], { found: number }>(
        `SELECT EXISTS (SELECT 1 FROM jobs WHERE subject = ? AND seq > coalesce((SELECT cursor FROM groups WHERE grp = ?), 0))
             OR EXISTS (SELECT 1 FROM deliveries d LEFT JOIN holders h ON h.id = d.leased_by WHERE ${ready}) AS found`,
      ),
      lease: this.db.prepare<[string, number, string, number]>(
        "UPDATE deliveries SET state = 'leased', leased_by = ?, attempts = attempts + 1, available_at = ? WHERE grp = ? AND seq = ?",
      ),
      job: this.db.prepare<[number], Row>('SELECT seq, id, subject, payload, correlation_id FROM jobs WHERE seq = ?'),
      done: this.db.prepare<[string, number]>("UPDATE deliveries SET state = 'done' WHERE grp = ? AND seq = ?"),
      dead: this.db.prepare<[string, string, number]>("UPDATE deliveries SET state = 'dead', reason = ? WHERE grp = ? AND seq = ?"),
      retry: this.db.prepare<[number, string, number]>("UPDATE deliveries SET state = 'ready', available_at = ? WHERE grp = ? AND seq = ?"),
    };
    this.pulse = new Database(file);
    this.pulse.pragma('synchronous = OFF');
    this.pulse.pragma('busy_timeout = 10000');
    const beat = this.pulse.prepare('INSERT INTO holders (id, alive_at) VALUES (?, ?) ON CONFLICT (id) DO UPDATE SET alive_at = excluded.alive_at');
    this.beat = () => beat.run(this.holder, Date.now());
  }

  /**
   * Only an instance that consumes holds leases, so only it beats: a process that just publishes (serve's API, whose
   * workers are a child) would otherwise wait for the file's write lock every beat, its answers waiting with it.
   */
  private startBeating() {
    if (this.heartbeat) return;
    this.beat();
    this.heartbeat = setInterval(this.beat, HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  /**
   * A group's cursor and deliveries are its own for each subject (`group@subject`). Files from
   * before kept one per group name, shared by every subject consumed under it; each subject
   * takes over the pending deliveries of its jobs and the old cursor.
   */
  private keyGroupsBySubject() {
    const legacy = this.db
      .prepare<[], { grp: string; subject: string; cursor: number }>("SELECT grp, subject, cursor FROM groups WHERE instr(grp, '@') = 0")
      .all();
    if (legacy.length === 0) return;
    this.db
      .transaction(() => {
        for (const g of legacy) {
          const subjects = this.db
            .prepare<[string], { subject: string }>('SELECT DISTINCT j.subject FROM deliveries d JOIN jobs j ON j.seq = d.seq WHERE d.grp = ?')
            .all(g.grp)
            .map((r) => r.subject);
          for (const subject of new Set([g.subject, ...subjects]))
            this.db.prepare('INSERT OR IGNORE INTO groups (grp, subject, cursor) VALUES (?, ?, ?)').run(`${g.grp}@${subject}`, subject, g.cursor);
          this.db.prepare("UPDATE deliveries SET grp = grp || '@' || (SELECT subject FROM jobs WHERE jobs.seq = deliveries.seq) WHERE grp = ?").run(g.grp);
          this.db.prepare('DELETE FROM groups WHERE grp = ?').run(g.grp);
        }
      })
      .immediate();
  }

  async publish(subject: string, payload: unknown, dedupId: string, correlationId?: string): Promise<void> {
    const now = Date.now();
    const tx = this.db.transaction(() => {
      this.stmts.forgetDedup.run(now - DEDUP_WINDOW_MS);
      const fresh = this.stmts.dedup.run(dedupId, now);
      if (fresh.changes === 0) return;
      const { lastInsertRowid } = this.stmts.insertJob.run(randomUUID(), subject, JSON.stringify(payload), now, correlationId ?? null);
      this.newest = Math.max(this.newest, Number(lastInsertRowid));
    });
    tx.immediate();
    this.published.emit('job');
  }

  /**
   * One look at the newest job every `pollMs` for all this instance's consumers: a job another process published (the
   * projection thread's reactors publish, the worker consumes) wakes them all, as this instance's own publishes do. Each
   * consumer then looks by itself only every OWN_LOOKS_APART polls, for what no publish announces: a retry come due, a
   * lease whose holder is gone. Two dozen consumers each polling five times a second kept an idle worker busy.
   */
  private startWatching() {
    if (this.watch) return;
    this.newest = Math.max(this.newest, this.stmts.newest.get()?.seq ?? 0);
    this.watch = setInterval(() => {
      const seq = this.stmts.newest.get()?.seq ?? 0;
      if (seq <= this.newest) return;
      this.newest = seq;
      this.published.emit('job');
    }, this.pollMs);
    this.watch.unref();
  }

  /** Gives the group every job of its subject published since it was first seen, then leases one ready job. */
  private take(name: string, subject: string, ackWaitMs: number): (Row & { attempts: number }) | null {
    const group = `${name}@${subject}`;
    // An idle poll reads and finds nothing: no write lock taken, nothing written.
    if (this.known.has(group)) {
      const now = Date.now();
      if (!this.stmts.anything.get(subject, group, group, now, now - HOLDER_GONE_MS)?.found) return null;
    }
    const tx = this.db.transaction(() => {
      const now = Date.now();
      this.stmts.addGroup.run(group, subject);
      const cursor = this.stmts.cursor.get(group)?.cursor ?? 0;
      const fresh = this.stmts.fresh.all(subject, cursor);
      if (fresh.length > 0) {
        for (const f of fresh) this.stmts.addDelivery.run(group, f.seq, now);
        this.stmts.moveCursor.run(fresh[fresh.length - 1].seq, group);
      }
      const next = this.stmts.next.get(group, now, now - HOLDER_GONE_MS);
      if (!next) return null;
      this.stmts.lease.run(this.holder, now + ackWaitMs, group, next.seq);
      const job = this.stmts.job.get(next.seq);
      return job ? { ...job, attempts: next.attempts + 1 } : null;
    });
    const taken = tx.immediate();
    this.known.add(group);
    return taken;
  }

  private settle(group: string, seq: number, outcome: JobOutcome, attempts: number, maxAttempts: number) {
    if ('ack' in outcome) {
      this.stmts.done.run(group, seq);
    } else if ('giveUp' in outcome || attempts >= maxAttempts) {
      const reason = 'giveUp' in outcome ? outcome.giveUp : `gave up after ${attempts} attempts`;
      this.stmts.dead.run(reason, group, seq);
    } else {
      this.stmts.retry.run(Date.now() + outcome.retryInMs, group, seq);
    }
  }

  consume(subject: string, options: ConsumeOptions, handle: (job: Job) => Promise<JobOutcome>): Consumer {
    this.startBeating();
    this.startWatching();
    const maxAttempts = options.maxAttempts ?? 5;
    const ackWaitMs = options.ackWaitMs ?? 30_000;
    let stopped = false;
    // Every idle worker of the consumer waits on its own wake: one shared wake roused only the last to fall idle, so jobs
    // published together waited for the others' timers, and so did stop().
    const idle = new Set<() => void>();
    const wakeAll = () => {
      for (const wake of [...idle]) wake();
    };
    this.published.on('job', wakeAll);
    const worker = async () => {
      while (!stopped) {
        const row = this.take(options.group, subject, ackWaitMs);
        if (!row) {
          await new Promise<void>((resolve) => {
            const wake = () => {
              clearTimeout(timer);
              idle.delete(wake);
              resolve();
            };
            const timer = setTimeout(wake, this.pollMs * OWN_LOOKS_APART);
            idle.add(wake);
          });
          continue;
        }
        let outcome: JobOutcome;
        try {
          outcome = await handle({
            id: row.id,
            subject: row.subject,
            payload: JSON.parse(row.payload),
            attempt: row.attempts,
            ...(row.correlation_id ? { correlationId: row.correlation_id } : {}),
          });
        } catch {
          outcome = { retryInMs: Math.min(60_000, 1000 * 2 ** (row.attempts - 1)) };
        }
        this.settle(`${options.group}@${subject}`, row.seq, outcome, row.attempts, maxAttempts);
      }
    };
    const workers = Array.from({ length: options.concurrency ?? 1 }, worker);
    const consumer: Consumer = {
      stop: async () => {
        stopped = true;
        wakeAll();
        this.published.off('job', wakeAll);
        await Promise.allSettled(workers);
        this.consumers.delete(consumer);
      },
    };
    this.consumers.add(consumer);
    return consumer;
  }

  /** Each count reads only the deliveries still pending (the index's state), never the history of done ones: a scrape stays cheap. */
  async depth(): Promise<JobDepth[]> {
    const now = Date.now();
    return this.db
      .prepare<[number, number], { grp: string; subject: string; waiting: number; inFlight: number; redelivered: number }>(
        `SELECT g.grp, g.subject,
           (SELECT COUNT(*) FROM jobs j WHERE j.subject = g.subject AND j.seq > g.cursor)
             + (SELECT COUNT(*) FROM deliveries d INDEXED BY deliveries_ready LEFT JOIN holders h ON h.id = d.leased_by
                 WHERE d.grp = g.grp AND d.state IN ('ready', 'leased') AND (d.state = 'ready' OR h.alive_at IS NULL OR h.alive_at < ?)) AS waiting,
           (SELECT COUNT(*) FROM deliveries d INDEXED BY deliveries_ready LEFT JOIN holders h ON h.id = d.leased_by
             WHERE d.grp = g.grp AND d.state = 'leased' AND h.alive_at >= ?) AS inFlight,
           (SELECT COUNT(*) FROM deliveries d INDEXED BY deliveries_ready WHERE d.grp = g.grp AND d.state IN ('ready', 'leased') AND d.attempts > 1) AS redelivered
         FROM groups g ORDER BY g.subject, g.grp`,
      )
      .all(now - HOLDER_GONE_MS, now - HOLDER_GONE_MS)
      .map((r) => ({
        subject: r.subject,
        group: r.grp.slice(0, r.grp.lastIndexOf('@')),
        waiting: r.waiting,
        inFlight: r.inFlight,
        redelivered: r.redelivered,
      }));
  }

  async close(): Promise<void> {
    await Promise.all([...this.consumers].map((c) => c.stop()));
    if (this.watch) clearInterval(this.watch);
    if (this.heartbeat) {
      clearInterval(this.heartbeat);
      // Leaving on purpose: nothing of ours stays leased, and other processes need not wait for us.
      this.db.prepare('DELETE FROM holders WHERE id = ?').run(this.holder);
    }
    this.pulse.close();
    this.db.close();
  }
}
