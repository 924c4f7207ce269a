import { EventEmitter } from 'node:events';
import { setImmediate } from 'node:timers/promises';
import type { Logger } from 'pino';
import type { EventStore } from '../../domain/ports/event-store.ts';
import type { RecordedEvent } from '../../domain/shared/event.ts';
import { applyBatch, prepareGeneration, type Stores } from './apply-batch.ts';
import { enrol } from './enrol.ts';
import { OLD_GENERATION_GRACE_MS, readCheckpoint, readGeneration, writeCheckpoint, writeGeneration } from './generations.ts';
import { ProjectionLease } from './lease.ts';
import { kindOf, type Projection } from './projection.ts';
import { dropGeneration, rebuildProjection } from './rebuild.ts';
import { settleOn } from './settle-on.ts';

const GENERATION_CHECK_MS = 250;

/** Where a runner stands: what a process following it from elsewhere needs to answer waits. */
/** `changed`: the position of the last batch that held events the projection applies; a read of it is the same until that moves. */
export type RunnerState = { generation: number; checkpoint: number; changed: number; holding: boolean };

export type RunnerDeps = Stores & {
  events: EventStore;
  logger: Logger;
  /** Emits 'append' when this process appends, so projections need not wait for the next poll. */
  appends?: EventEmitter;
  pollMs?: number;
  batchSize?: number;
  /** How long a projection's lease lasts unrenewed before another process may take it over. */
  leaseTtlMs?: number;
  /** How long after a version's rebuild the generation it replaced is dropped (OLD_GENERATION_GRACE_MS). */
  retireAfterMs?: number;
};

/**
 * Keeps one projection up to date: reads the log after its checkpoint, applies, flushes,
 * then moves the checkpoint. Follows the projection's current generation, so a rebuild done
 * by another process is picked up without a restart.
 */
export class ProjectionRunner {
  readonly projection: Projection;
  private readonly deps: RunnerDeps;
  private readonly advanced = new EventEmitter();
  generation = 0;
  checkpoint = 0;
  /** Where the read model last changed (at a start, the checkpoint it starts from): what a kept answer's token names. */
  changed = 0;
  private stopped = false;
  private loop: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  private readonly onAppend = () => this.wake?.();
  private readonly handles: Set<string>;
  private pendingCheckpoint: NodeJS.Timeout | null = null;
  private readonly lease: ProjectionLease;
  /** Whether this process applies the projection now (it holds the lease); otherwise another does, and waits read the store. */
  holding = false;
  private generationCheckedAt = 0;

  constructor(projection: Projection, deps: RunnerDeps) {
    this.projection = projection;
    this.deps = deps;
    this.lease = new ProjectionLease(deps.docs, projection.name, { ttlMs: deps.leaseTtlMs });
    this.handles = new Set(projection.handles);
    this.advanced.setMaxListeners(0);
  }

  async start(): Promise<void> {
    const { docs } = this.deps;
    const name = this.projection.name;
    const state = await enrol(this.projection, this.deps);
    await this.follow(state.generation);
    this.deps.appends?.on('append', this.onAppend);
    this.loop = this.run();
    if (state.version !== this.projection.version && kindOf(this.projection) !== 'read model') {
      // A reactor or process manager carries on from where it is: a replay would repeat what it did.
      this.deps.logger.info({ projection: name, from: state.version, to: this.projection.version }, 'version changed; continuing from the checkpoint');
      await writeGeneration(docs, name, state.generation, this.projection.version);
    } else if (state.version !== this.projection.version) {
      this.deps.logger.info({ projection: name, from: state.version, to: this.projection.version }, 'projection version changed: rebuilding');
      void this.rebuildAndRetire().catch((error) => this.deps.logger.error({ err: error, projection: name }, 'projection rebuild failed'));
    }
  }

  /**
   * A version's rebuild into a new generation; the generation it replaces is dropped once readers in every process have had
   * time to move to the new one (as `projections rebuild` does), so upgrades leave no copies behind on disk.
   */
  private async rebuildAndRetire() {
    const { previous } = await rebuildProjection(this.projection, this.deps);
    if (previous === 0) return;
    await new Promise((resolve) => setTimeout(resolve, this.deps.retireAfterMs ?? OLD_GENERATION_GRACE_MS).unref());
    if (this.stopped) return;
    await dropGeneration(this.projection, previous, this.deps);
    this.deps.logger.info({ projection: this.projection.name, generation: previous }, 'dropped the generation the rebuild replaced');
  }

  private async follow(generation: number) {
    this.generation = generation;
    await prepareGeneration(this.projection, generation, this.deps);
    this.checkpoint = await readCheckpoint(this.deps.docs, this.projection.name, generation);
    this.changed = this.checkpoint;
    this.announce();
  }

