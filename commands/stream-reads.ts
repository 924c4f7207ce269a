import { evolveListing, initialListing, listingStream } from '../domain/listing/events.ts';
import { evolveOrder, initialOrder, orderStream } from '../domain/order/order.ts';
import type { EventStore } from '../domain/ports/event-store.ts';
import { accountByEmail, readAccount } from './account/account-commands.ts';
import { loadState } from './command.ts';
import { readCommentHistory } from './comment/comment-history.ts';
import { readDraft } from './draft/draft-commands.ts';
import { listingIdOfSlug, readListingEdit, readListingHistory } from './listing/history.ts';
import { migrationCompleted } from './migration/complete-migration.ts';

/**
 * The reads of an aggregate's own stream, declared once, apart from the commands: for the few
 * who must see a state exactly as written — a worker deciding on it, sign-in (the password hash
 * is kept out of the read models), an auditor's history. Everything else reads a read model.
 */
export function streamReads(store: EventStore) {
  return {
    listing: (listingId: number) => loadState(store, listingStream(listingId), initialListing, evolveListing),
    order: (number: string) => loadState(store, orderStream(number), initialOrder, evolveOrder),
    draft: (draftId: string) => readDraft(store, draftId),
    account: (accountId: string) => readAccount(store, accountId),
    /** The account behind an address, with its password hash: for sign-in. */
    accountByEmail: (email: string) => accountByEmail(store, email),
    /** Every version of a listing, replayed from its stream: for auditors and the site team. */
    listingHistory: (listingId: number) => readListingHistory(store, listingId),
    /** A comment's audit trail: who did what to it and why, never its text. */
    commentHistory: (commentId: string) => readCommentHistory(store, commentId),
    listingIdOfSlug: (slug: string) => listingIdOfSlug(store, slug),
    listingEdit: (listingId: number, editId: string) => readListingEdit(store, listingId, editId),
    migrationCompleted: (migration: string) => migrationCompleted(store, migration),
  };
}

export type StreamReads = ReturnType<typeof streamReads>;
