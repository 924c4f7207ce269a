import { createHash } from 'node:crypto';
import { type CommandContext, commandHandlers } from '../../commands/index.ts';
import type { ListingProfile } from '../../domain/listing/profile.ts';
import type { EventStore } from '../../domain/ports/event-store.ts';
import type { ImageStore } from '../../domain/ports/images.ts';
import type { Secrets } from '../../domain/ports/secrets.ts';
import { slugify } from '../../domain/shared/slug.ts';
import { addWeeks, mondayOf, weekStartTime } from '../../domain/shared/weeks.ts';
import { FixedClock } from '../../infra/clock/system-clock.ts';
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

/**
 * Writes the demo directory through the same commands real use goes through, with a clock
 * walked through the last three months so launches, votes and posts have a history.
 */
export async function seedDemo(deps: { store: EventStore; secrets: Secrets; images: ImageStore }, now: Date): Promise<SeedSummary> {
  const clock = new FixedClock(new Date(now.getTime() - 13 * WEEK));
  const c = commandHandlers({ ...deps, clock });
  const at = (t: number) => clock.set(new Date(Math.min(t, now.getTime())));
  const admin: CommandContext = { actor: 'admin:demo-seed' };
  let position = 0;
  const track = (r: { position: number }) => {
    position = Math.max(position, r.position);
    return r;
  };

  track(await c.changeSiteSettings(demoSite, admin));
  for (const category of [...demoCategories].sort((a, b) => Number(a.parent !== null) - Number(b.parent !== null)))
    track(await c.defineCategory(category, admin));
  for (const product of demoProducts) track(await c.defineProduct(product, admin));
  for (const [i, text] of demoInterviewQuestions.entries()) track(await c.defineInterviewQuestion({ text, position: i + 1 }, admin));
  for (const p of demoBlogPosts) {
    const { daysAgo, ...post } = p;
    at(now.getTime() - daysAgo * DAY);
    track(await c.publishBlogPost({ ...post, publishedAt: new Date(now.getTime() - daysAgo * DAY).toISOString() }, admin));
  }

  const thisWeek = mondayOf(now);
  let votes = 0;
  let live = 0;
  const launchedByWeek = new Map<string, { listingId: number; votes: number }[]>();
  const liveIds: { listingId: number; slug: string; name: string; categories: string[]; owner: string; liveAt: number }[] = [];
  for (const d of demoListings) {
    const week = addWeeks(thisWeek, d.week);
    const start = weekStartTime(week);
    const owner = `acct-demo-${slugify(d.founders[0][0])}`;
    const ctx: CommandContext = { actor: owner };
    const freeChosenAt = start - 6 * WEEK + 10 * HOUR;
    const submittedAt = d.plan === 'paid' ? Math.min(start - 2 * WEEK, now.getTime() - 2 * DAY) : d.plan === 'draft' ? now.getTime() - DAY : freeChosenAt - DAY;

    at(submittedAt - HOUR);
    const founderSlugs: string[] = [];
    for (const [name, title] of d.founders) {
      const slug = slugify(name);
      founderSlugs.push(slug);
      track(
        await c.publishFounderProfile(
          { slug, name, title, bio: `${title} of ${d.name}. Based in ${d.city}.`, country: d.country, socials: {}, accountId: `acct-demo-${slug}` },
          { actor: `acct-demo-${slug}` },
        ),
      );
    }
    at(submittedAt);
    const listingId = await c.reserveListingId(ctx);
    const slug = await c.claimListingSlug({ name: d.name, listingId }, ctx);
    track(await c.submitListing({ listingId, slug, ownerId: owner, draftId: null, url: `https://${d.domain}/`, profile: profileOf(d, founderSlugs) }, ctx));
    // What the logo worker does for a real site: keep the image under its digest, then record it.
    const logo = demoLogo(d.name);
    const image = keptImage(logo);
    await deps.images.put(image, logo);
    track(await c.recordLogo({ listingId, source: logoUrlOf(d), image }, { actor: 'system:logo' }));
    // Paid listings show their media section: screenshots the owner added, kept as the gallery worker keeps them.
    if (d.plan === 'paid')
      for (const [i, screen] of demoScreens(d.name, d.features).entries()) {
        const source = `https://${d.domain}/screens/${i + 1}.svg`;
        const asked = await c.addGalleryImage({ listingId, actorId: owner, url: source, caption: screen.caption }, ctx);
        track(asked);
        const added = asked.events[0];
        if (added?.type !== 'GalleryImageAdded') continue;
        const shot = keptImage(screen.bytes);
        await deps.images.put(shot, screen.bytes);
        track(await c.recordGalleryImage({ listingId, imageId: added.data.imageId, source, image: shot }, { actor: 'system:gallery' }));
      }

    if (d.plan === 'paid') {
      track(await c.scheduleLaunch({ listingId, week, plan: 'paid', unlocked: ['story', 'milestones', 'media'] }, ctx));
    } else if (d.plan === 'free' || d.plan === 'awaiting_badge') {
      at(freeChosenAt);
      const booked = await c.chooseFreeListing({ listingId, actorId: owner }, ctx);
      track(booked);
      // What the process manager that follows booked slots does once the service runs.
      if (booked.week) track(await c.settleFreeSlot({ week: booked.week, listingId, bookedBy: owner }, ctx));
      if (d.plan === 'free') {
        at(freeChosenAt + 2 * DAY);
        const found = { found: true as const, url: `https://${d.domain}/`, evidence: `<a href="/listings/${slug}"><img src="/badges/${slug}/listed.svg"></a>` };
        track(await c.recordBadgeCheck({ listingId, checkId: `${listingId}@demo`, look: found }, { actor: 'system:badge-check' }));
      }
    }
    if ((d.plan === 'paid' || d.plan === 'free') && start <= now.getTime()) {
      const liveAt = Math.min(start + 9 * HOUR, now.getTime());
      at(liveAt);
      track(await c.goLive({ listingId }, { actor: 'system:scheduler' }));
      live += 1;
      const rnd = random(d.name);
      // Votes fall inside the launch week, so the weekly board and the awards agree.
      const window = Math.max(HOUR, Math.min(start + WEEK - 1 - liveAt, now.getTime() - liveAt));
      const count = Math.round(4 + rnd() * (d.week < 0 ? 70 : 30) * (window / WEEK + 0.2));
      const times = Array.from({ length: count }, () => liveAt + Math.floor(rnd() * window)).sort((a, b) => a - b);
      const firstVoter = Math.floor(rnd() * 1000);
      for (const [i, t] of times.entries()) {
        at(t);
        const voter = `acct-demo-voter-${firstVoter + i}`;
        // The demo's voters stand for confirmed people on the site.
        track(await c.castVote({ listingId, voterId: voter, voterConfirmed: true }, { actor: voter }));
        votes += 1;
        // About one voter in four also follows the listing, so the most-followed board has a ranking.
        if (rnd() < 0.25) track(await c.followListing({ listingId, accountId: voter }, { actor: voter }));
      }
      if (d.plan === 'paid') {
        at(Math.min(liveAt + 2 * DAY, now.getTime()));
        track(
          await c.postListingUpdate(
            {
              listingId,
              actorId: owner,
              title: `${d.name} is live`,
              body: `Thank you for the votes and the questions this launch week. Replies to every comment are on the way.`,
            },
            ctx,
          ),
        );
      }
      launchedByWeek.set(week, [...(launchedByWeek.get(week) ?? []), { listingId, votes: count }]);
      liveIds.push({ listingId, slug, name: d.name, categories: d.categories, owner, liveAt });
    }
  }

  // Weeks already over are closed: Launch of the Week #1-#3 by votes.
  for (const [week, ranking] of [...launchedByWeek].sort()) {
    if (weekStartTime(week) + WEEK > now.getTime()) continue;
    at(weekStartTime(week) + WEEK + HOUR);
    track(await c.grantWeeklyAwards({ week, ranking }, { actor: 'system:week-closer' }));
  }

  // Third-party and paid figures for the other boards: domain rating, revenue, billboard.
  for (const [i, l] of liveIds.entries()) {
    const rnd = random(`${l.name}:metrics`);
    let rating = 5 + Math.floor(rnd() * 60);
    // Weekly measurements up to last week, as a provider's export would have them: today's import is newer.
    for (let w = 5; w >= 1; w--) {
      const measuredAt = Math.max(l.liveAt, now.getTime() - w * WEEK);
      at(measuredAt);
      rating = Math.min(100, rating + Math.floor(rnd() * 4));
      track(
        await c.measureDomainRating(
          { listingId: l.listingId, rating, measuredOn: new Date(measuredAt).toISOString().slice(0, 10), source: 'demo-seo-provider' },
          { actor: 'system:domain-rating' },
        ),
      );
    }
    if (i % 3 === 0) {
      const month = new Date(now.getTime() - 30 * DAY).toISOString().slice(0, 7);
      const mrrCents = Math.round(rnd() * 2_000_000);
      track(
        i % 2 === 0
          ? await c.verifyRevenue(
              { listingId: l.listingId, mrrCents, month, evidence: 'Demo data: a figure the site team would check against the payment provider' },
              { actor: 'admin' },
            )
          : await c.reportRevenue({ listingId: l.listingId, mrrCents, month, actorId: l.owner }, { actor: l.owner }),
      );
    }
    if (i % 4 === 1) {
      at(Math.min(now.getTime(), l.liveAt + DAY));
      track(
        await c.contributeToBillboard(
          { listingId: l.listingId, amountCents: 1000 * (1 + Math.floor(rnd() * 20)), reference: `demo-${l.slug}` },
          { actor: l.owner },
        ),
      );
    }
  }
  // Two weeks of traffic for each live listing, so its owner's page has charts to read: views, clicks out and
  // visits from the badge, counted per day as the traffic counter flushes them.
  for (const l of liveIds) {
    const rnd = random(`${l.name}:traffic`);
    const reach = 20 + Math.floor(rnd() * 180);
    for (let daysAgo = 13; daysAgo >= 0; daysAgo--) {
      const dayStart = Math.floor((now.getTime() - daysAgo * DAY) / DAY) * DAY;
      if (dayStart + DAY <= l.liveAt) continue;
      at(Math.min(now.getTime(), dayStart + DAY - 1));
      const day = new Date(dayStart).toISOString().slice(0, 10);
      const views = Math.round(reach * (0.5 + rnd()));
      const counts = { views, outbound_clicks: Math.round(views * (0.05 + rnd() * 0.15)), badge_referrals: Math.round(views * rnd() * 0.05) } as const;
      for (const [kind, count] of Object.entries(counts) as [keyof typeof counts, number][])
        if (count > 0) track(await c.countTraffic({ listingId: l.listingId, day, kind, count }, { actor: 'system:traffic' }));
    }
  }
  // Owners who named their alternatives: the first other live listing sharing a category.
  for (const l of liveIds.slice(0, 6)) {
    const alternative = liveIds.find((o) => o.listingId !== l.listingId && o.categories.some((c2) => l.categories.includes(c2)));
    if (alternative) track(await c.approveAlternatives({ listingId: l.listingId, actorId: l.owner, slugs: [alternative.slug] }, { actor: l.owner }));
  }
  return { listings: demoListings.length, live, votes, categories: demoCategories.length, position };
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
