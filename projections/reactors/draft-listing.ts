import type { Logger } from 'pino';
import type { Commands } from '../../commands/index.ts';
import type { DraftEvent } from '../../domain/draft/events.ts';
import { DomainError } from '../../domain/shared/errors.ts';
import { processManager } from '../engine/projection.ts';

/**
 * A submitted draft and its listing move together: once a draft is submitted, the listing is
 * made from it, and every later change to the draft's profile is carried over. The command is
 * idempotent (it compares before it writes), so a step repeated after a crash changes nothing.
 */
export const draftListingProcess = (commands: Pick<Commands, 'syncListingFromDraft'>, logger: Logger) =>
  processManager<DraftEvent>()({
    name: 'process-draft-listing',
    version: 1,
    // A store from before this process existed holds drafts submitted without their listing: it finishes them.
    replays: true,
    handles: ['DraftSubmitted', 'DraftEdited', 'ProfileDrafted', 'CofounderJoined', 'FounderEntryEdited', 'DraftUnsafeLinksRemoved'],
    async react(e) {
      try {
        await commands.syncListingFromDraft(
          { draftId: e.data.draftId },
          // The listing's history names whoever changed the draft, not this process.
          { actor: e.metadata.actor, correlationId: e.metadata.correlationId, causationId: e.id },
        );
      } catch (error) {
        // A decision that refuses (the listing's own rules) will refuse again: record it and move on.
        if (!(error instanceof DomainError)) throw error;
        logger.warn({ err: error, draftId: e.data.draftId, event: e.type }, 'the listing could not follow its draft');
      }
    },
  });
