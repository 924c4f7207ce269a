import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { ROOT } from './service-process.ts';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
export const OUTPUT = path.join(ROOT, 'test-output', 'pages');

export type Audit = { consoleErrors: string[]; failedRequests: string[] };

/**
 * Watches a page for what a visitor would suffer silently: console errors (a blocked style or
 * script shows up there as a CSP violation) and requests to our own origin that failed or erred.
 */
export function watch(page: Page, origin: string, expectedStatus = new Map<string | RegExp, number>()): Audit {
  const expectedOf = (path: string) => [...expectedStatus].find(([p]) => (typeof p === 'string' ? p === path : p.test(path)))?.[1];
  const audit: Audit = { consoleErrors: [], failedRequests: [] };
  page.on('console', (m) => {
    // Chromium logs every 4xx page as a console error without its address: the statuses expected of some path are let through.
    const status = Number(/status of (\d{3})/.exec(m.text())?.[1]);
    if (m.type() === 'error' && status !== 404 && ![...expectedStatus.values()].includes(status)) audit.consoleErrors.push(m.text());
  });
  page.on('requestfailed', (r) => {
    // ERR_ABORTED: the visitor moved on before it finished (a page left while it refreshed), not a failure.
    if (r.url().startsWith(origin) && r.failure()?.errorText !== 'net::ERR_ABORTED') audit.failedRequests.push(`${r.url()} ${r.failure()?.errorText}`);
  });
  page.on('response', (r) => {
    if (!r.url().startsWith(origin)) return;
    const expected = expectedOf(new URL(r.url()).pathname);
    if (r.status() >= 400 && r.status() !== expected) audit.failedRequests.push(`${r.url()} ${r.status()}`);
  });
  return audit;
}

/** axe-core's serious and critical violations of the page as it is now, one line each. */
export async function axeViolations(page: Page): Promise<string[]> {
  // evaluate runs outside the page's CSP, which rightly refuses injected inline scripts.
  await page.evaluate(AXE);
  const result = (await page.evaluate(async () => {
    const axe = (globalThis as unknown as { axe: { run: (ctx: unknown, o: unknown) => Promise<unknown> } }).axe;
    return axe.run((globalThis as unknown as { document: unknown }).document, { resultTypes: ['violations'] });
  })) as { violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[] };
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const fileOf = (name: string) => path.join(OUTPUT, `${name.replace(/[^a-z0-9-]+/gi, '_')}.png`);

export async function screenshot(page: Page, name: string) {
  mkdirSync(OUTPUT, { recursive: true });
  await page.screenshot({ path: fileOf(name), fullPage: true });
}

/** The page as its first screen shows it. */
export async function screenshotTop(page: Page, name: string) {
  mkdirSync(OUTPUT, { recursive: true });
  await page.screenshot({ path: fileOf(name) });
}
