export type DeliveryOutcome = 'delivered' | 'retrying' | 'failed';

const HOUR = 3_600_000;
/** A message is retried for up to three days after its event happened. */
export const RETRY_WINDOW_MS = 72 * HOUR;
/** A subscription is disabled after a day in which every delivery failed. */
export const DISABLE_AFTER_FAILING_MS = 24 * HOUR;
/** No wait between two attempts is longer than this. */
export const LONGEST_WAIT_MS = 10 * HOUR;

/** The wait after failed attempt `n` (1-based): the base, four times longer each time, at most ten hours. */
export const retryDelayMs = (attempt: number, baseMs: number) => Math.min(LONGEST_WAIT_MS, baseMs * 4 ** (attempt - 1));

/**
 * What becomes of a message after an attempt: delivered on any 2xx; otherwise tried again after
 * the next wait, unless that wait would end past the three days, when it has failed for good.
 */
export function afterAttempt(a: { succeeded: boolean; attempt: number; eventAt: Date; now: Date; baseMs: number }): {
  outcome: DeliveryOutcome;
  retryInMs?: number;
} {
  if (a.succeeded) return { outcome: 'delivered' };
  const wait = retryDelayMs(a.attempt, a.baseMs);
  if (a.now.getTime() + wait - a.eventAt.getTime() > RETRY_WINDOW_MS) return { outcome: 'failed' };
  return { outcome: 'retrying', retryInMs: wait };
}
