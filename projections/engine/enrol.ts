import type { DocumentStore } from '../../domain/ports/document-store.ts';
import type { EventStore } from '../../domain/ports/event-store.ts';
import { readGeneration, type StateDoc, writeCheckpoint, writeGeneration } from './generations.ts';
import { kindOf, type Projection } from './projection.ts';

/**
 * Makes a runner known to a store the first time it meets it, and says where it starts: a read
 * model at position 0 (its documents are a function of the whole log); a reactor or process
 * manager at the head of the log, since what happened before it existed was done without it —
 * deploying a new reactor onto a store of a million events must neither wait for a million events
 * nor redo their effects — unless it `replays`. A runner the store knows is left as it is.
 */
export async function enrol(p: Projection, deps: { docs: DocumentStore; events: Pick<EventStore, 'headPosition'> }): Promise<StateDoc> {
  const known = await readGeneration(deps.docs, p.name);
  if (known) return known;
  const start = kindOf(p) === 'read model' || p.replays ? 0 : await deps.events.headPosition();
  // The checkpoint first: a crash between the two writes leaves the runner unknown, and enrolled again.
  if (start > 0) await writeCheckpoint(deps.docs, p.name, 1, start);
  await writeGeneration(deps.docs, p.name, 1, p.version);
  return { id: p.name, generation: 1, version: p.version };
}
