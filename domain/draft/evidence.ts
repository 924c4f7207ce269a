import { safeEmail, safeSocials, safeWebLink } from '../shared/links.ts';
import type { DraftExtras } from './events.ts';
import type { DraftFieldName, Evidence, FieldValue, Proposal } from './fields.ts';
import { isBlank, isListField } from './fields.ts';
import { type PageDigest, pageQuoting } from './page.ts';
import { type SupportContext, supports } from './support.ts';

/** What the support rule knows of the site: the host it was read from and the text inside its code blocks. */
export function supportContext(pages: PageDigest[]): SupportContext {
  let host = '';
  try {
    host = pages[0] ? new URL(pages[0].url).host : '';
  } catch {
    host = '';
  }
  return { host, code: pages.flatMap((p) => p.code ?? []) };
}

const supportedBy = (field: DraftFieldName, value: string, quotes: string[], ctx: SupportContext) => quotes.some((q) => supports(field, value, q, ctx));

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
    const page = pageQuoting(pages, e.quote);
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
  const used = evidence.filter((e) => (Array.isArray(kept) ? kept.some((v) => supports(field, v, e.quote, ctx)) : supports(field, kept, e.quote, ctx)));
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
