/** Jobs for workers: at-least-once, deduplicated on publish, acknowledged explicitly. */
export type Job<P = unknown> = {
  id: string;
  subject: string;
  payload: P;
  /** 1 on the first delivery. */
  attempt: number;
  /** The correlation id of the request or event that caused the job, when it had one. */
  correlationId?: string;
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

/** What a consumer group has still to do on one subject: jobs not yet taken, taken and unacknowledged, and delivered more than once. */
export type JobDepth = { subject: string; group: string; waiting: number; inFlight: number; redelivered: number };

export interface JobBus {
  /** A second publish with the same dedupId (within the bus's window) is dropped. */
  publish(subject: string, payload: unknown, dedupId: string, correlationId?: string): Promise<void>;
  consume(subject: string, options: ConsumeOptions, handle: (job: Job) => Promise<JobOutcome>): Consumer;
  /** Per subject and consumer group, for operators: how much work waits. */
  depth(): Promise<JobDepth[]>;
  close(): Promise<void>;
}
