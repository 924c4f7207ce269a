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

const OPTIONS = { group: 'mail-sender', maxAttempts: 10, ackWaitMs: 60_000 };
type Job = { attempt: number };

/** Sends, or asks for the job again later when the mail server did not take it (a mail's id keeps it from going twice). */
async function sent(deps: MailSenderDeps, job: Job, what: string, send: () => Promise<void>) {
  try {
    await send();
  } catch (error) {
    deps.logger.warn({ err: error, attempt: job.attempt }, `${what} not sent; will retry`);
    return backoff(job.attempt);
  }
  return ack();
}

/** Each follower's mail has its own id: a redelivered job sends only what was not sent yet. */
async function toFollowers(deps: MailSenderDeps, listingId: number, mail: (follower: { accountId: string; email: string }) => Promise<void>) {
  for (const accountId of await followersOf(deps.readModels, listingId)) {
    const follower = await accountById(deps.readModels, accountId);
    if (follower) await mail({ accountId, email: follower.email });
  }
}

const invites = (deps: MailSenderDeps) =>
  consumeJobs(deps.bus, 'mail.cofounder-invite', OPTIONS, async ({ draftId, inviteId, email, invitedBy }, job) => {
    const draft = await deps.streams.draft(draftId);
    if (draft.status === 'none') return ack();
    const inviter = await accountById(deps.readModels, invitedBy);
    const token = deps.secrets.derivedToken('invite', inviteId);
    const link = `${deps.publicUrl}/invites/${encodeURIComponent(inviteId)}?draft=${encodeURIComponent(draftId)}&token=${encodeURIComponent(token)}`;
    const named = draft.fields.name.value;
    const product = typeof named === 'string' && named.trim() ? named.trim() : new URL(draft.url).hostname;
    const mail = cofounderInviteMail({ product, inviter: inviter?.name || inviter?.email || 'A founder', link });
    return sent(deps, job, 'invite mail', () => deps.mailer.send({ id: `invite:${inviteId}`, to: email, ...mail }));
  });

const resets = (deps: MailSenderDeps) =>
  consumeJobs(deps.bus, 'mail.password-reset', OPTIONS, async ({ accountId, resetId }, job) => {
    const account = await deps.streams.account(accountId);
    if (account.status === 'none') return ack();
    const token = deps.secrets.derivedToken('password-reset', resetId);
    const link = `${deps.publicUrl}/password/reset?account=${encodeURIComponent(accountId)}&token=${encodeURIComponent(token)}`;
    return sent(deps, job, 'password reset mail', () =>
      deps.mailer.send({ id: `password-reset:${resetId}`, to: account.email, ...passwordResetMail({ link }) }),
    );
  });

const disabledHooks = (deps: MailSenderDeps) =>
  consumeJobs(deps.bus, 'mail.webhook-disabled', OPTIONS, async ({ webhookId, accountId, reason }, job) => {
    const account = await deps.streams.account(accountId);
    const hook = await webhookById(deps.readModels, webhookId);
    if (account.status === 'none' || !hook) return ack();
    const mail = webhookDisabledMail({ url: hook.url, reason, link: `${deps.publicUrl}/api/v1/docs#create_webhook` });
    return sent(deps, job, 'webhook disabled mail', () => deps.mailer.send({ id: `webhook-disabled:${webhookId}`, to: account.email, ...mail }));
  });

const confirmations = (deps: MailSenderDeps) =>
  consumeJobs(deps.bus, 'mail.confirm-email', OPTIONS, async ({ accountId, requestId }, job) => {
    const account = await deps.streams.account(accountId);
    if (account.status === 'none' || account.emailConfirmed) return ack();
    const token = deps.secrets.derivedToken('confirm-email', requestId);
    const link = `${deps.publicUrl}/confirm-email?account=${encodeURIComponent(accountId)}&request=${encodeURIComponent(requestId)}&token=${encodeURIComponent(token)}`;
    return sent(deps, job, 'confirmation mail', () => deps.mailer.send({ id: `confirm-email:${requestId}`, to: account.email, ...confirmEmailMail({ link }) }));
  });

const updates = (deps: MailSenderDeps) =>
  consumeJobs(deps.bus, 'mail.listing-update', OPTIONS, async ({ listingId, updateId, position }, job) => {
    // Followers are read once the follows read model has seen everything up to the update (it may run in another process).
    if (!(await deps.readModels.waitFor(position, 10_000, ['ListingFollowed', 'ListingUnfollowed', 'ListingUpdatePosted']))) return backoff(job.attempt);
    const found = await listingUpdate(deps.readModels, listingId, updateId);
    if (!found) return job.attempt < 5 ? retryIn(1000 * job.attempt) : ack();
    const link = `${deps.publicUrl}/listings/${encodeURIComponent(found.listing.slug)}`;
    const mail = listingUpdateMail({ listing: found.listing.name, title: found.update.title, body: found.update.body, link });
    return sent(deps, job, 'update mail to every follower', () =>
      toFollowers(deps, listingId, (f) => deps.mailer.send({ id: `listing-update:${listingId}:${updateId}:${f.accountId}`, to: f.email, ...mail })),
    );
  });

// Notify me: everyone following a listing when it goes live is told once (the mail's id is the listing and the person).
const launched = (deps: MailSenderDeps) =>
  consumeJobs(deps.bus, 'mail.listing-live', OPTIONS, async ({ listingId, position }, job) => {
    if (!(await deps.readModels.waitFor(position, 10_000, ['ListingFollowed', 'ListingUnfollowed', 'ListingWentLive']))) return backoff(job.attempt);
    const listing = await listingById(deps.readModels, listingId);
    if (!listing) return job.attempt < 5 ? retryIn(1000 * job.attempt) : ack();
    const link = `${deps.publicUrl}/listings/${encodeURIComponent(listing.slug)}`;
    const mail = listingLiveMail({ listing: listing.name, tagline: listing.tagline ?? null, link });
    return sent(deps, job, 'launch mail to every follower', () =>
      toFollowers(deps, listingId, (f) => deps.mailer.send({ id: `listing-live:${listingId}:${f.accountId}`, to: f.email, ...mail })),
    );
  });

/**
 * Sends the mails events call for. Links carry tokens derived from the record's id, so neither
 * the job nor any store ever holds one in clear; each mail has a stable id, so a redelivered job
 * does not mail twice.
 */
export function mailSender(deps: MailSenderDeps) {
  const consumers = [invites, resets, updates, confirmations, launched, disabledHooks].map((consume) => consume(deps));
  return {
    async stop() {
      await Promise.all(consumers.map((c) => c.stop()));
    },
  };
}
