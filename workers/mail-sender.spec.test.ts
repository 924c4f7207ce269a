import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { accountStream } from '../domain/account/account.ts';
import { draftStream } from '../domain/draft/events.ts';
import { followStream } from '../domain/follow/follow.ts';
import { listingStream } from '../domain/listing/events.ts';
import { ack } from '../domain/ports/job-bus.ts';
import type { JobSubject, Jobs } from '../domain/ports/jobs.ts';
import { webhookStream } from '../domain/webhook/webhook.ts';
import { inStream } from '../test/support/spec.ts';
import { aLiveListing, anAccount } from '../test/support/spec-events.ts';
import { type WorkerWorld, workerSpec } from '../test/support/worker-spec.ts';
import { mailSender } from './mail-sender.ts';

const spec = workerSpec();
/** Starts the mail sender, hands it one job, and answers its outcome with what was sent. */
const mailing =
  <S extends JobSubject>(subject: S, payload: Jobs[S]) =>
  async (w: WorkerWorld) => {
    w.start(mailSender(w));
    const outcome = await w.bus.deliver(subject, payload);
    return { outcome, sent: w.mailer.sent, secrets: w.secrets };
  };
const follows = (accountId: string) => inStream(followStream(3, accountId), { type: 'ListingFollowed', data: { listingId: 3, accountId } });
const positionOfLast = async (w: WorkerWorld) => w.events.headPosition();

describe('the mail sender', () => {
  it('given a draft with an invite, when the invite mail is sent, then the invited address gets a link with the token derived from the invite', async () => {
    const { outcome, sent, secrets } = await spec
      .given(
        anAccount('ann', 'ann@acme.test', 'Ann'),
        inStream(draftStream('d1'), { type: 'DraftRequested', data: { draftId: 'd1', ownerId: 'ann', url: 'https://acme.test/' } }),
      )
      .when(mailing('mail.cofounder-invite', { draftId: 'd1', inviteId: 'i1', email: 'bob@acme.test', invitedBy: 'ann' }))
      .then();
    assert.deepEqual(outcome, ack());
    assert.deepEqual(
      sent.map((m) => [m.id, m.to, m.subject]),
      [['invite:i1', 'bob@acme.test', 'Ann invites you to add your founder profile to acme.test']],
    );
    assert.ok(sent[0].text.includes(`https://launch.test/invites/i1?draft=d1&token=${encodeURIComponent(secrets.derivedToken('invite', 'i1'))}`));
  });

  it('given a reset asked for, when its mail is sent, then the account gets the link with the token derived from the reset', async () => {
    const { sent, secrets } = await spec
      .given(anAccount('a1'))
      .when(mailing('mail.password-reset', { accountId: 'a1', resetId: 'x1' }))
      .then();
    assert.deepEqual(
      sent.map((m) => [m.id, m.to]),
      [['password-reset:x1', 'a1@example.com']],
    );
    assert.ok(sent[0].text.includes(`account=a1&token=${encodeURIComponent(secrets.derivedToken('password-reset', 'x1'))}`));
  });

  it('given an unconfirmed address, when the confirmation mail is sent, then it carries the token derived from the request', async () => {
    const { sent, secrets } = await spec
      .given(anAccount('a1'))
      .when(mailing('mail.confirm-email', { accountId: 'a1', requestId: 'r1' }))
      .then();
    assert.deepEqual(
      sent.map((m) => [m.id, m.to]),
      [['confirm-email:r1', 'a1@example.com']],
    );
    assert.ok(sent[0].text.includes(`request=r1&token=${encodeURIComponent(secrets.derivedToken('confirm-email', 'r1'))}`));
  });

  it('given an address confirmed meanwhile, when the confirmation mail is due, then nothing is sent', async () => {
    const confirmed = { type: 'EmailConfirmed', data: { accountId: 'a1', email: 'a1@example.com', via: 'cli' } };
    const { outcome, sent } = await spec
      .given(inStream(accountStream('a1'), ...anAccount('a1').events, confirmed))
      .when(mailing('mail.confirm-email', { accountId: 'a1', requestId: 'r1' }))
      .then();
    assert.deepEqual(outcome, ack());
    assert.deepEqual(sent, []);
  });

  it('given a webhook disabled after a day of failures, when its owner is told, then the mail names its URL and why', async () => {
    const created = {
      type: 'WebhookCreated',
      data: { webhookId: 'wh1', accountId: 'a1', url: 'https://hooks.acme.test/in', eventTypes: ['listing.live'], salt: 's', at: '2026-11-10T10:00:00.000Z' },
    };
    const { sent } = await spec
      .given(anAccount('a1'), inStream(webhookStream('wh1'), created))
      .when(mailing('mail.webhook-disabled', { webhookId: 'wh1', accountId: 'a1', reason: 'every delivery failed for a day' }))
      .then();
    assert.deepEqual(
      sent.map((m) => [m.id, m.to, m.subject]),
      [['webhook-disabled:wh1', 'a1@example.com', 'A Launch Directory webhook was disabled']],
    );
    assert.ok(sent[0].text.includes('https://hooks.acme.test/in') && sent[0].text.includes('every delivery failed for a day'));
  });

  it("given a listing's followers, when its update is mailed, then each follower gets it once", async () => {
    const posted = { type: 'ListingUpdatePosted', data: { listingId: 3, updateId: 1, title: 'v2 is out', body: 'Faster widgets.' } };
    const { sent } = await spec
      .given(anAccount('f1'), anAccount('f2'), inStream(listingStream(3), ...aLiveListing(3).events, posted), follows('f1'), follows('f2'))
      .when(async (w) => mailing('mail.listing-update', { listingId: 3, updateId: 1, position: await positionOfLast(w) })(w))
      .then();
    assert.deepEqual(sent.map((m) => [m.id, m.to, m.subject]).sort(), [
      ['listing-update:3:1:f1', 'f1@example.com', 'Acme Widgets: v2 is out'],
      ['listing-update:3:1:f2', 'f2@example.com', 'Acme Widgets: v2 is out'],
    ]);
  });

  it('given people following a listing, when it goes live, then each is told once', async () => {
    const { sent } = await spec
      .given(anAccount('f1'), aLiveListing(3), follows('f1'))
      .when(async (w) => mailing('mail.listing-live', { listingId: 3, position: await positionOfLast(w) })(w))
      .then();
    assert.deepEqual(
      sent.map((m) => [m.id, m.to, m.subject]),
      [['listing-live:3:f1', 'f1@example.com', 'Acme Widgets is live']],
    );
  });
});
