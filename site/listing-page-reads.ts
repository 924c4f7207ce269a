import type { Session } from '../api/auth/sessions.ts';
import type { BadgeStyle } from '../api/badges/badge-svg.ts';
import { BADGE_NAMES, earnedBadges, embedHtml } from '../api/badges/listing-badges.ts';
import { outboundRel } from '../domain/listing/link-policy.ts';
import { mondayOf } from '../domain/shared/weeks.ts';
import type { ListingDoc } from '../projections/listing-doc.ts';
import { keptLogo } from '../projections/listing-search.ts';
import {
  alternativesOf,
  discussion,
  hasVoted,
  isFollowing,
  ownsListing,
  type PublicProfile,
  rankInWeek,
  reviewBy,
  reviewsOf,
} from '../projections/queries/index.ts';
import { reviewsSection, type Standing, voteControl } from './community-section.ts';
import { type DiscussionViewer, discussionSection } from './discussion-section.ts';
import type { PageDeps } from './kit/page-deps.ts';
import type { FollowControl, ListingExtras } from './listing-page.ts';

const DEFAULT_STYLE: BadgeStyle = { shape: 'standard', mode: 'light', size: 'm' };

/** What the viewer may do on a listing's page: follow it, and vote, review and comment as who they are. */
async function viewerOf(deps: PageDeps, listingId: number, session: Session | null) {
  if (!session) return { follow: { kind: 'signed-out' } as FollowControl, standing: { kind: 'signed-out' } as Standing };
  const [following, mine, owner, voted] = await Promise.all([
    isFollowing(deps.readModels, listingId, session.account.id),
    reviewBy(deps.readModels, listingId, session.account.id),
    ownsListing(deps.readModels, listingId, session.account.id),
    hasVoted(deps.readModels, listingId, session.account.id),
  ]);
  const follow: FollowControl = { kind: 'signed-in', csrf: session.csrf, following };
  const confirmed = session.account.email_confirmed === true;
  const review = mine ? { rating: mine.rating, text: mine.text } : null;
  const standing: Standing = { kind: 'signed-in', csrf: session.csrf, owner, confirmed, voted, review };
  return { follow, standing };
}

/** The community of a listing's page as the viewer sees it: the vote, the reviews, a page of the discussion, and following. */
export async function communityOf(deps: PageDeps, p: PublicProfile, doc: ListingDoc, session: Session | null, commentsPage: number) {
  const { follow, standing } = await viewerOf(deps, p.listing_id, session);
  const live = p.status === 'live';
  const now = deps.clock.now();
  const threads = await discussion(
    deps.readModels,
    p.listing_id,
    { page: commentsPage, perPage: 20 },
    { launchedAt: doc.live_at ?? null, now, viewerId: session?.account.id ?? null },
  );
  const viewer: DiscussionViewer = session
    ? { kind: 'signed-in', csrf: session.csrf, confirmed: session.account.email_confirmed === true, accountId: session.account.id }
    : { kind: 'signed-out' };
  const community = {
    vote: voteControl(p.slug, live, p.votes, standing),
    reviews: reviewsSection(p.slug, live, p.community_rating, await reviewsOf(deps.readModels, p.listing_id), standing),
    discussion: discussionSection(p.slug, live, threads, p.comment_count, viewer, now),
  };
  return { follow, community, threads };
}

/**
 * Its place in its launch week: the award's once the week closed, else its rank by votes in the
 * week (`rank`, shown as a badge). `final` is the place the link policy counts: an award, or the
 * top three of the week running now.
 */
async function weekPlaceOf(deps: PageDeps, doc: ListingDoc): Promise<{ rank: number | null; final: number | null }> {
  const award = (doc.awards ?? []).find((a) => a.week === doc.launch_week);
  if (award) return { rank: award.place, final: award.place };
  if (doc.status !== 'live' || !doc.launch_week) return { rank: null, final: null };
  const rank = await rankInWeek(deps.readModels, doc.launch_week, doc.slug);
  return { rank, final: doc.launch_week === mondayOf(deps.clock.now()) && rank !== null && rank <= 3 ? rank : null };
}

/** Beside the listing's own words: its badges to embed, alternatives, logo, media, the rel of its links and its launch. */
export async function extrasOf(deps: PageDeps, doc: ListingDoc, p: PublicProfile, site: string): Promise<ListingExtras> {
  const base = deps.settings.publicUrl;
  const badges = [...earnedBadges(doc, site)].map(([kind, content]) => ({
    name: BADGE_NAMES[kind],
    svg_url: `/badges/${doc.slug}/${kind}.svg`,
    embed_html: embedHtml(base, doc, kind, content, DEFAULT_STYLE),
  }));
  const alternatives = (await alternativesOf(deps.readModels, doc, { page: 1, perPage: 5 })).items;
  const place = await weekPlaceOf(deps, doc);
  const rel = outboundRel({ verified: doc.verified, plan: doc.plan, weekPlace: place.final });
  return { badges, alternatives, logo: keptLogo(doc), media: p.media ?? null, rel, launch: { rank: place.rank, verified: doc.verified } };
}
