import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const made: string[] = [];
process.once('exit', () => {
  for (const dir of made) {
    try {
      // A thread or a child still closing its files as the process exits (a checkpoint, a log's last write) can put a file back
      // while the directory is emptied: try again a few times.
      rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 20 });
    } catch {
      // Still there: it stays in the system's temporary directory. Tidying up never decides a run.
    }
  }
});

/** A fresh directory, removed when the test process ends (not when the hook that made it ends). */
export function tempDir(prefix = 'launchdir-test-'): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}
