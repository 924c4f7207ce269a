import assert from 'node:assert/strict';
import { DomainError } from './errors.ts';

/** given(events).when(decision).then(events) — tests that read like the spec. */
export function given<S, E>(initial: () => S, evolve: (s: S, e: E) => S, history: NoInfer<E>[]) {
  const state = history.reduce(evolve, initial());
  return {
    when(decide: (state: S) => E[]) {
      return {
        // biome-ignore lint/suspicious/noThenProperty: given/when/then reads as the specification does; never awaited
        then(expected: E[]) {
          assert.deepEqual(decide(state), expected);
        },
        thenRefuses(kind: DomainError['kind'], message?: RegExp) {
          assert.throws(
            () => decide(state),
            (e: unknown) => e instanceof DomainError && e.kind === kind && (!message || message.test(e.message)),
          );
        },
      };
    },
  };
}
