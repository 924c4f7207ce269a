import { describe, it } from 'node:test';
import { listingStream } from '../../domain/listing/events.ts';
import { as, commandSpec } from '../../test/support/command-spec.ts';
import { ANY, inStream } from '../../test/support/spec.ts';
import { aListing, listingSubmitted, profile } from '../../test/support/spec-events.ts';

const spec = commandSpec({ network: { siteKey: 'main', sisters: ['sister'] } });
const edited = {
  type: 'ListingEdited',
  data: { listingId: 3, editId: 'e1', source: 'owner', changes: { tagline: { before: profile.tagline, after: 'Better widgets' } } },
};
const hidden = { type: 'ListingHidden', data: { listingId: 3, reason: 'spam' } };

describe('the listing edit commands', () => {
  it("given a listing, when its owner edits a field, then the edit keeps that field's before and after", async () => {
    await spec
      .given(aListing(3))
      .when(({ commands }) => commands.editListing({ listingId: 3, actorId: 'ann', editId: 'e1', fields: { tagline: 'Better widgets' } }, as('ann')))
      .then(inStream(listingStream(3), edited));
  });

  it('given a listing, when its owner sends site copy to every sister site, then the edit names where it travels', async () => {
    await spec
      .given(aListing(3))
      .when(({ commands }) =>
        commands.editListing({ listingId: 3, actorId: 'ann', editId: 'e1', fields: { headline: 'Widgets, faster' }, applyTo: ['all'] }, as('ann')),
      )
      .then(
        inStream(listingStream(3), {
          type: 'ListingEdited',
          data: {
            listingId: 3,
            editId: 'e1',
            source: 'owner',
            changes: { headline: { before: null, after: 'Widgets, faster' } },
            applyTo: ['sister'],
            travelling: { headline: 'Widgets, faster' },
          },
        }),
      );
  });

  it('given a listing, when its owner names a sister site this site does not know, then it is refused naming apply_to', async () => {
    await spec
      .given(aListing(3))
      .when(({ commands }) =>
        commands.editListing({ listingId: 3, actorId: 'ann', editId: 'e1', fields: { tagline: 'Better widgets' }, applyTo: ['elsewhere'] }, as('ann')),
      )
      .thenRefuses('invalid', /apply_to\[0\]/);
  });

  it('given a listing, when someone else edits it, then it is not found for them', async () => {
    await spec
      .given(aListing(3))
      .when(({ commands }) => commands.editListing({ listingId: 3, actorId: 'bob', editId: 'e1', fields: { tagline: 'Mine' } }, as('bob')))
      .thenRefuses('not_found');
  });

  it('given a listing, when a sister site sends its site copy, then the edit is taken from the network', async () => {
    await spec
      .given(aListing(3))
      .when(({ commands }) =>
        commands.receiveNetworkEdit({ listingId: 3, origin: 'sister', editId: 'n1', fields: { headline: 'From the sister' } }, as('sister')),
      )
      .then(
        inStream(listingStream(3), {
          type: 'ListingEdited',
          data: { listingId: 3, editId: 'n1', source: 'network', origin: 'sister', changes: { headline: { before: null, after: 'From the sister' } } },
        }),
      );
  });

  it('given an edit, when the site team reverts it, then its fields go back to their values before', async () => {
    await spec
      .given(inStream(listingStream(3), listingSubmitted(3), edited))
      .when(({ commands }) => commands.revertEdit({ listingId: 3, editId: 'e1', revertId: 'r1' }, as('admin')))
      .then(
        inStream(listingStream(3), {
          type: 'ListingEdited',
          data: { listingId: 3, editId: 'r1', source: 'moderation', reverts: 'e1', changes: { tagline: { before: 'Better widgets', after: profile.tagline } } },
        }),
      );
  });

  it('given a listing, when the site team hides it with a reason, then it is hidden', async () => {
    await spec
      .given(aListing(3))
      .when(({ commands }) => commands.hideListing({ listingId: 3, reason: ' spam ' }, as('admin')))
      .then(inStream(listingStream(3), hidden));
  });

  it('given a listing, when the site team hides it without a reason, then it is refused naming reason', async () => {
    await spec
      .given(aListing(3))
      .when(({ commands }) => commands.hideListing({ listingId: 3, reason: ' ' }, as('admin')))
      .thenRefuses('invalid', /reason/);
  });

  it('given a hidden listing, when the site team unhides it, then it shows again', async () => {
    await spec
      .given(inStream(listingStream(3), listingSubmitted(3), hidden))
      .when(({ commands }) => commands.unhideListing({ listingId: 3 }, as('admin')))
      .then(inStream(listingStream(3), { type: 'ListingUnhidden', data: { listingId: 3 } }));
  });

  it('given a listing, when the site team unlocks sections, then only the sections not yet unlocked are recorded', async () => {
    await spec
      .given(inStream(listingStream(3), listingSubmitted(3), { type: 'SectionsUnlocked', data: { listingId: 3, sections: ['story'] } }))
      .when(({ commands }) => commands.unlockSections({ listingId: 3, sections: ['story', 'media'] }, as('admin')))
      .then(inStream(listingStream(3), { type: 'SectionsUnlocked', data: { listingId: 3, sections: ['media'] } }));
  });

  it('given a listing stored with an unsafe link, when the link repair runs, then the link is removed as a version of its own', async () => {
    const unsafe = listingSubmitted(3);
    const data = unsafe.data as { profile: object };
    await spec
      .given(inStream(listingStream(3), { ...unsafe, data: { ...data, profile: { ...data.profile, socials: { x: 'javascript:alert(1)' } } } }))
      .when(({ commands }) => commands.removeUnsafeLinks({ listingId: 3, repairId: 'unsafe-links-1' }, as('system:link-repair')))
      .then(inStream(listingStream(3), { type: 'UnsafeLinksRemoved', data: { listingId: 3, repairId: 'unsafe-links-1', changes: ANY } }));
  });
});
