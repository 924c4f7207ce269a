import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { claimStream } from '../domain/claim/claim.ts';
import { listingStream } from '../domain/listing/events.ts';
import { ack, retryIn } from '../domain/ports/job-bus.ts';
import { inStream } from '../test/support/spec.ts';
import { aLiveListing, anAccount, listingSubmitted, THIS_WEEK } from '../test/support/spec-events.ts';
import { workerSpec } from '../test/support/worker-spec.ts';
import { listingMailSender } from './listing-mail-sender.ts';

const spec = workerSpec();
const emailClaim = inStream(claimStream(1), {
  type: 'ClaimStarted',
  data: {
    claimId: 1,
    listingId: 3,
    slug: 'acme-3',
    domain: 'acme-3.test',
    url: 'https://acme-3.test/',
    accountId: 'bob',
    method: 'email',
    email: 'bob@acme-3.test',
    expiresAt: '2026-11-25T10:00:00.000Z',
  },
});
const reason = 'no link to https://launch.test/listings/acme-3 on https://acme-3.test/';
const missedCheck = (checkId: string) => ({
  type: 'BadgeChecked',
  data: { listingId: 3, checkId, at: '2026-11-17T10:00:00.000Z', found: false, url: 'https://acme-3.test/', reason, nextCheckAt: '2026-11-18T10:00:00.000Z' },
});
const coOwned = inStream(listingStream(3), listingSubmitted(3), { type: 'CoOwnerAdded', data: { listingId: 3, accountId: 'bob', via: 'invite' } });

describe('the listing mail sender', () => {
  it("given an email claim, when its mail is sent, then the claimant's address at the company gets the confirmation link", async () => {
    const { outcome, sent, token } = await spec
      .given(aLiveListing(3), anAccount('bob'), emailClaim)
      .when(async (w) => {
        w.start(listingMailSender(w));
        return { outcome: await w.bus.deliver('mail.claim-email', { claimId: 1 }), sent: w.mailer.sent, token: w.commands.claimTokens(1).email };
      })
      .then();
    assert.deepEqual(outcome, ack());
    assert.deepEqual(
      sent.map((m) => [m.id, m.to, m.subject]),
      [['claim-email:1', 'bob@acme-3.test', 'Confirm that you run Acme Widgets']],
    );
    assert.ok(sent[0].text.includes(`https://launch.test/claims/1/confirm?token=${encodeURIComponent(token)}`));
  });

  it('given a claim the read models do not show yet, when its mail is due, then it is tried again later', async () => {
    const { outcome, sent } = await spec
      .given(aLiveListing(3))
      .when(async (w) => {
        w.start(listingMailSender(w));
        return { outcome: await w.bus.deliver('mail.claim-email', { claimId: 1 }, 1), sent: w.mailer.sent };
      })
      .then();
    assert.deepEqual(outcome, retryIn(4000));
    assert.deepEqual(sent, []);
  });

  it('given a listing whose badge went missing, when the flag mail is sent, then every owner is told why', async () => {
    const { sent } = await spec
      .given(
        anAccount('ann'),
        anAccount('bob'),
        inStream(listingStream(3), ...coOwned.events, missedCheck('c1'), { type: 'BadgeFlagged', data: { listingId: 3, misses: 3 } }),
      )
      .when(async (w) => {
        w.start(listingMailSender(w));
        await w.bus.deliver('mail.badge-flagged', { listingId: 3 });
        return { sent: w.mailer.sent };
      })
      .then();
    assert.deepEqual(sent.map((m) => [m.to, m.subject]).sort(), [
      ['ann@example.com', 'The Launch Directory badge is missing from https://acme-3.test/'],
      ['bob@example.com', 'The Launch Directory badge is missing from https://acme-3.test/'],
    ]);
    assert.ok(sent.every((m) => m.text.includes(reason)));
  });

  it('given a free launch that was missed, when its mail is sent, then every owner is told which week, once each', async () => {
    const { sent } = await spec
      .given(anAccount('ann'), anAccount('bob'), coOwned)
      .when(async (w) => {
        w.start(listingMailSender(w));
        await w.bus.deliver('mail.free-launch-missed', { listingId: 3, week: THIS_WEEK });
        await w.bus.deliver('mail.free-launch-missed', { listingId: 3, week: THIS_WEEK }, 2);
        return { sent: w.mailer.sent };
      })
      .then();
    assert.deepEqual(sent.map((m) => [m.id, m.to]).sort(), [
      [`free-launch-missed:3:${THIS_WEEK}:ann`, 'ann@example.com'],
      [`free-launch-missed:3:${THIS_WEEK}:bob`, 'bob@example.com'],
    ]);
    assert.ok(sent.every((m) => m.subject === 'Acme Widgets missed its free launch week'));
  });
});
