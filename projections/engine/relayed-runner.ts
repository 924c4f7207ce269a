import { EventEmitter } from 'node:events';
import type { Projection } from './projection.ts';
import type { RunnerState } from './runner.ts';
import { settleOn } from './settle-on.ts';

/** What ReadModels needs of a runner to answer reads and waits without asking the store. */
export type FollowedRunner = {
  readonly projection: Projection;
  readonly holding: boolean;
  readonly generation: number;
  readonly checkpoint: number;
  readonly changed: number;
  reached(position: number, timeoutMs: number): Promise<boolean>;
};

/**
 * A projection runner that lives in another thread, seen through the states it reports: waits
 * for a position are answered when a report passes it, with no polling of the store.
 */
export class RelayedRunner implements FollowedRunner {
  readonly projection: Projection;
  holding = false;
  generation = 0;
  checkpoint = 0;
  changed = 0;
  private readonly moved = new EventEmitter();

  constructor(projection: Projection) {
    this.projection = projection;
    this.moved.setMaxListeners(0);
  }

  update(state: RunnerState) {
    this.holding = state.holding;
    this.generation = state.generation;
    this.checkpoint = state.checkpoint;
    this.changed = state.changed;
    this.moved.emit('moved');
  }

  reached(position: number, timeoutMs: number): Promise<boolean> {
    // A runner that lost its lease no longer speaks for the projection: the caller asks the store.
    return settleOn(this.moved, 'moved', () => (this.checkpoint >= position ? true : this.holding ? null : false), timeoutMs);
  }
}
