import { describe, it } from 'node:test';
import type { Commands } from '../../commands/index.ts';
import type { DraftEvent } from '../../domain/draft/events.ts';
import { DomainError } from '../../domain/shared/errors.ts';
import { givenReaction } from '../engine/given-reaction.ts';
import { draftListingProcess } from './draft-listing.ts';

const submitted: DraftEvent = { type: 'DraftSubmitted', data: { draftId: 'd1', listingId: 4 } };

describe('process-draft-listing', () => {
  it('when a draft is submitted, then its listing follows it, in the name of whoever submitted it', async () => {
    await givenReaction<Commands>(({ commands, logger }) => draftListingProcess(commands, logger))
      .when(submitted)
      .then({ commands: [{ name: 'syncListingFromDraft', input: { draftId: 'd1' }, actor: 'spec' }] });
  });

  it('when the listing refuses to follow, then the refusal is logged and the event passed', async () => {
    const refused = { syncListingFromDraft: new DomainError('conflict', 'the listing is hidden') };
    await givenReaction<Commands>(({ commands, logger }) => draftListingProcess(commands, logger), [], refused)
      .when(submitted)
      .then({ commands: [{ name: 'syncListingFromDraft', input: { draftId: 'd1' }, actor: 'spec' }] });
  });
});
