import assert from 'node:assert/strict';
import http from 'node:http';
import { describe, it } from 'node:test';
import { supportContext } from '../../domain/draft/evidence.ts';
import { DRAFT_FIELDS, type DraftFieldName, isListField } from '../../domain/draft/fields.ts';
import { evidenceCorpus, type PageDigest } from '../../domain/draft/page.ts';
import { supports, supportsTogether } from '../../domain/draft/support.ts';
import type { Drafter, DraftProposal } from '../../domain/ports/drafter.ts';
import { digestPage } from '../../infra/crawl/page-digest.ts';
import { EvidenceExtractor } from '../../infra/draft/extractor.ts';
import { MergedDrafter } from '../../infra/draft/merged-drafter.ts';
import { OpenAiDrafter } from '../../infra/draft/openai-drafter.ts';
import { type CheckedProposal, checkedProposal } from '../../workers/drafting.ts';
import { freePort } from '../support/free-port.ts';

/** A small product site: a homepage with its footer, an about page, a testimonial with someone else's profile. */
const SITE: Record<string, string> = {
  '/': `<!doctype html><html lang="en"><head><title>Tidepool – Shared inboxes for small teams</title><meta property="og:site_name" content="Tidepool">
<link rel="icon" href="/favicon.png"></head><body><header><img src="/img/logo.svg" alt="Tidepool logo"><nav><a href="/about">About</a></nav></header>
<main><h1>Shared inboxes for small teams</h1><p>Tidepool puts every customer e-mail in one inbox your team shares.</p>
<h2>Frequently asked questions</h2><details><summary>Can I try it?</summary><p>Yes, the first month costs nothing.</p></details>
<blockquote class="testimonial"><p>“We answer twice as fast.”</p><cite><a href="https://x.com/happy_customer">Sam Reed</a></cite></blockquote>
<p>Plans: Free for one inbox; Team is $9 per month.</p></main>
<footer><a href="mailto:hello@tidepool.test">hello@tidepool.test</a> <a href="https://github.com/tidepool">GitHub</a> <a href="https://www.linkedin.com/company/tidepool">LinkedIn</a></footer></body></html>`,
  '/about': `<!doctype html><html lang="en"><head><title>About | Tidepool</title></head><body><main><h1>About us</h1>
<p>Tidepool was founded in 2020 by Ada Marsh and Tomas Vik.</p><p>We are based in Oslo, Norway.</p></main></body></html>`,
};
const pages: PageDigest[] = Object.entries(SITE).map(([path, html]) => digestPage(`https://tidepool.test${path}`, html));

/**
 * Values a drafter might make up, each with a quote that is on the site (but does not support
 * it), a quote that is not, or no quote; list items that are not text; extras nobody wrote.
 */
const INVENTED: DraftProposal = {
  fields: {
    name: { value: 'Tidepool Inc.', evidence: [{ quote: 'Tidepool', url: 'https://tidepool.test/' }] },
    tagline: { value: 'The fastest AI inbox on earth', evidence: [{ quote: 'Shared inboxes for small teams', url: 'https://tidepool.test/' }] },
    short_description: { value: 'Trusted by 10,000 teams', evidence: [] },
    pricing_model: { value: 'Subscription', evidence: [{ quote: 'Yes, the first month costs nothing.', url: '' }] },
    founded_year: { value: '2018', evidence: [{ quote: 'Tidepool was founded in 2020 by Ada Marsh and Tomas Vik.', url: '' }] },
    country: { value: 'SE', evidence: [{ quote: 'We are based in Oslo, Norway.', url: '' }] },
    city: { value: 'Stockholm', evidence: [{ quote: 'Founded in Stockholm', url: '' }] },
    contact_email: { value: 'ceo@gmail.com', evidence: [{ quote: 'ceo@gmail.com', url: '' }] },
    logo_url: { value: 'https://cdn.example.test/logo.png', evidence: [{ quote: 'https://cdn.example.test/logo.png', url: '' }] },
    keywords: {
      value: [{ word: 'inbox' }, 42, 'inbox'] as unknown as string[],
      evidence: [{ quote: 'Tidepool puts every customer e-mail in one inbox your team shares.', url: '' }],
    },
    features: { value: ['Time travel', 'Shared inboxes for small teams'], evidence: [{ quote: 'Shared inboxes for small teams', url: '' }] },
  },
  extras: {
    faqs: [
      { question: 'Can I try it?', answer: 'Yes, free forever for everyone.' },
      { question: 'Is there an API?', answer: 'Yes.' },
      { question: { text: 'Can I try it?' }, answer: 'Yes, the first month costs nothing.' } as unknown as { question: string; answer: string },
    ],
    founders: [{ name: 'Grace Hopper', title: 'Founder' }, { name: { first: 'Ada' } } as unknown as { name: string }],
    company_socials: { x: 'https://x.com/happy_customer', github: 'https://github.com/tidepool', facebook: 'https://facebook.com/tidepool-invented' },
  },
};

/** A drafter that proposes the invented values above. */
const rogue: Drafter = { name: 'rogue', draft: async () => structuredClone(INVENTED) };

