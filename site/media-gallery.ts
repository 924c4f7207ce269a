import { html, plain, type SafeHtml, safeUrl } from './kit/html.ts';

export type GalleryImage = { url: string; width: number; height: number; caption: string | null };

/** The demo video's host, said beside the link so a visitor knows where it leads. */
const hostOf = (url: string) => new URL(url).hostname.replace(/^www\./, '');

/**
 * The media section: the demo video first, then the gallery's images, all served from this site
 * (never hot-linked), in a row that scrolls sideways on its own. The video is linked where it is
 * hosted: no third-party frame on our page (the CSP allows none).
 */
export function mediaGallery(
  name: string,
  media: { images: GalleryImage[]; video: string | null },
  rel: string,
  o: { id: string; heading: string; level: 2 | 3 } = { id: 'media', heading: 'Gallery', level: 2 },
): SafeHtml | '' {
  const video = safeUrl(media.video);
  if (!video && media.images.length === 0) return '';
  const items = [
    video
      ? html`<li class="video"><figure><a href="${video}" rel="${rel}"><span class="play" aria-hidden="true">▶</span><strong>Watch the demo</strong><span class="host">on ${hostOf(video)}</span></a><figcaption>The demo video of ${plain(name)}</figcaption></figure></li>`
      : '',
    ...media.images.map((image, i) => {
      const caption = image.caption ? plain(image.caption) : `${plain(name)}, image ${i + 1}`;
      return html`<li><figure><a href="${image.url}"><img src="${image.url}" width="${image.width}" height="${image.height}" alt="${caption}" loading="${i < 2 ? 'eager' : 'lazy'}" decoding="async"></a><figcaption>${caption}</figcaption></figure></li>`;
    }),
  ];
  const title = o.level === 2 ? html`<h2 id="${o.id}-title">${o.heading}</h2>` : html`<h3 id="${o.id}-title">${o.heading}</h3>`;
  return html`<section id="${o.id}" aria-labelledby="${o.id}-title">${title}<ul class="gallery">${items}</ul></section>`;
}
