import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseIsoTime } from './iso-time.ts';

describe('reading a time as the service writes it', () => {
  it('answers what Date.parse answers, for the times the service writes and for everything else', () => {
    const times = [
      '2026-11-16T09:00:00.000Z',
      '1970-01-01T00:00:00.000Z',
      '2026-02-28T23:59:59.999Z',
      '2028-02-29T12:30:45.123Z',
      '9999-12-31T23:59:59.999Z',
      '0099-01-01T00:00:00.000Z',
      '0100-01-01T00:00:00.000Z',
      // Out of range: rolled over, or refused, as Date.parse does.
      '2026-02-30T00:00:00.000Z',
      '2026-04-31T00:00:00.000Z',
      '2026-13-01T00:00:00.000Z',
      '2026-00-10T00:00:00.000Z',
      '2026-01-00T00:00:00.000Z',
      '2026-01-32T00:00:00.000Z',
      '2026-01-01T24:00:00.000Z',
      '2026-01-01T23:60:00.000Z',
      '2026-01-01T23:59:60.000Z',
      // Not the written form.
      '2026-11-16T09:00:00Z',
      '2026-11-16T09:00:00.000+01:00',
      '2026-11-16',
      '2026-1a-16T09:00:00.000Z',
      '2026-11-16 09:00:00.000Z',
      '+02026-11-16T09:00:00.000Z',
      '',
      'not a time at all, 24 ch',
    ];
    for (const t of times) assert.deepEqual([t, parseIsoTime(t)], [t, Date.parse(t)]);
    // Times spread over three centuries, a prime number of milliseconds apart.
    for (let n = 0; n < 2000; n++) {
      const t = new Date(n * 4_999_999_937).toISOString();
      assert.equal(parseIsoTime(t), Date.parse(t), t);
    }
  });
});
