import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, it } from 'node:test';
import { listingStream } from '../domain/listing/events.ts';
import { ack } from '../domain/ports/job-bus.ts';
import { DocumentImageStore } from '../infra/images/document-image-store.ts';
import { imageFacts } from '../infra/images/image-facts.ts';
import { inStream } from '../test/support/spec.ts';
import { at, listingSubmitted, profile } from '../test/support/spec-events.ts';
import { pngOf, type WorkerWorld, webImagesOf, workerSpec } from '../test/support/worker-spec.ts';
import { logoFetcher } from './logo-fetcher.ts';

const spec = workerSpec();
const source = 'https://acme-3.test/logo.png';
const submitted = listingSubmitted(3);
const namingLogo = inStream(listingStream(3), { ...submitted, data: { ...(submitted.data as object), profile: { ...profile, logo_url: source } } });
const logo = pngOf(64, 64);
const fetchLogo = (web: Record<string, Uint8Array>) => async (w: WorkerWorld) => {
  const images = new DocumentImageStore(w.docs.collection('images'));
  w.start(logoFetcher({ ...w, webImages: webImagesOf(web), images, imageFacts }));
  const outcome = await w.bus.deliver('listing.logo', { listingId: 3, url: source });
  const served = web[source];
  return { outcome, kept: served ? await images.get(createHash('sha256').update(served).digest('hex')) : null };
};

describe('the logo fetcher', () => {
  it('given a listing naming a logo, when the logo is fetched, then its bytes are kept under their digest and the logo stored', async () => {
    const { outcome, kept } = await spec
      .given(namingLogo)
      .when(fetchLogo({ [source]: logo }))
      .then(
        inStream(listingStream(3), {
          type: 'LogoStored',
          data: {
            listingId: 3,
            source,
            image: { id: createHash('sha256').update(logo).digest('hex'), type: 'image/png', width: 64, height: 64, bytes: 33 },
            at,
          },
        }),
      );
    assert.deepEqual(outcome, ack());
    assert.ok(kept, 'the image is kept, to be served from our own origin');
  });

  it('given a logo too small to be seen, when it is fetched, then it is refused with why, and nothing is kept', async () => {
    const { kept } = await spec
      .given(namingLogo)
      .when(fetchLogo({ [source]: pngOf(1, 1) }))
      .then(inStream(listingStream(3), { type: 'LogoRefused', data: { listingId: 3, source, reason: 'it is smaller than 16 × 16 pixels', at } }));
    assert.equal(kept, null);
  });

  it('given a logo address that does not answer, when it is fetched, then the refusal says so', async () => {
    await spec
      .given(namingLogo)
      .when(fetchLogo({}))
      .then(inStream(listingStream(3), { type: 'LogoRefused', data: { listingId: 3, source, reason: `${source} did not answer`, at } }));
  });
});
