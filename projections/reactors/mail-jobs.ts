import type { AccountEvent } from '../../domain/account/account.ts';
import type { ClaimEvent } from '../../domain/claim/claim.ts';
import type { CommentEvent } from '../../domain/comment/comment.ts';
import type { DraftEvent } from '../../domain/draft/events.ts';
import type { ListingEvent } from '../../domain/listing/events.ts';
import type { OrderEvent } from '../../domain/order/order.ts';
import type { JobBus } from '../../domain/ports/job-bus.ts';
import { publishJob } from '../../domain/ports/jobs.ts';
import type { WebhookEvent } from '../../domain/webhook/webhook.ts';
import { reactor } from '../engine/projection.ts';

/**
 * Mails that events call for, as jobs for the mail worker. Events recorded before mail was sent
 * this way (no `email`, no `resetId`) were mailed when they happened and are passed over.
 */
export const mailJobsReactor = (bus: JobBus) =>
  reactor<DraftEvent | AccountEvent | ListingEvent | ClaimEvent | OrderEvent | WebhookEvent | CommentEvent>()({
    name: 'reactor-mail',
    version: 1,
    handles: [
      'CofounderInvited',
      'PasswordResetRequested',
      'ListingUpdatePosted',
      'ListingWentLive',
      'ClaimStarted',
      'BadgeFlagged',
      'FreeLaunchMissed',
      'OrderPaid',
      'EmailConfirmationRequested',
      'WebhookDisabled',
      'CommentPosted',
    ],
    async react(e) {
      // A maker's reply tells the person answered; top-level comments reach the makers in the hourly digest (workers/comment-mail-sender.ts).
      if (e.type === 'CommentPosted') {
        if (e.data.byMaker && e.data.parentId && !e.data.held)
          await publishJob(bus, 'mail.comment-reply', { commentId: e.data.commentId, position: e.position }, `mail:${e.id}`);
        return;
      }
      if (e.type === 'EmailConfirmationRequested')
        return publishJob(bus, 'mail.confirm-email', { accountId: e.data.accountId, requestId: e.data.requestId }, `mail:${e.id}`);
      if (e.type === 'WebhookDisabled') {
        const { webhookId, accountId, reason } = e.data;
        return publishJob(bus, 'mail.webhook-disabled', { webhookId, accountId, reason }, `mail:${e.id}`);
      }
      if (e.type === 'OrderPaid') return publishJob(bus, 'mail.order-receipt', { number: e.data.number }, `mail:${e.id}`);
      if (e.type === 'ClaimStarted') {
        if (e.data.method === 'email') await publishJob(bus, 'mail.claim-email', { claimId: e.data.claimId }, `mail:${e.id}`);
        return;
      }
      if (e.type === 'BadgeFlagged') return publishJob(bus, 'mail.badge-flagged', { listingId: e.data.listingId }, `mail:${e.id}`);
      if (e.type === 'FreeLaunchMissed') return publishJob(bus, 'mail.free-launch-missed', { listingId: e.data.listingId, week: e.data.week }, `mail:${e.id}`);
      if (e.type === 'ListingWentLive') return publishJob(bus, 'mail.listing-live', { listingId: e.data.listingId, position: e.position }, `mail:${e.id}`);
      if (e.type === 'ListingUpdatePosted') {
        const { listingId, updateId } = e.data;
        return publishJob(bus, 'mail.listing-update', { listingId, updateId, position: e.position }, `mail:${e.id}`);
      }
      if (e.type === 'CofounderInvited') {
        const { draftId, inviteId, email } = e.data;
        if (email) await publishJob(bus, 'mail.cofounder-invite', { draftId, inviteId, email, invitedBy: e.metadata.actor }, `mail:${e.id}`);
        return;
      }
      const { accountId, resetId } = e.data;
      if (resetId) await publishJob(bus, 'mail.password-reset', { accountId, resetId }, `mail:${e.id}`);
    },
  });
