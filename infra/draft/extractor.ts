import type { DraftFieldName, Proposal } from '../../domain/draft/fields.ts';
import type { PageDigest } from '../../domain/draft/page.ts';
import type { Drafter, DraftProposal, DraftRequest } from '../../domain/ports/drafter.ts';

const p = (value: string | string[] | null, quote: string | string[], url: string): Proposal => ({
  value,
  evidence: (Array.isArray(quote) ? quote : [quote]).filter(Boolean).map((q) => ({ quote: q, url })),
});

const SOCIAL_HOSTS: [RegExp, string][] = [
  [/(^|\.)linkedin\.com$/, 'linkedin'],
  [/(^|\.)(x|twitter)\.com$/, 'x'],
  [/(^|\.)facebook\.com$/, 'facebook'],
  [/(^|\.)instagram\.com$/, 'instagram'],
  [/(^|\.)tiktok\.com$/, 'tiktok'],
  [/(^|\.)youtube\.com$/, 'youtube'],
  [/(^|\.)threads\.net$/, 'threads'],
  [/(^|\.)pinterest\.com$/, 'pinterest'],
  [/(^|\.)github\.com$/, 'github'],
  [/(^|\.)reddit\.com$/, 'reddit'],
  [/(^|\.)producthunt\.com$/, 'producthunt'],
  [/(^|\.)medium\.com$/, 'medium'],
];
const PRICE = /(?:[$€£]\s?\d[\d,.]*|\d[\d,.]*\s?(?:USD|EUR|GBP))/;
const sentenceWith = (text: string, re: RegExp): string | null => {
  for (const s of text.split(/(?<=[.!?])\s+/)) if (re.test(s)) return s.trim();
  return null;
};

/**
 * The default drafter: reads what a page states in its metadata, structured data, headings,
 * lists and text, with no network and no guessing. Every value comes with the words it was read from.
 */
export class EvidenceExtractor implements Drafter {
  readonly name = 'extractor';

