import type { Logger } from 'pino';
import type { Clock } from '../domain/ports/clock.ts';
import type { EventStore } from '../domain/ports/event-store.ts';
import { ack, type JobBus, retryIn } from '../domain/ports/job-bus.ts';
import { consumeJobs, publishJob } from '../domain/ports/jobs.ts';
import type { Mailer } from '../domain/ports/mailer.ts';
import type { ReadModels } from '../projections/index.ts';
import { accountById, listingById, newTopLevelComments, replyAndParent } from '../projections/queries/index.ts';
import { every } from './every.ts';
import { commentDigestMail, makerReplyMail } from './mail-templates.ts';

const HOUR = 3_600_000;
/** Hours looked back on each tick: a worker down for a while still sends the digests of the hours it missed. */
const HOURS_BACK = 3;

export type CommentMailDeps = { bus: JobBus; mailer: Mailer; readModels: ReadModels; clock: Clock; logger: Logger; events: EventStore; publicUrl: string };

const hourStartOf = (t: number) => new Date(Math.floor(t / HOUR) * HOUR).toISOString();

/**
 * Mails about the discussion. The makers of a listing get one mail per hour that had new
 * top-level comments (a digest, sent once the hour is over: at most one an hour, whatever the
 * number of comments); a person gets one when a maker replies to their comment. Mail ids are
 * stable, so a redelivered job sends nothing twice. Only comments shown when the mail is written
 * are in it: a comment deleted or hidden by then is not.
 */
export function commentMailSender(deps: CommentMailDeps, options: { tickMs?: number } = {}) {
  const group = { group: 'comment-mail', maxAttempts: 10, ackWaitMs: 60_000 };
  const link = (slug: string, commentId: string) => `${deps.publicUrl}/listings/${slug}#comment-${commentId}`;

  const announce = async () => {
    const now = deps.clock.now().getTime();
    for (let back = HOURS_BACK; back >= 1; back--) {
      const hour = hourStartOf(now - back * HOUR);
      await publishJob(deps.bus, 'mail.comment-digest', { hour }, `comment-digest:${hour}`);
    }
  };

  const digests = consumeJobs(deps.bus, 'mail.comment-digest', group, async ({ hour }, job) => {
    // Every comment of the hour must be read: the read models catch up with the log first.
    if (!(await deps.readModels.waitFor(await deps.events.headPosition(), 30_000, ['CommentPosted']))) return retryIn(5000);
    const to = new Date(Date.parse(hour) + HOUR).toISOString();
    const comments = await newTopLevelComments(deps.readModels, hour, to);
    const byListing = Map.groupBy(comments, (c) => c.listing_id);
    try {
      for (const [listingId, theirs] of byListing) {
        const listing = await listingById(deps.readModels, listingId);
        if (!listing) continue;
        for (const ownerId of listing.owner_ids) {
          const owner = await accountById(deps.readModels, ownerId);
          if (!owner) continue;
          await deps.mailer.send({
            id: `comment-digest:${listingId}:${hour}:${ownerId}`,
            to: owner.email,
            ...commentDigestMail({
              listing: listing.name,
              hourStart: hour,
              comments: theirs.map((c) => ({ author: c.author, text: c.text, link: link(listing.slug, c.comment_id) })),
            }),
          });
        }
      }
      return ack();
    } catch (error) {
      deps.logger.warn({ err: error, hour }, 'comment digest not sent; will retry');
      return retryIn(Math.min(300_000, 2000 * 2 ** job.attempt));
    }
  });

  const replies = consumeJobs(deps.bus, 'mail.comment-reply', group, async ({ commentId, position }, job) => {
    if (!(await deps.readModels.waitFor(position, 30_000, ['CommentPosted']))) return retryIn(5000);
    const found = await replyAndParent(deps.readModels, commentId);
    // Hidden or deleted since, or answering a comment whose author is gone: nobody to tell.
    if (found?.reply.state !== 'shown' || !found.parent.author_id || found.parent.author_id === found.reply.author_id) return ack();
    const [listing, person] = await Promise.all([listingById(deps.readModels, found.reply.listing_id), accountById(deps.readModels, found.parent.author_id)]);
    if (!listing || !person) return ack();
    try {
      await deps.mailer.send({
        id: `comment-reply:${commentId}`,
        to: person.email,
        ...makerReplyMail({ listing: listing.name, maker: found.reply.author, text: found.reply.text, link: link(listing.slug, commentId) }),
      });
      return ack();
    } catch (error) {
      deps.logger.warn({ err: error, commentId }, 'reply mail not sent; will retry');
      return retryIn(Math.min(300_000, 2000 * 2 ** job.attempt));
    }
  });

  const stopTicking = every(options.tickMs ?? 60_000, announce, deps.logger, 'comment digest tick');
  return {
    tick: announce,
    async stop() {
      stopTicking();
      await Promise.all([digests.stop(), replies.stop()]);
    },
  };
}
