import type { DraftEvent } from '../../domain/draft/events.ts';
import type { JobBus } from '../../domain/ports/job-bus.ts';
import { publishJob } from '../../domain/ports/jobs.ts';
import { reactor } from '../engine/projection.ts';

/**
 * The drafting work a draft's events ask for, as jobs: read the site of a new draft, read a
 * competitor named in an edit, redraft fields on request. Each job's dedup id makes a replay harmless.
 */
export const draftJobsReactor = (bus: JobBus) =>
  reactor<DraftEvent>()({
    name: 'reactor-draft-crawl',
    version: 2,
    handles: ['DraftRequested', 'DraftEdited', 'RegenerationRequested'],
    async react(e) {
      switch (e.type) {
        case 'DraftRequested':
          return publishJob(bus, 'draft.crawl', { draftId: e.data.draftId }, `crawl:${e.data.draftId}`);
        case 'DraftEdited':
          if (e.data.patch.competitor_url)
            await publishJob(bus, 'draft.competitor', { draftId: e.data.draftId, url: e.data.patch.competitor_url }, `competitor:${e.id}`);
          return;
        case 'RegenerationRequested':
          return publishJob(
            bus,
            'draft.regenerate',
            { draftId: e.data.draftId, requestId: e.data.requestId, fields: e.data.fields },
            `regenerate:${e.data.requestId}`,
          );
      }
    },
  });
