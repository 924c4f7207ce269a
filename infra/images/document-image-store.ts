import type { ImageType, StoredImage } from '../../domain/listing/image.ts';
import type { DocumentCollection } from '../../domain/ports/document-store.ts';
import type { ImageStore } from '../../domain/ports/images.ts';

type ImageDoc = { id: string; type: ImageType; width: number; height: number; data: string };

/**
 * Images in the service's own document store (SQLite, PostgreSQL or MongoDB, whichever runs),
 * kept apart from the read models: they are not made from events, so no rebuild drops them.
 * Logos are at most 1 MB, well inside every backend's document size.
 */
export class DocumentImageStore implements ImageStore {
  private readonly images: DocumentCollection<ImageDoc>;
  constructor(images: DocumentCollection<ImageDoc>) {
    this.images = images;
  }

  async put(image: StoredImage, bytes: Uint8Array): Promise<void> {
    // The id is the bytes' digest: writing it again writes the same document.
    await this.images.write([
      {
        op: 'put',
        doc: { id: image.id, type: image.type, width: image.width, height: image.height, data: Buffer.from(bytes).toString('base64') },
        position: 1,
      },
    ]);
  }

  async get(id: string) {
    const doc = await this.images.get(id);
    return doc ? { type: doc.type, bytes: new Uint8Array(Buffer.from(doc.data, 'base64')) } : null;
  }
}
