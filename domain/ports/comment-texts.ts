/**
 * Where comments' texts are kept: outside the event log, so that a deleted comment's text can be
 * forgotten (domain/comment/comment.ts says why). One document per version of a comment's text,
 * under its text id. Not a read model: nothing rebuilds it, and a rebuild never brings a text back.
 */
export interface CommentTexts {
  put(textId: string, text: string): Promise<void>;
  /** Erases the texts for good (erasing one that is gone is no error). */
  erase(textIds: string[]): Promise<void>;
}

/** The document collection the embedded and production stores keep the texts in (queries read it). */
export const COMMENT_TEXTS_COLLECTION = 'comment_texts';

export type CommentTextDoc = { id: string; text: string };
