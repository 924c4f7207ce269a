import assert from 'node:assert/strict';
import http from 'node:http';
import { describe, it } from 'node:test';
import { hashPassword, newApiKey, sha256 } from '../../infra/secrets/node-secrets.ts';
import { freePort } from '../support/free-port.ts';
import { startInProcess } from '../support/in-process-service.ts';
import { ACME_PAGES, startTestSite } from '../support/test-site.ts';
import { PATIENCE_MS, until } from '../support/until.ts';

/** An OpenAI-compatible chat completions server on loopback, answering one fixed structured output (after `failFirst` overloaded answers). */
async function fakeModel(answer: unknown, failFirst = 0) {
  const seen: { auth?: string; body: any }[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      seen.push({ auth: req.headers.authorization, body: JSON.parse(raw) });
      if (seen.length <= failFirst) {
        res.writeHead(503, { 'content-type': 'application/json', 'retry-after-ms': '10' });
        return res.end(JSON.stringify({ error: { message: 'overloaded', type: 'server_error' } }));
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: 'cmpl-1',
          object: 'chat.completion',
          choices: [{ index: 0, message: { role: 'assistant', content: JSON.stringify(answer) }, finish_reason: 'stop' }],
        }),
      );
    });
  });
  const port = await freePort();
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${port}/v1`, seen, close: () => new Promise<void>((r) => server.close(() => r())) };
}

const field = (value: unknown, quote?: string, url = '') => ({ value, quotes: quote ? [{ quote, url }] : [] });

/** What the fake model answers about the ACME site: some values right, some invented, some with quotes that are not on the site. */
const ACME_ANSWER = {
  fields: {
    name: field('Acme Widgets', 'Acme Widgets'),
    tagline: field('Widgets that teams actually use', 'Widgets that teams actually use'),
    founded_year: field('1999', 'Founded in 1999'),
    city: field('Paris', 'Berlin'),
    features: field(['Shared widget boards', 'Time travel'], 'Shared widget boards'),
    usps: field(
      ['One place for every decision'],
      'Acme Widgets is a planning board for product teams who build widgets together and want one place for every decision.',
    ),
    pricing_model: field('Freemium', 'Start on the free plan forever. Pro costs $12 per month per seat.'),
    contact_email: field('ceo@acme.test', 'Write to us at hello@acme.test.'),
  },
  faqs: [{ question: 'Is it free?', answer: 'Yes, forever, for everyone, in every galaxy.' }],
  founders: [{ name: 'Jane Doe', title: 'Co-founder' }],
  company_socials: [
    { platform: 'github', url: 'https://github.com/acme-widgets' },
    { platform: 'x', url: 'https://x.com/acme-not-on-the-site' },
  ],
};

describe('the LLM drafter', () => {
  it('alone: keeps quoted values and drops what the model invented, in fields and extras alike', async () => {
    const { digestPage } = await import('../../infra/crawl/page-digest.ts');
    const { OpenAiDrafter } = await import('../../infra/draft/openai-drafter.ts');
    const { checkedProposal } = await import('../../workers/drafting.ts');
    const pages = ['/', '/pricing'].map((p) => digestPage(`https://acme.test${p}`, ACME_PAGES[p as '/' | '/pricing'].body));
    const model = await fakeModel(ACME_ANSWER);
    try {
      const drafter = new OpenAiDrafter({ apiKey: 'test-key', baseUrl: model.url, model: 'test-model', maxRetries: 0 });
      const lookup = { list: [], described: [], slugOf: () => null };
      const d = await checkedProposal(drafter, pages, lookup);
      assert.equal(d.fields.name?.value, 'Acme Widgets');
      assert.equal(d.fields.founded_year?.value, null, 'a quote that is not on the site drops the value');
      assert.equal(d.fields.city?.value, null, 'a value its quote does not contain is dropped');
      assert.deepEqual(d.fields.features?.value, ['Shared widget boards'], 'invented list items are dropped');
      assert.equal(d.fields.pricing_model?.value, 'Freemium');
      assert.equal(d.fields.contact_email?.value, null);
      assert.deepEqual(d.extras.faqs, [], 'an FAQ not on the site is dropped');
      assert.deepEqual(d.extras.founders, [], 'a founder whose name no page shows is dropped');
      assert.deepEqual(d.extras.company_socials, { github: 'https://github.com/acme-widgets' }, 'a profile that is no link in a site area is dropped');
      const prompt = JSON.stringify(model.seen[0].body.messages);
      assert.match(prompt, /Links in the header, footer and navigation/, 'the model is shown the links the text does not show');
    } finally {
      await model.close();
    }
  });

  it('in the service, merged with the extractor by evidence, retrying an overloaded model: quoted model values fill blanks, the extractor wins conflicts', async () => {
    const site = await startTestSite(ACME_PAGES);
    const model = await fakeModel(ACME_ANSWER, 1);
    const svc = await startInProcess({ CRAWL_ALLOW_HOSTS: site.host, OPENAI_API_KEY: 'test-key-123', OPENAI_BASE_URL: model.url, OPENAI_MODEL: 'test-model' });
    try {
      const c = svc.container;
      await c.commands.signUp(
        { accountId: 'acct_00000000000000dd', email: 'llm@example.test', name: '', passwordHash: await hashPassword('irrelevant-password'), role: 'user' },
        { actor: 't' },
      );
      const k = newApiKey();
      const made = await c.commands.createApiKey(
        {
          accountId: 'acct_00000000000000dd',
          keyId: k.keyId,
          name: 't',
          scopes: ['account:read', 'listings:write'],
          prefix: k.prefix,
          secretHash: sha256(k.key),
        },
        { actor: 't' },
      );
      await c.readModels.waitFor(made.position, PATIENCE_MS);
      const headers = { authorization: `Bearer ${k.key}`, 'content-type': 'application/json' };
      const created = (await (await fetch(`${svc.url}/api/v1/drafts`, { method: 'POST', headers, body: JSON.stringify({ url: `${site.url}/` }) })).json()) as {
        id: string;
      };
      const draft: any = await until('the draft settles', async () => {
        const d: any = await (await fetch(`${svc.url}/api/v1/drafts/${created.id}`, { headers })).json();
        return d.status === 'ready' || d.status === 'failed' ? d : null;
      });
      assert.equal(draft.status, 'ready', draft.failure);
      assert.equal(draft.drafter, 'openai:test-model+extractor');
      assert.equal(draft.fields.name.value, 'Acme Widgets');
      assert.equal(draft.fields.tagline.state, 'ai');
      assert.equal(draft.fields.founded_year.value, '2019', "the model's unquoted 1999 is dropped; the site's foundingDate stands");
      assert.ok(!JSON.stringify(draft.fields.founded_year.evidence).includes('1999'));
      assert.equal(draft.fields.city.value, 'Berlin', "the model's Paris is dropped; the site's address stands");
      assert.deepEqual(draft.fields.features.value, ['Shared widget boards', 'Comments on every widget', 'Export to CSV'], 'the extractor wins a conflict');
      assert.deepEqual(draft.fields.usps.value, ['One place for every decision'], 'a quoted model value fills a field the extractor left blank');
      assert.equal(draft.fields.pricing_model.value, 'Freemium');
      assert.equal(draft.fields.contact_email.value, 'hello@acme.test', "the model's ceo@ is dropped; the site's own address stands");
      assert.deepEqual(draft.faqs, [], 'an FAQ answer not on the site is dropped');
      assert.deepEqual(draft.founders, [], 'a founder no page read shows is dropped (the about page is disallowed)');
      assert.deepEqual(draft.company_socials, { github: 'https://github.com/acme-widgets' });
      assert.equal(model.seen.length, 2, 'an overloaded answer is retried by the SDK');
      assert.equal(model.seen[0].auth, 'Bearer test-key-123');
      assert.equal(model.seen[0].body.model, 'test-model');
      assert.equal(model.seen[0].body.response_format.type, 'json_schema');
      assert.match(JSON.stringify(model.seen[0].body.messages), /Widgets that teams actually use/);
    } finally {
      await svc.close();
      await model.close();
      await site.close();
    }
  });
});

