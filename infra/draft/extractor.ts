import { supportContext } from '../../domain/draft/evidence.ts';
import type { DraftFieldName, Proposal } from '../../domain/draft/fields.ts';
import type { PageDigest } from '../../domain/draft/page.ts';
import { isFurniture } from '../../domain/draft/support.ts';
import type { Drafter, DraftProposal, DraftRequest } from '../../domain/ports/drafter.ts';
import { brandOf } from './reading/brand.ts';
import { contactEmailOf } from './reading/contact.ts';
import { descriptionOf } from './reading/description.ts';
import { faqsOf } from './reading/faqs.ts';
import { foundersOf } from './reading/founders.ts';
import { foundingOf } from './reading/founding.ts';
import { logoOf } from './reading/logo.ts';
import { placeOf } from './reading/place.ts';
import { pricingOf, pricingSummaryOf } from './reading/pricing.ts';
import { sloganOf } from './reading/slogan.ts';
import { companySocials } from './reading/socials.ts';
import { blocks, isFiller, type Reading, sentences } from './reading/text.ts';

const p = (value: string | string[] | null, quote: string | string[], url: string): Proposal => ({
  value,
  evidence: (Array.isArray(quote) ? quote : [quote]).filter(Boolean).map((q) => ({ quote: q, url })),
});
const fromReading = (r: Reading | null): Proposal | undefined => (r ? p(r.value, r.quotes, r.url) : undefined);

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type Pages = DraftRequest['pages'];
type Fields = Partial<Record<DraftFieldName, Proposal>>;

/** What the product is and does, in the site's own words: a description, features, what sets it apart, keywords. */
function describedFields(all: Pages, home: Pages[number], f: Fields) {
  const description = descriptionOf(all);
  if (description) f.description = fromReading(description);

  const listUnder = (re: RegExp) => {
    for (const pg of all) for (const l of pg.lists) if (re.test(l.heading)) return { items: l.items.filter((i) => i.length <= 200).slice(0, 20), url: pg.url };
    return null;
  };
  const features = listUnder(/feature|what you get|what it does|capabilit|funktionen|fonctionnalit/i);
  if (features?.items.length) f.features = p(features.items, features.items, features.url);
  const usps = listUnder(/why |benefit|advantage|different|vorteile|avantages/i);
  if (usps?.items.length) f.usps = p(usps.items, usps.items, usps.url);

  const keywords = home.meta['keywords'];
  if (keywords) {
    const items = keywords
      .split(',')
      .map((k) => k.trim())
      .filter((k) => k && k.length <= 200)
      .slice(0, 20);
    f.keywords = p(items, keywords, home.url);
    f.tags = p(items.slice(0, 5), keywords, home.url);
  }
}

/** Beyond the fields: FAQs, founders, the company's own profiles, its story and its dated milestones. */
function extrasOf(all: Pages, brand: string | null) {
  const storyParagraph = all
    .map((pg) =>
      pg.headings.some((h) => /our story|why we (started|built)|how it started|unsere geschichte|notre histoire/i.test(h))
        ? pg.paragraphs.find((t) => t.length >= 60)
        : undefined,
    )
    .find(Boolean);
  const milestones = all
    .flatMap((pg) => pg.lists.filter((l) => /milestone|timeline|history/i.test(l.heading)).flatMap((l) => l.items))
    .map((item) => /^(\d{4}-\d{2}-\d{2})\s*[:–—-]?\s*(.{1,200})$/.exec(item))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ date: m[1], title: m[2] }));
  const founders = foundersOf(all, brand).map((r) => r.value);
  return {
    faqs: faqsOf(all).map(({ question, answer }) => ({ question, answer })),
    founders,
    // A founder's own account is theirs, not the company's: the founders' names tell it.
    company_socials: companySocials(
      all,
      brand,
      founders.map((f) => f.name),
    ),
    ...(storyParagraph ? { story: { story: storyParagraph } } : {}),
    milestones: milestones.slice(0, 50),
  };
}

/**
 * The default drafter: reads a site as a person does — each fact by its own reader (brand,
 * slogan, pricing, place, founding, founders, FAQs, socials, logo, contact; `reading/`) — with
 * no network and no guessing. Every value comes with the words it was read from; the evidence
 * rule then checks that those words support it.
 */
export class EvidenceExtractor implements Drafter {
  readonly name = 'extractor';

