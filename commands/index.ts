import { checkoutToken } from '../domain/order/checkout-link.ts';
import {
  authorizeClient,
  confirmEmail,
  confirmEmailByOperator,
  createApiKey,
  requestEmailConfirmation,
  requestPasswordReset,
  resetPassword,
  revokeApiKey,
  revokeClient,
  signIn,
  signOut,
  signUp,
} from './account/account-commands.ts';
import { grantWeeklyAwards } from './award/grant-weekly-awards.ts';
import { changeSiteSettings, defineCategory, defineInterviewQuestion, defineProduct, publishBlogPost } from './catalog/catalog-commands.ts';
import { addClaimant, claimListing, claimTokens, confirmClaimByEmail, verifyClaim } from './claim/claim-commands.ts';
import type { CommandContext, CommandDeps } from './command.ts';
import {
  chooseDiscussionFeeds,
  deleteComment,
  editComment,
  hideComment,
  postComment,
  redactComment,
  reportComment,
  restoreComment,
} from './comment/comment-commands.ts';
import {
  acceptInvite,
  editDraft,
  editOwnFounderEntry,
  failDraft,
  failRegeneration,
  inviteCofounder,
  recordCompetitor,
  recordFirstProposal,
  recordRegeneration,
  recordSiteRead,
  removeUnsafeDraftLinks,
  requestDraft,
  requestRegeneration,
  submitDraft,
} from './draft/draft-commands.ts';
import { followListing, unfollowListing } from './follow/follow-commands.ts';
import { publishFounderProfile, removeUnsafeFounderLinks } from './founder/publish-founder-profile.ts';
import { answerInterview } from './interview/answer-interview.ts';
import { missFreeLaunch, recordBadgeCheck } from './listing/badge-checks.ts';
import { chooseFreeListing, settleFreeSlot } from './listing/choose-free-listing.ts';
import { addMilestone, deleteMilestone, postListingUpdate, setFounderStory } from './listing/content-commands.ts';
import { editListing, hideListing, receiveNetworkEdit, removeUnsafeLinks, revertEdit, unhideListing, unlockSections } from './listing/edit-commands.ts';
import { addGalleryImage, deleteGalleryImage, recordGalleryImage } from './listing/gallery-commands.ts';
import { approveAlternatives, goLive, scheduleLaunch, submitListing } from './listing/listing-commands.ts';
import { recordLogo } from './listing/record-logo.ts';
import { claimListingSlug, reserveListingId } from './listing/reserve-identity.ts';
import { syncListingFromDraft } from './listing/sync-from-draft.ts';
import { contributeToBillboard, measureDomainRating, reportRevenue, verifyRevenue } from './metrics/record-metrics.ts';
import { completeMigration } from './migration/complete-migration.ts';
import {
  createOrder,
  declineOnTestPage,
  fulfilOrder,
  openPaymentSession,
  payOnTestPage,
  recordPaymentEvent,
  releaseOrderHolds,
  reverseOrder,
  setOrderBilling,
} from './order/order-commands.ts';
import { type QuoteInput, quoteOrder } from './order/quote-order.ts';
import { deleteReview, hideReview, unhideReview, writeReview } from './review/review-commands.ts';
import { countTraffic } from './traffic/count-traffic.ts';
import { castVote, withdrawVote } from './vote/cast-vote.ts';
import { createWebhook, deleteWebhook, recordDeliveryAttempt } from './webhook/webhook-commands.ts';

export type { CommandContext, CommandDeps, CommandResult } from './command.ts';

export { type StreamReads, streamReads } from './stream-reads.ts';

/** Every command handler, bound to the event store, clock and secrets. */
export function commandHandlers(deps: CommandDeps) {
  return {
    ...catalogHandlers(deps),
    ...listingHandlers(deps),
    ...claimHandlers(deps),
    ...webhookHandlers(deps),
    ...orderHandlers(deps),
    ...communityHandlers(deps),
    ...commentCommands(deps),
    ...accountHandlers(deps),
    ...draftHandlers(deps),
  };
}

