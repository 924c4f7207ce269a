import { fromLines } from '../../kit/forms.ts';

/** What the console's catalog forms post, read into the inputs of the site team's actions. */
export type FormBody = Record<string, unknown>;
export type Faq = { question: string; answer: string };

export const str = (v: unknown) => String(v ?? '').trim();
const intOrUndefined = (v: unknown) => (str(v) === '' ? undefined : Number(str(v)));

/** FAQs edited as text: a `Q:` line, then the answer, a blank line between them. */
export const faqText = (faqs: Faq[] | undefined) => (faqs ?? []).map((f) => `Q: ${f.question}\n${f.answer}`).join('\n\n');

export const parseFaqs = (text: unknown): Faq[] =>
  String(text ?? '')
    .replace(/\r/g, '')
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => {
      const [first = '', ...rest] = block.split('\n');
      return {
        question: first.replace(/^Q:\s*/i, '').trim(),
        answer: rest
          .join('\n')
          .replace(/^A:\s*/i, '')
          .trim(),
      };
    });

export const settingsInput = (b: FormBody) => ({
  name: str(b.name),
  purpose: str(b.purpose),
  freeQueueMinWeeks: intOrUndefined(b.freeQueueMinWeeks),
  freeQueueMaxWeeks: intOrUndefined(b.freeQueueMaxWeeks),
  freeWeeklyCapacity: intOrUndefined(b.freeWeeklyCapacity),
  paidWeeklyCapacity: intOrUndefined(b.paidWeeklyCapacity),
  featuredWeeklyCapacity: intOrUndefined(b.featuredWeeklyCapacity),
  sellerCountry: str(b.sellerCountry).toUpperCase(),
});

export const categoryInput = (b: FormBody) => ({
  slug: str(b.slug),
  name: str(b.name),
  description: str(b.description),
  parent: str(b.parent) || null,
  attributes: fromLines(b.attributes),
  faqs: parseFaqs(b.faqs),
});

/** A price is typed in dollars (`49` or `49.50`); a text that is no such amount goes to the action as typed, for it to refuse. */
export const productInput = (b: FormBody) => {
  const price = str(b.price);
  return {
    id: str(b.id),
    name: str(b.name),
    description: str(b.description),
    priceCents: /^\d{1,7}(\.\d{1,2})?$/.test(price) ? Math.round(Number(price) * 100) : price,
    needsListing: b.needs_listing === 'yes',
  };
};

/** The product form's field for what the action calls `priceCents`: a refusal is shown next to the input it concerns. */
export const PRODUCT_FIELDS: Record<string, string> = { priceCents: 'price' };

export const interviewInput = (b: FormBody) => ({
  ...(str(b.id) ? { id: Number(str(b.id)) } : {}),
  text: str(b.text),
  position: intOrUndefined(b.position),
});

export const blogInput = (b: FormBody) => ({
  slug: str(b.slug),
  title: str(b.title),
  summary: str(b.summary),
  markdown: String(b.markdown ?? ''),
  author: str(b.author),
  tags: fromLines(b.tags),
  faqs: parseFaqs(b.faqs),
  ...(str(b.publishedAt) ? { publishedAt: new Date(`${str(b.publishedAt)}T00:00:00Z`).toISOString() } : {}),
});
