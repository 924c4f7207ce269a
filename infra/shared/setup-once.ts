/**
 * A setup (a schema, an index) run on first use and shared by concurrent callers. A failed run is
 * tried again by the next caller instead of failing every later use; `reset` (after a drop) makes
 * the next use run it again.
 */
export function setupOnce(setup: () => Promise<void>) {
  let ready: Promise<void> | null = null;
  return {
    run(): Promise<void> {
      ready ??= setup().catch((error) => {
        ready = null;
        throw error;
      });
      return ready;
    },
    reset() {
      ready = null;
    },
  };
}
