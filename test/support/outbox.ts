import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PATIENCE_MS } from './until.ts';

export type SentMail = { id: string; to: string; subject: string; text: string; sentAt: string };

/** Every mail in DATA_DIR/outbox, oldest first (file names are ids, so the directory's order says nothing). */
export function outbox(dataDir: string): SentMail[] {
  const dir = path.join(dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as SentMail)
    .sort((a, b) => (a.sentAt < b.sentAt ? -1 : a.sentAt > b.sentAt ? 1 : 0));
}

/** Mail is sent by a worker after the request that caused it: waits for the first mail matching. */
export async function mailTo(dataDir: string, to: string, matching: (m: SentMail) => boolean = () => true, timeoutMs = PATIENCE_MS): Promise<SentMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = outbox(dataDir).find((m) => m.to === to && matching(m));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
