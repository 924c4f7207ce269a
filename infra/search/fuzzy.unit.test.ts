import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { editDistanceWithin } from './edit-distance.ts';
import { FuzzyVocabulary } from './fuzzy-vocabulary.ts';

describe('edit distance', () => {
  it('counts a swap of adjacent letters as one edit', () => {
    assert.equal(editDistanceWithin('tracehound', 'tracehuond', 2), 1);
    assert.equal(editDistanceWithin('kitten', 'sitting', 3), 3);
    assert.equal(editDistanceWithin('kitten', 'sitting', 2), null);
    assert.equal(editDistanceWithin('abc', 'abc', 0), 0);
  });
});

describe('the fuzzy vocabulary', () => {
  const v = new FuzzyVocabulary();
  for (const w of ['pipewright', 'pipeline', 'notes', 'nodes', 'tracehound', 'mailcraft']) v.add(w);
  it('finds known words within the allowed edits, nearest first', () => {
    assert.deepEqual(v.near('pipewrgiht', 2).slice(0, 1), ['pipewright']);
    assert.deepEqual(v.near('notes', 1), ['notes', 'nodes']);
    assert.deepEqual(v.near('mialcraft', 1), ['mailcraft']);
    assert.deepEqual(v.near('zzzzzz', 2), []);
  });
});
