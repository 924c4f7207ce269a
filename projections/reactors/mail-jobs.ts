import type { AccountEvent } from '../../domain/account/account.ts';
import type { DraftEvent } from '../../domain/draft/events.ts';
import type { ListingEvent } from '../../domain/listing/events.ts';
import type { JobBus } from '../../domain/ports/job-bus.ts';
import { publishJob } from '../../domain/ports/jobs.ts';
import { reactor } from '../projection.ts';

/**
 * Mails that events call for, as jobs for the mail worker. Events recorded before mail was sent
 * this way (no `email`, no `resetId`) were mailed when they happened and are passed over.
 */
export const mailJobsReactor = (bus: JobBus) =>
  reactor<DraftEvent | AccountEvent | ListingEvent>()({
    name: 'reactor-mail',
    version: 1,
    handles: ['CofounderInvited', 'PasswordResetRequested', 'ListingUpdatePosted'],
    async react(e) {
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
