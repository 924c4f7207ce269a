import type { Logger } from 'pino';
import type { Commands, StreamReads } from '../commands/index.ts';
import type { Drafter } from '../domain/ports/drafter.ts';
import type { EventStore } from '../domain/ports/event-store.ts';
import type { JobBus } from '../domain/ports/job-bus.ts';
import { ack, retryIn } from '../domain/ports/job-bus.ts';
import { consumeJobs } from '../domain/ports/jobs.ts';
import type { SiteReader } from '../domain/ports/site-reader.ts';
import type { ReadModels } from '../projections/index.ts';
import { categoryLookup } from '../projections/queries/index.ts';
import { checkedProposal } from './drafting.ts';

export type DraftBuilderDeps = {
  bus: JobBus;
  commands: Commands;
  streams: Pick<StreamReads, 'draft'>;
  events: EventStore;
  readModels: ReadModels;
  drafter: Drafter;
  siteReader: SiteReader;
  logger: Logger;
};

const COMPETITOR_FACTS = ['name', 'tagline', 'pricing_model', 'pricing_summary', 'features', 'short_description'] as const;

/**
 * Reads the submitted site, then drafts the profile: `crawling` -> `drafting` -> `ready`, or
 * `failed` with a reason a person understands. Also reads competitors and redrafts fields on
 * request. Every step is a command, so a redelivered job finds the draft where the last one left it.
 */
export function draftBuilder(deps: DraftBuilderDeps) {
  // No correlation id of its own: a job runs under the one of the request that caused it, and its commands take that.
  const system = { actor: 'system:draft-builder' };

  const drafts = consumeJobs(
    deps.bus,
    'draft.crawl',
    { group: 'draft-builder', maxAttempts: 4, ackWaitMs: 120_000, concurrency: 2 },
    async ({ draftId }, job) => {
      let draft = await deps.streams.draft(draftId);
      if (draft.status === 'crawling') {
        const result = await deps.siteReader.read(draft.url);
        if (!result.ok) {
          await deps.commands.failDraft({ draftId, reason: result.reason }, system);
          return ack();
        }
        await deps.commands.recordSiteRead({ draftId, pages: result.pages, skipped: result.skipped }, system);
        draft = await deps.streams.draft(draftId);
      }
      if (draft.status === 'drafting') {
        try {
          const proposal = await checkedProposal(deps.drafter, draft.pages, await categoryLookup(deps.readModels));
          await deps.commands.recordFirstProposal({ draftId, ...proposal, drafter: deps.drafter.name }, system);
        } catch (error) {
          deps.logger.warn({ err: error, draftId, attempt: job.attempt }, 'drafting failed');
          if (job.attempt >= 3) {
            await deps.commands.failDraft({ draftId, reason: 'the profile could not be drafted from the site; try again later' }, system);
            return ack();
          }
          return retryIn(2000 * job.attempt);
        }
      }
      return ack();
    },
  );

  const regenerations = consumeJobs(
    deps.bus,
    'draft.regenerate',
    { group: 'draft-regenerator', maxAttempts: 4, ackWaitMs: 120_000 },
    async ({ draftId, requestId, fields }, job) => {
      const draft = await deps.streams.draft(draftId);
      if (draft.status === 'none' || !draft.regenerating.some((r) => r.requestId === requestId)) return ack();
      try {
        // Redrafted from the pages read at submission, through the same evidence rule.
        const proposal = await checkedProposal(deps.drafter, draft.pages, await categoryLookup(deps.readModels), fields);
        await deps.commands.recordRegeneration({ draftId, requestId, fields: proposal.fields, drafter: deps.drafter.name }, system);
      } catch (error) {
        deps.logger.warn({ err: error, draftId, attempt: job.attempt }, 'regenerating fields failed');
        if (job.attempt < 3) return retryIn(2000 * job.attempt);
        await deps.commands.failRegeneration({ draftId, requestId, reason: 'the AI could not redraft these fields; try again later' }, system);
      }
      return ack();
    },
  );

  const competitors = consumeJobs(
    deps.bus,
    'draft.competitor',
    { group: 'competitor-reader', maxAttempts: 3, ackWaitMs: 120_000 },
    async ({ draftId, url }) => {
      const result = await deps.siteReader.read(url);
      if (!result.ok) {
        await deps.commands.recordCompetitor({ draftId, url, facts: {}, failure: result.reason }, system);
        return ack();
      }
      const proposal = await checkedProposal(deps.drafter, result.pages, await categoryLookup(deps.readModels), [...COMPETITOR_FACTS]);
      await deps.commands.recordCompetitor({ draftId, url, facts: proposal.fields, failure: null }, system);
      return ack();
    },
  );

  return {
    async stop() {
      await Promise.all([drafts.stop(), regenerations.stop(), competitors.stop()]);
    },
  };
}
