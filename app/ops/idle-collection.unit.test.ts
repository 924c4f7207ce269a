import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { afterLook, RESTING } from './idle-collection.ts';

const looks = (utilizations: number[]) => {
  let state = RESTING;
  const collected: number[] = [];
  utilizations.forEach((u, i) => {
    const look = afterLook(state, u);
    state = look.state;
    if (look.collect) collected.push(i);
  });
  return collected;
};

describe('a collection when the worker rests', () => {
  it('given a process that has only waited, when its loop stays idle, then nothing is collected', () => {
    assert.deepEqual(looks([0, 0.001, 0, 0]), []);
  });

  it('given a burst of work, when the loop next rests, then one collection is asked for', () => {
    assert.deepEqual(looks([0.9, 0.6, 0.001, 0, 0]), [2]);
  });

  it('given a burst, when the loop is half busy between looks, then the collection waits for the rest', () => {
    assert.deepEqual(looks([0.9, 0.1, 0.05, 0.01]), [3]);
  });

  it('given a collection after a burst, when a second burst ends, then a second collection is asked for', () => {
    assert.deepEqual(looks([0.5, 0, 0, 0.3, 0]), [1, 4]);
  });

  it('given work that never stops, when the loop is looked at, then nothing is collected', () => {
    assert.deepEqual(looks([0.5, 0.8, 0.3, 0.25]), []);
  });
});
