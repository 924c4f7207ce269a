import { describe, it } from 'node:test';
import type { AccountEvent } from '../../domain/account/account.ts';
import type { ClaimEvent } from '../../domain/claim/claim.ts';
import type { DraftEvent } from '../../domain/draft/events.ts';
import type { ListingEvent } from '../../domain/listing/events.ts';
import type { OrderEvent } from '../../domain/order/order.ts';
import type { WebhookEvent } from '../../domain/webhook/webhook.ts';
import { givenReaction } from '../engine/given-reaction.ts';
import { mailJobsReactor } from './mail-jobs.ts';

const reactor = () => givenReaction(({ bus }) => mailJobsReactor(bus));
const mail = (subject: string, payload: unknown) => ({ jobs: [{ subject, payload, dedupId: 'mail:event-1' }] });
const claimStarted = (method: 'email' | 'dns', email: string | null): ClaimEvent => ({
  type: 'ClaimStarted',
  data: {
    claimId: 7,
    listingId: 4,
    slug: 'acme',
    domain: 'acme.test',
    url: 'https://acme.test/',
    accountId: 'cy',
    method,
    email,
    expiresAt: '2026-11-23T10:00:00.000Z',
  },
});

describe('reactor-mail', () => {
  it('when an address is to be confirmed, then the confirmation is mailed', async () => {
    const asked: AccountEvent = { type: 'EmailConfirmationRequested', data: { accountId: 'ann', requestId: 'r1' } };
    await reactor()
      .when(asked)
      .then(mail('mail.confirm-email', { accountId: 'ann', requestId: 'r1' }));
  });

  it('when a password reset is asked for, then the reset is mailed', async () => {
    const asked: AccountEvent = {
      type: 'PasswordResetRequested',
      data: { accountId: 'ann', tokenHash: 'h', expiresAt: '2026-11-16T11:00:00.000Z', resetId: 'x1' },
    };
    await reactor()
      .when(asked)
      .then(mail('mail.password-reset', { accountId: 'ann', resetId: 'x1' }));
  });

  it('when a password reset from before resets had ids is replayed, then nothing is mailed again', async () => {
    const old: AccountEvent = { type: 'PasswordResetRequested', data: { accountId: 'ann', tokenHash: 'h', expiresAt: '2026-11-16T11:00:00.000Z' } };
    await reactor().when(old).then({});
  });

  it('when a claim by email starts, then the claim link is mailed', async () => {
    await reactor()
      .when(claimStarted('email', 'cy@acme.test'))
      .then(mail('mail.claim-email', { claimId: 7 }));
  });

  it('when a claim by DNS starts, then nothing is mailed', async () => {
    await reactor().when(claimStarted('dns', null)).then({});
  });

  it('when a badge goes missing, then the owners are told', async () => {
    const flagged: ListingEvent = { type: 'BadgeFlagged', data: { listingId: 4, misses: 3 } };
    await reactor()
      .when(flagged)
      .then(mail('mail.badge-flagged', { listingId: 4 }));
  });

  it('when a free launch is missed, then the owners are told which week', async () => {
    const missed: ListingEvent = { type: 'FreeLaunchMissed', data: { listingId: 4, week: '2026-11-30' } };
    await reactor()
      .when(missed)
      .then(mail('mail.free-launch-missed', { listingId: 4, week: '2026-11-30' }));
  });

  it('when a listing goes live, then its followers and owners are mailed, as of that position', async () => {
    const live: ListingEvent = { type: 'ListingWentLive', data: { listingId: 4, week: '2026-11-16', at: '2026-11-16T00:00:00.000Z' } };
    await reactor()
      .when(live)
      .then(mail('mail.listing-live', { listingId: 4, position: 1 }));
  });

  it('when an update is posted, then followers are mailed it', async () => {
    const posted: ListingEvent = { type: 'ListingUpdatePosted', data: { listingId: 4, updateId: 2, title: 'v2', body: 'Now faster.' } };
    await reactor()
      .when(posted)
      .then(mail('mail.listing-update', { listingId: 4, updateId: 2, position: 1 }));
  });

  it('when an order is paid, then its receipt is mailed', async () => {
    const paid: OrderEvent = {
      type: 'OrderPaid',
      data: { number: 'LD-2026-000001', providerEvent: 'evt_1', paymentRef: null, amountCents: 4900, at: '2026-11-16T10:00:00.000Z' },
    };
    await reactor()
      .when(paid)
      .then(mail('mail.order-receipt', { number: 'LD-2026-000001' }));
  });

  it('when a cofounder is invited by address, then the invitation is mailed, from whoever invited', async () => {
    const invited: DraftEvent = { type: 'CofounderInvited', data: { draftId: 'd1', inviteId: 'i1', email: 'bo@acme.test', emailHash: 'h', tokenHash: 't' } };
    await reactor()
      .when(invited)
      .then(mail('mail.cofounder-invite', { draftId: 'd1', inviteId: 'i1', email: 'bo@acme.test', invitedBy: 'spec' }));
  });

  it('when a webhook is disabled, then its owner is told why', async () => {
    const disabled: WebhookEvent = {
      type: 'WebhookDisabled',
      data: { webhookId: 'w1', accountId: 'ann', reason: 'failing for a day', at: '2026-11-16T10:00:00.000Z' },
    };
    await reactor()
      .when(disabled)
      .then(mail('mail.webhook-disabled', { webhookId: 'w1', accountId: 'ann', reason: 'failing for a day' }));
  });
});
