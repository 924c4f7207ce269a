import type { FounderEvent } from '../domain/founder/founder.ts';
import { projection } from './engine/projection.ts';

/** Founder profiles; their companies are joined in from the listings read model at query time. */
export const foundersProjection = projection<FounderEvent>()({
  name: 'founders',
  version: 1,
  collections: { founders: { indexes: ['name', 'country', 'account_id'] } },
  handles: ['FounderProfilePublished'],
  async apply(event, w) {
    const f = event.data;
    w.put('founders', {
      id: f.slug,
      slug: f.slug,
      name: f.name,
      title: f.title ?? null,
      bio: f.bio ?? null,
      country: f.country ?? null,
      socials: f.socials ?? {},
      account_id: f.accountId,
      updated_at: event.metadata.time,
    });
  },
});
