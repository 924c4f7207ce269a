import type { Logger } from 'pino';
import type { Commands, StreamReads } from '../commands/index.ts';
import type { EventStore } from '../domain/ports/event-store.ts';

export const LINK_REPAIR = 'unsafe-links-1';
const BATCH = 5_000;
const system = { actor: 'system:link-repair', correlationId: `migration:${LINK_REPAIR}` };

/** Events that can carry a link or an address into a listing, a draft or a founder profile. */
const CARRIERS = new Set([
  'ListingSubmitted',
  'ListingProfileUpdated',
  'ListingEdited',
  'MilestoneAdded',
  'ProfileDrafted',
  'DraftEdited',
  'FounderProfilePublished',
]);

/**
 * The forward-only repair of links stored before every door followed the link rule: once per
 * deployment, every listing, draft and founder profile that ever received a link is checked, and
 * each one holding an unsafe value gets a repair event of its own (history is never rewritten).
 * Every step is idempotent, so a crash mid-way (or two workers at once) repeats checks, never repairs.
 */
export function linkRepair(deps: { events: EventStore; commands: Commands; streams: Pick<StreamReads, 'migrationCompleted'>; logger: Logger }) {
  let stopping = false;
  const run = async () => {
    if (await deps.streams.migrationCompleted(LINK_REPAIR)) return;
    const listings = new Set<number>();
    const drafts = new Set<string>();
    const founders = new Set<string>();
    for (let after = 0; !stopping; ) {
      const batch = await deps.events.readAll(after, BATCH);
      if (batch.length === 0) break;
      for (const e of batch) {
        if (!CARRIERS.has(e.type)) continue;
        const data = e.data as { listingId?: number; draftId?: string; slug?: string };
        if (e.stream.startsWith('listing-') && typeof data.listingId === 'number') listings.add(data.listingId);
        else if (e.stream.startsWith('draft-') && typeof data.draftId === 'string') drafts.add(data.draftId);
        else if (e.stream.startsWith('founder-') && typeof data.slug === 'string') founders.add(data.slug);
      }
      after = batch[batch.length - 1].position;
    }
    let repaired = 0;
    const count = (r: { events: unknown[] }) => {
      repaired += r.events.length;
    };
    // The listing first: its repair also mends the profile its draft last gave it, so the draft's repair carries nothing back.
    for (const listingId of listings)
      if (!stopping) count(await deps.commands.removeUnsafeLinks({ listingId, repairId: `${LINK_REPAIR}:${listingId}` }, system));
    for (const draftId of drafts) if (!stopping) count(await deps.commands.removeUnsafeDraftLinks({ draftId, repairId: `${LINK_REPAIR}:${draftId}` }, system));
    for (const slug of founders) if (!stopping) count(await deps.commands.removeUnsafeFounderLinks({ slug }, system));
    if (stopping) return;
    const streams = listings.size + drafts.size + founders.size;
    await deps.commands.completeMigration({ migration: LINK_REPAIR, streams, repaired }, system);
    if (repaired > 0) deps.logger.info({ migration: LINK_REPAIR, streams, repaired }, 'unsafe links stored before the link rule were removed');
  };
  const done = run().catch((error) => deps.logger.error({ err: error, migration: LINK_REPAIR }, 'the link repair stopped; it runs again at the next start'));
  return {
    done,
    async stop() {
      stopping = true;
      await done;
    },
  };
}
