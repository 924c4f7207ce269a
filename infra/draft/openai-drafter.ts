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

/**
 * The LLM drafter, over any OpenAI-compatible chat completions API with structured outputs.
 * What it answers is only a proposal: the caller keeps a value only when its quote is found
 * verbatim in the crawled pages.
 */
export class OpenAiDrafter implements Drafter {
  readonly name = 'openai';
  private readonly config: { apiKey: string; baseUrl: string; model: string };

  constructor(config: { apiKey: string; baseUrl: string; model: string }) {
    this.config = config;
  }

  async draft(req: DraftRequest): Promise<DraftProposal> {
    const fields = (req.only ?? [...DRAFT_FIELDS]) as DraftFieldName[];
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
    const res = await fetch(`${this.config.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${this.config.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        model: this.config.model,
        temperature: 0,
        messages: [
          { role: 'system', content: INSTRUCTIONS.replace('{categories}', req.categories.map((c) => c.name).join(', ')) },
          { role: 'user', content: `Fields wanted: ${fields.join(', ')}\n\n${pages}` },
        ],
        response_format: { type: 'json_schema', json_schema: { name: 'listing_profile', strict: true, schema } },
      }),
      signal: AbortSignal.timeout(60_000),
    });
    if (!res.ok) throw new Error(`the drafting model answered ${res.status}`);
    const body = (await res.json()) as { choices?: { message?: { content?: string } }[] };
    const content = body.choices?.[0]?.message?.content;
    if (!content) throw new Error('the drafting model gave no answer');
    const parsed = JSON.parse(content) as {
      fields: Record<string, { value: unknown; quotes: { quote: string; url: string }[] }>;
      faqs?: { question: string; answer: string }[];
    };
    const out: Partial<Record<DraftFieldName, Proposal>> = {};
    for (const f of fields) {
      const answer = parsed.fields?.[f];
      if (!answer) continue;
      const raw = answer.value;
      const value = isListField(f)
        ? Array.isArray(raw)
          ? raw.filter((x): x is string => typeof x === 'string').slice(0, 20)
          : typeof raw === 'string'
            ? [raw]
            : null
        : typeof raw === 'string'
          ? raw
          : null;
      out[f] = {
        value,
        evidence: (answer.quotes ?? []).filter((q) => typeof q?.quote === 'string').map((q) => ({ quote: q.quote, url: String(q.url ?? '') })),
      };
    }
    // FAQs must be on the site too: an answer not found verbatim is dropped by the caller's page check.
    const faqs = (parsed.faqs ?? []).filter((q) => req.pages.some((p) => p.text.includes(q.answer.trim())));
    return { fields: out, extras: req.only ? {} : { faqs: faqs.slice(0, 10) } };
  }
}
