import { describe, it } from 'node:test';
import { listingStream } from '../../domain/listing/events.ts';
import { as, commandSpec } from '../../test/support/command-spec.ts';
import { inStream } from '../../test/support/spec.ts';
import { at, listingSubmitted } from '../../test/support/spec-events.ts';

const spec = commandSpec();
const source = 'https://acme-3.test/logo.png';
const submitted = listingSubmitted(3);
const withLogoUrl = inStream(listingStream(3), {
  type: 'ListingSubmitted',
  data: { ...(submitted.data as object), profile: { ...(submitted.data as { profile: object }).profile, logo_url: source } },
});
const image = { id: 'sha256-logo', type: 'image/png' as const, width: 128, height: 128, bytes: 2048 };

describe('recordLogo', () => {
  it('given a listing naming a logo, when the worker kept it, then the logo is stored', async () => {
    await spec
      .given(withLogoUrl)
      .when(({ commands }) => commands.recordLogo({ listingId: 3, source, image }, as('system:logo')))
      .then(inStream(listingStream(3), { type: 'LogoStored', data: { listingId: 3, source, image, at } }));
  });

  it('given a listing naming a logo, when the worker could not use it, then the refusal is recorded with why', async () => {
    await spec
      .given(withLogoUrl)
      .when(({ commands }) => commands.recordLogo({ listingId: 3, source, refused: 'it is a banner' }, as('system:logo')))
      .then(inStream(listingStream(3), { type: 'LogoRefused', data: { listingId: 3, source, reason: 'it is a banner', at } }));
  });

  it('given a listing whose logo address changed meanwhile, when the worker reports on the old one, then nothing is recorded', async () => {
    await spec
      .given(withLogoUrl)
      .when(({ commands }) => commands.recordLogo({ listingId: 3, source: 'https://acme-3.test/old.png', image }, as('system:logo')))
      .then();
  });
});
