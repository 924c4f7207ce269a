import type { CommandDeps } from './command.ts';
import { changeSiteSettings } from './catalog/change-site-settings.ts';
import { defineCategory } from './catalog/define-category.ts';
import { defineInterviewQuestion } from './catalog/define-interview-question.ts';
import { defineProduct } from './catalog/define-product.ts';
import { publishBlogPost } from './catalog/publish-blog-post.ts';
import { publishFounderProfile } from './founder/publish-founder-profile.ts';
import { chooseFreeListing, goLive, scheduleLaunch, verifyBadge } from './listing/launch.ts';
import { reserveListingIdentity } from './listing/reserve-identity.ts';
import { submitListing } from './listing/submit-listing.ts';
import { castVote } from './vote/cast-vote.ts';

export type { CommandContext, CommandDeps, CommandResult } from './command.ts';

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
  };
}

export type Commands = ReturnType<typeof commandHandlers>;
