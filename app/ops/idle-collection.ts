import { performance } from 'node:perf_hooks';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';

/** Below this share of a look's time running, the event loop is waiting: the work has stopped, for now. */
const IDLE = 0.02;
/** Loop time worked since the last collection before the next is worth its pause: at most a few per cent of the work. */
const WORK_MS = 1_000;
const LOOK_EVERY_MS = 250;

export type IdleState = { workedMs: number };
export const RESTING: IdleState = { workedMs: 0 };

/**
 * One look at the loop since the last: `activeMs` it spent running, `utilization` that time's share of the look. The work
 * adds up, and the first idle look once a second of it is done asks for a collection: a worker taking a job now and then
 * is collected now and then, not after every job.
 */
export function afterLook(state: IdleState, utilization: number, activeMs: number): { state: IdleState; collect: boolean } {
  const workedMs = state.workedMs + activeMs;
  if (utilization < IDLE && workedMs >= WORK_MS) return { state: RESTING, collect: true };
  return { state: { workedMs }, collect: false };
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
    const since = performance.eventLoopUtilization(now, last);
    const look = afterLook(state, since.utilization, since.active);
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
