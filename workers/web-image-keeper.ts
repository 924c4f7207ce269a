import { createHash } from 'node:crypto';
import type { ImageFacts, ImageType, StoredImage } from '../domain/listing/image.ts';
import type { ImageStore, WebImages } from '../domain/ports/images.ts';

export type ImageKeeperDeps = {
  webImages: WebImages;
  images: ImageStore;
  /** What the bytes are (read from the bytes, not from what the server says). */
  imageFacts: (bytes: Uint8Array) => ImageFacts;
};

export type KeptOrRefused = { image: StoredImage } | { refused: string };

/**
 * The one path by which a listing's images (its logo, its gallery) come to this site: read once
 * through the crawler's guard (robots.txt, public addresses only, on every redirect), checked for
 * what the bytes are against the caller's rule (type, size, dimensions), and kept under their
 * SHA-256 digest, from which the site serves them. What fails any step is refused, with why.
 */
export async function keepWebImage(deps: ImageKeeperDeps, url: string, problemOf: (f: ImageFacts) => string | null): Promise<KeptOrRefused> {
  const fetched = await deps.webImages.fetch(url);
  if (!fetched.ok) return { refused: fetched.reason };
  const facts = deps.imageFacts(fetched.bytes);
  const problem = problemOf(facts);
  if (problem) return { refused: problem };
  const image: StoredImage = {
    id: createHash('sha256').update(fetched.bytes).digest('hex'),
    // The rule let only the known types through.
    type: facts.type as ImageType,
    width: facts.width,
    height: facts.height,
    bytes: facts.bytes,
  };
  // Kept before it is recorded: a crash between the two leaves an unused image, never a listing pointing at nothing.
  await deps.images.put(image, fetched.bytes);
  return { image };
}