describe('the LLM drafter on a page full of traps', () => {
  it('drops every plausible value whose quote is on the page but does not support it', async () => {
    const { digestPage } = await import('../../infra/crawl/page-digest.ts');
    const { OpenAiDrafter } = await import('../../infra/draft/openai-drafter.ts');
    const { checkedProposal } = await import('../../workers/drafting.ts');
    const html = `<!doctype html><html lang="en"><head><title>Home | Lumen Notes</title><meta property="og:site_name" content="Lumen Notes"></head><body>
<nav aria-label="Main navigation"><a href="/">Home</a> <a href="/about">About us</a></nav>
<h1>Notes that find themselves</h1>
<p>Lumen Notes links every note you write to the ones that matter.</p>
<p>Since coming to power in 2009, the mayor has backed local startups like ours.</p>
<p>We raised $5M in seed funding from people who take notes.</p>
<pre><code>curl https://api.lumen.test/notes -d price=$0</code></pre>
<blockquote>“It changed how I study.” <a href="https://x.com/jane_student">@jane_student</a></blockquote>
<p>Press: write to the author at jane@newspaper.test.</p>
<a href="https://twitter.com/intent/tweet?url=https://lumen.test">Share</a> <a href="https://www.youtube.com/">YouTube</a>
<footer>© 2024 Lumen Notes. <a href="mailto:hello@lumen.test">hello@lumen.test</a></footer></body></html>`;
    const pages = [digestPage('https://lumen.test/', html)];
    const model = await fakeModel({
      fields: {
        name: field('Home', 'Home'),
        tagline: field('Main navigation', 'Main navigation'),
        founded_year: field('2009', 'Since coming to power in 2009, the mayor has backed local startups like ours.'),
        pricing_model: field('Subscription', 'curl https://api.lumen.test/notes -d price=$0'),
        pricing_summary: field('$5M in seed funding', 'We raised $5M in seed funding from people who take notes.'),
        contact_email: field('jane@newspaper.test', 'Press: write to the author at jane@newspaper.test.'),
        short_description: field('The fastest AI note app, trusted by 10,000 teams', 'Lumen Notes links every note you write to the ones that matter.'),
        keywords: field([{ text: 'notes' }, 'notes'], 'Lumen Notes links every note you write to the ones that matter.'),
        categories: field(['Sleep'], 'Since coming to power in 2009, the mayor has backed local startups like ours.'),
      },
    });
    try {
      const drafter = new OpenAiDrafter({ apiKey: 'test-key', baseUrl: model.url, model: 'test-model', maxRetries: 0 });
      const lookup = {
        list: [{ slug: 'productivity', name: 'Productivity' }],
        described: [{ slug: 'productivity', name: 'Productivity', description: 'Get work done.', parent: null }],
        slugOf: (v: string) => (v.toLowerCase() === 'productivity' ? 'productivity' : null),
      };
      const checked = await checkedProposal(drafter, pages, lookup);
      for (const name of ['name', 'tagline', 'founded_year', 'pricing_model', 'pricing_summary', 'contact_email', 'short_description', 'categories'] as const)
        assert.equal(checked.fields[name]?.value ?? null, null, `${name} is dropped`);
      assert.deepEqual(checked.fields.keywords?.value, ['notes'], 'an object is never a keyword ("[object Object]"); the word on the page is');
      assert.equal(checked.warnings.length, 0);
    } finally {
      await model.close();
    }
  });
});
