import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { afterLook, RESTING } from './idle-collection.ts';

const LOOK_MS = 250;
/** The looks at which a collection is asked for, each look given as the share of its 250 ms the loop ran. */
const looks = (utilizations: number[]) => {
  let state = RESTING;
  const collected: number[] = [];
  utilizations.forEach((u, i) => {
    const look = afterLook(state, u, u * LOOK_MS);
    state = look.state;
    if (look.collect) collected.push(i);
  });
  return collected;
};
const busy = (n: number) => Array<number>(n).fill(0.9);

describe('a collection when the worker rests', () => {
  it('given a process that has only waited, when its loop stays idle, then nothing is collected', () => {
    assert.deepEqual(looks([0, 0.001, 0, 0]), []);
  });

  it('given a burst of more than a second of work, when the loop next rests, then one collection is asked for', () => {
    assert.deepEqual(looks([...busy(6), 0.001, 0, 0]), [6]);
  });

  it('given a burst, when the loop is still half busy, then the collection waits for the rest', () => {
    assert.deepEqual(looks([...busy(6), 0.3, 0.05, 0.01]), [8]);
  });

  it('given short jobs with rests between, when less than a second of work is done, then nothing is collected yet', () => {
    assert.deepEqual(looks([0.9, 0, 0, 0.9, 0, 0]), []);
  });

  it('given short jobs with rests between, when their work adds up to a second, then the next rest is collected', () => {
    assert.deepEqual(looks([0.9, 0, 0.9, 0, 0.9, 0, 0.9, 0, 0.9, 0]), [9]);
  });

  it('given a collection after a burst, when a second burst ends, then a second collection is asked for', () => {
    assert.deepEqual(looks([...busy(5), 0, 0, ...busy(5), 0]), [5, 12]);
  });

  it('given work that never stops, when the loop is looked at, then nothing is collected', () => {
    assert.deepEqual(looks(busy(40)), []);
  });
});
