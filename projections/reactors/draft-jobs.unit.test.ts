import { describe, it } from 'node:test';
import type { DraftEvent } from '../../domain/draft/events.ts';
import { givenReaction } from '../engine/given-reaction.ts';
import { draftJobsReactor } from './draft-jobs.ts';

const reactor = () => givenReaction(({ bus }) => draftJobsReactor(bus));

describe('reactor-draft-crawl', () => {
  it('when a draft is requested, then its site is crawled once per draft', async () => {
    const requested = { type: 'DraftRequested', data: { draftId: 'd1', ownerId: 'ann', url: 'https://acme.test/' } } as const;
    await reactor()
      .when(requested)
      .then({ jobs: [{ subject: 'draft.crawl', payload: { draftId: 'd1' }, dedupId: 'crawl:d1' }] });
  });

  it('when an edit names a competitor, then the competitor is read', async () => {
    const edited: DraftEvent = { type: 'DraftEdited', data: { draftId: 'd1', patch: { competitor_url: 'https://rival.test/' } } };
    await reactor()
      .when(edited)
      .then({ jobs: [{ subject: 'draft.competitor', payload: { draftId: 'd1', url: 'https://rival.test/' }, dedupId: 'competitor:event-1' }] });
  });

  it('when an edit names no competitor, then nothing is published', async () => {
    const edited: DraftEvent = { type: 'DraftEdited', data: { draftId: 'd1', patch: { fields: { tagline: 'Faster invoices' } } } };
    await reactor().when(edited).then({});
  });

  it('when fields are to be drafted again, then one regeneration per request', async () => {
    const again: DraftEvent = { type: 'RegenerationRequested', data: { draftId: 'd1', requestId: 'r1', fields: ['tagline'] } };
    await reactor()
      .when(again)
      .then({ jobs: [{ subject: 'draft.regenerate', payload: { draftId: 'd1', requestId: 'r1', fields: ['tagline'] }, dedupId: 'regenerate:r1' }] });
  });
});
