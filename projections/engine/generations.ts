import type { DocumentStore } from '../../domain/ports/document-store.ts';

/**
 * A projection writes into one generation of physical collections at a time; a rebuild fills
 * the next generation while reads keep using the current one, then moves the pointer.
 */
export const physicalName = (logical: string, generation: number) => `${logical}_g${generation}`;

/**
 * How long a replaced generation is kept after reads move off it: readers elsewhere cache the generation for a second and
 * runners look for a new one about as often, so after this none reads or writes the old copy.
 */
export const OLD_GENERATION_GRACE_MS = 3000;

export type StateDoc = { id: string; generation: number; version: number };
type CheckpointDoc = { id: string; position: number };

const STATE = 'projection_state';
const CHECKPOINTS = 'projection_checkpoints';

export async function readGeneration(docs: DocumentStore, name: string): Promise<StateDoc | null> {
  return docs.collection<StateDoc>(STATE).get(name);
}

export async function writeGeneration(docs: DocumentStore, name: string, generation: number, version: number) {
  // Generations only grow, and within one generation so do versions: together they are the write guard.
  await docs.collection<StateDoc>(STATE).write([{ op: 'put', doc: { id: name, generation, version }, position: generation * 1_000_000 + version }]);
}

const checkpointId = (name: string, generation: number) => `${name}@g${generation}`;

export async function readCheckpoint(docs: DocumentStore, name: string, generation: number): Promise<number> {
  return (await docs.collection<CheckpointDoc>(CHECKPOINTS).get(checkpointId(name, generation)))?.position ?? 0;
}

export async function writeCheckpoint(docs: DocumentStore, name: string, generation: number, position: number) {
  await docs.collection<CheckpointDoc>(CHECKPOINTS).write([{ op: 'put', doc: { id: checkpointId(name, generation), position }, position }]);
}
