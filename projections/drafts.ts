import { completeness } from '../domain/draft/decide.ts';
import { type ActiveDraft, type Draft, type DraftEvent, evolveDraft } from '../domain/draft/events.ts';
import { projection } from './engine/projection.ts';

type WithoutPages<T> = T extends unknown ? Omit<T, 'pages'> : never;

/** A draft as its owner reads it: its state without the crawled pages, which stay in the log. */
export type DraftState = WithoutPages<ActiveDraft>;
export type DraftDoc = {
  id: string;
  owner_id: string;
  created_at: string;
  updated_at: string;
  completeness: number;
  missing: string[];
  state: DraftState;
};

export const draftsProjection = projection<DraftEvent>()({
  name: 'drafts',
  version: 2,
  collections: { drafts: { indexes: ['owner_id', 'created_at'] } },
  handles: [
    'DraftRequested',
    'SiteRead',
    'DraftFailed',
    'ProfileDrafted',
    'RegenerationRequested',
    'RegenerationFailed',
    'DraftEdited',
    'DraftSubmitted',
    'CofounderInvited',
    'CompetitorRead',
    'CofounderJoined',
    'FounderEntryEdited',
    'DraftUnsafeLinksRemoved',
  ],
  async apply(e, w) {
    const existing = await w.get<DraftDoc>('drafts', e.data.draftId);
    const before: Draft = existing ? { ...existing.state, pages: [] } : { status: 'none' };
    const after = evolveDraft(before, e);
    if (after.status === 'none') return;
    const { pages: _pages, ...state } = after;
    const { completeness: pct, missing } = completeness(after);
    w.put('drafts', {
      id: e.data.draftId,
      owner_id: state.ownerId,
      created_at: existing?.created_at ?? e.metadata.time,
      updated_at: e.metadata.time,
      completeness: pct,
      missing,
      state,
    });
  },
});
