import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

export type DataDirLock = { release(): void };

/** Who holds a data directory, as the holder wrote it down (for the refusal's message). */
export type LockHolder = { pid: number; startedAt: string };

export class DataDirInUse extends Error {
  readonly holder: LockHolder | null;
  constructor(dir: string, holder: LockHolder | null) {
    super(
      `another launchdir serve${holder ? ` (pid ${holder.pid}, since ${holder.startedAt})` : ''} is running on DATA_DIR ${dir}; ` +
        'stop it first, or run the split roles on one DATA_DIR (serve with PROJECTIONS=none and WORKERS=false, projector, worker: README "Production stack")',
    );
    this.holder = holder;
  }
}

/**
 * One `serve` at a time on a data directory: an exclusive SQLite lock held for the life of the
 * process. The operating system lets go of it when the process ends, however it ends (a SIGKILL
 * included), so a crashed server never leaves a stale lock behind for the next start.
 */
export function lockDataDir(dir: string): DataDirLock {
  mkdirSync(dir, { recursive: true });
  const db = new Database(path.join(dir, 'serve.lock'), { timeout: 0 });
  const note = path.join(dir, 'serve.lock.json');
  try {
    db.exec('BEGIN EXCLUSIVE');
  } catch (error) {
    db.close();
    if ((error as { code?: string }).code !== 'SQLITE_BUSY') throw error;
    let holder: LockHolder | null = null;
    try {
      holder = JSON.parse(readFileSync(note, 'utf8')) as LockHolder;
    } catch {
      holder = null;
    }
    throw new DataDirInUse(dir, holder);
  }
  writeFileSync(note, JSON.stringify({ pid: process.pid, startedAt: new Date().toISOString() }));
  return {
    release() {
      if (!db.open) return;
      db.exec('ROLLBACK');
      db.close();
      rmSync(note, { force: true });
    },
  };
}
