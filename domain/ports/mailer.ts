/** `id` makes a mail unique: a mail whose id was already sent is not sent again. */
export type Mail = { id: string; to: string; subject: string; text: string; html?: string };

/** Outgoing email: the embedded outbox in DATA_DIR, or SMTP. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): Promise<void>;
}

/**
 * Text fit for a mail header: line breaks and other control characters become spaces (no header
 * can be injected, none folded by luck), bidi and zero-width marks are dropped (a subject cannot
 * reverse or hide what follows), runs of spaces collapse, and it stays under one line's length.
 */
export function headerText(text: string): string {
  return (
    text
      .replace(/[\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/g, '')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what a header must not carry
      .replace(/[\u0000-\u001F\u007F-\u009F\u2028\u2029]+/g, ' ')
      .replace(/ {2,}/g, ' ')
      .trim()
      .slice(0, 250)
  );
}

/** Every mail the service sends passes here: its headers made safe in one place, whichever adapter sends it. */
export const withSafeHeaders = (mailer: Mailer): Mailer => ({
  send: (mail) => mailer.send({ ...mail, to: headerText(mail.to), subject: headerText(mail.subject) }),
  close: () => mailer.close(),
});
