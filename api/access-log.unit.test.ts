import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import pino from 'pino';
import { accessLog } from './access-log.ts';

const line = { correlation_id: 'req-"1"', method: 'GET', path: '/api/v1/listings/a\u2028b', status: 200, ms: 1.25 };
const written = (level: string, mixin?: () => object) => {
  const out: string[] = [];
  const logger = pino({ name: 'launchdir', level, ...(mixin ? { mixin } : {}) }, { write: (s: string) => void out.push(s) });
  return { logger, out };
};
const withoutTime = (json: string) => {
  const { time, ...rest } = JSON.parse(json) as Record<string, unknown>;
  assert.equal(typeof time, 'number');
  return rest;
};

describe('the access line', () => {
  it('given an info logger, when a request is answered, then it writes the record pino writes for it', () => {
    const ours = written('info');
    const theirs = written('info');
    accessLog(ours.logger)(line);
    theirs.logger.child({}, { redact: [] }).info(line, 'request');
    assert.equal(ours.out.length, 1);
    assert.equal(ours.out[0].endsWith('\n'), true);
    assert.deepEqual(withoutTime(ours.out[0]), withoutTime(theirs.out[0]));
  });

  it('given a logger above info, when a request is answered, then nothing is written', () => {
    const quiet = written('warn');
    accessLog(quiet.logger)(line);
    assert.deepEqual(quiet.out, []);
  });

  it('given a logger whose level is raised later, when a request is answered, then nothing is written', () => {
    const later = written('info');
    const log = accessLog(later.logger);
    later.logger.level = 'error';
    log(line);
    assert.deepEqual(later.out, []);
  });
});
