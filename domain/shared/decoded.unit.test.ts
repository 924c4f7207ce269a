import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { decodedOrAsWritten } from './decoded.ts';

describe('text with its percent escapes undone', () => {
  it('given a path with escapes, when it is decoded, then they are undone', () => {
    assert.equal(decodedOrAsWritten('/%C3%BCber-uns/caf%C3%A9'), '/über-uns/café');
  });

  it('given a path where a per cent sign escapes nothing, when it is decoded, then it is as written', () => {
    assert.equal(decodedOrAsWritten('/%VITE_APP_SITE_URL%/50%-off.png'), '/%VITE_APP_SITE_URL%/50%-off.png');
  });
});
