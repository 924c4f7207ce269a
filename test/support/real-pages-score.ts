import type { CheckedProposal } from '../../workers/drafting.ts';
import { type Label, SCALAR_FIELDS, type ScalarField } from './real-pages.ts';

export const SCORED_FIELDS = [...SCALAR_FIELDS, 'founders', 'faqs', 'company_socials'] as const;
export type ScoredField = (typeof SCORED_FIELDS)[number];
export type Tally = { tp: number; fp: number; fn: number };
export type SiteScore = { site: string; fields: Record<ScoredField, Tally>; wrong: string[] };

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();
const norm = (s: string) =>
  squash(s)
    .toLowerCase()
    .replace(/[.!?:;,…\s]+$/u, '');

/** Two URLs name the same thing whatever the scheme, a `www.`, case or a trailing slash. */
export function sameUrl(a: string, b: string, base: string): boolean {
  const canon = (u: string) => {
    try {
      const url = new URL(u.trim(), base);
      return `${url.hostname.replace(/^www\./, '').toLowerCase()}${url.port ? `:${url.port}` : ''}${url.pathname.replace(/\/+$/, '')}${url.search}`;
    } catch {
      return u.trim().toLowerCase();
    }
  };
  return canon(a) === canon(b);
}

/**
 * The big networks and GitHub, whose pages answer under several hosts (www., m., web., mobile., a locale's fr-fr.), twitter.com as
 * x.com, and whose names take any case.
 */
const NETWORK = /(^|\.)(facebook|instagram|linkedin|twitter|x|youtube|tiktok|pinterest|reddit|medium|github)\.com$/i;

/**
 * Two profile addresses name the same account: the same URL, or the same network's page under another of its hosts with its path
 * in any case ("web.facebook.com/kalyoapp" is "www.facebook.com/KalyoApp"), as the networks themselves read them.
 */
export function sameProfile(a: string, b: string, base: string): boolean {
  const canon = (u: string) => {
    try {
      const url = new URL(u.trim(), base);
      const network = NETWORK.exec(url.hostname)?.[2].toLowerCase();
      return network ? `${network === 'twitter' ? 'x' : network}.com${url.pathname.replace(/\/+$/, '').toLowerCase()}${url.search}` : null;
    } catch {
      return null;
    }
  };
  const [ca, cb] = [canon(a), canon(b)];
  return sameUrl(a, b, base) || (ca !== null && ca === cb);
}

/** Whether a drafted value is the labelled one: equal once normalised; prose may hold or be held by it when long enough. */
function sameValue(field: ScalarField, got: string, want: string, base: string): boolean {
  if (field === 'logo_url') return sameUrl(got, want, base);
  const g = norm(got);
  const w = norm(want);
  if (field === 'tagline') return g === w || (Math.min(g.length, w.length) >= 20 && (g.includes(w) || w.includes(g)));
  return g === w;
}

const blank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

/**
 * One site's draft against its label, field by field: a value given and right is a true
 * positive; given where the label is blank, or different from it, a false positive; a labelled
 * value not drafted (and not `blank_ok`) a false negative. List items count one by one; an
 * optional item drafted counts right, missed counts nothing.
 */
export function scoreSite(label: Label, draft: CheckedProposal, siteUrl: string): SiteScore {
  const fields = Object.fromEntries(SCORED_FIELDS.map((f) => [f, { tp: 0, fp: 0, fn: 0 }])) as Record<ScoredField, Tally>;
  const wrong: string[] = [];
  for (const field of SCALAR_FIELDS) {
    const t = fields[field];
    const gotRaw = draft.fields[field]?.value;
    const got = Array.isArray(gotRaw) ? gotRaw.join(', ') : (gotRaw ?? null);
    const want = label.fields[field];
    const root = new URL('/', siteUrl).href;
    const base = want ? new URL(want.page, root).href : root;
    const wants = want ? [want.value, ...(want.accept ?? [])] : [];
    if (!blank(got) && typeof got === 'string') {
      if (wants.some((w) => sameValue(field, got, w, base))) t.tp += 1;
      else {
        t.fp += 1;
        wrong.push(`${field}: drafted ${JSON.stringify(got)}, label ${want ? JSON.stringify(want.value) : 'blank'}`);
        if (want && !label.blank_ok.includes(field)) t.fn += 1;
      }
    } else if (want && !label.blank_ok.includes(field)) {
      t.fn += 1;
      wrong.push(`${field}: missed ${JSON.stringify(want.value)} (${want.page})`);
    }
  }
  const lists: {
    field: 'founders' | 'faqs' | 'company_socials';
    got: string[];
    want: { v: string; optional?: boolean }[];
    same: (a: string, b: string) => boolean;
  }[] = [
    {
      field: 'founders',
      got: (draft.extras.founders ?? []).map((f) => f.name),
      want: label.founders.map((f) => ({ v: f.name, optional: f.optional })),
      same: (a, b) => norm(a) === norm(b),
    },
    {
      field: 'faqs',
      got: (draft.extras.faqs ?? []).map((f) => f.question),
      want: label.faqs.map((f) => ({ v: f.question, optional: f.optional })),
      same: (a, b) => norm(a) === norm(b),
    },
    {
      field: 'company_socials',
      got: Object.values(draft.extras.company_socials ?? {}),
      want: label.company_socials.map((s) => ({ v: s.url, optional: s.optional })),
      same: (a, b) => sameProfile(a, b, siteUrl),
    },
  ];
  for (const { field, got, want, same } of lists) {
    const t = fields[field];
    for (const g of got) {
      if (want.some((w) => same(g, w.v))) t.tp += 1;
      else {
        t.fp += 1;
        wrong.push(`${field}: drafted ${JSON.stringify(g)}`);
      }
    }
    for (const w of want)
      if (!w.optional && !got.some((g) => same(g, w.v))) {
        t.fn += 1;
        wrong.push(`${field}: missed ${JSON.stringify(w.v)}`);
      }
  }
  return { site: label.site, fields, wrong };
}

/** The sum of tallies, per field and overall. */
export function total(scores: SiteScore[]): { fields: Record<ScoredField, Tally>; all: Tally } {
  const fields = Object.fromEntries(SCORED_FIELDS.map((f) => [f, { tp: 0, fp: 0, fn: 0 }])) as Record<ScoredField, Tally>;
  const all = { tp: 0, fp: 0, fn: 0 };
  for (const s of scores)
    for (const f of SCORED_FIELDS)
      for (const k of ['tp', 'fp', 'fn'] as const) {
        fields[f][k] += s.fields[f][k];
        all[k] += s.fields[f][k];
      }
  return { fields, all };
}

export const precision = (t: Tally) => (t.tp + t.fp === 0 ? null : t.tp / (t.tp + t.fp));
export const recall = (t: Tally) => (t.tp + t.fn === 0 ? null : t.tp / (t.tp + t.fn));
