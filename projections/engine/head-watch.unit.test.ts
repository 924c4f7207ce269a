import assert from 'node:assert/strict';
import { EventEmitter, once } from 'node:events';
import { describe, it } from 'node:test';
import { watchHead } from './head-watch.ts';

/** A log whose head a test moves, and that tells when it has been looked at a given number of times. */
function movableHead(start: number) {
  let head = start;
  let looks = 0;
  const waiting: { after: number; resolve: () => void }[] = [];
  const store = {
    headPosition: async () => {
      looks++;
      for (const w of waiting.filter((x) => looks >= x.after)) w.resolve();
      return head;
    },
  };
  const looked = (times: number) => new Promise<void>((resolve) => waiting.push({ after: looks + times, resolve }));
  return { store, move: (to: number) => (head = to), looked };
}

describe('one look at the head of the log for all the runners of a process', () => {
  it('says an append happened when the head moves past what this process appended (another process appended)', async () => {
    const log = movableHead(7);
    const appends = new EventEmitter();
    const watch = watchHead(log.store, appends, 5);
    try {
      await log.looked(1);
      log.move(9);
      const [position] = await once(appends, 'append');
      assert.equal(position, 9);
    } finally {
      watch.stop();
    }
  });

  it("says nothing more of this process's own appends, which it announced itself", async () => {
    const log = movableHead(7);
    const appends = new EventEmitter();
    const heard: number[] = [];
    appends.on('append', (p: number) => heard.push(p));
    const watch = watchHead(log.store, appends, 5);
    try {
      await log.looked(1);
      log.move(8);
      appends.emit('append', 8);
      await log.looked(3);
      assert.deepEqual(heard, [8]);
    } finally {
      watch.stop();
    }
  });

  it('stops looking when stopped', async () => {
    const log = movableHead(1);
    const appends = new EventEmitter();
    const watch = watchHead(log.store, appends, 5);
    await log.looked(1);
    watch.stop();
    assert.equal(appends.listenerCount('append'), 0, 'it no longer listens');
  });
});
