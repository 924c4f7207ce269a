import type { Operation } from '../operation.ts';
import { claimListing, listMyClaims, verifyClaim } from './claims.ts';
import { compareListings } from './compare-listings.ts';
import { getDraft, inviteCofounder, listMyDrafts, submitDraft, submitListing, updateDraft } from './drafts.ts';
import { chooseFreeListing } from './free-launch.ts';
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

/** The operation table: every implemented operation of SPEC.md section 4, once. */
export const operations: Operation[] = [
  getSiteInfo,
  searchListings,
  getListing,
  getAlternatives,
  compareListings,
  getBadges,
  listCategories,
  getCategory,
  getLaunchWeek,
  listLaunches,
  getLeaderboard,
  listFounders,
  getFounder,
  listBlogPosts,
  getBlogPost,
  listAwards,
  listInterviewQuestions,
  listProducts,
  getAccount,
  submitListing,
  listMyDrafts,
  getDraft,
  updateDraft,
  inviteCofounder,
  submitDraft,
  listMyListings,
  getMyListing,
  updateMyListing,
  postListingUpdate,
  addMilestone,
  deleteMilestone,
  setFounderStory,
  answerInterview,
  chooseFreeListing,
  claimListing,
  verifyClaim,
  listMyClaims,
  quoteOrder,
  createCheckout,
  listMyOrders,
  getOrder,
];
