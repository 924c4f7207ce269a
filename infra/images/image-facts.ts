import { imageSize } from 'image-size';
import type { ImageFacts } from '../../domain/listing/image.ts';

const TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp', svg: 'image/svg+xml' };

/** What the bytes are, read from the bytes themselves (image-size): the type a server claims is not trusted. */
export function imageFacts(bytes: Uint8Array): ImageFacts {
  try {
    const size = imageSize(bytes);
    return { type: (size.type && TYPES[size.type]) ?? size.type ?? null, width: size.width ?? 0, height: size.height ?? 0, bytes: bytes.length };
  } catch {
    return { type: null, width: 0, height: 0, bytes: bytes.length };
  }
}
