import type { JobBus } from '../../domain/ports/job-bus.ts';
import { projection } from '../projection.ts';

export const DRAFT_CRAWL_SUBJECT = 'draft.crawl';
export const COMPETITOR_SUBJECT = 'draft.competitor';

/**
 * Turns each requested draft into a crawl job. Runs like a projection (its own checkpoint), so a
 * request acknowledged before a crash still gets its job; the job's dedup id makes replays harmless.
 */
export function draftRequestsReactor(bus: JobBus) {
  return projection({
    name: 'reactor-draft-crawl',
    version: 2,
    collections: {},
    searchIndexes: [],
    handles: ['DraftRequested', 'DraftEdited'],
    async apply(event) {
      if (event.type === 'DraftRequested') {
        const { draftId } = event.data as { draftId: string };
        await bus.publish(DRAFT_CRAWL_SUBJECT, { draftId }, `crawl:${draftId}`);
        return;
      }
      // A competitor named in an edit is read and compared like the product's own site.
      const { draftId, patch } = event.data as { draftId: string; patch: { competitor_url?: string } };
      if (patch.competitor_url) await bus.publish(COMPETITOR_SUBJECT, { draftId, url: patch.competitor_url }, `competitor:${event.id}`);
    },
  });
}
