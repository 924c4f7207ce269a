import type { Logger } from 'pino';
import type { StreamReads } from '../commands/index.ts';
import { ack, type JobBus, retryIn } from '../domain/ports/job-bus.ts';
import { consumeJobs } from '../domain/ports/jobs.ts';
import type { Mailer } from '../domain/ports/mailer.ts';
import type { Secrets } from '../domain/ports/secrets.ts';
import type { ReadModels } from '../projections/index.ts';
import { accountById, followersOf, listingById, listingUpdate, webhookById } from '../projections/queries/index.ts';
import { cofounderInviteMail, confirmEmailMail, listingLiveMail, listingUpdateMail, passwordResetMail, webhookDisabledMail } from './mail-templates.ts';

export type MailSenderDeps = {
  bus: JobBus;
  mailer: Mailer;
  secrets: Secrets;
  streams: Pick<StreamReads, 'draft' | 'account'>;
  readModels: ReadModels;
  publicUrl: string;
  logger: Logger;
};

const backoff = (attempt: number) => retryIn(Math.min(300_000, 2000 * 2 ** attempt));

/**
 * Sends the mails events call for. Links carry tokens derived from the record's id, so neither
 * the job nor any store ever holds one in clear; each mail has a stable id, so a redelivered job
 * does not mail twice.
 */
export function mailSender(deps: MailSenderDeps) {
  const options = { group: 'mail-sender', maxAttempts: 10, ackWaitMs: 60_000 };

  const invites = consumeJobs(deps.bus, 'mail.cofounder-invite', options, async ({ draftId, inviteId, email, invitedBy }, job) => {
    const draft = await deps.streams.draft(draftId);
    if (draft.status === 'none') return ack();
    const inviter = await accountById(deps.readModels, invitedBy);
    const token = deps.secrets.derivedToken('invite', inviteId);
    const link = `${deps.publicUrl}/invites/${encodeURIComponent(inviteId)}?draft=${encodeURIComponent(draftId)}&token=${encodeURIComponent(token)}`;
    const product =
      typeof draft.fields.name.value === 'string' && draft.fields.name.value.trim() ? draft.fields.name.value.trim() : new URL(draft.url).hostname;
    try {
      await deps.mailer.send({
        id: `invite:${inviteId}`,
        to: email,
        ...cofounderInviteMail({ product, inviter: inviter?.name || inviter?.email || 'A founder', link }),
      });
    } catch (error) {
      deps.logger.warn({ err: error, attempt: job.attempt }, 'invite mail not sent; will retry');
      return backoff(job.attempt);
    }
    return ack();
  });

  const resets = consumeJobs(deps.bus, 'mail.password-reset', options, async ({ accountId, resetId }, job) => {
    const account = await deps.streams.account(accountId);
    if (account.status === 'none') return ack();
    const token = deps.secrets.derivedToken('password-reset', resetId);
    const link = `${deps.publicUrl}/password/reset?account=${encodeURIComponent(accountId)}&token=${encodeURIComponent(token)}`;
    try {
      await deps.mailer.send({ id: `password-reset:${resetId}`, to: account.email, ...passwordResetMail({ link }) });
    } catch (error) {
      deps.logger.warn({ err: error, attempt: job.attempt }, 'password reset mail not sent; will retry');
      return backoff(job.attempt);
    }
    return ack();
  });

  const disabledHooks = consumeJobs(deps.bus, 'mail.webhook-disabled', options, async ({ webhookId, accountId, reason }, job) => {
    const account = await deps.streams.account(accountId);
    const hook = await webhookById(deps.readModels, webhookId);
    if (account.status === 'none' || !hook) return ack();
    try {
      await deps.mailer.send({
        id: `webhook-disabled:${webhookId}`,
        to: account.email,
        ...webhookDisabledMail({ url: hook.url, reason, link: `${deps.publicUrl}/api/v1/docs#create_webhook` }),
      });
    } catch (error) {
      deps.logger.warn({ err: error, attempt: job.attempt }, 'webhook disabled mail not sent; will retry');
      return backoff(job.attempt);
    }
    return ack();
  });

  const confirmations = consumeJobs(deps.bus, 'mail.confirm-email', options, async ({ accountId, requestId }, job) => {
    const account = await deps.streams.account(accountId);
    if (account.status === 'none' || account.emailConfirmed) return ack();
    const token = deps.secrets.derivedToken('confirm-email', requestId);
    const link = `${deps.publicUrl}/confirm-email?account=${encodeURIComponent(accountId)}&request=${encodeURIComponent(requestId)}&token=${encodeURIComponent(token)}`;
    try {
      await deps.mailer.send({ id: `confirm-email:${requestId}`, to: account.email, ...confirmEmailMail({ link }) });
    } catch (error) {
      deps.logger.warn({ err: error, attempt: job.attempt }, 'confirmation mail not sent; will retry');
      return backoff(job.attempt);
    }
    return ack();
  });

  // Each follower's mail has its own id: a redelivered job sends only what was not sent yet.
  const updates = consumeJobs(deps.bus, 'mail.listing-update', options, async ({ listingId, updateId, position }, job) => {
    // Followers are read once the follows read model has seen everything up to the update (it may run in another process).
    if (!(await deps.readModels.waitFor(position, 10_000, ['ListingFollowed', 'ListingUnfollowed', 'ListingUpdatePosted']))) return backoff(job.attempt);
    const found = await listingUpdate(deps.readModels, listingId, updateId);
    if (!found) return job.attempt < 5 ? retryIn(1000 * job.attempt) : ack();
    const link = `${deps.publicUrl}/listings/${encodeURIComponent(found.listing.slug)}`;
    try {
      for (const accountId of await followersOf(deps.readModels, listingId)) {
        const follower = await accountById(deps.readModels, accountId);
        if (!follower) continue;
        await deps.mailer.send({
          id: `listing-update:${listingId}:${updateId}:${accountId}`,
          to: follower.email,
          ...listingUpdateMail({ listing: found.listing.name, title: found.update.title, body: found.update.body, link }),
        });
      }
    } catch (error) {
      deps.logger.warn({ err: error, attempt: job.attempt }, 'update mail not sent to every follower; will retry');
      return backoff(job.attempt);
    }
    return ack();
  });

  // Notify me: everyone following a listing when it goes live is told once (the mail's id is the listing and the person).
  const launched = consumeJobs(deps.bus, 'mail.listing-live', options, async ({ listingId, position }, job) => {
    if (!(await deps.readModels.waitFor(position, 10_000, ['ListingFollowed', 'ListingUnfollowed', 'ListingWentLive']))) return backoff(job.attempt);
    const listing = await listingById(deps.readModels, listingId);
    if (!listing) return job.attempt < 5 ? retryIn(1000 * job.attempt) : ack();
    const link = `${deps.publicUrl}/listings/${encodeURIComponent(listing.slug)}`;
    try {
      for (const accountId of await followersOf(deps.readModels, listingId)) {
        const follower = await accountById(deps.readModels, accountId);
        if (!follower) continue;
        await deps.mailer.send({
          id: `listing-live:${listingId}:${accountId}`,
          to: follower.email,
          ...listingLiveMail({ listing: listing.name, tagline: listing.tagline ?? null, link }),
        });
      }
    } catch (error) {
      deps.logger.warn({ err: error, attempt: job.attempt }, 'launch mail not sent to every follower; will retry');
      return backoff(job.attempt);
    }
    return ack();
  });

  return {
    async stop() {
      await Promise.all([invites.stop(), resets.stop(), updates.stop(), confirmations.stop(), launched.stop(), disabledHooks.stop()]);
    },
  };
}
