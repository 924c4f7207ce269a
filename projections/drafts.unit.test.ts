import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { DraftEvent } from '../domain/draft/events.ts';
import { DRAFT_FIELDS } from '../domain/draft/fields.ts';
import { draftsProjection } from './drafts.ts';
import { givenEvents } from './engine/given-events.ts';

const requested: DraftEvent = { type: 'DraftRequested', data: { draftId: 'd1', ownerId: 'ann', url: 'https://acme.test/' } };
const drafted: DraftEvent = {
  type: 'ProfileDrafted',
  data: { draftId: 'd1', fields: { name: { value: 'Acme', evidence: [] } }, extras: {}, drafter: 'extractor' },
};
const oneOfAll = Math.round(100 / DRAFT_FIELDS.length);

describe('the drafts projection', () => {
  it('when a draft is requested, then it is crawling, owned, and nothing of it is filled', async () => {
    await givenEvents(draftsProjection, [])
      .when({ ...requested, at: '2026-11-16T10:00:00.000Z' })
      .then({ drafts: { d1: { owner_id: 'ann', created_at: '2026-11-16T10:00:00.000Z', 'state.status': 'crawling', completeness: 0 } } });
  });

  it('given a draft, when its site cannot be read, then it failed and says why', async () => {
    await givenEvents(draftsProjection, [requested])
      .when({ type: 'DraftFailed', data: { draftId: 'd1', reason: 'robots.txt disallows' } })
      .then({ drafts: { d1: { 'state.status': 'failed', 'state.failure': 'robots.txt disallows' } } });
  });

  it('given a draft, when a profile is drafted, then its fields count towards completeness, and its first time stays', async () => {
    assert.ok(oneOfAll > 0);
    await givenEvents(draftsProjection, [{ ...requested, at: '2026-11-16T10:00:00.000Z' }])
      .when({ ...drafted, at: '2026-11-16T10:01:00.000Z' })
      .then({
        drafts: {
          d1: { 'state.fields.name.value': 'Acme', completeness: oneOfAll, created_at: '2026-11-16T10:00:00.000Z', updated_at: '2026-11-16T10:01:00.000Z' },
        },
      });
  });

  it('given a drafted profile, when the owner edits a field, then it is theirs', async () => {
    await givenEvents(draftsProjection, [requested, drafted])
      .when({ type: 'DraftEdited', data: { draftId: 'd1', patch: { fields: { name: 'Acme Invoices' } } } })
      .then({ drafts: { d1: { 'state.fields.name.value': 'Acme Invoices', 'state.fields.name.state': 'edited' } } });
  });

  it('given a draft, when it is submitted, then it names its listing', async () => {
    await givenEvents(draftsProjection, [requested, drafted])
      .when({ type: 'DraftSubmitted', data: { draftId: 'd1', listingId: 4 } })
      .then({ drafts: { d1: { 'state.listingId': 4 } } });
  });

  it('when an event arrives for a draft never requested, then nothing is made', async () => {
    await givenEvents(draftsProjection, [])
      .when({ type: 'DraftFailed', data: { draftId: 'd9', reason: 'x' } })
      .then({ drafts: { d9: null } });
  });
});
