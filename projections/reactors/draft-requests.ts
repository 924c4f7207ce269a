import type { JobBus } from '../../domain/ports/job-bus.ts';
import { projection } from '../projection.ts';

export const DRAFT_CRAWL_SUBJECT = 'draft.crawl';

/**
 * Turns each requested draft into a crawl job. Runs like a projection (its own checkpoint), so a
 * request acknowledged before a crash still gets its job; the job's dedup id makes replays harmless.
 */
export function draftRequestsReactor(bus: JobBus) {
  return projection({
    name: 'reactor-draft-crawl',
    version: 1,
    collections: {},
    searchIndexes: [],
    handles: ['DraftRequested'],
    async apply(event) {
      const { draftId } = event.data as { draftId: string };
      await bus.publish(DRAFT_CRAWL_SUBJECT, { draftId }, `crawl:${draftId}`);
    },
  });
}
