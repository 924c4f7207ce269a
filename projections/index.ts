import { accountsProjection } from './accounts.ts';
import { draftsProjection } from './drafts.ts';
import { awardsProjection } from './awards.ts';
import { catalogProjection } from './catalog.ts';
import { foundersProjection } from './founders.ts';
import { listingsProjection } from './listings.ts';
import type { Projection } from './projection.ts';

export { ProjectionRunner } from './runner.ts';
export { ReadModels } from './read-models.ts';
export { rebuildProjection, dropGeneration } from './rebuild.ts';
export type { Projection } from './projection.ts';

/** Every projection of the service, by name. */
export const allProjections: Projection[] = [catalogProjection, listingsProjection, foundersProjection, awardsProjection, accountsProjection, draftsProjection];

export function projectionNamed(name: string): Projection | undefined {
  return allProjections.find((p) => p.name === name);
}
