import type { DraftExtras } from '../../domain/draft/events.ts';
import { keepQuoted } from '../../domain/draft/evidence.ts';
import { DRAFT_FIELDS, type DraftFieldName, isBlank, type Proposal } from '../../domain/draft/fields.ts';
import type { Drafter, DraftProposal, DraftRequest } from '../../domain/ports/drafter.ts';

const key = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * Two drafters read as one, field by field, by evidence: each proposal first goes through the
 * evidence rule (`keepQuoted`), so a value without a quote that supports it never counts. Then:
 * a field only one of them supports takes that value; when both support a value, the first
 * drafter's (the extractor's) wins — its rules are measured on real sites (bench k) and it reads
 * the page's structure, which the model only sees as text — and the second's quotes join its
 * evidence only when the two agree. Extras are pooled (FAQs by question, founders by name,
 * profiles by platform, the first drafter's first); the worker's gate checks them all again.
 * A second drafter that fails (a model that does not answer) leaves the first one's draft whole.
 */
export class MergedDrafter implements Drafter {
  readonly name: string;
  private readonly first: Drafter;
  private readonly second: Drafter;
  private readonly onSecondFailure: (error: unknown) => void;

  constructor(first: Drafter, second: Drafter, onSecondFailure: (error: unknown) => void = () => {}) {
    this.first = first;
    this.second = second;
    this.onSecondFailure = onSecondFailure;
    this.name = `${second.name}+${first.name}`;
  }

  async draft(req: DraftRequest): Promise<DraftProposal> {
    const [a, b] = await Promise.all([
      this.first.draft(req),
      this.second.draft(req).catch((error: unknown) => {
        this.onSecondFailure(error);
        return null;
      }),
    ]);
    if (!b) return a;
    const fields: Partial<Record<DraftFieldName, Proposal>> = {};
    for (const name of req.only ?? DRAFT_FIELDS) {
      const pa = a.fields[name] ? keepQuoted(name, a.fields[name], req.pages) : null;
      const pb = b.fields[name] ? keepQuoted(name, b.fields[name], req.pages) : null;
      const hasA = pa !== null && !isBlank(pa.value);
      const hasB = pb !== null && !isBlank(pb.value);
      if (hasA && hasB && pa && pb) {
        const same = JSON.stringify(pa.value).toLowerCase() === JSON.stringify(pb.value).toLowerCase();
        fields[name] = same ? { value: pa.value, evidence: [...pa.evidence, ...pb.evidence.filter((e) => !pa.evidence.some((x) => x.quote === e.quote))] } : pa;
      } else if (hasA && pa) fields[name] = pa;
      else if (hasB && pb) fields[name] = pb;
    }
    return { fields, extras: req.only ? {} : pooled(a.extras, b.extras) };
  }
}

/** The extras of both drafters, the first's first: FAQs by question, founders by name, profiles by platform. */
function pooled(a: DraftExtras, b: DraftExtras): DraftExtras {
  const faqs = [...(a.faqs ?? [])];
  for (const f of Array.isArray(b.faqs) ? b.faqs : [])
    if (typeof f?.question === 'string' && !faqs.some((g) => key(g.question) === key(f.question))) faqs.push(f);
  const founders = [...(a.founders ?? [])];
  for (const f of Array.isArray(b.founders) ? b.founders : [])
    if (typeof f?.name === 'string' && !founders.some((g) => key(g.name) === key(f.name))) founders.push(f);
  const socials = { ...(b.company_socials ?? {}), ...(a.company_socials ?? {}) };
  return {
    ...b,
    ...a,
    faqs,
    founders,
    company_socials: socials,
  };
}