  async draft(req: DraftRequest): Promise<DraftProposal> {
    const [home] = req.pages;
    const all = req.pages;
    const f: Partial<Record<DraftFieldName, Proposal>> = {};
    if (!home) return { fields: {}, extras: {} };
    // A page that shows nothing without JavaScript still states its name and slogan in the metadata it shares.
    if (home.kind === 'shell') return { fields: shellFields(home), extras: {} };

    const brand = brandOf(all);
    if (brand) f.name = fromReading(brand);
    const slogan = sloganOf(all, brand?.value ?? null);
    if (slogan && slogan.value !== brand?.value) f.tagline = fromReading(slogan);

    const metaDescription = home.meta['description'] ?? home.meta['og:description'] ?? home.structured['Organization.description'];
    if (metaDescription && !isFurniture(metaDescription) && !isFiller(metaDescription))
      f.short_description = p(metaDescription.slice(0, 500), metaDescription, home.url);

    describedFields(all, home, f);

    const summary = pricingSummaryOf(all);
    if (summary) f.pricing_summary = fromReading(summary);
    const pricing = pricingOf(all, brand?.value ?? null);
    if (pricing) f.pricing_model = fromReading(pricing);

    const email = contactEmailOf(all, supportContext(all).names ?? []);
    if (email) f.contact_email = fromReading(email);

    const founded = foundingOf(all, brand?.value ?? null);
    if (founded) f.founded_year = fromReading(founded);

    const place = placeOf(all, brand?.value ?? null);
    if (place.country) f.country = fromReading(place.country);
    if (place.city) f.city = fromReading(place.city);

    const beta = blocks(home)
      .flatMap(sentences)
      .find((t) => /\b(public beta|private beta|in beta|early access)\b/i.test(t) && t.length <= 300);
    if (beta) f.stage = p('mvp', beta, home.url);

    const logo = logoOf(all, brand?.value ?? null);
    if (logo) f.logo_url = fromReading(logo);
    const video = home.meta['og:video'] ?? home.meta['og:video:url'] ?? home.meta['og:video:secure_url'];
    if (video && /^https?:\/\//.test(video)) f.demo_video_url = p(video, video, home.url);

    const categories = categoriesOf(req, home, slogan?.value, metaDescription);
    if (categories) f.categories = categories;

    const only = req.only ? new Set(req.only) : null;
    const fields = only ? Object.fromEntries(Object.entries(f).filter(([k]) => only.has(k as DraftFieldName))) : f;
    return {
      fields,
      extras: only ? {} : extrasOf(all, brand?.value ?? null),
    };
  }
}

/** What a script shell's head states: the brand and slogan of a title or share title written "Brand – Slogan", and its description. */
function shellFields(home: PageDigest): Partial<Record<DraftFieldName, Proposal>> {
  const f: Partial<Record<DraftFieldName, Proposal>> = {};
  if (!home.meta['og:title'] && !home.meta['og:site_name']) return f;
  const brand = brandOf([home]);
  if (!brand) return f;
  f.name = fromReading(brand);
  const slogan = sloganOf([{ ...home, lines: [] }], brand.value);
  if (slogan && slogan.value !== brand.value) f.tagline = fromReading(slogan);
  return f;
}

/**
 * Categories, by one documented method: a category whose name is one word counts only when the
 * product's description of itself (title, tagline, meta and first descriptions) names it; a name
 * of several words may also come from the homepage's content paragraphs, where it cannot be a
 * stray word ("sleep" in "won't put you to sleep", "finance" in a job title).
 */
function categoriesOf(req: DraftRequest, home: PageDigest, tagline: string | undefined, metaDescription: string | undefined): Proposal | undefined {
  const h1 = home.headings[0];
  const self = [home.title, h1, tagline, metaDescription, home.meta['og:description']].filter((x): x is string => Boolean(x));
  const content = blocks(home).filter((t) => t.length <= 400);
  const categories: string[] = [];
  const quotes: string[] = [];
  for (const c of req.categories) {
    if (c.name.length < 3 || categories.length >= 4) continue;
    const re = new RegExp(`\\b${escapeRe(c.name)}\\b`, 'i');
    const quote = self.find((t) => re.test(t)) ?? (c.name.trim().includes(' ') ? content.find((t) => re.test(t)) : undefined);
    if (quote) {
      categories.push(c.name);
      quotes.push(quote);
    }
  }
  // The most specific wins: "Email Marketing" makes "Marketing" redundant.
  const specific = categories
    .map((c, i) => ({ c, q: quotes[i] }))
    .filter(({ c }) => !categories.some((o) => o !== c && o.toLowerCase().includes(c.toLowerCase())));
  if (!specific.length) return undefined;
  return p(
    specific.map((x) => x.c),
    specific.map((x) => x.q),
    home.url,
  );
}