  async draft(req: DraftRequest): Promise<DraftProposal> {
    const [home] = req.pages;
    const all = req.pages;
    const f: Partial<Record<DraftFieldName, Proposal>> = {};
    if (!home) return { fields: {}, extras: {} };
    const s = (page: PageDigest, key: string) => Object.entries(page.structured).find(([k]) => k.endsWith(`.${key}`))?.[1];

    const siteName = home.meta['og:site_name'] ?? home.meta['application-name'] ?? s(home, 'name');
    const titleHead = home.title.split(/\s+[|–—-]\s+/)[0]?.trim();
    if (siteName) f.name = p(siteName, siteName, home.url);
    else if (titleHead) f.name = p(titleHead, home.title, home.url);

    const h1 = home.headings[0];
    if (h1 && h1.length <= 200 && h1 !== f.name?.value) f.tagline = p(h1, h1, home.url);
    const metaDescription = home.meta['description'] ?? home.meta['og:description'];
    if (metaDescription) f.short_description = p(metaDescription.slice(0, 500), metaDescription, home.url);

    const long = all.flatMap((pg) => pg.paragraphs.map((t) => ({ t, url: pg.url }))).find((x) => x.t.length >= 80);
    if (long) f.description = p(long.t, long.t, long.url);

    const listUnder = (re: RegExp) => {
      for (const pg of all)
        for (const l of pg.lists) if (re.test(l.heading)) return { items: l.items.filter((i) => i.length <= 200).slice(0, 20), url: pg.url };
      return null;
    };
    const features = listUnder(/feature|what you get|what it does|capabilit/i);
    if (features?.items.length) f.features = p(features.items, features.items, features.url);
    const usps = listUnder(/why |benefit|advantage|different/i);
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

    for (const pg of all) {
      const pricing = sentenceWith(pg.text, PRICE) ?? sentenceWith(pg.text, /\bfree (plan|forever|tier|trial)\b/i);
      if (!pricing) continue;
      f.pricing_summary = p(pricing.slice(0, 500), pricing, pg.url);
      const hasPrice = PRICE.test(pricing);
      const model = /one[- ]time|lifetime/i.test(pricing)
        ? 'One-time'
        : /per (request|call|use|1,?000)|usage/i.test(pricing)
          ? 'Usage-based'
          : hasPrice && /\bfree\b/i.test(pg.text)
            ? 'Freemium'
            : hasPrice
              ? 'Subscription'
              : 'Free';
      f.pricing_model = p(model, pricing, pg.url);
      break;
    }

    for (const pg of all) {
      const mail = pg.links.find((l) => l.href.startsWith('mailto:'));
      const address = mail?.href.slice(7).split('?')[0];
      if (address && pg.text.includes(address)) {
        f.contact_email = p(address, address, pg.url);
        break;
      }
    }

    for (const pg of all) {
      const founded = s(pg, 'foundingDate');
      if (founded && /^\d{4}/.test(founded)) {
        f.founded_year = p(founded.slice(0, 4), founded, pg.url);
        break;
      }
      const m = sentenceWith(pg.text, /\b(founded|established|since|started)\b[^.]{0,30}\b(19|20)\d{2}\b/i);
      const year = m && /\b(19|20)\d{2}\b/.exec(m)?.[0];
      if (m && year) {
        f.founded_year = p(year, m, pg.url);
        break;
      }
    }

    for (const pg of all) {
      const country = s(pg, 'addressCountry');
      if (country) f.country = p(country.length === 2 ? country.toUpperCase() : country, country, pg.url);
      const city = s(pg, 'addressLocality');
      if (city) f.city = p(city, city, pg.url);
      if (country || city) break;
    }

    const beta = sentenceWith(home.text, /\b(public beta|private beta|in beta|early access)\b/i);
    if (beta) f.stage = p('mvp', beta, home.url);

    const logo = home.meta['og:image'] ?? s(home, 'logo');
    if (logo) f.logo_url = p(logo, logo, home.url);
    const video = home.meta['og:video'] ?? home.meta['og:video:url'];
    if (video) f.demo_video_url = p(video, video, home.url);

    const categories: string[] = [];
    const catQuotes: string[] = [];
    for (const c of req.categories) {
      const quote = sentenceWith(home.text, new RegExp(`\\b${c.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i'));
      if (quote && categories.length < 4) {
        categories.push(c.name);
        catQuotes.push(quote);
      }
    }
    if (categories.length) f.categories = p(categories, catQuotes, home.url);

    const socials: Record<string, string> = {};
    for (const l of home.links) {
      try {
        const host = new URL(l.href).hostname;
        const hit = SOCIAL_HOSTS.find(([re]) => re.test(host));
        if (hit && !socials[hit[1]] && l.href.length <= 500) socials[hit[1]] = l.href;
      } catch {
        // not a URL
      }
    }

    const founders: { name: string; title?: string }[] = [];
    for (const pg of all) {
      for (const line of [...pg.headings, ...pg.paragraphs, ...pg.lists.flatMap((l) => l.items)]) {
        const m = /^([A-Z][\p{L}'-]+(?: [A-Z][\p{L}'-]+){1,2})\s*[,–—-]\s*((?:Co-?founder|Founder|CEO|CTO|COO)[^.]{0,60})/u.exec(line);
        if (m && founders.length < 6 && !founders.some((x) => x.name === m[1])) founders.push({ name: m[1], title: m[2].trim().slice(0, 160) });
      }
    }
    const storyParagraph = all
      .map((pg) =>
        pg.headings.some((h) => /our story|why we (started|built)|how it started/i.test(h)) ? pg.paragraphs.find((t) => t.length >= 60) : undefined,
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
            founders,
            company_socials: socials,
            ...(storyParagraph ? { story: { story: storyParagraph } } : {}),
            milestones: milestones.slice(0, 50),
          },
    };
  }
}
