import * as identity from '../../domain/listing/identity.ts';
import { evolveSequence, evolveSlug, initialSequence, initialSlug, LISTING_ID_STREAM, slugStream } from '../../domain/listing/identity.ts';
import { DomainError } from '../../domain/shared/errors.ts';
import { slugify } from '../../domain/shared/slug.ts';
import { type CommandContext, type CommandDeps, command } from '../command.ts';

const reserveId = command({
  stream: () => LISTING_ID_STREAM,
  initial: initialSequence,
  evolve: evolveSequence,
  decide: (_: Record<string, never>, state) => identity.reserveListingId(state),
});

const claimSlug = command({
  stream: (c: { slug: string; listingId: number }) => slugStream(c.slug),
  initial: initialSlug,
  evolve: evolveSlug,
  decide: (c: { slug: string; listingId: number }, state) => identity.claimListingSlug(c, state),
});

/** The next listing id. An id reserved for a request that then fails is simply never used. */
export const reserveListingId = (deps: Pick<CommandDeps, 'store' | 'clock'>) => async (ctx: CommandContext) => {
  const { events } = await reserveId(deps)({}, ctx);
  return events[0].data.listingId;
};

/**
 * The first free slug derived from a name (`name`, `name-2`, ...) for a listing. Claiming again
 * for the same listing answers the slug it already holds, so a repeated call is harmless.
 */
export const claimListingSlug = (deps: Pick<CommandDeps, 'store' | 'clock'>) => async (c: { name: string; listingId: number }, ctx: CommandContext) => {
  const base = slugify(c.name).slice(0, 200);
  for (let n = 1; n < 1000; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    try {
      await claimSlug(deps)({ slug, listingId: c.listingId }, ctx);
      return slug;
    } catch (error) {
      if (!(error instanceof DomainError && error.kind === 'conflict')) throw error;
    }
  }
  throw new DomainError('conflict', `no free slug for ${c.name}`);
};
