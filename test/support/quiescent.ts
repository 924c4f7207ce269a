import type { Container } from '../../app/container.ts';
import { projectionStatuses } from '../../projections/index.ts';
import { until } from './until.ts';

/**
 * Until the service has nothing left to do about what happened so far: every projection, reactor
 * and process manager past the head of the log, and no job of `subjects` (every subject when none
 * is named) waiting or in flight; asked again until the head holds still, since a job may append.
 * After it, an effect that was going to follow has followed, so a test can say one did not.
 */
export async function quiescent(c: Container, subjects?: string[]): Promise<void> {
  await until('the service has nothing left to do', async () => {
    const head = await c.events.headPosition();
    const lagging = (await projectionStatuses(c.docs, head, c.runnable)).some((s) => s.lag > 0);
    if (lagging) return false;
    const jobs = (await c.bus.depth()).filter((d) => !subjects || subjects.includes(d.subject));
    if (jobs.some((d) => d.waiting > 0 || d.inFlight > 0)) return false;
    return (await c.events.headPosition()) === head;
  });
}
