import type { DraftFieldName, Proposal } from '../../domain/draft/fields.ts';
import type { PageDigest } from '../../domain/draft/page.ts';
import { foundingYearIn, isFurniture, ownDomainEmail, priceCue, pricingModelOf } from '../../domain/draft/support.ts';
import type { FounderEntry } from '../../domain/listing/profile.ts';
import type { Drafter, DraftProposal, DraftRequest } from '../../domain/ports/drafter.ts';
import { companySocials } from './company-socials.ts';

const p = (value: string | string[] | null, quote: string | string[], url: string): Proposal => ({
  value,
  evidence: (Array.isArray(quote) ? quote : [quote]).filter(Boolean).map((q) => ({ quote: q, url })),
});

const sentences = (text: string) => text.split(/(?<=[.!?])\s+/).map((s) => s.trim());
/** The page's blocks of text (paragraphs, list items, FAQ answers) as written: quotes never straddle two blocks. */
const blocks = (pg: PageDigest) => [...pg.paragraphs, ...pg.lists.flatMap((l) => l.items), ...pg.faqs.map((f) => f.answer)];
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const TITLE_SEPARATORS = /\s+[|–—·:»-]\s+/;

/** The brand the site calls itself: its site name, structured data, logo, or the brand part of the title. */
function brandOf(home: PageDigest, s: (key: string) => string | undefined): { name: string; quote: string } | null {
  const candidates = [
    home.meta['og:site_name'],
    home.meta['application-name'],
    s('Organization.name'),
    s('SoftwareApplication.name'),
    s('WebSite.name'),
    s('Product.name'),
  ];
  for (const c of candidates) if (c && !isFurniture(c) && c.length <= 80) return { name: c, quote: c };
  const parts = home.title
    .split(TITLE_SEPARATORS)
    .map((t) => t.trim())
    .filter(Boolean);
  let host = '';
  try {
    host = new URL(home.url).hostname
      .replace(/^www\./, '')
      .split('.')[0]
      .toLowerCase();
  } catch {
    host = '';
  }
  // The part that looks like the domain, else the first part that is not page furniture.
  const byHost = parts.find(
    (t) =>
      host &&
      t
        .toLowerCase()
        .replace(/[^a-z0-9]/g, '')
        .includes(host.replace(/[^a-z0-9]/g, '')),
  );
  const pick = byHost ?? parts.find((t) => !isFurniture(t) && t.split(' ').length <= 5);
  return pick ? { name: pick, quote: home.title } : null;
}

/** A price sentence on the site, pricing pages first, never from code. */
function pricingSentence(pages: PageDigest[]): { text: string; url: string } | null {
  const ordered = [...pages].sort((a, b) => Number(/pric|plan|tarif|preis/i.test(b.url)) - Number(/pric|plan|tarif|preis/i.test(a.url)));
  for (const pg of ordered) {
    const code = (pg.code ?? []).join('\n');
    for (const block of blocks(pg)) {
      if (code.includes(block) || !priceCue(block)) continue;
      // A short block is the quote whole (its free plan and its price read together); a long one gives its price sentence.
      if (block.length <= 300) return { text: block, url: pg.url };
      const s = sentences(block).find((x) => x.length <= 300 && priceCue(x));
      if (s) return { text: s, url: pg.url };
    }
  }
  return null;
}

/** Founders named in structured data or in a founding statement or a "Name, Co-founder" line. */
function foundersOf(pages: PageDigest[]): FounderEntry[] {
  const out: FounderEntry[] = [];
  const add = (name: string, title?: string) => {
    const clean = name.trim();
    if (out.length < 6 && clean.split(' ').length >= 2 && clean.length <= 80 && !out.some((f) => f.name === clean))
      out.push(title ? { name: clean, title: title.slice(0, 160) } : { name: clean });
  };
  const NAME = "[A-Z][\\p{L}'-]+(?: [A-Z][\\p{L}'-]+){1,2}";
  for (const pg of pages) {
    for (const [k, v] of Object.entries(pg.structured)) if (/\.founders?(\[\d+\])?\.name$/.test(k)) add(v, 'Founder');
    for (const line of [...pg.headings, ...pg.paragraphs, ...pg.lists.flatMap((l) => l.items)]) {
      const titled = new RegExp(
        `^(${NAME})\\s*[,–—-]\\s*((?:Co-?founder|Founder|CEO|CTO|COO|Gründer(?:in)?|Mitgründer(?:in)?|Fondat(?:eur|rice)|Cofondat(?:eur|rice))[^.]{0,60})`,
        'u',
      ).exec(line);
      if (titled) add(titled[1], titled[2].trim());
      const by = new RegExp(`(?:founded|started|created|built|gegründet|fondée?|créée?) (?:in \\d{4} )?by (${NAME})(?:,? and (${NAME}))?`, 'u').exec(line);
      if (by) {
        add(by[1], 'Co-founder');
        if (by[2]) add(by[2], 'Co-founder');
      }
      const pair = new RegExp(`(${NAME}) and (${NAME}) (?:founded|started|co-founded|created)`, 'u').exec(line);
      if (pair) {
        add(pair[1], 'Co-founder');
        add(pair[2], 'Co-founder');
      }
    }
  }
  return out;
}

/**
 * The default drafter: reads a page as a person does — structured data and the site's own name
 * first, then the main content (navigation, banners, share widgets and code left out) — with no
 * network and no guessing. Every value comes with the words it was read from; the evidence rule
 * then checks that those words support it.
 */
export class EvidenceExtractor implements Drafter {
  readonly name = 'extractor';

