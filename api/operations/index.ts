import type { Operation, OperationTable } from '../operation.ts';
import { chooseFreeListing } from './choose-free-listing.ts';
import { claimListing, listMyClaims, verifyClaim } from './claims.ts';
import { compareListings } from './compare-listings.ts';
import { getDraft, inviteCofounder, listMyDrafts, submitDraft, submitListing, updateDraft } from './drafts.ts';
import { addGalleryImage, deleteGalleryImage } from './gallery.ts';
import { getAccount } from './get-account.ts';
import { getAlternatives } from './get-alternatives.ts';
import { getBadges } from './get-badges.ts';
import { getBlogPost } from './get-blog-post.ts';
import { getCategory } from './get-category.ts';
import { getFounder } from './get-founder.ts';
import { getLaunchWeek } from './get-launch-week.ts';
import { getLeaderboard } from './get-leaderboard.ts';
import { getListing } from './get-listing.ts';
import { getSiteInfo } from './get-site-info.ts';
import { listAwards } from './list-awards.ts';
import { listBlogPosts } from './list-blog-posts.ts';
import { listCategories } from './list-categories.ts';
import { listComments } from './list-comments.ts';
import { listFounders } from './list-founders.ts';
import { listInterviewQuestions } from './list-interview-questions.ts';
import { listLaunches } from './list-launches.ts';
import { listProducts } from './list-products.ts';
import {
  addMilestone,
  answerInterview,
  deleteMilestone,
  getMyListing,
  listMyListings,
  postListingUpdate,
  setFounderStory,
  updateMyListing,
} from './my-listings.ts';
import { createCheckout, getOrder, listMyOrders, quoteOrder } from './orders.ts';
import { searchListings } from './search-listings.ts';
import { createWebhook, deleteWebhook, listWebhookDeliveries, listWebhooks } from './webhooks.ts';

/** The operation table: every operation of the contract, once, under its name. */
export const operationTable = {
  get_site_info: getSiteInfo,
  search_listings: searchListings,
  get_listing: getListing,
  get_alternatives: getAlternatives,
  list_comments: listComments,
  compare_listings: compareListings,
  get_badges: getBadges,
  list_categories: listCategories,
  get_category: getCategory,
  get_launch_week: getLaunchWeek,
  list_launches: listLaunches,
  get_leaderboard: getLeaderboard,
  list_founders: listFounders,
  get_founder: getFounder,
  list_blog_posts: listBlogPosts,
  get_blog_post: getBlogPost,
  list_awards: listAwards,
  list_interview_questions: listInterviewQuestions,
  list_products: listProducts,
  get_account: getAccount,
  submit_listing: submitListing,
  list_my_drafts: listMyDrafts,
  get_draft: getDraft,
  update_draft: updateDraft,
  invite_cofounder: inviteCofounder,
  submit_draft: submitDraft,
  list_my_listings: listMyListings,
  get_my_listing: getMyListing,
  update_my_listing: updateMyListing,
  post_listing_update: postListingUpdate,
  add_milestone: addMilestone,
  delete_milestone: deleteMilestone,
  add_gallery_image: addGalleryImage,
  delete_gallery_image: deleteGalleryImage,
  set_founder_story: setFounderStory,
  answer_interview: answerInterview,
  choose_free_listing: chooseFreeListing,
  claim_listing: claimListing,
  verify_claim: verifyClaim,
  list_my_claims: listMyClaims,
  quote_order: quoteOrder,
  create_checkout: createCheckout,
  list_my_orders: listMyOrders,
  get_order: getOrder,
  create_webhook: createWebhook,
  list_webhooks: listWebhooks,
  delete_webhook: deleteWebhook,
  list_webhook_deliveries: listWebhookDeliveries,
} satisfies OperationTable;

/** The table as a list, in the contract's order (REST routes and MCP tools are made in this order). */
export const operations: Operation[] = Object.values(operationTable);
