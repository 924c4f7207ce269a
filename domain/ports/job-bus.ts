/** Jobs for workers: at-least-once, deduplicated on publish, acknowledged explicitly. */
export type Job<P = unknown> = {
  id: string;
  subject: string;
  payload: P;
  /** 1 on the first delivery. */
  attempt: number;
};

export type JobOutcome = { ack: true } | { retryInMs: number } | { giveUp: string };

export const ack = (): JobOutcome => ({ ack: true });
export const retryIn = (ms: number): JobOutcome => ({ retryInMs: ms });
export const giveUp = (reason: string): JobOutcome => ({ giveUp: reason });

export type ConsumeOptions = {
  /** Durable consumer name: consumers of one subject sharing a name share its work (each subject is its own queue). */
  group: string;
  /** Deliveries before a failing job is given up. */
  maxAttempts?: number;
  /** How long a delivered job may run before it is offered again. */
  ackWaitMs?: number;
  concurrency?: number;
};

export type Consumer = { stop(): Promise<void> };

export interface JobBus {
  /** A second publish with the same dedupId (within the bus's window) is dropped. */
  publish(subject: string, payload: unknown, dedupId: string): Promise<void>;
  consume(subject: string, options: ConsumeOptions, handle: (job: Job) => Promise<JobOutcome>): Consumer;
  close(): Promise<void>;
}
