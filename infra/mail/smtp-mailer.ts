import nodemailer, { type Transporter } from 'nodemailer';
import type { Mail, Mailer } from '../../domain/ports/mailer.ts';

/** The production mailer: SMTP through nodemailer, `SMTP_URL` (smtp:// or smtps://user:pass@host:port). */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;
  private readonly from: string;

  constructor(url: string, from: string) {
    this.transport = nodemailer.createTransport(url);
    this.from = from;
  }

  async send(mail: Mail): Promise<void> {
    await this.transport.sendMail({ from: this.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}
