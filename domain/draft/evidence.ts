import { safeEmail, safeSocials, safeWebLink } from '../shared/links.ts';
import { brandHandle } from './brand-handle.ts';
import type { DraftExtras } from './events.ts';
import type { DraftFieldName, Evidence, FieldValue, Proposal } from './fields.ts';
import { isBlank, isListField } from './fields.ts';
import { evidenceCorpus, type PageDigest, pageQuoting } from './page.ts';
import { letters, type SupportContext, supports, supportsTogether, unrendered } from './support.ts';

const TITLE_SEPARATORS = /\s+[|–—·:»•-]\s+|\s+by\s+/;

/**
 * What the support rule knows of the site: the host it was read from, the text inside its code
 * blocks, the names it gives itself (its titles' parts and site names) and the images its pages
 * declare.
 */
export function supportContext(pages: PageDigest[]): SupportContext {
  let host = '';
  try {
    host = pages[0] ? new URL(pages[0].url).host : '';
  } catch {
    host = '';
  }
  const names = new Set<string>();
  for (const p of pages)
    for (const t of [p.title, p.meta['og:site_name'], p.meta['application-name'], p.meta['og:title']])
      for (const part of (t ?? '').split(TITLE_SEPARATORS)) if (letters(part)) names.add(letters(part));
  const images = pages.flatMap((p) => [
    ...(p.images ?? []).map((i) => i.url),
    ...Object.entries(p.structured)
      .filter(([k]) => /\.logo(\.url)?$/.test(k))
      .map(([, v]) => v),
  ]);
  return { host, code: pages.flatMap((p) => p.code ?? []), names: [...names], images: pages.some((p) => p.images) ? images : undefined };
}

const supportedBy = (field: DraftFieldName, value: string, quotes: string[], ctx: SupportContext) =>
  quotes.some((q) => supports(field, value, q, ctx)) || supportsTogether(field, value, quotes, ctx);

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

/** The page a quote is on: the one the drafter named when it holds the quote, else the first that does. */
export function pageOfQuote(pages: PageDigest[], quote: string, named?: string): PageDigest | null {
  const q = squash(quote);
  if (q.length < 2) return null;
  const own = named ? pages.find((p) => p.url === named) : undefined;
  if (own && squash(evidenceCorpus(own)).includes(q)) return own;
  return pageQuoting(pages, quote);
}

/**
 * The rule that keeps drafts honest, for every drafter alike: a value survives only with a quote
 * found verbatim in the crawled pages that supports it (`support.ts`: a year in a founding
 * statement, a price in a pricing sentence, an address at the product's domain...). Anything
 * else is dropped and the field left blank, never kept with a weak quote. Each kept quote names
 * the page it is on.
 */
export function keepQuoted(field: DraftFieldName, proposal: Proposal, pages: PageDigest[]): Proposal {
  const ctx = supportContext(pages);
  const evidence: Evidence[] = [];
  for (const e of proposal.evidence) {
    if (typeof e?.quote !== 'string') continue;
    const page = pageOfQuote(pages, e.quote, typeof e.url === 'string' ? e.url : undefined);
    if (page) evidence.push({ quote: e.quote.replace(/\s+/g, ' ').trim(), url: page.url });
  }
  const quotes = evidence.map((e) => e.quote);
  let value: FieldValue = proposal.value;
  if (value === null || value === undefined || isBlank(value)) return { value: null, evidence: [] };
  if (isListField(field)) {
    // Only text items: an object a model sent is not a keyword, whatever it prints as.
    const items = (Array.isArray(value) ? value : [value])
      .filter((v): v is string => typeof v === 'string' && v.trim() !== '')
      .map((v) => v.trim())
      .filter((v) => supportedBy(field, v, quotes, ctx));
    value = items.length ? [...new Set(items)] : null;
  } else if (typeof value === 'string') {
    value = supportedBy(field, value.trim(), quotes, ctx) ? value.trim() : null;
  } else value = null;
  if (value === null) return { value: null, evidence: [] };
  const stored = typeof value === 'string' ? storedAs(field, value) : value;
  if (stored === null) return { value: null, evidence: [] };
  const kept = value;
  const alone = evidence.filter((e) => (Array.isArray(kept) ? kept.some((v) => supports(field, v, e.quote, ctx)) : supports(field, kept, e.quote, ctx)));
  // A value read from several quotes together (a plan table) keeps them all.
  const used = alone.length > 0 ? alone : evidence;
  return { value: stored, evidence: used };
}

/** Links and the address keep the rule every door follows (`shared/links.ts`), however well quoted. */
function storedAs(field: DraftFieldName, value: string): string | null {
  if (field === 'logo_url' || field === 'demo_video_url') return safeWebLink(value, 500);
  if (field === 'contact_email') return safeEmail(value);
  return value;
}