  /** Tells waiters (and whoever relays this runner's state to another thread) where it stands. */
  private announce() {
    this.advanced.emit('advance', this.checkpoint);
    this.advanced.emit('change', this.state());
  }

  state(): RunnerState {
    return { generation: this.generation, checkpoint: this.checkpoint, changed: this.changed, holding: this.holding };
  }

  /** Called after every move of the checkpoint, generation or lease. */
  onChange(listener: (state: RunnerState) => void): void {
    this.advanced.on('change', listener);
  }

  private async run() {
    const { docs, events, logger } = this.deps;
    const name = this.projection.name;
    let failures = 0;
    while (!this.stopped) {
      try {
        if (!(await this.lease.ensure())) {
          if (this.holding) {
            logger.warn({ projection: name }, 'projection lease lost to another process; standing by');
            this.holding = false;
            this.announce();
          }
          await this.idle(Math.min(1000, this.deps.leaseTtlMs ?? 1000));
          continue;
        }
        if (!this.holding) {
          // Another process may have moved the projection on while this one stood by.
          const current = await readGeneration(docs, name);
          await this.follow(current?.generation ?? this.generation);
          this.holding = true;
          this.announce();
          logger.info({ projection: name, checkpoint: this.checkpoint }, 'projection lease taken; applying');
        }
        // A rebuild by another process moves the pointer: looked at every quarter second, not before every batch.
        if (Date.now() - this.generationCheckedAt >= GENERATION_CHECK_MS) {
          this.generationCheckedAt = Date.now();
          const state = await readGeneration(docs, name);
          if (state && state.generation !== this.generation) {
            logger.info({ projection: name, generation: state.generation }, 'projection switched to a rebuilt generation');
            await this.follow(state.generation);
          }
        }
        const size = this.deps.batchSize ?? 500;
        const batch = await events.readAll(this.checkpoint, size);
        if (batch.length === 0) {
          await this.idle(this.deps.pollMs ?? 100);
          continue;
        }
        const handled = batch.some((e) => this.handles.has(e.type));
        await this.take(handled ? batch : [], batch[batch.length - 1].position);
        // A full batch with nothing for it: what follows is likely more of the same (a runner new to a big store, one that
        // handles few types), so where the store can it looks ahead for its own types only, without decoding the rest.
        if (!handled && batch.length === size && events.readAllOf) {
          const ahead = await events.readAllOf(this.checkpoint, size, this.projection.handles);
          await this.take(ahead.events, ahead.through);
        }
        failures = 0;
        // A runner catching up reads in a loop that never waits on I/O (the embedded store answers at once): it lets
        // the loop turn between batches, so timers, leases and messages from other threads are not held up behind it.
        if (batch.length === size) await setImmediate();
      } catch (error) {
        failures += 1;
        logger.error({ err: error, projection: name, checkpoint: this.checkpoint, failures }, 'projection batch failed; retrying');
        await this.idle(Math.min(30_000, 250 * 2 ** failures));
      }
    }
  }

  /** Applies what was read, if anything, and moves the checkpoint to `position`: how far the log was read. */
  private async take(batch: RecordedEvent[], position: number) {
    if (position <= this.checkpoint) return;
    if (batch.length > 0) {
      await applyBatch(this.projection, this.generation, this.deps, batch);
      await writeCheckpoint(this.deps.docs, this.projection.name, this.generation, position);
      this.changed = position;
    } else {
      // Nothing here for this projection: move on at once, and record how far it got soon after.
      this.persistCheckpointSoon();
    }
    this.checkpoint = position;
    this.announce();
  }

  private persistCheckpointSoon() {
    if (this.pendingCheckpoint) return;
    this.pendingCheckpoint = setTimeout(() => {
      this.pendingCheckpoint = null;
      void this.persistCheckpoint();
    }, 250);
    this.pendingCheckpoint.unref();
  }

  private async persistCheckpoint() {
    await writeCheckpoint(this.deps.docs, this.projection.name, this.generation, this.checkpoint).catch((err) =>
      this.deps.logger.warn({ err, projection: this.projection.name }, 'could not record the checkpoint; it will be retried'),
    );
  }

  private idle(ms: number) {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = done;
    }).finally(() => {
      this.wake = null;
    });
  }

  /** Resolves once the checkpoint is at or past `position`, or false after `timeoutMs`. */
  reached(position: number, timeoutMs: number): Promise<boolean> {
    return settleOn(this.advanced, 'advance', () => (this.checkpoint >= position ? true : null), timeoutMs);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.deps.appends?.off('append', this.onAppend);
    this.wake?.();
    await this.loop;
    if (this.pendingCheckpoint) {
      clearTimeout(this.pendingCheckpoint);
      this.pendingCheckpoint = null;
      await this.persistCheckpoint();
    }
    if (this.holding) await this.lease.release().catch(() => undefined);
    this.holding = false;
  }
}
