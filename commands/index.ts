import type { CommandDeps } from './command.ts';
import { changeSiteSettings } from './catalog/change-site-settings.ts';
import { defineCategory } from './catalog/define-category.ts';
import { defineInterviewQuestion } from './catalog/define-interview-question.ts';
import { defineProduct } from './catalog/define-product.ts';
import { publishBlogPost } from './catalog/publish-blog-post.ts';
import { publishFounderProfile } from './founder/publish-founder-profile.ts';
import { approveAlternatives, chooseFreeListing, goLive, scheduleLaunch, verifyBadge } from './listing/launch.ts';
import { grantWeeklyAwards } from './award/grant-weekly-awards.ts';
import { contributeToBillboard, measureDomainRating, reportRevenue } from './metrics/record-metrics.ts';
import { reserveListingIdentity } from './listing/reserve-identity.ts';
import { submitListing } from './listing/submit-listing.ts';
import { castVote } from './vote/cast-vote.ts';
import { acceptInvite, editOwnFounderEntry, recordCompetitor, editDraft, failDraft, inviteCofounder, recordProposal, recordSiteRead, requestDraftCommand, submitDraft, syncListing } from './draft/draft-commands.ts';
import type { CommandContext } from './command.ts';
import { authorizeClient, createApiKey, requestPasswordReset, resetPassword, revokeApiKey, signIn, signOut, signUp } from './account/account-commands.ts';

export type { CommandContext, CommandDeps, CommandResult } from './command.ts';
export { accountByEmail } from './account/account-commands.ts';
export { readDraft } from './draft/draft-commands.ts';

/** Every command handler, bound to the event store and clock. */
export function commandHandlers(deps: CommandDeps) {
  return {
    changeSiteSettings: changeSiteSettings(deps),
    defineCategory: defineCategory(deps),
    defineProduct: defineProduct(deps),
    publishBlogPost: publishBlogPost(deps),
    defineInterviewQuestion: defineInterviewQuestion(deps),
    reserveListingIdentity: reserveListingIdentity(deps),
    submitListing: submitListing(deps),
    chooseFreeListing: chooseFreeListing(deps),
    verifyBadge: verifyBadge(deps),
    scheduleLaunch: scheduleLaunch(deps),
    goLive: goLive(deps),
    castVote: castVote(deps),
    publishFounderProfile: publishFounderProfile(deps),
    approveAlternatives: approveAlternatives(deps),
    grantWeeklyAwards: grantWeeklyAwards(deps),
    contributeToBillboard: contributeToBillboard(deps),
    measureDomainRating: measureDomainRating(deps),
    reportRevenue: reportRevenue(deps),
    signUp: signUp(deps),
    signIn: signIn(deps),
    signOut: signOut(deps),
    requestPasswordReset: requestPasswordReset(deps),
    resetPassword: resetPassword(deps),
    createApiKey: createApiKey(deps),
    revokeApiKey: revokeApiKey(deps),
    authorizeClient: authorizeClient(deps),
    requestDraft: requestDraftCommand(deps),
    recordSiteRead: recordSiteRead(deps),
    failDraft: failDraft(deps),
    recordProposal: recordProposal(deps),
    editDraft: editDraft(deps),
    submitDraft: submitDraft(deps),
    inviteCofounder: inviteCofounder(deps),
    recordCompetitor: recordCompetitor(deps),
    acceptInvite: acceptInvite(deps),
    editOwnFounderEntry: editOwnFounderEntry(deps),
    syncDraftListing: (draftId: string, ownerId: string, position: number, ctx: CommandContext) => syncListing(deps, draftId, ownerId, position, ctx),
  };
}

export type Commands = ReturnType<typeof commandHandlers>;
