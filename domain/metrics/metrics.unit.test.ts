import { describe, it } from 'node:test';
import { given } from '../shared/given.ts';
import { evolveMetrics, initialMetrics, type MetricEvent, measureDomainRating } from './metrics.ts';

const metrics = (history: MetricEvent[]) => given(initialMetrics, evolveMetrics, history);
const rated = (measuredOn: string, rating = 40): MetricEvent => ({
  type: 'DomainRatingMeasured',
  data: { listingId: 3, rating, measuredOn, source: 'ahrefs' },
});
const rate = (measuredOn: string, rating = 40) => ({ listingId: 3, rating, measuredOn, source: 'ahrefs' });

describe('domain ratings', () => {
  it('keeps only ratings newer than the latest, so a repeated or late import leaves the trend alone', () => {
    metrics([])
      .when((s) => measureDomainRating(rate('2026-11-02'), s, true))
      .then([rated('2026-11-02')]);
    metrics([rated('2026-11-02')])
      .when((s) => measureDomainRating(rate('2026-11-09', 44), s, true))
      .then([rated('2026-11-09', 44)]);
    metrics([rated('2026-11-09')])
      .when((s) => measureDomainRating(rate('2026-11-09', 44), s, true))
      .then([]);
    metrics([rated('2026-11-09')])
      .when((s) => measureDomainRating(rate('2026-10-01', 44), s, true))
      .then([]);
  });

  it('refuses a rating outside 0-100, a date that is not one, an unnamed provider, an unknown listing', () => {
    metrics([])
      .when((s) => measureDomainRating(rate('2026-11-02', 101), s, true))
      .thenRefuses('invalid', /rating/);
    metrics([])
      .when((s) => measureDomainRating(rate('2026-11-02', Number.NaN), s, true))
      .thenRefuses('invalid', /rating/);
    metrics([])
      .when((s) => measureDomainRating(rate('2026-02-30'), s, true))
      .thenRefuses('invalid', /measuredOn/);
    metrics([])
      .when((s) => measureDomainRating({ ...rate('2026-11-02'), source: ' ' }, s, true))
      .thenRefuses('invalid', /source/);
    metrics([])
      .when((s) => measureDomainRating(rate('2026-11-02'), s, false))
      .thenRefuses('not_found', /listing/);
  });
});
