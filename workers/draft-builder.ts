import type { Logger } from 'pino';
import { readDraft, type Commands } from '../commands/index.ts';
import { keepQuoted } from '../domain/draft/evidence.ts';
import type { DraftFieldName, Proposal } from '../domain/draft/fields.ts';
import type { PageDigest } from '../domain/draft/page.ts';
import type { Drafter } from '../domain/ports/drafter.ts';
import type { EventStore } from '../domain/ports/event-store.ts';
import { ack, retryIn, type JobBus } from '../domain/ports/job-bus.ts';
import type { ReadModels } from '../projections/index.ts';

export const DRAFT_CRAWL = 'draft.crawl';

export type Crawl = (url: string) => Promise<{ ok: true; pages: PageDigest[]; skipped: string[] } | { ok: false; reason: string }>;

type CategoryDoc = { id: string; slug: string; name: string };

/** Category names and slugs as the drafter and the draft edits use them. */
export async function categoryLookup(rm: ReadModels) {
  const all = (await (await rm.collection<CategoryDoc>('categories')).find()).items;
  const bySlugOrName = new Map<string, string>();
  for (const c of all) {
    bySlugOrName.set(c.slug, c.slug);
    bySlugOrName.set(c.name.toLowerCase(), c.slug);
  }
  return { list: all.map((c) => ({ slug: c.slug, name: c.name })), slugOf: (v: string) => bySlugOrName.get(v.trim().toLowerCase()) ?? bySlugOrName.get(v.trim()) ?? null };
}

/** A drafter's proposal after the evidence rule; category names become slugs. */
export async function checkedProposal(drafter: Drafter, pages: PageDigest[], rm: ReadModels, only?: DraftFieldName[]) {
  const categories = await categoryLookup(rm);
  const proposal = await drafter.draft({ pages, only, categories: categories.list });
  const fields: Partial<Record<DraftFieldName, Proposal>> = {};
  for (const [name, p] of Object.entries(proposal.fields) as [DraftFieldName, Proposal][]) {
    const kept = keepQuoted(name, p, pages);
    if (name === 'categories' && Array.isArray(kept.value)) {
      const slugs = kept.value.map((v) => categories.slugOf(v)).filter((s): s is string => s !== null);
      fields[name] = slugs.length ? { value: [...new Set(slugs)], evidence: kept.evidence } : { value: null, evidence: [] };
    } else fields[name] = kept;
  }
  // Every field the drafter was asked for gets an answer, blank when the site did not state it.
  for (const name of only ?? []) fields[name] ??= { value: null, evidence: [] };
  return { fields, extras: proposal.extras };
}

/**
 * Reads the submitted site, then drafts the profile: `crawling` -> `drafting` -> `ready`, or
 * `failed` with a reason a person understands. Every step is a command, so a redelivered job
 * finds the draft where the last one left it.
 */
export function draftBuilder(deps: { bus: JobBus; commands: Commands; events: EventStore; readModels: ReadModels; drafter: Drafter; crawl: Crawl; logger: Logger }) {
  const consumer = deps.bus.consume(DRAFT_CRAWL, { group: 'draft-builder', maxAttempts: 4, ackWaitMs: 120_000, concurrency: 2 }, async (job) => {
    const { draftId } = job.payload as { draftId: string };
    let draft = await readDraft(deps.events, draftId);
    const ctx = { actor: 'system:draft-builder', correlationId: `draft:${draftId}` };
    if (draft.status === 'crawling') {
      const result = await deps.crawl(draft.url);
      if (!result.ok) {
        await deps.commands.failDraft({ draftId, reason: result.reason }, ctx);
        return ack();
      }
      await deps.commands.recordSiteRead({ draftId, pages: result.pages, skipped: result.skipped }, ctx);
      draft = await readDraft(deps.events, draftId);
    }
    if (draft.status === 'drafting') {
      try {
        const proposal = await checkedProposal(deps.drafter, draft.pages, deps.readModels);
        await deps.commands.recordProposal({ draftId, ...proposal, drafter: deps.drafter.name, initial: true }, ctx);
      } catch (error) {
        deps.logger.warn({ err: error, draftId, attempt: job.attempt }, 'drafting failed');
        if (job.attempt >= 3) {
          await deps.commands.failDraft({ draftId, reason: 'the profile could not be drafted from the site; try again later' }, ctx);
          return ack();
        }
        return retryIn(2000 * job.attempt);
      }
    }
    return ack();
  });
  const competitors = deps.bus.consume('draft.competitor', { group: 'competitor-reader', maxAttempts: 3, ackWaitMs: 120_000 }, async (job) => {
    const { draftId, url } = job.payload as { draftId: string; url: string };
    const ctx = { actor: 'system:draft-builder', correlationId: `competitor:${draftId}` };
    const result = await deps.crawl(url);
    if (!result.ok) {
      await deps.commands.recordCompetitor({ draftId, url, facts: {}, failure: result.reason }, ctx);
      return ack();
    }
    const proposal = await checkedProposal(deps.drafter, result.pages, deps.readModels, ['name', 'tagline', 'pricing_model', 'pricing_summary', 'features', 'short_description']);
    await deps.commands.recordCompetitor({ draftId, url, facts: proposal.fields, failure: null }, ctx);
    return ack();
  });
  return {
    stop: async () => {
      await consumer.stop();
      await competitors.stop();
    },
  };
}
