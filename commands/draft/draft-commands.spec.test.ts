import { describe, it } from 'node:test';
import { draftStream } from '../../domain/draft/events.ts';
import type { FieldValue, Proposal } from '../../domain/draft/fields.ts';
import { LISTING_ID_STREAM } from '../../domain/listing/identity.ts';
import { nodeSecrets } from '../../infra/secrets/node-secrets.ts';
import { as, commandSpec } from '../../test/support/command-spec.ts';
import { inStream } from '../../test/support/spec.ts';

const spec = commandSpec();
// The spec's world derives tokens with this key (test/support/spec.ts), as the server derives them with its own.
const secrets = nodeSecrets('the server key of a specification, 32+ characters');
const d = 'd1';
const requested = { type: 'DraftRequested', data: { draftId: d, ownerId: 'ann', url: 'https://acme.test/' } };
const read = { type: 'SiteRead', data: { draftId: d, pages: [], skipped: [] } };
const proposal = (value: FieldValue): Proposal => ({ value, evidence: [] });
const drafted = {
  type: 'ProfileDrafted',
  data: { draftId: d, fields: { name: proposal('Acme'), categories: proposal(['developer-tools']) }, extras: {}, drafter: 'extractor' },
};
const draft = (...events: { type: string; data: unknown }[]) => inStream(draftStream(d), ...events);
const ready = (...more: { type: string; data: unknown }[]) => draft(requested, read, drafted, ...more);
const regenerating = { type: 'RegenerationRequested', data: { draftId: d, requestId: 'q1', fields: ['tagline'] } };
const invited = {
  type: 'CofounderInvited',
  data: {
    draftId: d,
    inviteId: 'i1',
    email: 'bob@acme.test',
    emailHash: secrets.digest('bob@acme.test'),
    tokenHash: secrets.digest(secrets.derivedToken('invite', 'i1')),
  },
};
const joined = { type: 'CofounderJoined', data: { draftId: d, inviteId: 'i1', accountId: 'bob', name: 'Bob' } };

