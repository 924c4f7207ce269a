import type { Session } from '../../api/auth/sessions.ts';
import { GALLERY_LIMITS } from '../../domain/listing/gallery.ts';
import type { ownListing } from '../../projections/queries/index.ts';
import { actionButton, type FieldErrors, field, postForm } from '../kit/forms.ts';
import { html, plain } from '../kit/html.ts';
import { mediaGallery } from '../media-gallery.ts';

type Owned = NonNullable<Awaited<ReturnType<typeof ownListing>>>;

const ORIGIN = { owner: 'Added by you', og_image: 'Your homepage’s preview image (og:image)' } as const;

/**
 * The media section as its owners keep it: every image of the gallery with where its reading
 * stands (being read, kept, or refused and why) and a way to remove it; a form to add one by its
 * address (the add_gallery_image operation); and the gallery as the public will see it, shown to
 * the owners on every plan.
 */
export function mediaSection(s: Session, l: Owned, errors: FieldErrors) {
  const shown = l.sections.media?.shown_publicly;
  const full = l.gallery.length >= GALLERY_LIMITS.maxImages;
  const items = l.gallery.map(
    (g) =>
      html`<li>${
        g.image
          ? html`<img src="${g.image.url}" width="${g.image.width}" height="${g.image.height}" alt="${g.caption ? plain(g.caption) : `Image ${g.image_id}`}" loading="lazy">`
          : html`<p class="waiting">${g.status === 'reading' ? 'Being read and checked…' : html`Refused: ${g.reason ?? ''}`}</p>`
      }<p>${g.caption ? html`<strong>${plain(g.caption)}</strong><br>` : ''}<span class="muted">${ORIGIN[g.origin]}</span></p>${actionButton(
        s,
        `/account/listings/${l.listing_id}/images/${g.image_id}/delete`,
        'Remove',
        '',
      )}</li>`,
  );
  const preview = l.media
    ? mediaGallery(l.name, l.media, 'nofollow noopener', {
        id: 'media-preview',
        heading: shown ? 'As the public sees it' : 'Preview: as the public will see it',
        level: 3,
      })
    : '';
  return html`<section class="panel" id="media" aria-labelledby="media-h"><h2 id="media-h">Media</h2>
<p class="hint">${
    shown ? 'Shown on your listing’s page.' : 'Shown publicly with a paid launch or once the section is unlocked; you see it here in preview.'
  } Up to ${GALLERY_LIMITS.maxImages} images (PNG, JPEG, GIF, WebP or SVG; at most 2 MB and 4096 px a side), read once from their address and served from this site; the demo video is the profile’s demo video link.</p>
${items.length ? html`<ul class="owner-gallery">${items}</ul>` : html`<p class="empty">No images yet: add screenshots of your product by their address.</p>`}
${
  full
    ? html`<p class="muted">The gallery is full: remove an image to add another.</p>`
    : postForm(
        s,
        `/account/listings/${l.listing_id}/images`,
        html`<div class="field-row">${field({ name: 'url', label: 'Image address (https)', type: 'url', max: 500, required: true, errors })}${field({ name: 'caption', label: 'Caption (what it shows)', max: GALLERY_LIMITS.maxCaption, errors })}</div>`,
        'Add the image',
      )
}${preview}</section>`;
}
