import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { OutboxMailer } from '../../infra/mail/outbox-mailer.ts';
import { SmtpMailer } from '../../infra/mail/smtp-mailer.ts';
import { SqliteDocumentStore } from '../../infra/readmodels/sqlite-document-store.ts';
import { tempDir } from '../support/temp.ts';
import { type Delivered, mailerContract } from './mailer.contract.ts';

const FROM = 'Launch Directory <hello@launch.example.test>';

mailerContract('embedded outbox', async () => {
  const dir = path.join(tempDir(), 'outbox');
  return {
    open: async () => new OutboxMailer(dir, FROM),
    delivered: async () => new OutboxMailer(dir, FROM).list().map((m) => ({ to: [m.to], subject: m.subject, text: m.text, html: m.html })),
    close: async () => {},
  };
});

// SMTP through nodemailer against a real SMTP server on loopback (smtp-server, nodemailer's own), parsed as a mail
// program would (mailparser). The sent-ids collection lives in the service's document store, as in production.
mailerContract('SMTP', async () => {
  const received: Delivered[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, done) {
      simpleParser(stream).then(
        (mail) => {
          const to = session.envelope.rcptTo.map((r) => r.address);
          received.push({ to, subject: mail.subject ?? '', text: mail.text ?? '', html: mail.html || undefined, messageId: mail.messageId });
          done();
        },
        (error: Error) => done(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  const store = new SqliteDocumentStore(path.join(tempDir(), 'rm.db'));
  return {
    open: async () => new SmtpMailer(`smtp://127.0.0.1:${port}`, FROM, store.collection('mail_sent')),
    delivered: async () => [...received],
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await store.close();
    },
  };
});
