import {
  LISTING_ID_STREAM,
  claimSlug as decideSlug,
  evolveSequence,
  evolveSlug,
  initialSequence,
  initialSlug,
  reserveListingId as decideId,
  slugStream,
} from '../../domain/listing/identity.ts';
import { DomainError } from '../../domain/shared/errors.ts';
import { slugify } from '../../domain/shared/slug.ts';
import { command, type CommandContext, type CommandDeps } from '../command.ts';

const reserveId = command({
  stream: () => LISTING_ID_STREAM,
  initial: initialSequence,
  evolve: evolveSequence,
  decide: (c: Record<string, never>, state) => decideId(c, state),
});

const claimSlug = command({
  stream: (c: { slug: string; listingId: number }) => slugStream(c.slug),
  initial: initialSlug,
  evolve: evolveSlug,
  decide: (c: { slug: string; listingId: number }, state) => decideSlug(c, state),
});

/** A new listing's id, and the first free slug derived from its name (`name`, `name-2`, ...). */
export const reserveListingIdentity = (deps: CommandDeps) => async (name: string, ctx: CommandContext) => {
  const reserved = await reserveId(deps)({}, ctx);
  const listingId = (reserved.events[0].data as { listingId: number }).listingId;
  const base = slugify(name).slice(0, 200);
  for (let n = 1; n < 1000; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    try {
      await claimSlug(deps)({ slug, listingId }, ctx);
      return { listingId, slug };
    } catch (error) {
      if (!(error instanceof DomainError && error.kind === 'conflict')) throw error;
    }
  }
  throw new DomainError('conflict', `no free slug for ${name}`);
};
