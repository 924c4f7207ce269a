import type { ListingDoc } from '../listing-doc.ts';
import type { ListingChange, ListingsEvent } from './events.ts';

/**
 * What the owners and the site team put on the listing: profile, co-owners, milestones, story, updates (`at`: when
 * the event was written), categories, visibility, logo and gallery.
 */
export function contentChange(doc: ListingDoc, e: ListingsEvent, at: string): ListingChange {
  switch (e.type) {
    case 'AlternativesApproved':
      return { approved_alternatives: e.data.slugs };
    case 'ListingProfileUpdated':
      return e.data.profile;
    case 'CoOwnerAdded':
      return {
        owner_ids: doc.owner_ids.includes(e.data.accountId) ? doc.owner_ids : [...doc.owner_ids, e.data.accountId],
        verified: doc.verified || e.data.via === 'claim',
      };
    case 'MilestoneAdded':
      return { milestones: [...(doc.milestones ?? []), e.data.milestone] };
    case 'MilestoneDeleted':
      return { milestones: (doc.milestones ?? []).filter((m) => m.id !== e.data.milestoneId) };
    case 'FounderStorySet':
      return { story: e.data.after };
    case 'ListingUpdatePosted':
      return { updates_count: doc.updates_count + 1, last_update_at: at };
    case 'CategoriesAdded':
      return { categories: [...doc.categories, ...e.data.categories.filter((c) => !doc.categories.includes(c))] };
    case 'CategoriesRemoved':
      return { categories: doc.categories.filter((c, i) => i === 0 || !e.data.categories.includes(c)) };
    case 'ListingHidden':
      return { hidden: true, hidden_reason: e.data.reason };
    case 'ListingUnhidden':
      return { hidden: false, hidden_reason: null };
    default:
      return mediaChange(doc, e);
  }
}

/** The logo and the gallery: an image added, kept or refused, or removed. */
function mediaChange(doc: ListingDoc, e: ListingsEvent): ListingChange {
  switch (e.type) {
    case 'LogoStored': {
      const { id, width, height } = e.data.image;
      return { logo: { id, width, height, source: e.data.source } };
    }
    case 'LogoRefused':
      return { logo: null };
    case 'GalleryImageAdded': {
      const { imageId: id, source, origin, caption } = e.data;
      return { gallery: [...(doc.gallery ?? []), { id, source, origin, caption: caption ?? null, image: null, refused: null, added_at: e.data.at }] };
    }
    case 'GalleryImageStored': {
      const { id, width, height } = e.data.image;
      return { gallery: (doc.gallery ?? []).map((g) => (g.id === e.data.imageId ? { ...g, image: { id, width, height }, refused: null } : g)) };
    }
    case 'GalleryImageRefused':
      return { gallery: (doc.gallery ?? []).map((g) => (g.id === e.data.imageId ? { ...g, refused: e.data.reason } : g)) };
    case 'GalleryImageRemoved':
      return { gallery: (doc.gallery ?? []).filter((g) => g.id !== e.data.imageId) };
    default:
      return undefined;
  }
}
