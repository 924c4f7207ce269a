import { performance } from 'node:perf_hooks';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';

/** Share of a look's time the event loop was running: at or above BUSY the process was working; below IDLE it waits. */
const BUSY = 0.2;
const IDLE = 0.02;
const LOOK_EVERY_MS = 1_000;

export type IdleState = { worked: boolean };
export const RESTING: IdleState = { worked: false };

/**
 * One look at the loop: a look at work remembers it, and the first idle look after work asks for a collection.
 * A look between the two thresholds changes nothing, so a slow crawl's waits do not count as the end of a burst.
 */
export function afterLook(state: IdleState, utilization: number): { state: IdleState; collect: boolean } {
  if (utilization >= BUSY) return { state: { worked: true }, collect: false };
  if (utilization < IDLE && state.worked) return { state: RESTING, collect: true };
  return { state, collect: false };
}

/** A full collection without starting Node with `--expose-gc`: the workers also run as `launchdir worker` under an operator's own command line. */
function fullCollection(): () => void {
  v8.setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

/**
 * V8 collects its old generation only when the program allocates: a worker that drafted a burst of sites and then waits
 * keeps the burst's heap (55 -> 115 MB in bench (l)) for as long as it waits. Once its loop rests after work, one full
 * collection hands that memory back; it costs tens of milliseconds of a process that has nothing else to do.
 */
export function collectWhenIdle(collect: () => void = fullCollection()) {
  let state = RESTING;
  let last = performance.eventLoopUtilization();
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    const look = afterLook(state, performance.eventLoopUtilization(now, last).utilization);
    state = look.state;
    last = now;
    if (!look.collect) return;
    collect();
    // The collection's own time is not work to collect after.
    last = performance.eventLoopUtilization();
  }, LOOK_EVERY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
