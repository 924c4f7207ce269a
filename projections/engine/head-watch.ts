import type { EventEmitter } from 'node:events';
import type { EventStore } from '../../domain/ports/event-store.ts';

/**
 * One look at the head of the log every `pollMs` for all the runners of a process: when it moved past what this process
 * appended itself (another process appended: the worker, a CLI command, another API process), `appends` says so, and every
 * runner reads at once, as it does after this process's own appends. The runners then need to look on their own only seldom:
 * forty runners each reading the log ten times a second kept an idle service at about a tenth of a core.
 */
export function watchHead(events: Pick<EventStore, 'headPosition'>, appends: EventEmitter, pollMs = 100): { stop(): void } {
  let seen = -1;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const own = (position: number) => {
    if (position > seen) seen = position;
  };
  appends.on('append', own);
  const look = async () => {
    try {
      const head = await events.headPosition();
      if (seen === -1) seen = head;
      else if (head > seen) appends.emit('append', head);
    } catch {
      // A store closing or briefly unreadable: the next look tries again, and the runners' own looks stand in.
    }
    if (stopped) return;
    timer = setTimeout(look, pollMs);
    timer.unref();
  };
  void look();
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
      appends.off('append', own);
    },
  };
}
