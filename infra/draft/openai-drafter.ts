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
Lists (categories, tags, features, usps, keywords) are arrays of short strings. categories must be names from this list: {categories}.
name is the brand as the site calls itself; tagline its slogan (the hero heading, or the title's words after the brand), never a button, a menu item, a section heading or "Welcome to ...".
pricing_model is one of: Free, Freemium, Subscription, One-time, Usage-based, Open source, Contact sales, read from the plans as a whole (a free plan beside paid plans is Freemium; a free trial is not a free plan); quote the plan lines.
founded_year is four digits from a founding statement (never a copyright line, a release or a blog date). country is the ISO 3166 two-letter code of where the company is (an address, an impressum, "based in"), city as written.
contact_email is the company's own address for contact. logo_url is the address of the site's logo or icon image as the page gives it.
faqs are the site's own questions and answers, as written; founders the people the site says founded, own or made it; company_socials the company's own profiles linked from its header, footer or follow-us area (platform: linkedin, x, facebook, instagram, tiktok, youtube, threads, pinterest, github, reddit, producthunt, medium, custom).
If the page is not the product's own site (a news article, a blog post, a store listing, a forum thread, a portfolio, documentation), give null for every field and empty lists.`;

type Answer = {
  fields?: Record<string, { value?: unknown; quotes?: { quote?: unknown; url?: unknown }[] } | undefined>;
  faqs?: { question?: unknown; answer?: unknown }[];
  founders?: { name?: unknown; title?: unknown }[];
  company_socials?: { platform?: unknown; url?: unknown }[];
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
      required: ['fields', 'faqs', 'founders', 'company_socials'],
      properties: {
        founders: {
          type: 'array',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['name', 'title'],
            properties: { name: { type: 'string' }, title: { type: 'string' } },
          },
        },
        company_socials: {
          type: 'array',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['platform', 'url'],
            properties: { platform: { type: 'string' }, url: { type: 'string' } },
          },
        },
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
            .join('\n')}\n${p.text.slice(0, 12_000)}${pageLinks(p)}`,
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
    // Only text where text is asked for; the worker's gate then keeps what the pages show (an FAQ on a page, a name written there, a profile linked from a site area).
    const list = <T>(v: T[] | undefined) => (Array.isArray(v) ? v : []);
    const faqs = list(parsed.faqs).flatMap((q) =>
      typeof q?.question === 'string' && typeof q?.answer === 'string' ? [{ question: q.question, answer: q.answer }] : [],
    );
    const founders = list(parsed.founders).flatMap((f) =>
      typeof f?.name === 'string' && f.name.trim()
        ? [{ name: f.name.trim(), ...(typeof f.title === 'string' && f.title.trim() ? { title: f.title.trim() } : {}) }]
        : [],
    );
    const company_socials: Record<string, string> = {};
    for (const s of list(parsed.company_socials))
      if (typeof s?.platform === 'string' && typeof s?.url === 'string' && !company_socials[s.platform]) company_socials[s.platform] = s.url;
    return { fields: out, extras: req.only ? {} : { faqs: faqs.slice(0, 30), founders: founders.slice(0, 6), company_socials } };
  }
}

/** What the page's text does not show: its site-area links, mail links and declared images, so the model can quote them. */
function pageLinks(p: DraftRequest['pages'][number]): string {
  const site = (p.siteLinks ?? []).filter((l) => /^https?:/.test(l)).slice(0, 40);
  const mail = p.links.filter((l) => l.href.startsWith('mailto:')).map((l) => l.href);
  const images = (p.images ?? [])
    .filter((i) => i.kind !== 'img' || /logo|brand/i.test(`${i.words ?? ''} ${i.alt ?? ''}`) || i.area === 'header')
    .map((i) => i.url);
  const parts = [
    site.length ? `Links in the header, footer and navigation:\n${site.join('\n')}` : '',
    mail.length ? `Mail links:\n${[...new Set(mail)].join('\n')}` : '',
    images.length ? `Icons and logo images:\n${[...new Set(images)].slice(0, 12).join('\n')}` : '',
  ].filter(Boolean);
  return parts.length ? `\n\n${parts.join('\n\n')}` : '';
}
