import { createHash } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Mail, Mailer } from '../../domain/ports/mailer.ts';

export type OutboxMail = Mail & { from: string; sentAt: string };

const fileOf = (dir: string, id: string) => path.join(dir, `${createHash('sha256').update(id).digest('hex').slice(0, 32)}.json`);

/** The embedded mailer: each message a JSON file in DATA_DIR/outbox, named by its id, readable by tests and ops. */
export class OutboxMailer implements Mailer {
  private readonly dir: string;
  private readonly from: string;

  constructor(dir: string, from: string) {
    this.dir = dir;
    this.from = from;
    mkdirSync(dir, { recursive: true });
  }

  async send(mail: Mail): Promise<void> {
    const file = fileOf(this.dir, mail.id);
    if (existsSync(file)) return;
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify({ ...mail, from: this.from, sentAt: new Date().toISOString() }, null, 2));
    try {
      // A hard link never replaces an existing file: of two senders of one mail, one wins.
      linkSync(tmp, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      unlinkSync(tmp);
    }
  }

  /** Every mail sent, oldest first. */
  list(): OutboxMail[] {
    return readdirSync(this.dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => JSON.parse(readFileSync(path.join(this.dir, f), 'utf8')) as OutboxMail)
      .sort((a, b) => (a.sentAt < b.sentAt ? -1 : 1));
  }

  async close(): Promise<void> {}
}
