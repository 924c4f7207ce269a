import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Mail, Mailer } from '../../domain/ports/mailer.ts';

export type OutboxMail = Mail & { id: string; from: string; sentAt: string };

/** The embedded mailer: each message a JSON file in DATA_DIR/outbox, readable by tests and `launchdir mail list`. */
export class OutboxMailer implements Mailer {
  private readonly dir: string;
  private readonly from: string;

  constructor(dir: string, from: string) {
    this.dir = dir;
    this.from = from;
    mkdirSync(dir, { recursive: true });
  }

  async send(mail: Mail): Promise<void> {
    const sentAt = new Date().toISOString();
    const id = randomUUID();
    const file = path.join(this.dir, `${sentAt.replace(/[:.]/g, '-')}-${id}.json`);
    // Written whole, then renamed: a reader never sees half a message.
    writeFileSync(`${file}.tmp`, JSON.stringify({ id, from: this.from, sentAt, ...mail }, null, 2));
    renameSync(`${file}.tmp`, file);
  }

  list(): OutboxMail[] {
    return readdirSync(this.dir)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => JSON.parse(readFileSync(path.join(this.dir, f), 'utf8')) as OutboxMail);
  }

  async close(): Promise<void> {}
}
