/** An image kept by the service: its digest (the id it is served under), its type, size and dimensions. */
export type StoredImage = { id: string; type: ImageType; width: number; height: number; bytes: number };

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

/** An image as its bytes describe it (never as the server that sent it says). */
export type ImageFacts = { type: string | null; width: number; height: number; bytes: number };

/** What an image kept for a listing may be: at most so many bytes, sides within bounds, no more elongated than `maxAspect`. */
export type ImageLimits = { maxBytes: number; minSide: number; maxSide: number; maxAspect: number; elongated: string };

/**
 * Why the image cannot be kept within the limits, or null when it can. One rule for every image a
 * listing shows (its logo, its gallery), so each is checked the same way and says why the same way.
 */
export function imageProblem(f: ImageFacts, limits: ImageLimits): string | null {
  if (!f.type || !(IMAGE_TYPES as readonly string[]).includes(f.type)) return `it is not a PNG, JPEG, GIF, WebP or SVG image${f.type ? ` (${f.type})` : ''}`;
  if (f.bytes > limits.maxBytes) return `it is larger than ${limits.maxBytes / 1_000_000} MB`;
  if (f.width < limits.minSide || f.height < limits.minSide) return `it is smaller than ${limits.minSide} × ${limits.minSide} pixels`;
  if (f.width > limits.maxSide || f.height > limits.maxSide) return `it is larger than ${limits.maxSide} × ${limits.maxSide} pixels`;
  if (Math.max(f.width, f.height) / Math.min(f.width, f.height) > limits.maxAspect) return limits.elongated;
  return null;
}
