import type { DocumentStore } from '../../domain/ports/document-store.ts';
import { readCheckpoint, readGeneration } from './generations.ts';
import { kindOf, type Projection } from './projection.ts';

/** `builtBy`: the projection version that built the current generation (null before it ran). */
export type ProjectionStatus = {
  name: string;
  kind: ReturnType<typeof kindOf>;
  generation: number;
  builtBy: number | null;
  checkpoint: number;
  lag: number;
};

/** Where each projection stands against the head of the log, wherever it runs: read from the checkpoints in the shared store. */
export async function projectionStatuses(docs: DocumentStore, head: number, projections: Projection[]): Promise<ProjectionStatus[]> {
  return Promise.all(
    projections.map(async (p) => {
      const state = await readGeneration(docs, p.name);
      const generation = state?.generation ?? 0;
      const checkpoint = generation ? await readCheckpoint(docs, p.name, generation) : 0;
      return { name: p.name, kind: kindOf(p), generation, builtBy: state?.version ?? null, checkpoint, lag: Math.max(0, head - checkpoint) };
    }),
  );
}
