import type { CommentTextDoc, CommentTexts } from '../../domain/ports/comment-texts.ts';
import type { DocumentCollection } from '../../domain/ports/document-store.ts';

/** Comments' texts in the service's own document store (whichever runs), beside the kept images and apart from the read models. */
export class DocumentCommentTexts implements CommentTexts {
  private readonly texts: DocumentCollection<CommentTextDoc>;
  constructor(texts: DocumentCollection<CommentTextDoc>) {
    this.texts = texts;
  }

  // A text is written once at position 1 and erased at 2: a put arriving after its erasure (a retried request) changes nothing.
  async put(textId: string, text: string) {
    await this.texts.write([{ op: 'put', doc: { id: textId, text }, position: 1 }]);
  }

  async erase(textIds: string[]) {
    if (textIds.length) await this.texts.write(textIds.map((id) => ({ op: 'delete' as const, id, position: 2 })));
  }
}
