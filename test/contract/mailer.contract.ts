import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { type Mailer, withSafeHeaders } from '../../domain/ports/mailer.ts';
import { until } from '../support/until.ts';

/** A mail as it reached the other side: what a person's mail program would show. */
export type Delivered = { to: string[]; subject: string; text: string; html?: string; messageId?: string };

/**
 * One place mail goes to (an outbox folder, an SMTP server): `open` makes a mailer sending there (again, as
 * after a restart), `delivered` says what has arrived.
 */
export type MailDestination = { open(): Promise<Mailer>; delivered(): Promise<Delivered[]>; close(): Promise<void> };

/** The behaviour every Mailer keeps, whichever adapter sends. */
export function mailerContract(name: string, destination: () => Promise<MailDestination>) {
  describe(`Mailer contract: ${name}`, () => {
    const opened: MailDestination[] = [];
    after(async () => {
      for (const d of opened) await d.close();
    });
    const fresh = async () => {
      const d = await destination();
      opened.push(d);
      return d;
    };
    const arrived = async (d: MailDestination, count: number) => {
      let mails: Delivered[] = [];
      await until(`${count} mail(s) delivered`, async () => {
        mails = await d.delivered();
        return mails.length >= count;
      });
      return mails;
    };

    it('given a mail, when it is sent, then it arrives once with its recipient, subject, text and html', async () => {
      const d = await fresh();
      const mailer = await d.open();
      await mailer.send({ id: 'welcome:1', to: 'ann@example.test', subject: 'Welcome', text: 'Hello Ann', html: '<p>Hello Ann</p>' });
      const [mail] = await arrived(d, 1);
      assert.deepEqual(mail?.to, ['ann@example.test']);
      assert.equal(mail?.subject, 'Welcome');
      assert.equal(mail?.text.trim(), 'Hello Ann');
      assert.equal(mail?.html?.trim(), '<p>Hello Ann</p>');
      await mailer.close();
    });

    it('given a mail already sent, when the same id is sent again after a restart, then nothing more arrives', async () => {
      const d = await fresh();
      const first = await d.open();
      await first.send({ id: 'reset:7', to: 'bo@example.test', subject: 'Reset', text: 'A link' });
      await first.close();
      const second = await d.open();
      await second.send({ id: 'reset:7', to: 'bo@example.test', subject: 'Reset', text: 'A link' });
      await second.send({ id: 'reset:8', to: 'bo@example.test', subject: 'Reset again', text: 'Another link' });
      const mails = await arrived(d, 2);
      assert.deepEqual(mails.map((m) => m.subject).sort(), ['Reset', 'Reset again']);
      await second.close();
    });

    it('given a subject carrying a line break and a header, when sent through the safe headers, then it is one subject and no one else gets it', async () => {
      const d = await fresh();
      const mailer = withSafeHeaders(await d.open());
      await mailer.send({ id: 'hostile:1', to: 'cy@example.test', subject: 'Hi\r\nBcc: eve@example.test', text: 'Body' });
      const [mail] = await arrived(d, 1);
      assert.equal(mail?.subject, 'Hi Bcc: eve@example.test');
      assert.deepEqual(mail?.to, ['cy@example.test']);
      await mailer.close();
    });
  });
}