/** What the site team defines and grants (categories, products, posts, questions, awards), and the figures recorded on listings. */
function catalogHandlers(deps: CommandDeps) {
  return {
    changeSiteSettings: changeSiteSettings(deps),
    defineCategory: defineCategory(deps),
    defineProduct: defineProduct(deps),
    publishBlogPost: publishBlogPost(deps),
    defineInterviewQuestion: defineInterviewQuestion(deps),
    grantWeeklyAwards: grantWeeklyAwards(deps),
    publishFounderProfile: publishFounderProfile(deps),
    removeUnsafeFounderLinks: removeUnsafeFounderLinks(deps),
    completeMigration: completeMigration(deps),
    contributeToBillboard: contributeToBillboard(deps),
    measureDomainRating: measureDomainRating(deps),
    reportRevenue: reportRevenue(deps),
    verifyRevenue: verifyRevenue(deps),
  };
}

/** A listing's life: its identity, submission, launch, edits, content, media and moderation. */
function listingHandlers(deps: CommandDeps) {
  return {
    reserveListingId: reserveListingId(deps),
    claimListingSlug: claimListingSlug(deps),
    submitListing: submitListing(deps),
    syncListingFromDraft: syncListingFromDraft(deps),
    addGalleryImage: addGalleryImage(deps),
    deleteGalleryImage: deleteGalleryImage(deps),
    recordGalleryImage: recordGalleryImage(deps),
    recordLogo: recordLogo(deps),
    chooseFreeListing: chooseFreeListing(deps),
    recordBadgeCheck: recordBadgeCheck(deps),
    missFreeLaunch: missFreeLaunch(deps),
    settleFreeSlot: settleFreeSlot(deps),
    scheduleLaunch: scheduleLaunch(deps),
    goLive: goLive(deps),
    approveAlternatives: approveAlternatives(deps),
    editListing: editListing(deps),
    removeUnsafeLinks: removeUnsafeLinks(deps),
    receiveNetworkEdit: receiveNetworkEdit(deps),
    revertEdit: revertEdit(deps),
    hideListing: hideListing(deps),
    unhideListing: unhideListing(deps),
    unlockSections: unlockSections(deps),
    addMilestone: addMilestone(deps),
    deleteMilestone: deleteMilestone(deps),
    setFounderStory: setFounderStory(deps),
    postListingUpdate: postListingUpdate(deps),
  };
}

/** Claims of a listing; verifying one reads the web and DNS, which only the processes that verify are given. */
function claimHandlers(deps: CommandDeps) {
  return {
    claimListing: claimListing(deps),
    verifyClaim: (c: { claimId: number; accountId: string }, ctx: CommandContext) => {
      const { web, txt } = deps;
      if (!web || !txt) throw new Error('verifying claims needs the web and DNS adapters, which this process was not given');
      return verifyClaim({ ...deps, web, txt })(c, ctx);
    },
    confirmClaimByEmail: confirmClaimByEmail(deps),
    claimTokens: claimTokens(deps),
    addClaimant: addClaimant(deps),
  };
}

/** Webhooks; making one checks its URL through the address guard. */
function webhookHandlers(deps: CommandDeps) {
  return {
    createWebhook: (c: Parameters<ReturnType<typeof createWebhook>>[0], ctx: CommandContext) => {
      const { webhookTargets } = deps;
      if (!webhookTargets) throw new Error('making webhooks needs the address guard for their URLs, which this process was not given');
      return createWebhook({ ...deps, webhookTargets })(c, ctx);
    },
    deleteWebhook: deleteWebhook(deps),
    recordDeliveryAttempt: recordDeliveryAttempt(deps),
  };
}

/** What people do with a listing that is not theirs: vote, review, follow, visit, answer the interview. */
function communityHandlers(deps: CommandDeps) {
  return {
    castVote: castVote(deps),
    withdrawVote: withdrawVote(deps),
    writeReview: writeReview(deps),
    deleteReview: deleteReview(deps),
    hideReview: hideReview(deps),
    unhideReview: unhideReview(deps),
    followListing: followListing(deps),
    unfollowListing: unfollowListing(deps),
    countTraffic: countTraffic(deps),
    answerInterview: answerInterview(deps),
  };
}