describe('the draft commands', () => {
  it('given nothing, when a person asks for a draft of a website, then the draft is requested with the normalized address', async () => {
    await spec
      .given()
      .when(({ commands }) => commands.requestDraft({ draftId: d, ownerId: 'ann', url: 'https://acme.test' }, as('ann')))
      .then(draft(requested));
  });

  it('given nothing, when a draft is asked for an address that is not a website, then it is refused naming url', async () => {
    await spec
      .given()
      .when(({ commands }) => commands.requestDraft({ draftId: d, ownerId: 'ann', url: 'ftp://acme.test' }, as('ann')))
      .thenRefuses('invalid', /url/);
  });

  it('given a draft being crawled, when the site is read, then the pages read are recorded', async () => {
    await spec
      .given(draft(requested))
      .when(({ commands }) => commands.recordSiteRead({ draftId: d, pages: [], skipped: ['https://acme.test/blog'] }, as('system:drafts')))
      .then(draft({ type: 'SiteRead', data: { draftId: d, pages: [], skipped: ['https://acme.test/blog'] } }));
  });

  it('given a draft being crawled, when the crawl fails, then the draft fails with why', async () => {
    await spec
      .given(draft(requested))
      .when(({ commands }) => commands.failDraft({ draftId: d, reason: 'robots.txt disallows it' }, as('system:drafts')))
      .then(draft({ type: 'DraftFailed', data: { draftId: d, reason: 'robots.txt disallows it' } }));
  });

  it('given a site read, when the first proposal comes, then the profile is drafted', async () => {
    await spec
      .given(draft(requested, read))
      .when(({ commands }) => commands.recordFirstProposal({ draftId: d, fields: drafted.data.fields, extras: {}, drafter: 'extractor' }, as('system:drafts')))
      .then(draft(drafted));
  });

  it('given a drafted profile, when the first proposal comes again, then nothing more is recorded', async () => {
    await spec
      .given(ready())
      .when(({ commands }) => commands.recordFirstProposal({ draftId: d, fields: drafted.data.fields, extras: {}, drafter: 'extractor' }, as('system:drafts')))
      .then();
  });

  it('given a ready draft, when its owner asks for fields to be redrafted, then the regeneration is requested', async () => {
    await spec
      .given(ready())
      .when(({ commands }) => commands.requestRegeneration({ draftId: d, ownerId: 'ann', requestId: 'q1', fields: ['tagline', 'tagline'] }, as('ann')))
      .then(draft(regenerating));
  });

  it('given a regeneration asked for, when the AI answers, then only the fields asked for are drafted again', async () => {
    await spec
      .given(ready(regenerating))
      .when(({ commands }) =>
        commands.recordRegeneration(
          { draftId: d, requestId: 'q1', fields: { tagline: proposal('Fast'), name: proposal('Other') }, drafter: 'model' },
          as('system:drafts'),
        ),
      )
      .then(draft({ type: 'ProfileDrafted', data: { draftId: d, fields: { tagline: proposal('Fast') }, extras: {}, drafter: 'model', requestId: 'q1' } }));
  });

  it('given a regeneration asked for, when the AI cannot answer, then the regeneration fails and the fields keep their values', async () => {
    await spec
      .given(ready(regenerating))
      .when(({ commands }) => commands.failRegeneration({ draftId: d, requestId: 'q1', reason: 'the model timed out' }, as('system:drafts')))
      .then(draft({ type: 'RegenerationFailed', data: { draftId: d, requestId: 'q1', reason: 'the model timed out' } }));
  });

  it('given a ready draft, when its owner edits a field, then the edit is recorded as sent', async () => {
    await spec
      .given(ready())
      .when(({ commands }) =>
        commands.editDraft({ draftId: d, ownerId: 'ann', patch: { fields: { tagline: 'Widgets' } }, categorySlug: () => null }, as('ann')),
      )
      .then(draft({ type: 'DraftEdited', data: { draftId: d, patch: { fields: { tagline: 'Widgets' } } } }));
  });

  it('given a ready draft, when its owner names a category not in the list, then it is refused naming the category', async () => {
    await spec
      .given(ready())
      .when(({ commands }) =>
        commands.editDraft({ draftId: d, ownerId: 'ann', patch: { fields: { categories: ['Nope'] } }, categorySlug: () => null }, as('ann')),
      )
      .thenRefuses('invalid', /fields\.categories\[0\]/);
  });

  it('given a ready draft, when its owner invites a co-founder, then the invite keeps digests of the address and of the derived token', async () => {
    await spec
      .given(ready())
      .when(({ commands }) => commands.inviteCofounder({ draftId: d, ownerId: 'ann', inviteId: 'i1', email: ' Bob@Acme.test ' }, as('ann')))
      .then(draft(invited));
  });

  it('given an invite, when the invited person accepts it signed in with the invited address, then they join the founders', async () => {
    await spec
      .given(ready(invited))
      .when(({ commands }) =>
        commands.acceptInvite(
          { draftId: d, inviteId: 'i1', tokenHash: invited.data.tokenHash, accountId: 'bob', emailHash: invited.data.emailHash, name: 'Bob' },
          as('bob'),
        ),
      )
      .then(draft(joined));
  });

  it('given an invite, when someone signed in with another address accepts it, then it is refused', async () => {
    await spec
      .given(ready(invited))
      .when(({ commands }) =>
        commands.acceptInvite(
          { draftId: d, inviteId: 'i1', tokenHash: invited.data.tokenHash, accountId: 'eve', emailHash: secrets.digest('eve@x.test'), name: 'Eve' },
          as('eve'),
        ),
      )
      .thenRefuses('forbidden', /another email address/);
  });

  it('given a co-founder who joined, when they edit their own entry, then it is recorded', async () => {
    await spec
      .given(ready(invited, joined))
      .when(({ commands }) => commands.editOwnFounderEntry({ draftId: d, accountId: 'bob', name: 'Bob B.', title: 'CTO' }, as('bob')))
      .then(draft({ type: 'FounderEntryEdited', data: { draftId: d, accountId: 'bob', founder: { name: 'Bob B.', accountId: 'bob', title: 'CTO' } } }));
  });

  it('given a competitor named on the draft, when it is read, then what it says is recorded', async () => {
    const named = { type: 'DraftEdited', data: { draftId: d, patch: { competitor_url: 'https://rival.test/' } } };
    await spec
      .given(ready(named))
      .when(({ commands }) =>
        commands.recordCompetitor({ draftId: d, url: 'https://rival.test/', facts: { tagline: proposal('Rival') }, failure: null }, as('system:drafts')),
      )
      .then(draft({ type: 'CompetitorRead', data: { draftId: d, url: 'https://rival.test/', facts: { tagline: proposal('Rival') }, failure: null } }));
  });

  it('given a ready draft, when its owner submits it, then a listing id is reserved and the draft submitted with it', async () => {
    await spec
      .given(ready())
      .when(({ commands }) => commands.submitDraft({ draftId: d, ownerId: 'ann' }, as('ann')))
      .then(
        inStream(LISTING_ID_STREAM, { type: 'ListingIdReserved', data: { listingId: 1 } }),
        draft({ type: 'DraftSubmitted', data: { draftId: d, listingId: 1 } }),
      );
  });

  it('given a submitted draft, when it is submitted again, then nothing more is recorded', async () => {
    await spec
      .given(ready({ type: 'DraftSubmitted', data: { draftId: d, listingId: 1 } }))
      .when(({ commands }) => commands.submitDraft({ draftId: d, ownerId: 'ann' }, as('ann')))
      .then();
  });

  it('given a draft without a name, when it is submitted, then it is refused naming the field, and no listing id is taken', async () => {
    const unnamed = { ...drafted, data: { ...drafted.data, fields: { categories: proposal(['developer-tools']) } } };
    await spec
      .given(draft(requested, read, unnamed))
      .when(({ commands }) => commands.submitDraft({ draftId: d, ownerId: 'ann' }, as('ann')))
      .thenRefuses('invalid', /fields\.name/);
  });

  it('given a draft stored with an unsafe link, when the link repair runs, then the link is removed', async () => {
    const unsafe = { type: 'DraftEdited', data: { draftId: d, patch: { company_socials: { x: 'javascript:alert(1)' } } } };
    await spec
      .given(ready(unsafe))
      .when(({ commands }) => commands.removeUnsafeDraftLinks({ draftId: d, repairId: 'unsafe-links-1' }, as('system:link-repair')))
      .then(draft({ type: 'DraftUnsafeLinksRemoved', data: { draftId: d, repairId: 'unsafe-links-1', fields: {}, extras: { company_socials: {} } } }));
  });
});
