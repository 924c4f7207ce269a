/**
 * How long a test waits for what takes well under a second on an idle machine. The suite runs two
 * files at once on two cores, often beside other work, so a step can take tens of times longer than
 * it does alone; a wait ends the moment its condition holds, so a generous bound costs a passing run
 * nothing and only says how long a failing one takes to say so.
 */
export const PATIENCE_MS = 300_000;

/** Polls `probe` until it answers something truthy, and answers that; fails naming `what` after `timeoutMs`. */
export async function until<T>(what: string, probe: () => Promise<T | null | undefined | false>, timeoutMs = PATIENCE_MS, everyMs = 50): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/** The lag of each projection of a running service, from its /metrics. */
export async function projectionLags(base: string): Promise<Map<string, number>> {
  const text = await (await fetch(`${base}/metrics`)).text();
  return new Map([...text.matchAll(/^projection_lag_events\{projection="([^"]+)"\} (\d+)/gm)].map((m) => [m[1], Number(m[2])]));
}

/**
 * How often a wait reads a service's /metrics: a scrape costs the service ~30 ms of CPU (every projection's status, the depth
 * of every job queue, the worker's metrics), so twenty a second took more CPU than the catching up the test waited for.
 */
const METRICS_EVERY_MS = 250;

/**
 * Until every projection of a service running elsewhere has applied the whole log: after that, a
 * change that was going to show in a read model shows, and one that did not, never will.
 */
export const caughtUp = (base: string) =>
  until(
    `${base}: every projection caught up with the log`,
    async () => {
      const lags = await projectionLags(base);
      return lags.size > 0 && [...lags.values()].every((lag) => lag === 0);
    },
    PATIENCE_MS,
    METRICS_EVERY_MS,
  );

/**
 * Until a service running elsewhere has caught up with the log and holds no job of `subjects`
 * waiting or in flight (from its /metrics): after it, an effect that was going to follow has followed.
 */
export const quietElsewhere = (base: string, subjects: string[]) =>
  until(
    `${base}: nothing left to do on ${subjects.join(', ')}`,
    async () => {
      const text = await (await fetch(`${base}/metrics`)).text();
      const lags = [...text.matchAll(/^projection_lag_events\{projection="[^"]+"\} (\d+)/gm)].map((m) => Number(m[1]));
      const jobs = [...text.matchAll(/^job_queue_(?:waiting|in_flight)\{subject="([^"]+)",group="[^"]+"\} (\d+)/gm)]
        .filter((m) => subjects.includes(m[1]))
        .map((m) => Number(m[2]));
      return lags.length > 0 && lags.every((n) => n === 0) && jobs.every((n) => n === 0);
    },
    PATIENCE_MS,
    METRICS_EVERY_MS,
  );
