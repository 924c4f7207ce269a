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
  it('given no rating, when one is measured, then it is recorded', () => {
    metrics([])
      .when((s) => measureDomainRating(rate('2026-11-02'), s, true))
      .then([rated('2026-11-02')]);
  });

  it('given a rating, when a newer one is measured, then it is recorded', () => {
    metrics([rated('2026-11-02')])
      .when((s) => measureDomainRating(rate('2026-11-09', 44), s, true))
      .then([rated('2026-11-09', 44)]);
  });

  it('given a rating, when the same day is imported again, then nothing is recorded', () => {
    metrics([rated('2026-11-09')])
      .when((s) => measureDomainRating(rate('2026-11-09', 44), s, true))
      .then([]);
  });

  it('given a rating, when an older day arrives late, then nothing is recorded', () => {
    metrics([rated('2026-11-09')])
      .when((s) => measureDomainRating(rate('2026-10-01', 44), s, true))
      .then([]);
  });

  it('when a rating is above 100, then it is refused naming the rating', () => {
    metrics([])
      .when((s) => measureDomainRating(rate('2026-11-02', 101), s, true))
      .thenRefuses('invalid', /rating/);
  });

  it('when a rating is not a number, then it is refused naming the rating', () => {
    metrics([])
      .when((s) => measureDomainRating(rate('2026-11-02', Number.NaN), s, true))
      .thenRefuses('invalid', /rating/);
  });

  it('when the date does not exist, then it is refused naming measuredOn', () => {
    metrics([])
      .when((s) => measureDomainRating(rate('2026-02-30'), s, true))
      .thenRefuses('invalid', /measuredOn/);
  });

  it('when the provider is blank, then it is refused naming the source', () => {
    metrics([])
      .when((s) => measureDomainRating({ ...rate('2026-11-02'), source: ' ' }, s, true))
      .thenRefuses('invalid', /source/);
  });

  it('when the listing is unknown, then it is not found', () => {
    metrics([])
      .when((s) => measureDomainRating(rate('2026-11-02'), s, false))
      .thenRefuses('not_found', /listing/);
  });
});
