import type { OperationContext } from './operation.ts';

/**
 * A write's answer waits until the read models show it (at most READ_YOUR_WRITES_TIMEOUT_MS), so the caller's next
 * read, and the answer itself when it is read back, sees its own write. Naming the events written lets the wait skip
 * projections that no such event touches.
 */
export const readYourWrite = (ctx: OperationContext, written: { position: number; events?: readonly { type: string }[] }) =>
  ctx.readModels.waitFor(
    written.position,
    ctx.settings.readYourWritesTimeoutMs,
    written.events?.map((e) => e.type),
  );
