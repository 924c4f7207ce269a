/** An image kept by the service: its digest (the id it is served under), its type, size and dimensions. */
export type StoredImage = { id: string; type: ImageType; width: number; height: number; bytes: number };

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];
