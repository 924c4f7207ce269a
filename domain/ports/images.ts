import type { ImageType, StoredImage } from '../listing/image.ts';

/** Images the service keeps and serves from its own origin (logos), under the SHA-256 digest of their bytes. */
export interface ImageStore {
  put(image: StoredImage, bytes: Uint8Array): Promise<void>;
  get(id: string): Promise<{ type: ImageType; bytes: Uint8Array } | null>;
}

export type FetchedImage = { ok: true; url: string; bytes: Uint8Array } | { ok: false; reason: string };

/** Images read from the web once, through the crawler's guard (public addresses only, robots.txt honoured). */
export interface WebImages {
  fetch(url: string): Promise<FetchedImage>;
}
