import type { Clock } from '../../domain/ports/clock.ts';

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stays where it is put: the demo seed writes history with it. */
export class FixedClock implements Clock {
  private time: number;
  constructor(at: Date) {
    this.time = at.getTime();
  }
  now(): Date {
    return new Date(this.time);
  }
  set(at: Date) {
    this.time = at.getTime();
  }
}