/** An OpenAI-compatible server on loopback answering the invented values as a model would write them. */
async function fakeModel() {
  const answer = {
    fields: Object.fromEntries(
      Object.entries(INVENTED.fields).map(([k, p]) => [
        k,
        { value: p?.value ?? null, quotes: (p?.evidence ?? []).map((e) => ({ quote: e.quote, url: e.url })) },
      ]),
    ),
    faqs: INVENTED.extras.faqs,
    founders: INVENTED.extras.founders,
    company_socials: Object.entries(INVENTED.extras.company_socials ?? {}).map(([platform, url]) => ({ platform, url })),
  };
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: 'c',
          object: 'chat.completion',
          choices: [{ index: 0, message: { role: 'assistant', content: JSON.stringify(answer) }, finish_reason: 'stop' }],
        }),
      );
    });
  });
  const port = await freePort();
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${port}/v1`, close: () => new Promise<void>((r) => server.close(() => r())) };
}

const lookup = { list: [], described: [], slugOf: () => null };
const squash = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();
const onPage = (url: string, words: string) => {
  const page = pages.find((p) => p.url === url);
  return Boolean(page && squash(evidenceCorpus(page)).includes(squash(words)));
};
const anywhere = (words: string) =>
  pages.some((p) => squash(evidenceCorpus(p)).includes(squash(words)) || p.faqs.some((f) => squash(`${f.question} ${f.answer}`).includes(squash(words))));

/** Every value of a draft stands on a quote from the page it names that supports it; every extra is on a page; every list item is text. */
function assertHonest(d: CheckedProposal, who: string) {
  const ctx = supportContext(pages);
  for (const name of DRAFT_FIELDS as readonly DraftFieldName[]) {
    const f = d.fields[name];
    if (!f || f.value === null) continue;
    if (isListField(name)) {
      assert.ok(Array.isArray(f.value), `${who}: ${name} is a list`);
      for (const item of f.value as unknown[]) assert.equal(typeof item, 'string', `${who}: ${name} holds only text (${JSON.stringify(item)})`);
    }
    assert.ok(f.evidence.length > 0, `${who}: ${name} = ${JSON.stringify(f.value)} carries a quote`);
    for (const e of f.evidence) assert.ok(onPage(e.url, e.quote), `${who}: ${name}: "${e.quote}" is on ${e.url}`);
    const quotes = f.evidence.map((e) => e.quote);
    const values = Array.isArray(f.value) ? f.value : [f.value];
    for (const v of values)
      assert.ok(
        name === 'categories' || quotes.some((q) => supports(name, v, q, ctx)) || supportsTogether(name, v, quotes, ctx),
        `${who}: ${name} = ${JSON.stringify(v)} is supported by its quotes ${JSON.stringify(quotes)}`,
      );
  }
  for (const faq of d.extras.faqs ?? []) {
    assert.equal(typeof faq.question, 'string');
    assert.ok(anywhere(faq.question) && anywhere(faq.answer), `${who}: the FAQ "${faq.question}" is on a page`);
  }
  for (const f of d.extras.founders ?? []) assert.ok(typeof f.name === 'string' && anywhere(f.name), `${who}: ${JSON.stringify(f)} is named on a page`);
  const siteLinks = pages.flatMap((p) => p.siteLinks ?? []);
  for (const [platform, url] of Object.entries(d.extras.company_socials ?? {}))
    assert.ok(
      siteLinks.some((l) => l.replace(/\/$/, '') === url.replace(/\/$/, '')),
      `${who}: ${platform} ${url} is a link in a site area`,
    );
}

describe('no value without a supporting quote reaches a draft, from any drafter', () => {
  it('the extractor, a drafter that invents, the model, and the model merged with the extractor', async () => {
    const model = await fakeModel();
    try {
      const openai = new OpenAiDrafter({ apiKey: 'k', baseUrl: model.url, model: 'fake', maxRetries: 0 });
      const drafters: Drafter[] = [
        new EvidenceExtractor(),
        rogue,
        openai,
        new MergedDrafter(new EvidenceExtractor(), rogue),
        new MergedDrafter(new EvidenceExtractor(), openai),
      ];
      for (const drafter of drafters) {
        const d = await checkedProposal(drafter, pages, lookup);
        assertHonest(d, drafter.name);
        const text = JSON.stringify({ fields: d.fields, extras: d.extras });
        for (const invented of [
          'Tidepool Inc.',
          'fastest AI',
          '10,000',
          '2018',
          'Stockholm',
          'ceo@gmail.com',
          'cdn.example.test',
          'Time travel',
          'free forever',
          'Is there an API',
          'Grace Hopper',
          'happy_customer',
          'tidepool-invented',
          '[object Object]',
        ])
          assert.ok(!text.includes(invented), `${drafter.name}: "${invented}" never reaches the draft`);
        assert.notEqual(d.fields.country?.value, 'SE', `${drafter.name}: a country its quote does not name`);
      }
    } finally {
      await model.close();
    }
  });

  it('keeps what the site does state, whoever drafts it', async () => {
    const d = await checkedProposal(new MergedDrafter(new EvidenceExtractor(), rogue), pages, lookup);
    assert.equal(d.fields.name?.value, 'Tidepool');
    assert.equal(d.fields.founded_year?.value, '2020');
    assert.equal(d.fields.country?.value, 'NO');
    assert.equal(d.fields.pricing_model?.value, 'Freemium');
    assert.equal(d.fields.contact_email?.value, 'hello@tidepool.test');
    assert.deepEqual(d.extras.company_socials, { github: 'https://github.com/tidepool', linkedin: 'https://www.linkedin.com/company/tidepool' });
    assert.deepEqual(
      (d.extras.founders ?? []).map((f) => f.name),
      ['Ada Marsh', 'Tomas Vik'],
    );
    assert.deepEqual(
      (d.extras.faqs ?? []).map((f) => f.question),
      ['Can I try it?'],
    );
    assert.equal(d.extras.faqs?.[0]?.answer, 'Yes, the first month costs nothing.');
  });
});
