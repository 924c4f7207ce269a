import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { tokenize } from './tokenize.ts';

describe('words as the search index sees them', () => {
  it('lowercases ASCII text and splits it at everything but letters and digits', () => {
    assert.deepEqual(tokenize('Hello, World-42: CI/CD_pipelines!'), ['hello', 'world', '42', 'ci', 'cd', 'pipelines']);
  });

  it('strips diacritics and decomposes compatibility forms of other text', () => {
    assert.deepEqual(tokenize('Café Ünïcode ﬁle Ｗｉｄｅ'), ['cafe', 'unicode', 'file', 'wide']);
  });
});
