/** `id` makes a mail unique: a mail whose id was already sent is not sent again. */
export type Mail = { id: string; to: string; subject: string; text: string; html?: string };

/** Outgoing email: the embedded outbox in DATA_DIR, or SMTP. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): Promise<void>;
}
