import type { Logger } from 'pino';
import type { Commands } from '../commands/index.ts';
import { ack, type JobBus, retryIn } from '../domain/ports/job-bus.ts';
import { consumeJobs } from '../domain/ports/jobs.ts';
import type { Mailer } from '../domain/ports/mailer.ts';
import type { ReadModels } from '../projections/index.ts';
import type { ListingDoc } from '../projections/listing-doc.ts';
import { accountById, claimById, listingById } from '../projections/queries/index.ts';
import { badgeFlaggedMail, claimEmailMail, freeLaunchMissedMail } from './mail-templates.ts';

export type ListingMailDeps = {
  bus: JobBus;
  mailer: Mailer;
  readModels: ReadModels;
  commands: Pick<Commands, 'claimTokens'>;
  publicUrl: string;
  logger: Logger;
};

const backoff = (attempt: number) => retryIn(Math.min(300_000, 2000 * 2 ** attempt));

/** Mails about a listing's standing: an email claim's link, a missing badge, a missed free launch. Each mail has a stable id. */
export function listingMailSender(deps: ListingMailDeps) {
  const options = { group: 'listing-mail', maxAttempts: 10, ackWaitMs: 60_000 };
  const listingOf = (listingId: number) => listingById(deps.readModels, listingId);
  const ownersOf = async (l: ListingDoc) => (await Promise.all(l.owner_ids.map((id) => accountById(deps.readModels, id)))).flatMap((a) => (a ? [a] : []));
  const sending = async (attempt: number, send: () => Promise<void>) => {
    try {
      await send();
      return ack();
    } catch (error) {
      deps.logger.warn({ err: error, attempt }, 'listing mail not sent; will retry');
      return backoff(attempt);
    }
  };

  const claims = consumeJobs(deps.bus, 'mail.claim-email', options, async ({ claimId }, job) => {
    const claim = await claimById(deps.readModels, claimId);
    const listing = claim && (await listingOf(claim.listing_id));
    const claimant = claim && (await accountById(deps.readModels, claim.account_id));
    // The read models may not have caught up with the claim yet.
    if (!claim || !listing || !claimant || !claim.email) return job.attempt < 8 ? backoff(job.attempt) : ack();
    const link = `${deps.publicUrl}/claims/${claimId}/confirm?token=${encodeURIComponent(deps.commands.claimTokens(claimId).email)}`;
    return sending(job.attempt, () =>
      deps.mailer.send({
        id: `claim-email:${claimId}`,
        to: claim.email as string,
        ...claimEmailMail({ listing: listing.name, domain: claim.domain, account: claimant.email, link, expiresAt: claim.expires_at }),
      }),
    );
  });

  const flagged = consumeJobs(deps.bus, 'mail.badge-flagged', options, async ({ listingId }, job) => {
    const listing = await listingOf(listingId);
    if (!listing) return job.attempt < 8 ? backoff(job.attempt) : ack();
    const reason = listing.badge_checks.at(-1)?.detail ?? 'the badge was not found';
    const listingUrl = `${deps.publicUrl}/listings/${listing.slug}`;
    return sending(job.attempt, async () => {
      for (const owner of await ownersOf(listing))
        await deps.mailer.send({
          id: `badge-flagged:${listingId}:${listing.badge_checks.at(-1)?.at ?? ''}:${owner.id}`,
          to: owner.email,
          ...badgeFlaggedMail({ listing: listing.name, homepage: listing.url, listingUrl, reason }),
        });
    });
  });

  const missed = consumeJobs(deps.bus, 'mail.free-launch-missed', options, async ({ listingId, week }, job) => {
    const listing = await listingOf(listingId);
    if (!listing) return job.attempt < 8 ? backoff(job.attempt) : ack();
    const listingUrl = `${deps.publicUrl}/listings/${listing.slug}`;
    return sending(job.attempt, async () => {
      for (const owner of await ownersOf(listing))
        await deps.mailer.send({
          id: `free-launch-missed:${listingId}:${week}:${owner.id}`,
          to: owner.email,
          ...freeLaunchMissedMail({ listing: listing.name, week, listingUrl }),
        });
    });
  });

  return {
    async stop() {
      await Promise.all([claims.stop(), flagged.stop(), missed.stop()]);
    },
  };
}