  async draft(req: DraftRequest): Promise<DraftProposal> {
    const [home] = req.pages;
    const all = req.pages;
    const f: Partial<Record<DraftFieldName, Proposal>> = {};
    if (!home) return { fields: {}, extras: {} };
    const s = (key: string) => home.structured[key];
    const anywhere = (key: string) =>
      all.map((pg) => ({ v: Object.entries(pg.structured).find(([k]) => k.endsWith(`.${key}`))?.[1], url: pg.url })).find((x) => x.v);

    const brand = brandOf(home, s);
    if (brand) f.name = p(brand.name, brand.quote, home.url);

    const h1 = home.headings[0];
    if (h1 && h1.length <= 200 && !isFurniture(h1) && h1 !== f.name?.value) f.tagline = p(h1, h1, home.url);
    const metaDescription = home.meta['description'] ?? home.meta['og:description'] ?? s('Organization.description');
    if (metaDescription && !isFurniture(metaDescription)) f.short_description = p(metaDescription.slice(0, 500), metaDescription, home.url);

    const long = all.flatMap((pg) => pg.paragraphs.map((t) => ({ t, url: pg.url }))).find((x) => x.t.length >= 80 && x.t.length <= 3000 && !priceCue(x.t));
    if (long) f.description = p(long.t, long.t, long.url);

    const listUnder = (re: RegExp) => {
      for (const pg of all)
        for (const l of pg.lists) if (re.test(l.heading)) return { items: l.items.filter((i) => i.length <= 200).slice(0, 20), url: pg.url };
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

    const pricing = pricingSentence(all);
    if (pricing) {
      f.pricing_summary = p(pricing.text, pricing.text, pricing.url);
      const model = pricingModelOf(pricing.text);
      if (model) f.pricing_model = p(model, pricing.text, pricing.url);
    }

    let host = '';
    try {
      host = new URL(home.url).host;
    } catch {
      host = '';
    }
    email: for (const pg of all)
      for (const l of pg.links) {
        if (!l.href.startsWith('mailto:')) continue;
        const address = decodeURIComponent(l.href.slice(7).split('?')[0]);
        if (address && pg.text.includes(address) && ownDomainEmail(address, host) && !(pg.quotedLinks ?? []).includes(l.href)) {
          f.contact_email = p(address, address, pg.url);
          break email;
        }
      }

    const founded = anywhere('foundingDate');
    if (founded?.v && /^\d{4}/.test(founded.v)) f.founded_year = p(founded.v.slice(0, 4), founded.v, founded.url);
    else
      found: for (const pg of all)
        for (const sentence of blocks(pg).flatMap(sentences)) {
          const year = /\b(19|20)\d{2}\b/.exec(sentence)?.[0];
          if (year && sentence.length <= 300 && foundingYearIn(sentence, year)) {
            f.founded_year = p(year, sentence, pg.url);
            break found;
          }
        }

    for (const pg of all) {
      const country = Object.entries(pg.structured).find(([k]) => k.endsWith('.addressCountry'))?.[1];
      if (country) f.country = p(country.length === 2 ? country.toUpperCase() : country, country, pg.url);
      const city = Object.entries(pg.structured).find(([k]) => k.endsWith('.addressLocality'))?.[1];
      if (city) f.city = p(city, city, pg.url);
      if (country || city) break;
    }

    const beta = blocks(home)
      .flatMap(sentences)
      .find((t) => /\b(public beta|private beta|in beta|early access)\b/i.test(t) && t.length <= 300);
    if (beta) f.stage = p('mvp', beta, home.url);

    const logo = s('Organization.logo') ?? home.meta['og:logo'];
    if (logo && /^https?:\/\//.test(logo)) f.logo_url = p(logo, logo, home.url);
    const video = home.meta['og:video'] ?? home.meta['og:video:url'] ?? home.meta['og:video:secure_url'];
    if (video && /^https?:\/\//.test(video)) f.demo_video_url = p(video, video, home.url);

    // Categories, by one documented method: a category whose name is one word counts only when the product's description of
    // itself (title, tagline, meta and first descriptions) names it; a name of several words may also come from the homepage's
    // content paragraphs, where it cannot be a stray word ("sleep" in "won't put you to sleep", "finance" in a job title).
    const self = [home.title, h1, metaDescription, home.meta['og:description']].filter((x): x is string => Boolean(x));
    const content = blocks(home).filter((t) => t.length <= 400);
    const categories: string[] = [];
    const catQuotes: string[] = [];
    for (const c of req.categories) {
      if (c.name.length < 3 || categories.length >= 4) continue;
      const re = new RegExp(`\\b${escapeRe(c.name)}\\b`, 'i');
      const quote = self.find((t) => re.test(t)) ?? (c.name.trim().includes(' ') ? content.find((t) => re.test(t)) : undefined);
      if (quote) {
        categories.push(c.name);
        catQuotes.push(quote);
      }
    }
    // The most specific wins: "Email Marketing" makes "Marketing" redundant.
    const specific = categories
      .map((c, i) => ({ c, q: catQuotes[i] }))
      .filter(({ c }) => !categories.some((o) => o !== c && o.toLowerCase().includes(c.toLowerCase())));
    if (specific.length)
      f.categories = p(
        specific.map((x) => x.c),
        specific.map((x) => x.q),
        home.url,
      );

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

    const only = req.only ? new Set(req.only) : null;
    const fields = only ? Object.fromEntries(Object.entries(f).filter(([k]) => only.has(k as DraftFieldName))) : f;
    return {
      fields,
      extras: only
        ? {}
        : {
            faqs: all
              .flatMap((pg) => pg.faqs)
              .filter((q) => q.question.length <= 300 && q.answer.length <= 1500)
              .slice(0, 10),
            founders: foundersOf(all),
            company_socials: companySocials(all),
            ...(storyParagraph ? { story: { story: storyParagraph } } : {}),
            milestones: milestones.slice(0, 50),
          },
    };
  }
}
