import { describe, it } from 'node:test';
import { given } from '../shared/given.ts';
import { editListing, hideListing, receiveNetworkEdit, revertEdit, takeDraftProfile, unhideListing, unlockSections } from './edits.ts';
import { type ExistingListing, evolveListing, initialListing, type ListingEvent } from './events.ts';

const profile = { name: 'Acme Widgets', categories: ['developer-tools'], tagline: 'Widget boards', headline: 'The widget board' };
const submitted: ListingEvent = {
  type: 'ListingSubmitted',
  data: { listingId: 42, slug: 'acme-widgets', ownerId: 'ann', draftId: null, url: 'https://acme.test/', domain: 'acme.test', profile },
};
const alone = { siteKey: 'main', sisters: [] };
const network = { siteKey: 'main', sisters: ['eu', 'us'] };
const listing = (history: ListingEvent[]) => given(initialListing, evolveListing, [submitted, ...history]);
const edited = (editId: string, changes: Record<string, { before: unknown; after: unknown }>, source: 'owner' | 'network' = 'owner'): ListingEvent => ({
  type: 'ListingEdited',
  data: { listingId: 42, editId, source, changes },
});

describe('an owner edit', () => {
  it('records the before and after of exactly the fields it changes', () => {
    listing([])
      .when((s) => editListing({ actorId: 'ann', editId: 'e1', fields: { tagline: '  Boards for teams ', headline: 'The widget board', city: '' } }, s, alone))
      .then([edited('e1', { tagline: { before: 'Widget boards', after: 'Boards for teams' } })]);
  });

  it('removes a field sent empty, and replaces socials and FAQs whole', () => {
    listing([])
      .when((s) =>
        editListing(
          { actorId: 'ann', editId: 'e1', fields: { tagline: '' }, socials: { x: 'https://x.test/acme' }, faqs: [{ question: 'Free?', answer: 'Yes.' }] },
          s,
          alone,
        ),
      )
      .then([
        edited('e1', {
          tagline: { before: 'Widget boards', after: null },
          socials: { before: null, after: { x: 'https://x.test/acme' } },
          faqs: { before: null, after: [{ question: 'Free?', answer: 'Yes.' }] },
        }),
      ]);
  });

  it('changing nothing records nothing', () => {
    listing([])
      .when((s) => editListing({ actorId: 'ann', editId: 'e1', fields: { tagline: 'Widget boards' } }, s, alone))
      .then([]);
  });

  it('when malformed values are sent, then each is refused by its field', () => {
    listing([])
      .when((s) => editListing({ actorId: 'ann', editId: 'e1', fields: { contact_email: 'nope', country: 'Germany' } }, s, alone))
      .thenRefuses('invalid', /fields\.country.*fields\.contact_email|fields\.contact_email.*fields\.country/);
  });

  it('when a social link is not a URL, then it is refused naming it', () => {
    listing([])
      .when((s) => editListing({ actorId: 'ann', editId: 'e1', socials: { x: 'x.test/acme' } }, s, alone))
      .thenRefuses('invalid', /socials\.x/);
  });

  it('when someone else edits the listing, then it is not found', () => {
    listing([])
      .when((s) => editListing({ actorId: 'bob', editId: 'e1', fields: { tagline: 'mine' } }, s, alone))
      .thenRefuses('not_found');
  });

  it('when an edit goes to all sister sites, then only its site copy travels, to each', () => {
    listing([])
      .when((s) => editListing({ actorId: 'ann', editId: 'e1', fields: { tagline: 'Stays here', seo_title: 'Acme — boards' }, applyTo: ['all'] }, s, network))
      .then([
        {
          type: 'ListingEdited',
          data: {
            listingId: 42,
            editId: 'e1',
            source: 'owner',
            changes: { tagline: { before: 'Widget boards', after: 'Stays here' }, seo_title: { before: null, after: 'Acme — boards' } },
            applyTo: ['eu', 'us'],
            travelling: { seo_title: 'Acme — boards' },
          },
        },
      ]);
  });

  it('when a headline unchanged here is sent to a sister, then it still travels, and this site is left out of the list', () => {
    // Unchanged here, the headline still travels: the sister's copy may differ.
    listing([])
      .when((s) => editListing({ actorId: 'ann', editId: 'e2', fields: { headline: 'The widget board' }, applyTo: ['eu', 'main'] }, s, network))
      .then([
        {
          type: 'ListingEdited',
          data: { listingId: 42, editId: 'e2', source: 'owner', changes: {}, applyTo: ['eu'], travelling: { headline: 'The widget board' } },
        },
      ]);
  });

  it('when an edit names an unknown sister site, then it is refused naming it', () => {
    listing([])
      .when((s) => editListing({ actorId: 'ann', editId: 'e3', fields: { headline: 'x' }, applyTo: ['asia'] }, s, network))
      .thenRefuses('invalid', /apply_to\[0\]/);
  });
});

