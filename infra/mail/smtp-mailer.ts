import nodemailer, { type Transporter } from 'nodemailer';
import type { DocumentCollection } from '../../domain/ports/document-store.ts';
import type { Mail, Mailer } from '../../domain/ports/mailer.ts';

type SentDoc = { id: string; sent_at: string };

/**
 * The production mailer: SMTP through nodemailer, `SMTP_URL` (smtp:// or smtps://user:pass@host:port).
 * Each mail's id is kept once sent (and is its Message-ID), so a repeated send is skipped here and
 * recognisable as the same message downstream.
 */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;
  private readonly from: string;
  private readonly sent: DocumentCollection<SentDoc>;
  private readonly domain: string;

  constructor(url: string, from: string, sent: DocumentCollection<SentDoc>) {
    this.transport = nodemailer.createTransport(url);
    this.from = from;
    this.sent = sent;
    this.domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'launch-directory.invalid';
  }

  async send(mail: Mail): Promise<void> {
    if (await this.sent.get(mail.id)) return;
    const messageId = `<${Buffer.from(mail.id).toString('base64url')}@${this.domain}>`;
    await this.transport.sendMail({ from: this.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, messageId });
    const now = new Date();
    await this.sent.write([{ op: 'put', doc: { id: mail.id, sent_at: now.toISOString() }, position: now.getTime() }]);
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}
