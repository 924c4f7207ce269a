import type { DraftFieldName, Evidence, FieldValue, Proposal } from './fields.ts';
import { isBlank, isListField } from './fields.ts';
import { type PageDigest, pageQuoting } from './page.ts';

const norm = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();

/** Fields whose value is a reading of the quote rather than words from it (a model, a stage, a country code). */
const READINGS = new Set<DraftFieldName>(['pricing_model', 'stage', 'country']);

function supported(field: DraftFieldName, value: string, quotes: string[]): boolean {
  if (READINGS.has(field)) return quotes.length > 0;
  if (field === 'founded_year') return /^\d{4}$/.test(value) && quotes.some((q) => q.includes(value));
  return quotes.some((q) => norm(q).includes(norm(value)));
}

/**
 * The rule that keeps drafts honest: a value survives only with a quote found verbatim in the
 * crawled pages that contains it (or, for readings such as the pricing model, that it reads).
 * Anything else is dropped and the field left blank. Each kept quote names the page it is on.
 */
export function keepQuoted(field: DraftFieldName, proposal: Proposal, pages: PageDigest[]): Proposal {
  const evidence: Evidence[] = [];
  for (const e of proposal.evidence) {
    const page = pageQuoting(pages, e.quote);
    if (page) evidence.push({ quote: e.quote.replace(/\s+/g, ' ').trim(), url: page.url });
  }
  const quotes = evidence.map((e) => e.quote);
  let value: FieldValue = proposal.value;
  if (value === null || isBlank(value)) return { value: null, evidence: [] };
  if (isListField(field)) {
    const items = (Array.isArray(value) ? value : [value]).filter((v) => supported(field, v, quotes));
    value = items.length ? items : null;
  } else if (typeof value === 'string') {
    value = supported(field, value, quotes) ? value : null;
  } else value = null;
  if (value === null) return { value: null, evidence: [] };
  const used = evidence.filter((e) =>
    Array.isArray(value) ? value.some((v) => supported(field, v, [e.quote])) : supported(field, value as string, [e.quote]),
  );
  return { value, evidence: used.length ? used : evidence };
}