describe('a sister site’s edit', () => {
  it("when a sister site's edit arrives, then its site copy is taken", () => {
    const received = {
      type: 'ListingEdited',
      data: { listingId: 42, editId: 'n1', source: 'network', origin: 'eu', changes: { headline: { before: 'The widget board', after: 'Boards' } } },
    } as ListingEvent;
    listing([])
      .when((s) => receiveNetworkEdit({ origin: 'eu', editId: 'n1', fields: { headline: 'Boards' } }, s))
      .then([received]);
  });

  it("given a sister site's edit taken, when it arrives again, then nothing is recorded", () => {
    const received = {
      type: 'ListingEdited',
      data: { listingId: 42, editId: 'n1', source: 'network', origin: 'eu', changes: { headline: { before: 'The widget board', after: 'Boards' } } },
    } as ListingEvent;
    listing([received, edited('e9', { headline: { before: 'Boards', after: 'Local' } })])
      .when((s) => receiveNetworkEdit({ origin: 'eu', editId: 'n1', fields: { headline: 'Boards' } }, s))
      .then([]);
  });
});

describe('moderation', () => {
  const cora = edited('e1', { tagline: { before: 'Widget boards', after: 'Spam!' }, headline: { before: 'The widget board', after: 'Spam!!' } });

  it('reverts an edit to the values before it', () => {
    listing([cora])
      .when((s) => revertEdit({ editId: 'e1', revertId: 'r1' }, s))
      .then([
        {
          type: 'ListingEdited',
          data: {
            listingId: 42,
            editId: 'r1',
            source: 'moderation',
            reverts: 'e1',
            changes: { tagline: { before: 'Spam!', after: 'Widget boards' }, headline: { before: 'Spam!!', after: 'The widget board' } },
          },
        },
      ]);
  });

  it('leaves a field changed again since the edit as it is now', () => {
    listing([cora, edited('e2', { tagline: { before: 'Spam!', after: 'Fixed by Ann' } })])
      .when((s) => revertEdit({ editId: 'e1', revertId: 'r1' }, s))
      .then([
        {
          type: 'ListingEdited',
          data: { listingId: 42, editId: 'r1', source: 'moderation', reverts: 'e1', changes: { headline: { before: 'Spam!!', after: 'The widget board' } } },
        },
      ]);
  });

  it('never brings back a link the rule refuses: a revert to an unsafe value removes it', () => {
    const before = { x: 'https://x.com/acme', website: 'javascript:alert(1)' };
    listing([edited('e0', { socials: { before: null, after: before } }), edited('e1', { socials: { before, after: { x: 'https://x.com/acme' } } })])
      .when((s) => revertEdit({ editId: 'e1', revertId: 'r1' }, s))
      .then([]);
  });

  it('when an unknown edit is reverted, then it is not found', () => {
    listing([])
      .when((s) => revertEdit({ editId: 'nope', revertId: 'r1' }, s))
      .thenRefuses('not_found');
  });

  it('when the site team hides a listing, then it is hidden with the reason trimmed', () => {
    listing([])
      .when((s) => hideListing({ reason: ' spam ' }, s))
      .then([{ type: 'ListingHidden', data: { listingId: 42, reason: 'spam' } }]);
  });

  it('when a listing is hidden without a reason, then it is refused naming the reason', () => {
    listing([])
      .when((s) => hideListing({ reason: ' ' }, s))
      .thenRefuses('invalid', /reason/);
  });

  it('given a hidden listing, when it is hidden again, then nothing is recorded', () => {
    listing([{ type: 'ListingHidden', data: { listingId: 42, reason: 'spam' } }])
      .when((s) => hideListing({ reason: 'again' }, s))
      .then([]);
  });

  it('given a hidden listing, when it is unhidden, then it shows again', () => {
    listing([{ type: 'ListingHidden', data: { listingId: 42, reason: 'spam' } }])
      .when(unhideListing)
      .then([{ type: 'ListingUnhidden', data: { listingId: 42 } }]);
  });

  it('given a listing not hidden, when it is unhidden, then nothing is recorded', () => {
    listing([]).when(unhideListing).then([]);
  });

  it('given an unlocked section, when sections are unlocked again, then only the new one is recorded, once', () => {
    listing([{ type: 'SectionsUnlocked', data: { listingId: 42, sections: ['story'] } }])
      .when((s) => unlockSections({ sections: ['story', 'milestones', 'milestones'] }, s))
      .then([{ type: 'SectionsUnlocked', data: { listingId: 42, sections: ['milestones'] } }]);
  });
});

describe('a submitted draft’s changes', () => {
  it('reach the listing field by field: only what the draft changed, so the owner’s other edits stay', () => {
    const first: ListingEvent = {
      type: 'ListingEdited',
      data: {
        listingId: 42,
        editId: 'd1',
        source: 'draft',
        changes: {},
        draft: { name: 'Acme Widgets', categories: ['developer-tools'], tagline: 'Widget boards', city: 'Berlin' },
      },
    };
    listing([first, edited('e1', { tagline: { before: 'Widget boards', after: 'Owner tagline' } })])
      .when((s) =>
        takeDraftProfile(
          { editId: 'd2', draft: { name: 'Acme Widgets', categories: ['developer-tools'], tagline: 'Widget boards', city: 'Munich' } },
          s as ExistingListing,
        ),
      )
      .then([
        {
          type: 'ListingEdited',
          data: {
            listingId: 42,
            editId: 'd2',
            source: 'draft',
            changes: { city: { before: null, after: 'Munich' } },
            draft: { name: 'Acme Widgets', categories: ['developer-tools'], tagline: 'Widget boards', city: 'Munich' },
          },
        },
      ]);
  });
});
