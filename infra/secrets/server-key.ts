import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The server's own key when SECRET_KEY is not set: made once and kept in DATA_DIR, readable by
 * the service's user only. Processes that share no DATA_DIR must share SECRET_KEY instead.
 */
export function serverKeyIn(dataDir: string): string {
  const file = path.join(dataDir, 'secret-key');
  try {
    writeFileSync(file, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Made by an earlier start, or by another process starting at the same moment.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(file, 'utf8').trim();
}
