import { describe, it } from 'node:test';
import { trafficStream } from '../../domain/traffic/traffic.ts';
import { as, commandSpec } from '../../test/support/command-spec.ts';
import { inStream } from '../../test/support/spec.ts';

const spec = commandSpec();

describe('countTraffic', () => {
  it("given earlier counts, when a day's views are flushed, then they are counted on the listing's traffic stream", async () => {
    await spec
      .given(inStream(trafficStream(3), { type: 'ListingViewsCounted', data: { listingId: 3, day: '2026-11-17', count: 4 } }))
      .when(({ commands }) => commands.countTraffic({ listingId: 3, day: '2026-11-18', kind: 'views', count: 12 }, as('system:traffic')))
      .then(inStream(trafficStream(3), { type: 'ListingViewsCounted', data: { listingId: 3, day: '2026-11-18', count: 12 } }));
  });

  it('given no counts, when clicks out to the website are flushed, then they are counted by kind', async () => {
    await spec
      .given()
      .when(({ commands }) => commands.countTraffic({ listingId: 3, day: '2026-11-18', kind: 'outbound_clicks', count: 2 }, as('system:traffic')))
      .then(inStream(trafficStream(3), { type: 'ListingTrafficCounted', data: { listingId: 3, day: '2026-11-18', kind: 'outbound_clicks', count: 2 } }));
  });

  it('given earlier counts, when a day is flushed, then the stream is not read (a year of flushes costs the next one nothing)', async () => {
    await spec
      .given(inStream(trafficStream(3), { type: 'ListingViewsCounted', data: { listingId: 3, day: '2026-11-17', count: 4 } }))
      .when(async ({ commands, store }) => {
        const readStream = store.readStream.bind(store);
        store.readStream = async (stream, from) => {
          if (stream === trafficStream(3)) throw new Error(`${stream} was read`);
          return readStream(stream, from);
        };
        try {
          return await commands.countTraffic({ listingId: 3, day: '2026-11-18', kind: 'views', count: 12 }, as('system:traffic'));
        } finally {
          store.readStream = readStream;
        }
      })
      .then(inStream(trafficStream(3), { type: 'ListingViewsCounted', data: { listingId: 3, day: '2026-11-18', count: 12 } }));
  });

  it('given no counts, when a count of nothing is flushed, then nothing is recorded', async () => {
    await spec
      .given()
      .when(({ commands }) => commands.countTraffic({ listingId: 3, day: '2026-11-18', kind: 'views', count: 0 }, as('system:traffic')))
      .then();
  });
});
