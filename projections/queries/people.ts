import type { Faq } from '../../domain/catalog/events.ts';
import { sectionShown } from '../../domain/listing/events.ts';
import type { ReadModels } from '../engine/read-models.ts';
import type { ListingDoc } from '../listing-doc.ts';
import { listingSummary, publishedStatus } from '../listing-search.ts';
import { interviewOf } from './interviews.ts';
import { offsetOf, type Page, paged } from './pagination.ts';

type FounderDoc = {
  id: string;
  slug: string;
  name: string;
  title: string | null;
  bio: string | null;
  country: string | null;
  socials: Record<string, string>;
  account_id: string;
};

const summary = (f: FounderDoc) => ({ slug: f.slug, name: f.name, title: f.title, country: f.country });

export async function listFounders(rm: ReadModels, q: string | undefined, country: string | undefined, page: Page) {
  const founders = await rm.collection<FounderDoc>('founders');
  const where = country ? { country: country.toUpperCase() } : undefined;
  if (!q) {
    const r = await founders.find({ where, sort: [['name', 'asc']], skip: offsetOf(page), limit: page.perPage });
    return paged(r.items.map(summary), r.total, page);
  }
  // Founders are few next to listings: a name filter over the (country-filtered) set is enough.
  const needle = q.toLowerCase();
  const all = (await founders.find({ where, sort: [['name', 'asc']] })).items.filter((f) => f.name.toLowerCase().includes(needle));
  return paged(all.slice(offsetOf(page), offsetOf(page) + page.perPage).map(summary), all.length, page);
}

/** Bio, socials, the public listings that name this founder, and the stories published with them. */
export async function founderDetail(rm: ReadModels, slug: string) {
  const f = await (await rm.collection<FounderDoc>('founders')).get(slug);
  if (!f) return null;
  const listings = await rm.collection<ListingDoc>('listings');
  const theirs = (await listings.find({ where: { status: { in: ['live', 'scheduled'] }, hidden: false }, sort: [['listing_id', 'asc']] })).items.filter(
    (l) => (l.founders ?? []).some((x) => x.founderSlug === slug) || l.owner_ids.includes(f.account_id),
  );
  const unlocked = (l: ListingDoc) => sectionShown(l, 'story');
  return {
    ...summary(f),
    bio: f.bio,
    socials: f.socials,
    companies: theirs.filter((l) => publishedStatus(l)).map(listingSummary),
    stories: theirs.filter((l) => unlocked(l) && l.story && Object.keys(l.story).length > 0).map((l) => ({ listing: l.slug, ...l.story })),
    interview: await interviewOf(rm, f.account_id),
  };
}

type PostDoc = {
  id: string;
  slug: string;
  title: string;
  summary: string;
  markdown: string;
  faqs: Faq[];
  author: string;
  tags: string[];
  published_at: string;
};

export async function listBlogPosts(rm: ReadModels, q: string | undefined, page: Page) {
  const posts = await rm.collection<PostDoc>('blog_posts');
  const all = (await posts.find({ sort: [['published_at', 'desc']] })).items;
  let chosen = all;
  if (q) {
    // Matched by q: every word must appear in the title, summary or text; title hits rank first.
    const words = q.toLowerCase().split(/\s+/).filter(Boolean);
    const score = (p: PostDoc) => words.reduce((s, w) => s + (p.title.toLowerCase().includes(w) ? 3 : 0) + (p.summary.toLowerCase().includes(w) ? 1 : 0), 0);
    chosen = all.filter((p) => words.every((w) => `${p.title} ${p.summary} ${p.markdown}`.toLowerCase().includes(w))).sort((a, b) => score(b) - score(a));
  }
  const items = chosen.slice(offsetOf(page), offsetOf(page) + page.perPage).map((p) => ({
    slug: p.slug,
    title: p.title,
    summary: p.summary,
    author: p.author,
    tags: p.tags,
    published_at: p.published_at,
  }));
  return paged(items, chosen.length, page);
}

export async function blogPost(rm: ReadModels, slug: string) {
  const p = await (await rm.collection<PostDoc>('blog_posts')).get(slug);
  if (!p) return null;
  const { id: _id, ...post } = p;
  return post;
}

type AwardDoc = { id: string; week: string; place: number; listing_id: number; votes: number };

export async function listAwards(rm: ReadModels, listingSlug: string | undefined, page: Page) {
  const listings = await rm.collection<ListingDoc>('listings');
  let where: Record<string, number> | undefined;
  if (listingSlug) {
    const l = (await listings.find({ where: { slug: listingSlug }, limit: 1 })).items[0];
    if (!l) return paged([], 0, page);
    where = { listing_id: l.listing_id };
  }
  const r = await (await rm.collection<AwardDoc>('awards')).find({
    where,
    sort: [
      ['week', 'desc'],
      ['place', 'asc'],
    ],
    skip: offsetOf(page),
    limit: page.perPage,
  });
  const docs = await listings.getMany(r.items.map((a) => String(a.listing_id)));
  const byId = new Map(docs.map((d) => [d.listing_id, d]));
  const items = r.items.map((a) => ({
    week: a.week,
    place: a.place,
    title: `Launch of the Week #${a.place}`,
    votes: a.votes,
    listing: ((l) => (l ? listingSummary(l) : null))(byId.get(a.listing_id)),
  }));
  return paged(items, r.total, page);
}

export async function interviewQuestions(rm: ReadModels) {
  const r = await (await rm.collection<{ id: string; question_id: number; question: string; position: number }>('interview_questions')).find({
    sort: [['position', 'asc']],
  });
  return r.items.map(({ id: _id, ...q }) => q);
}
