import OpenAI from 'openai';
import { DRAFT_FIELDS, type DraftFieldName, isListField, type Proposal } from '../../domain/draft/fields.ts';
import type { Drafter, DraftProposal, DraftRequest } from '../../domain/ports/drafter.ts';

const FIELD_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['value', 'quotes'],
  properties: {
    value: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }, { type: 'null' }] },
    quotes: {
      type: 'array',
      items: { type: 'object', additionalProperties: false, required: ['quote', 'url'], properties: { quote: { type: 'string' }, url: { type: 'string' } } },
    },
  },
};

const INSTRUCTIONS = `You draft a product's directory profile from its own website.
For each field, give a value only if the site states it, and quote the exact words from the pages (verbatim, with the page URL) that support it.
If the site does not state a field, give null and no quotes. Never guess, never invent, never use outside knowledge.
Lists (categories, tags, features, usps, keywords) are arrays of short strings. categories must be names from this list: {categories}.`;

type Answer = {
  fields?: Record<string, { value?: unknown; quotes?: { quote?: unknown; url?: unknown }[] } | undefined>;
  faqs?: { question?: unknown; answer?: unknown }[];
};

const isAnswer = (v: unknown): v is Answer => typeof v === 'object' && v !== null && !Array.isArray(v);

export type OpenAiConfig = { apiKey: string; baseUrl: string; model: string; timeoutMs?: number; maxRetries?: number };

/**
 * The LLM drafter, through the official `openai` SDK against any OpenAI-compatible base URL, with
 * structured outputs, retries with backoff and a timeout. What it answers is only a proposal: the
 * caller keeps a value only when its quote is found verbatim in the crawled pages.
 */
export class OpenAiDrafter implements Drafter {
  /** Names the model, so a draft says which model wrote it. */
  readonly name: string;
  private readonly client: OpenAI;
  private readonly model: string;

  constructor(config: OpenAiConfig) {
    this.name = `openai:${config.model}`;
    this.client = new OpenAI({ apiKey: config.apiKey, baseURL: config.baseUrl, timeout: config.timeoutMs ?? 60_000, maxRetries: config.maxRetries ?? 2 });
    this.model = config.model;
  }

  async draft(req: DraftRequest): Promise<DraftProposal> {
    const fields: DraftFieldName[] = req.only ?? [...DRAFT_FIELDS];
    const schema = {
      type: 'object',
      additionalProperties: false,
      required: ['fields', 'faqs'],
      properties: {
        fields: { type: 'object', additionalProperties: false, required: fields, properties: Object.fromEntries(fields.map((f) => [f, FIELD_SCHEMA])) },
        faqs: {
          type: 'array',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['question', 'answer'],
            properties: { question: { type: 'string' }, answer: { type: 'string' } },
          },
        },
      },
    };
    const pages = req.pages
      .map(
        (p) =>
          `## ${p.url}\n${p.title}\n${Object.entries(p.meta)
            .map(([k, v]) => `${k}: ${v}`)
            .join('\n')}\n${p.text.slice(0, 12_000)}`,
      )
      .join('\n\n');
    const completion = await this.client.chat.completions.create({
      model: this.model,
      temperature: 0,
      messages: [
        { role: 'system', content: INSTRUCTIONS.replace('{categories}', req.categories.map((c) => c.name).join(', ')) },
        { role: 'user', content: `Fields wanted: ${fields.join(', ')}\n\n${pages}` },
      ],
      response_format: { type: 'json_schema', json_schema: { name: 'listing_profile', strict: true, schema } },
    });
    const content = completion.choices[0]?.message?.content;
    if (!content) throw new Error('the drafting model gave no answer');
    const parsed: unknown = JSON.parse(content);
    if (!isAnswer(parsed)) throw new Error('the drafting model answered something other than the profile asked for');
    const out: Partial<Record<DraftFieldName, Proposal>> = {};
    for (const f of fields) {
      const answer = parsed.fields?.[f];
      if (!answer) continue;
      const raw = answer.value;
      const strings = Array.isArray(raw) ? raw.filter((x): x is string => typeof x === 'string').slice(0, 20) : typeof raw === 'string' ? [raw] : null;
      const value = isListField(f) ? strings : typeof raw === 'string' ? raw : null;
      const evidence = (answer.quotes ?? []).flatMap((q) =>
        typeof q?.quote === 'string' ? [{ quote: q.quote, url: typeof q.url === 'string' ? q.url : '' }] : [],
      );
      out[f] = { value, evidence };
    }
    // FAQs must be on the site too: an answer not found verbatim in a page is dropped.
    const faqs = (parsed.faqs ?? []).flatMap((q) =>
      typeof q.question === 'string' && typeof q.answer === 'string' && req.pages.some((p) => p.text.includes(String(q.answer).trim()))
        ? [{ question: q.question, answer: q.answer }]
        : [],
    );
    return { fields: out, extras: req.only ? {} : { faqs: faqs.slice(0, 10) } };
  }
}
