import { completeness } from '../domain/draft/decide.ts';
import { evolveDraft, initialDraft, type Draft, type DraftEvent } from '../domain/draft/events.ts';
import { projection } from './projection.ts';

type DraftDoc = { id: string; owner_id: string; created_at: string; updated_at: string; state: Omit<Draft, 'pages'> };

/** Drafts as their owners read them; the crawled pages stay in the log, not here. */
export const draftsProjection = projection({
  name: 'drafts',
  version: 1,
  collections: { drafts: { indexes: ['owner_id', 'created_at'] } },
  searchIndexes: [],
  handles: ['DraftRequested', 'SiteRead', 'DraftFailed', 'ProfileDrafted', 'DraftEdited', 'DraftSubmitted', 'CofounderInvited', 'CompetitorRead', 'CofounderJoined', 'FounderEntryEdited'],
  async apply(event, w) {
    const e = event as unknown as DraftEvent;
    const existing = await w.get<DraftDoc>('drafts', e.data.draftId);
    const before: Draft = existing ? { ...existing.state, pages: [] } : initialDraft();
    const { pages: _pages, ...state } = evolveDraft(before, e);
    const { completeness: pct, missing } = completeness({ ...state, pages: [] });
    w.put('drafts', {
      id: e.data.draftId,
      owner_id: state.ownerId,
      created_at: existing?.created_at ?? event.metadata.time,
      updated_at: event.metadata.time,
      completeness: pct,
      missing,
      state,
    });
  },
});
