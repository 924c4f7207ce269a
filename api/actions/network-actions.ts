import { z } from 'zod';
import { DomainError } from '../../domain/shared/errors.ts';
import type { DomainEvent } from '../../domain/shared/event.ts';
import { websiteDomain } from '../../domain/shared/website.ts';
import { listingIdsOfDomain } from '../../projections/queries/index.ts';
import { action } from './action.ts';

const text = (max: number) => z.string().max(max);

/** What a sister site sends of its owners' edits (`apply_to`): the site copy only, each edit once. */
export const networkActions = () => ({
  receiveNetworkEdit: action({
    access: 'sister-site',
    input: z.strictObject({
      editId: text(100).min(1),
      origin: text(40),
      domain: text(253).min(1),
      fields: z.strictObject({
        headline: text(200).optional(),
        summary: text(20_000).optional(),
        seo_title: text(200).optional(),
        seo_description: text(320).optional(),
      }),
    }),
    /** Applied to this site's listing of the same company (its website's domain), each edit once. */
    async run(i, caller, d) {
      // The signature names the sending site: an edit may only speak for the site that signed it.
      if (i.origin !== caller.sisterSite)
        throw new DomainError('invalid', 'origin does not match the signing site', [{ field: 'origin', message: `must be ${caller.sisterSite}` }]);
      const domain = websiteDomain(i.domain);
      const listingIds = domain ? await listingIdsOfDomain(d.readModels, domain) : [];
      if (listingIds.length === 0) throw new DomainError('not_found', `no listing of ${i.domain} here`);
      let applied = false;
      let position = 0;
      const events: DomainEvent[] = [];
      for (const listingId of listingIds) {
        const r = await d.commands.receiveNetworkEdit(
          { listingId, origin: i.origin, editId: i.editId, fields: i.fields },
          { ...caller, correlationId: `network:${i.editId}` },
        );
        applied ||= r.events.some((e) => e.type === 'ListingEdited' && Object.keys(e.data.changes).length > 0);
        position = Math.max(position, r.position);
        events.push(...r.events);
      }
      // The last position covers every listing's write: the caller's next read sees them all.
      return { body: { applied, listings: listingIds.length }, wrote: { stream: 'network', events, position } };
    },
  }),
});