/** Accounts: sign-up and sign-in, passwords, email confirmation, API keys and authorized clients. */
function accountHandlers(deps: CommandDeps) {
  return {
    signUp: signUp(deps),
    signIn: signIn(deps),
    signOut: signOut(deps),
    requestPasswordReset: requestPasswordReset(deps),
    resetPassword: resetPassword(deps),
    createApiKey: createApiKey(deps),
    revokeApiKey: revokeApiKey(deps),
    requestEmailConfirmation: requestEmailConfirmation(deps),
    confirmEmail: confirmEmail(deps),
    confirmEmailByOperator: confirmEmailByOperator(deps),
    authorizeClient: authorizeClient(deps),
    revokeClient: revokeClient(deps),
  };
}

/** Drafts: the site read, proposals and regenerations, the owner's edits, co-founders, and submission. */
function draftHandlers(deps: CommandDeps) {
  return {
    requestDraft: requestDraft(deps),
    recordSiteRead: recordSiteRead(deps),
    failDraft: failDraft(deps),
    recordFirstProposal: recordFirstProposal(deps),
    requestRegeneration: requestRegeneration(deps),
    recordRegeneration: recordRegeneration(deps),
    failRegeneration: failRegeneration(deps),
    editDraft: editDraft(deps),
    removeUnsafeDraftLinks: removeUnsafeDraftLinks(deps),
    submitDraft: submitDraft(deps),
    inviteCofounder: inviteCofounder(deps),
    recordCompetitor: recordCompetitor(deps),
    acceptInvite: acceptInvite(deps),
    editOwnFounderEntry: editOwnFounderEntry(deps),
  };
}

/** The order commands, which need VAT checks (and the payment provider, when there is one). */
function orderHandlers(deps: CommandDeps) {
  const orders = () => {
    if (!deps.vat) throw new Error('orders need the VAT number checker, which this process was not given');
    return { store: deps.store, clock: deps.clock, vat: deps.vat, payments: deps.payments ?? null };
  };
  type Ctx = CommandContext;
  return {
    quoteOrder: (c: QuoteInput) => quoteOrder({ store: deps.store, now: () => deps.clock.now(), vat: orders().vat })(c),
    createOrder: (c: QuoteInput, ctx: Ctx) => createOrder(orders())(c, ctx),
    setOrderBilling: (c: Parameters<ReturnType<typeof setOrderBilling>>[0], ctx: Ctx) => setOrderBilling(orders())(c, ctx),
    openPaymentSession: (c: Parameters<ReturnType<typeof openPaymentSession>>[0], ctx: Ctx) => openPaymentSession(orders())(c, ctx),
    recordPaymentEvent: (c: Parameters<ReturnType<typeof recordPaymentEvent>>[0], ctx: Ctx) => recordPaymentEvent(orders())(c, ctx),
    payOnTestPage: (c: { number: string }, ctx: Ctx) => payOnTestPage(orders())(c, ctx),
    declineOnTestPage: (c: { number: string }, ctx: Ctx) => declineOnTestPage(orders())(c, ctx),
    fulfilOrder: (c: { number: string }, ctx: Ctx) => fulfilOrder(orders())(c, ctx),
    releaseOrderHolds: (c: { number: string }, ctx: Ctx) => releaseOrderHolds(orders())(c, ctx),
    reverseOrder: (c: { number: string }, ctx: Ctx) => reverseOrder(orders())(c, ctx),
    orderToken: (number: string) => checkoutToken(deps.secrets, number),
  };
}

export type Commands = ReturnType<typeof commandHandlers>;

/** Comments need the texts store (the serving process and the workers have it). */
function commentCommands(deps: CommandDeps) {
  const texts = () => {
    if (!deps.commentTexts) throw new Error('comments need the comment texts store, which this process was not given');
    return { ...deps, commentTexts: deps.commentTexts };
  };
  return {
    postComment: (c: Parameters<ReturnType<typeof postComment>>[0], ctx: CommandContext) => postComment(texts())(c, ctx),
    editComment: (c: Parameters<ReturnType<typeof editComment>>[0], ctx: CommandContext) => editComment(texts())(c, ctx),
    deleteComment: (c: Parameters<ReturnType<typeof deleteComment>>[0], ctx: CommandContext) => deleteComment(texts())(c, ctx),
    redactComment: (c: Parameters<ReturnType<typeof redactComment>>[0], ctx: CommandContext) => redactComment(texts())(c, ctx),
    reportComment: reportComment(deps),
    hideComment: hideComment(deps),
    restoreComment: restoreComment(deps),
    chooseDiscussionFeeds: chooseDiscussionFeeds(deps),
  };
}
