import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { parse } from 'yaml';
import { launchChromium, skipWithoutChromium } from '../support/chromium.ts';
import { startInProcess } from '../support/in-process-service.ts';
import { screenshotTop, watch } from '../support/page-audit.ts';
import { ROOT } from '../support/service-process.ts';

const skip = skipWithoutChromium;
if (skip) console.log(`# browser tests ${skip}`);

type Op = { operationId?: string; tags?: string[] };
const contract = parse(readFileSync(path.join(ROOT, 'schemas/openapi.yaml'), 'utf8')) as { paths: Record<string, Record<string, Op>> };
const operations = Object.values(contract.paths).flatMap((item) =>
  Object.values(item).filter((op): op is Op & { operationId: string } => Boolean(op?.operationId)),
);

type Running = Awaited<ReturnType<typeof startInProcess>>;
let svc: Running;
let browser: Browser;

describe('the API reference at /api/v1/docs, in Chromium with JavaScript off', { skip }, () => {
  before(async () => {
    svc = await startInProcess({ SEED_DEMO: 'false' });
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    await svc?.close();
  });

  it('shows one section per operation, grouped by tag, with rendered Markdown, schemas and examples, all from our origin', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: svc.url, viewport: { width: 1280, height: 1000 } });
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    const audit = watch(page, svc.url);
    const answer = await page.goto('/api/v1/docs');
    assert.equal(answer?.status(), 200);

    // Served like the site's pages: the same policy, no script anywhere, nothing fetched from elsewhere.
    const site = await fetch(`${svc.url}/`);
    assert.equal(answer?.headers()['content-security-policy'], site.headers.get('content-security-policy'));
    assert.match(answer?.headers()['content-security-policy'] ?? '', /script-src 'self'/);
    assert.equal(await page.locator('script').count(), 0);
    assert.deepEqual(
      requested.filter((u) => !u.startsWith(svc.url)),
      [],
      'nothing from another origin',
    );
    assert.deepEqual(audit, { consoleErrors: [], failedRequests: [] });
    assert.ok(
      requested.some((u) => u.startsWith(svc.url) && new URL(u).pathname === '/assets/site.css'),
      'the stylesheet is ours',
    );

    assert.match((await page.locator('h1').textContent()) ?? '', /Launch Directory API/);
    // The contract's Markdown, rendered: its bullet list of choices, bold words and code, no raw markers.
    const choices = page.locator('article.reference > ul').first();
    assert.ok((await choices.locator('li').count()) >= 5);
    assert.equal(await choices.locator('li strong', { hasText: 'Errors' }).count(), 1);
    assert.ok((await choices.locator('code', { hasText: 'application/problem+json' }).count()) >= 1);
    const text = (await page.locator('article.reference').textContent()) ?? '';
    assert.doesNotMatch(text, /\*\*Errors\*\*/);
    assert.doesNotMatch(text, /`application\/problem\+json`/);

    // One section per operation, under its tag's heading.
    assert.equal(await page.locator('section.operation').count(), operations.length);
    for (const op of operations) {
      const section = page.locator(`#op-${op.operationId}`);
      assert.equal(await section.count(), 1, `${op.operationId} has a section`);
      const tag = op.tags?.[0] ?? 'Other';
      assert.equal(
        await page
          .locator('section.tag', { has: page.locator(`h2`, { hasText: tag }) })
          .locator(`#op-${op.operationId}`)
          .count(),
        1,
        `${op.operationId} is under ${tag}`,
      );
      assert.ok((await section.locator('h4', { hasText: 'Example request' }).count()) === 1);
    }

    // An operation with a body: its parameters, the body's schema, a request to copy and the answer's shape and example.
    const update = page.locator('#op-update_draft');
    assert.match((await update.locator('h3').textContent()) ?? '', /PATCH\s+\/api\/v1\/drafts\/\{id\}/);
    assert.ok((await update.locator('table.schema th code', { hasText: 'lock_fields' }).count()) >= 1);
    assert.match((await update.locator('pre code').first().textContent()) ?? '', /^curl -X PATCH http:\/\/localhost:\d+\/api\/v1\/drafts\/[0-9a-f-]{36}/);
    const example = (await update.locator('h4:has-text("Example response") + pre code').textContent()) ?? '';
    assert.ok(JSON.parse(example).id, 'the example answer is JSON');
    assert.equal(await update.locator('a[href="#schema-Draft"]').first().isVisible(), true);
    // Every named schema has its own section, linked from where it is used.
    assert.equal(await page.locator('#schema-Draft table.schema').count(), 1);

    await screenshotTop(page, 'api-docs-top');
    // The page is too long to picture whole: a link to an operation scrolls there (no script needed), and its screen is kept.
    await page.setViewportSize({ width: 1280, height: 2400 });
    for (const op of ['update_draft', 'create_webhook']) {
      await page.goto(`/api/v1/docs#op-${op}`);
      await screenshotTop(page, `api-docs-${op}`);
    }
    await context.close();
  });
});
