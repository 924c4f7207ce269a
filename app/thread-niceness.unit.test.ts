import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { Worker } from 'node:worker_threads';

// A task's niceness is the 19th field of its stat line (after the parenthesised name, which may hold spaces).
const nicenessOf = (statPath: string) => Number(readFileSync(statPath, 'utf8').split(') ')[1].split(' ')[16]);
const linux = existsSync('/proc/thread-self');

describe('lowering a thread', { skip: linux ? false : 'needs Linux: threads are tasks of their own under /proc' }, () => {
  it('given a worker thread, when it lowers itself, then that thread runs at the niceness and the process main thread keeps its own', async () => {
    const before = nicenessOf('/proc/thread-self/stat');
    const source = `
      const { parentPort } = require('node:worker_threads');
      import(${JSON.stringify(new URL('./thread-niceness.ts', import.meta.url).href)}).then(({ lowerThisThread }) => {
        const lowered = lowerThisThread(${before + 5});
        const fs = require('node:fs');
        const stat = fs.readFileSync('/proc/thread-self/stat', 'utf8');
        parentPort.postMessage({ lowered, niceness: Number(stat.split(') ')[1].split(' ')[16]) });
      });`;
    const answer = await new Promise<{ lowered: boolean; niceness: number }>((resolve, reject) => {
      const w = new Worker(source, { eval: true });
      w.once('message', (m) => {
        resolve(m);
        void w.terminate();
      });
      w.once('error', reject);
    });
    assert.deepEqual(answer, { lowered: true, niceness: before + 5 });
    assert.equal(nicenessOf('/proc/thread-self/stat'), before);
  });
});