/** A drafter's extras under the same link rule: an unsafe profile or milestone link is dropped, never kept. */
export function safeExtras(extras: DraftExtras): DraftExtras {
  const out: DraftExtras = { ...extras };
  if (extras.company_socials) out.company_socials = safeSocials(extras.company_socials);
  if (extras.founder_socials) out.founder_socials = safeSocials(extras.founder_socials);
  if (extras.milestones)
    out.milestones = extras.milestones.map(({ url, ...m }) => {
      const safe = safeWebLink(url, 500);
      return safe ? { ...m, url: safe } : m;
    });
  return out;
}

const PLATFORMS = new Set([
  'linkedin',
  'x',
  'facebook',
  'instagram',
  'tiktok',
  'youtube',
  'threads',
  'pinterest',
  'github',
  'reddit',
  'producthunt',
  'medium',
  'website',
  'custom',
]);
const text = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';
const folded = (s: string) => squash(s).toLowerCase();

/** Whether some page holds these words verbatim (whitespace and case aside). */
const onAPage = (pages: PageDigest[], words: string) => {
  const q = folded(words);
  return q.length >= 2 && pages.some((p) => folded(evidenceCorpus(p)).includes(q) || p.faqs.some((f) => folded(`${f.question} ${f.answer}`).includes(q)));
};

/** The same link whatever its trailing slash, `www.` or scheme. */
const sameLink = (a: string, b: string) => {
  const canon = (u: string) => {
    try {
      const x = new URL(u);
      return `${x.hostname.replace(/^www\./, '').toLowerCase()}${x.pathname.replace(/\/+$/, '')}${x.search}`;
    } catch {
      return u;
    }
  };
  return canon(a) === canon(b);
};

/**
 * The extras of any drafter under the same promise as its fields: an FAQ stays only when its
 * question and answer are on a page (an answer cut short keeps its words up to the cut); a
 * founder only when the name is written on a page; a company profile only when it is a link in
 * a site area of a page (header, footer, navigation, follow-us: `siteLinks`), or a link whose
 * profile is named after the site, and never inside a quotation; a founder's profile only when it is a link on a page. Every item must be text where
 * text is asked for: an object is never a question, a name or a link. Then the link rule
 * (`safeExtras`).
 */
export function keptExtras(extras: DraftExtras, pages: PageDigest[]): DraftExtras {
  const out: DraftExtras = {};
  if (Array.isArray(extras.faqs)) {
    out.faqs = extras.faqs.filter((f) => {
      if (!f || !text(f.question) || !text(f.answer) || unrendered(f.question)) return false;
      const answer = f.answer.replace(/…$/, '');
      return onAPage(pages, f.question) && onAPage(pages, answer.length > 300 ? answer.slice(0, 300) : answer) && onAPage(pages, answer);
    });
  }
  if (Array.isArray(extras.founders)) {
    out.founders = extras.founders
      .filter((f) => f && text(f.name) && f.name.length <= 160 && !unrendered(f.name) && onAPage(pages, f.name))
      .map((f) => ({
        name: f.name.trim(),
        ...(text(f.title) ? { title: f.title.trim().slice(0, 160) } : {}),
        ...(text(f.bio) && onAPage(pages, f.bio) ? { bio: f.bio.trim().slice(0, 3000) } : {}),
      }));
  }
  if (extras.company_socials && typeof extras.company_socials === 'object') {
    // A site area's link, or a link anywhere whose profile is named after the site ("github.com/acme/acme"); never one inside a quotation.
    const names = (supportContext(pages).names ?? []).filter((n) => n.length >= 3);
    const namedAfterSite = (href: string) => {
      try {
        const last = new URL(href).pathname.split('/').filter(Boolean).at(-1) ?? '';
        const l = letters(last.replace(/^@/, ''));
        const first = letters(last.replace(/^@/, '').split('.')[0] ?? '');
        // The site's name inside a longer handle ("acmestudio_official") names it too, as the reader reads it.
        return names.includes(l) || names.includes(first) || names.some((n) => brandHandle(l, n));
      } catch {
        return false;
      }
    };
    const own = pages.flatMap((p) =>
      [...(p.siteLinks ?? []), ...p.links.map((l) => l.href).filter(namedAfterSite)].filter((l) => !(p.quotedLinks ?? []).includes(l)),
    );
    out.company_socials = Object.fromEntries(
      Object.entries(extras.company_socials).filter(([platform, url]) => PLATFORMS.has(platform) && text(url) && own.some((l) => sameLink(l, url))),
    );
  }
  if (extras.founder_socials && typeof extras.founder_socials === 'object') {
    const links = pages.flatMap((p) => p.links.map((l) => l.href));
    out.founder_socials = Object.fromEntries(
      Object.entries(extras.founder_socials).filter(([platform, url]) => PLATFORMS.has(platform) && text(url) && links.some((l) => sameLink(l, url))),
    );
  }
  if (extras.story && typeof extras.story === 'object') {
    const story = Object.fromEntries(Object.entries(extras.story).filter(([, v]) => text(v) && onAPage(pages, v)));
    if (Object.keys(story).length) out.story = story;
  }
  if (Array.isArray(extras.milestones)) out.milestones = extras.milestones.filter((m) => m && text(m.date) && text(m.title) && onAPage(pages, m.title));
  return safeExtras(out);
}
