import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after } from 'node:test';

/** A fresh directory removed when the test file ends. */
export function tempDir(prefix = 'launchdir-test-'): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  after(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
