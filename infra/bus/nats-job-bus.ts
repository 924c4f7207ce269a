import { AckPolicy, DeliverPolicy, JetStreamApiError, type JetStreamClient, type JetStreamManager, jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect, headers, type NatsConnection } from '@nats-io/transport-node';
import type { ConsumeOptions, Consumer, Job, JobBus, JobDepth, JobOutcome } from '../../domain/ports/job-bus.ts';

const nanos = (ms: number) => ms * 1_000_000;
const CORRELATION = 'Launchdir-Correlation-Id';
const GROUP_PREFIX = 'launchdir group ';
const codec = { encode: (v: unknown) => new TextEncoder().encode(JSON.stringify(v)), decode: (b: Uint8Array) => JSON.parse(new TextDecoder().decode(b)) };

/** The production job bus: NATS JetStream, `NATS_URL`: a file-backed stream, durable pull consumers, explicit acks. */
export class NatsJobBus implements JobBus {
  private readonly url: string;
  private readonly stream: string;
  private conn: Promise<{ nc: NatsConnection; js: JetStreamClient; jsm: JetStreamManager }> | null = null;
  private readonly consumers = new Set<Consumer>();

  constructor(url: string, stream = 'LAUNCHDIR_JOBS') {
    this.url = url;
    this.stream = stream;
  }

  private connection() {
    this.conn ??= (async () => {
      const nc = await connect({ servers: this.url.split(','), name: 'launchdir' });
      const jsm = await jetstreamManager(nc);
      const config = {
        name: this.stream,
        subjects: ['jobs.>'],
        storage: 'file' as const,
        duplicate_window: nanos(24 * 3_600_000),
      };
      try {
        await jsm.streams.info(this.stream);
      } catch (error) {
        if (!(error instanceof JetStreamApiError)) throw error;
        await jsm.streams.add(config);
      }
      return { nc, js: jetstream(nc), jsm };
    })().catch((error) => {
      this.conn = null;
      throw error;
    });
    return this.conn;
  }

  async publish(subject: string, payload: unknown, dedupId: string, correlationId?: string): Promise<void> {
    const { js } = await this.connection();
    const h = headers();
    if (correlationId) h.set(CORRELATION, correlationId);
    await js.publish(`jobs.${subject}`, codec.encode(payload), { msgID: dedupId, headers: h });
  }

  async depth(): Promise<JobDepth[]> {
    const { jsm } = await this.connection();
    const out: JobDepth[] = [];
    for await (const c of jsm.consumers.list(this.stream)) {
      const subject = (c.config.filter_subject ?? '').replace(/^jobs\./, '');
      // The durable's name is the group and subject made safe; the group as given is the consumer's description
      // (metadata would need a 2.10 server).
      const group = c.config.description?.startsWith(GROUP_PREFIX)
        ? c.config.description.slice(GROUP_PREFIX.length)
        : c.name.slice(0, Math.max(0, c.name.lastIndexOf('__')));
      out.push({ subject, group, waiting: c.num_pending, inFlight: c.num_ack_pending, redelivered: c.num_redelivered });
    }
    return out.sort((a, b) => a.subject.localeCompare(b.subject) || a.group.localeCompare(b.group));
  }

  consume(subject: string, options: ConsumeOptions, handle: (job: Job) => Promise<JobOutcome>): Consumer {
    const maxAttempts = options.maxAttempts ?? 5;
    const ackWaitMs = options.ackWaitMs ?? 30_000;
    let stopped = false;
    let messages: { stop(): void; close(): Promise<unknown> } | null = null;
    const run = (async () => {
      const { js, jsm } = await this.connection();
      // One durable consumer per group and subject: a group consuming several subjects keeps them apart.
      const durable = `${options.group}__${subject}`.replace(/[^A-Za-z0-9_-]/g, '_');
      const config = {
        durable_name: durable,
        ack_policy: AckPolicy.Explicit,
        deliver_policy: DeliverPolicy.All,
        filter_subject: `jobs.${subject}`,
        description: `${GROUP_PREFIX}${options.group}`,
        ack_wait: nanos(ackWaitMs),
        max_deliver: maxAttempts,
        // Redelivery after a missed ack waits longer each time.
        backoff: Array.from({ length: Math.min(maxAttempts - 1, 5) }, (_, i) => nanos(Math.max(ackWaitMs, 1000 * 2 ** i))),
      };
      try {
        await jsm.consumers.info(this.stream, durable);
      } catch (error) {
        if (!(error instanceof JetStreamApiError)) throw error;
        await jsm.consumers.add(this.stream, config);
      }
      if (stopped) return;
      const consumer = await js.consumers.get(this.stream, durable);
      const iter = await consumer.consume({ max_messages: options.concurrency ?? 1 });
      messages = iter;
      for await (const m of iter) {
        const attempt = m.info.deliveryCount;
        let outcome: JobOutcome;
        try {
          const correlationId = m.headers?.get(CORRELATION) || undefined;
          outcome = await handle({ id: `${m.seq}`, subject, payload: codec.decode(m.data), attempt, ...(correlationId ? { correlationId } : {}) });
        } catch {
          outcome = { retryInMs: Math.min(60_000, 1000 * 2 ** (attempt - 1)) };
        }
        if ('ack' in outcome) m.ack();
        // A plain +TERM: a server before 2.10 does not read "+TERM <reason>" as a term, and would deliver the job again
        // after its ack wait (the contract suite caught it redelivering a given-up job). The reason is the worker's to log.
        else if ('giveUp' in outcome || attempt >= maxAttempts) m.term();
        else m.nak(outcome.retryInMs);
        if (stopped) break;
      }
    })();
    const consumer: Consumer = {
      stop: async () => {
        stopped = true;
        messages?.stop();
        await run.catch(() => undefined);
        this.consumers.delete(consumer);
      },
    };
    this.consumers.add(consumer);
    return consumer;
  }

  async close(): Promise<void> {
    await Promise.all([...this.consumers].map((c) => c.stop()));
    if (this.conn !== null) {
      const { nc } = await this.conn;
      await nc.drain();
    }
  }
}
