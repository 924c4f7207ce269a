import { createHash } from 'node:crypto';
import { type CommandContext, commandHandlers } from '../../commands/index.ts';
import type { ListingProfile } from '../../domain/listing/profile.ts';
import type { EventStore, ExpectedRevision } from '../../domain/ports/event-store.ts';
import type { ImageStore } from '../../domain/ports/images.ts';
import type { Secrets } from '../../domain/ports/secrets.ts';
import type { NewEvent } from '../../domain/shared/event.ts';
import { slugify } from '../../domain/shared/slug.ts';
import { addWeeks, mondayOf, weekStartTime } from '../../domain/shared/weeks.ts';
import { FixedClock } from '../../infra/clock/system-clock.ts';
import { SqliteEventStore } from '../../infra/eventstore/sqlite-event-store.ts';
import { imageFacts } from '../../infra/images/image-facts.ts';
import { demoBlogPosts, demoCategories, demoInterviewQuestions, demoProducts, demoSite } from './demo-catalog.ts';
import { type DemoListing, demoListings } from './demo-listings.ts';
import { demoLogo } from './demo-logos.ts';
import { demoScreens } from './demo-screens.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

/** A repeatable pseudo-random stream per name, so the demo looks the same on every machine. */
function random(seed: string) {
  let a = createHash('sha256').update(seed).digest().readUInt32LE(0);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type SeedSummary = { listings: number; live: number; votes: number; categories: number; position: number };

type Deps = { store: EventStore; secrets: Secrets; images: ImageStore };
type LiveListing = { listingId: number; slug: string; name: string; categories: string[]; owner: string; liveAt: number };
const admin: CommandContext = { actor: 'admin:demo-seed' };

/** One seeding: the commands, a clock walked forward as the story goes, and what the later steps need of the earlier. */
class DemoRun {
  readonly c: ReturnType<typeof commandHandlers>;
  readonly clock: FixedClock;
  readonly now: number;
  readonly deps: Deps;
  votes = 0;
  readonly launchedByWeek = new Map<string, { listingId: number; votes: number }[]>();
  readonly live: LiveListing[] = [];

  constructor(deps: Deps, now: Date) {
    this.deps = deps;
    this.now = now.getTime();
    this.clock = new FixedClock(new Date(this.now - 13 * WEEK));
    this.c = commandHandlers({ ...deps, clock: this.clock });
  }

  /** Moves the clock to `t` (never past now). */
  at(t: number) {
    this.clock.set(new Date(Math.min(t, this.now)));
  }

  async catalog() {
    const { c } = this;
    await c.changeSiteSettings(demoSite, admin);
    for (const category of [...demoCategories].sort((a, b) => Number(a.parent !== null) - Number(b.parent !== null))) await c.defineCategory(category, admin);
    for (const product of demoProducts) await c.defineProduct(product, admin);
    for (const [i, text] of demoInterviewQuestions.entries()) await c.defineInterviewQuestion({ text, position: i + 1 }, admin);
    for (const p of demoBlogPosts) {
      const { daysAgo, ...post } = p;
      this.at(this.now - daysAgo * DAY);
      await c.publishBlogPost({ ...post, publishedAt: new Date(this.now - daysAgo * DAY).toISOString() }, admin);
    }
  }

  async founders(d: DemoListing) {
    const slugs: string[] = [];
    for (const [name, title] of d.founders) {
      const slug = slugify(name);
      slugs.push(slug);
      const profile = { slug, name, title, bio: `${title} of ${d.name}. Based in ${d.city}.`, country: d.country, socials: {}, accountId: `acct-demo-${slug}` };
      await this.c.publishFounderProfile(profile, { actor: `acct-demo-${slug}` });
    }
    return slugs;
  }

  /** What the logo and gallery workers do for a real site: keep each image under its digest, then record it. */
  async images(d: DemoListing, listingId: number, owner: string) {
    const { c } = this;
    const logo = demoLogo(d.name);
    const image = keptImage(logo);
    await this.deps.images.put(image, logo);
    await c.recordLogo({ listingId, source: logoUrlOf(d), image }, { actor: 'system:logo' });
    // Paid listings show their media section: screenshots the owner added.
    if (d.plan !== 'paid') return;
    for (const [i, screen] of demoScreens(d.name, d.features).entries()) {
      const source = `https://${d.domain}/screens/${i + 1}.svg`;
      const asked = await c.addGalleryImage({ listingId, actorId: owner, url: source, caption: screen.caption }, { actor: owner });
      const added = asked.events[0];
      if (added?.type !== 'GalleryImageAdded') continue;
      const shot = keptImage(screen.bytes);
      await this.deps.images.put(shot, screen.bytes);
      await c.recordGalleryImage({ listingId, imageId: added.data.imageId, source, image: shot }, { actor: 'system:gallery' });
    }
  }

  /** The plan the listing is on: a paid launch, or the free queue with its badge found (or still awaited). */
  async plan(d: DemoListing, listingId: number, slug: string, owner: string, week: string, freeChosenAt: number) {
    const { c } = this;
    const ctx = { actor: owner };
    if (d.plan === 'paid') {
      await c.scheduleLaunch({ listingId, week, plan: 'paid', unlocked: ['story', 'milestones', 'media'] }, ctx);
      return;
    }
    if (d.plan !== 'free' && d.plan !== 'awaiting_badge') return;
    this.at(freeChosenAt);
    const booked = await c.chooseFreeListing({ listingId, actorId: owner }, ctx);
    // What the process manager that follows booked slots does once the service runs.
    if (booked.week) await c.settleFreeSlot({ week: booked.week, listingId, bookedBy: owner }, ctx);
    if (d.plan !== 'free') return;
    this.at(freeChosenAt + 2 * DAY);
    const found = { found: true as const, url: `https://${d.domain}/`, evidence: `<a href="/listings/${slug}"><img src="/badges/${slug}/listed.svg"></a>` };
    await c.recordBadgeCheck({ listingId, checkId: `${listingId}@demo`, look: found }, { actor: 'system:badge-check' });
  }

  /** Votes fall inside the launch week, so the weekly board and the awards agree; about one voter in four follows. */
  async launchWeek(d: DemoListing, listingId: number, start: number, liveAt: number) {
    const rnd = random(d.name);
    const window = Math.max(HOUR, Math.min(start + WEEK - 1 - liveAt, this.now - liveAt));
    const count = Math.round(4 + rnd() * (d.week < 0 ? 70 : 30) * (window / WEEK + 0.2));
    const times = Array.from({ length: count }, () => liveAt + Math.floor(rnd() * window)).sort((a, b) => a - b);
    const firstVoter = Math.floor(rnd() * 1000);
    for (const [i, t] of times.entries()) {
      this.at(t);
      const voter = `acct-demo-voter-${firstVoter + i}`;
      // The demo's voters stand for confirmed people on the site.
      await this.c.castVote({ listingId, voterId: voter, voterConfirmed: true }, { actor: voter });
      this.votes += 1;
      if (rnd() < 0.25) await this.c.followListing({ listingId, accountId: voter }, { actor: voter });
    }
    return count;
  }

  async listing(d: DemoListing) {
    const { c } = this;
    const week = addWeeks(mondayOf(new Date(this.now)), d.week);
    const start = weekStartTime(week);
    const owner = `acct-demo-${slugify(d.founders[0][0])}`;
    const ctx: CommandContext = { actor: owner };
    const freeChosenAt = start - 6 * WEEK + 10 * HOUR;
    const submittedAt = d.plan === 'paid' ? Math.min(start - 2 * WEEK, this.now - 2 * DAY) : d.plan === 'draft' ? this.now - DAY : freeChosenAt - DAY;
    this.at(submittedAt - HOUR);
    const founderSlugs = await this.founders(d);
    this.at(submittedAt);
    const listingId = await c.reserveListingId(ctx);
    const slug = await c.claimListingSlug({ name: d.name, listingId }, ctx);
    await c.submitListing({ listingId, slug, ownerId: owner, draftId: null, url: `https://${d.domain}/`, profile: profileOf(d, founderSlugs) }, ctx);
    await this.images(d, listingId, owner);
    await this.plan(d, listingId, slug, owner, week, freeChosenAt);
    if ((d.plan !== 'paid' && d.plan !== 'free') || start > this.now) return;
    const liveAt = Math.min(start + 9 * HOUR, this.now);
    this.at(liveAt);
    await c.goLive({ listingId }, { actor: 'system:scheduler' });
    const votes = await this.launchWeek(d, listingId, start, liveAt);
    if (d.plan === 'paid') {
      this.at(Math.min(liveAt + 2 * DAY, this.now));
      const update = {
        title: `${d.name} is live`,
        body: 'Thank you for the votes and the questions this launch week. Replies to every comment are on the way.',
      };
      await c.postListingUpdate({ listingId, actorId: owner, ...update }, ctx);
    }
    this.launchedByWeek.set(week, [...(this.launchedByWeek.get(week) ?? []), { listingId, votes }]);
    this.live.push({ listingId, slug, name: d.name, categories: d.categories, owner, liveAt });
  }

  /** Weeks already over are closed: Launch of the Week #1-#3 by votes. */
  async awards() {
    for (const [week, ranking] of [...this.launchedByWeek].sort()) {
      if (weekStartTime(week) + WEEK > this.now) continue;
      this.at(weekStartTime(week) + WEEK + HOUR);
      await this.c.grantWeeklyAwards({ week, ranking }, { actor: 'system:week-closer' });
    }
  }

  /** Third-party and paid figures for the other boards: domain rating, revenue, billboard. */
  async figures(l: LiveListing, i: number) {
    const { c } = this;
    const rnd = random(`${l.name}:metrics`);
    let rating = 5 + Math.floor(rnd() * 60);
    // Weekly measurements up to last week, as a provider's export would have them: today's import is newer.
    for (let w = 5; w >= 1; w--) {
      const measuredAt = Math.max(l.liveAt, this.now - w * WEEK);
      this.at(measuredAt);
      rating = Math.min(100, rating + Math.floor(rnd() * 4));
      const measured = { listingId: l.listingId, rating, measuredOn: new Date(measuredAt).toISOString().slice(0, 10), source: 'demo-seo-provider' };
      await c.measureDomainRating(measured, { actor: 'system:domain-rating' });
    }
    if (i % 3 === 0) {
      const month = new Date(this.now - 30 * DAY).toISOString().slice(0, 7);
      const mrrCents = Math.round(rnd() * 2_000_000);
      const evidence = 'Demo data: a figure the site team would check against the payment provider';
      if (i % 2 === 0) await c.verifyRevenue({ listingId: l.listingId, mrrCents, month, evidence }, { actor: 'admin' });
      else await c.reportRevenue({ listingId: l.listingId, mrrCents, month, actorId: l.owner }, { actor: l.owner });
    }
    if (i % 4 === 1) {
      this.at(Math.min(this.now, l.liveAt + DAY));
      const amountCents = 1000 * (1 + Math.floor(rnd() * 20));
      await c.contributeToBillboard({ listingId: l.listingId, amountCents, reference: `demo-${l.slug}` }, { actor: l.owner });
    }
  }

  /** Two weeks of traffic, counted per day as the traffic counter flushes it: views, clicks out, visits from the badge. */
  async traffic(l: LiveListing) {
    const rnd = random(`${l.name}:traffic`);
    const reach = 20 + Math.floor(rnd() * 180);
    for (let daysAgo = 13; daysAgo >= 0; daysAgo--) {
      const dayStart = Math.floor((this.now - daysAgo * DAY) / DAY) * DAY;
      if (dayStart + DAY <= l.liveAt) continue;
      this.at(Math.min(this.now, dayStart + DAY - 1));
      const day = new Date(dayStart).toISOString().slice(0, 10);
      const views = Math.round(reach * (0.5 + rnd()));
      const counts = { views, outbound_clicks: Math.round(views * (0.05 + rnd() * 0.15)), badge_referrals: Math.round(views * rnd() * 0.05) } as const;
      for (const [kind, count] of Object.entries(counts) as [keyof typeof counts, number][])
        if (count > 0) await this.c.countTraffic({ listingId: l.listingId, day, kind, count }, { actor: 'system:traffic' });
    }
  }

  /** Owners who named their alternatives: the first other live listing sharing a category. */
  async alternatives() {
    for (const l of this.live.slice(0, 6)) {
      const alternative = this.live.find((o) => o.listingId !== l.listingId && o.categories.some((c2) => l.categories.includes(c2)));
      if (alternative) await this.c.approveAlternatives({ listingId: l.listingId, actorId: l.owner, slugs: [alternative.slug] }, { actor: l.owner });
    }
  }
}

/**
 * Writes the demo directory through the same commands real use goes through, with a clock
 * walked through the last three months so launches, votes and posts have a history.
 * The commands run against a log in memory, which then lands in the store in one bulk append: each of the demo's
 * 2,500 commands waiting for its own commit made seeding take seconds of every start of a new store.
 */
export async function seedDemo(deps: Deps, now: Date): Promise<SeedSummary> {
  const staged = new SqliteEventStore(':memory:', { writer: 'inline', synchronous: 'normal' });
  try {
    const run = new DemoRun({ ...deps, store: staged }, now);
    await run.catalog();
    for (const d of demoListings) await run.listing(d);
    await run.awards();
    for (const [i, l] of run.live.entries()) await run.figures(l, i);
    for (const l of run.live) await run.traffic(l);
    await run.alternatives();
    const position = await copyLog(staged, deps.store);
    return { listings: demoListings.length, live: run.live.length, votes: run.votes, categories: demoCategories.length, position };
  } finally {
    await staged.close();
  }
}

/** Appends every event of `from` to `to` in log order, each run of one stream's events as one append: in one transaction where the store can. */
async function copyLog(from: EventStore, to: EventStore): Promise<number> {
  const appends: { stream: string; events: NewEvent[]; expected: ExpectedRevision }[] = [];
  for await (const batch of from.replay(0, 1000))
    for (const { stream, revision, position: _p, recordedAt: _r, ...event } of batch) {
      const last = appends[appends.length - 1];
      if (last?.stream === stream) last.events.push(event);
      else appends.push({ stream, events: [event], expected: revision === 0 ? 'no_stream' : revision - 1 });
    }
  if (to.appendMany) return Math.max(0, ...(await to.appendMany(appends)).map((r) => r.position));
  let position = 0;
  for (const a of appends) position = (await to.append(a.stream, a.events, a.expected)).position;
  return position;
}

const logoUrlOf = (d: DemoListing) => `https://${d.domain}/logo.svg`;

/** A drawn SVG as the image workers keep one: under its digest, with what its bytes say. */
function keptImage(svg: Uint8Array) {
  const facts = imageFacts(svg);
  return { id: createHash('sha256').update(svg).digest('hex'), type: 'image/svg+xml' as const, width: facts.width, height: facts.height, bytes: facts.bytes };
}

function profileOf(d: DemoListing, founderSlugs: string[]): ListingProfile {
  return {
    name: d.name,
    tagline: d.tagline,
    short_description: d.description.split('. ')[0].replace(/\.?$/, '.'),
    description: d.description,
    stage: d.stage,
    categories: d.categories,
    tags: d.keywords.slice(0, 2),
    pricing_model: d.pricing[0],
    pricing_summary: d.pricing[1],
    country: d.country,
    city: d.city,
    founded_year: d.founded,
    features: d.features,
    keywords: d.keywords,
    founders: d.founders.map(([name, title], i) => ({ name, title, founderSlug: founderSlugs[i] })),
    faqs: [{ question: `Who is ${d.name} for?`, answer: d.tagline }],
    socials: { website: `https://${d.domain}/` },
    logo_url: logoUrlOf(d),
    // A paid launch comes with its demo video (the media section); the others' sites did not name one.
    ...(d.plan === 'paid' ? { demo_video_url: `https://${d.domain}/demo-video` } : {}),
    not_found_on_website: d.plan === 'paid' ? ['contact_email'] : ['contact_email', 'demo_video_url'],
  };
}
