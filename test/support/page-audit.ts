import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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

/**
 * The rules axe runs: all its default ones but those whose every outcome is minor or moderate (a rule's own impact, else its
 * checks' worst), which can never be among the serious and critical violations asked for; a rule of unknown impact runs.
 */
const RULES_OFF = `(() => {
  const checks = axe._audit.data.checks, mild = (impact) => impact === 'minor' || impact === 'moderate';
  const parts = (r) => [...r.any, ...r.all, ...r.none].map((c) => checks[typeof c === 'string' ? c : c.id]?.impact);
  const off = axe._audit.rules.filter((r) => (r.impact ? mild(r.impact) : parts(r).length > 0 && parts(r).every(mild)));
  return Object.fromEntries(off.map((r) => [r.id, { enabled: false }]));
})()`;

/**
 * axe-core's serious and critical violations of the page as it is now, one line each. A document audited again (at another
 * width) keeps the axe it was given: the second run on it costs about half the first.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // evaluate runs outside the page's CSP, which rightly refuses injected inline scripts.
  if (!(await page.evaluate('typeof axe === "object"'))) await page.evaluate(AXE);
  const result = (await page.evaluate(`axe.run(document, { resultTypes: ['violations'], rules: ${RULES_OFF} })`)) as {
    violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[];
  };
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const fileOf = (name: string) => path.join(OUTPUT, `${name.replace(/[^a-z0-9-]+/gi, '_')}.png`);

/**
 * The whole page, as one PNG. Chromium's own call with its fast encoder: Playwright's full-page screenshot encodes at full
 * compression and waits for fonts and frames first, about three times the time, for files a third smaller.
 */
export async function screenshot(page: Page, name: string) {
  mkdirSync(OUTPUT, { recursive: true });
  const size = (await page.evaluate(
    '({ width: Math.max(document.documentElement.scrollWidth, document.body.scrollWidth), height: Math.max(document.documentElement.scrollHeight, document.body.scrollHeight) })',
  )) as { width: number; height: number };
  const cdp = await page.context().newCDPSession(page);
  const capture = () =>
    cdp.send('Page.captureScreenshot', {
      format: 'png',
      optimizeForSpeed: true,
      captureBeyondViewport: true,
      clip: { x: 0, y: 0, width: size.width, height: size.height, scale: 1 },
    });
  try {
    const shot = await capture().catch(async (error: Error) => {
      // On a loaded machine the compositor sometimes has no frame to give ("Unable to capture screenshot"): once the page has
      // drawn its next frame there is one.
      if (!/Unable to capture screenshot/.test(error.message)) throw error;
      await page.evaluate('new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)))');
      return capture();
    });
    writeFileSync(fileOf(name), Buffer.from(shot.data, 'base64'));
  } finally {
    await cdp.detach();
  }
}

/** The page as its first screen shows it. */
export async function screenshotTop(page: Page, name: string) {
  mkdirSync(OUTPUT, { recursive: true });
  await page.screenshot({ path: fileOf(name) });
}

/**
 * Where the page's layout fails a reader, one line each: two text boxes of one row, hero or header
 * that overlap (by their element rectangles), a listing's name cut short or broken over lines, a
 * tagline over two lines, and the page wider than the window (scrolling sideways).
 */
export async function layoutFaults(page: Page): Promise<string[]> {
  // Run in the page, as text: the test's TypeScript knows no DOM.
  return page.evaluate(`(() => {
    const faults = [];
    const doc = document.documentElement;
    if (doc.scrollWidth > doc.clientWidth + 1) faults.push('the page scrolls sideways by ' + (doc.scrollWidth - doc.clientWidth) + ' px');
    const groups = [
      ['.cards > .card', ['.rank', '.mark', '.name', '.tagline', '.note', '.figure', '.when', '.upvote']],
      ['.hero', [':scope > .mark', 'h1', '.tagline', '.pills li', '.hero-meta', '.hero-actions > *']],
      ['header.top .top-bar', ['.brand', '.site-nav li', '.search', '.account > *']],
      ['.side-list li', ['.mark', 'a', 'p']],
      ['.makers li', ['.avatar', '.who', '.role']],
      ['.plot', ['.y-axis', '.bars', '.x-axis span']],
      ['.footer-inner', ['.footer-about .brand', '.footer-about p', 'nav h2', 'nav li']],
    ];
    const name = (e) => e.tagName.toLowerCase() + (e.className && typeof e.className === 'string' ? '.' + e.className.trim().split(/\\s+/).join('.') : '') + ' "' + (e.textContent || '').trim().slice(0, 30) + '"';
    for (const [selector, parts] of groups)
      for (const box of document.querySelectorAll(selector)) {
        const boxes = [...new Set(parts.flatMap((p) => [...box.querySelectorAll(p)]))]
          .filter((e) => !parts.some((p) => p !== ':scope > .mark' && [...box.querySelectorAll(p)].some((o) => o !== e && o.contains(e))))
          .map((e) => ({ e, r: e.getBoundingClientRect() }))
          .filter((x) => x.r.width > 0 && x.r.height > 0);
        for (let i = 0; i < boxes.length; i++)
          for (let j = i + 1; j < boxes.length; j++) {
            const a = boxes[i].r, b = boxes[j].r;
            const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
            const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
            if (w > 1 && h > 1) faults.push(selector + ': ' + name(boxes[i].e) + ' overlaps ' + name(boxes[j].e));
          }
      }
    // Nothing runs off the screen, unless it sits in a box that scrolls or clips on its own (the gallery's row).
    const width = document.documentElement.clientWidth;
    const clipped = (e) => {
      for (let a = e.parentElement; a && a !== document.body; a = a.parentElement) if (getComputedStyle(a).overflowX !== 'visible') return true;
      return false;
    };
    for (const e of document.querySelectorAll('body a, body p, body span, body h1, body h2, body h3, body li, body label, body button, body input, body td, body th'))
      if (e.getBoundingClientRect().right > width + 1 && !clipped(e)) faults.push('runs off the screen: ' + name(e));
    for (const n of document.querySelectorAll('.card .name')) {
      const line = parseFloat(getComputedStyle(n).lineHeight);
      if (n.scrollWidth > n.clientWidth + 1) faults.push('name cut short: ' + n.textContent);
      if (n.getBoundingClientRect().height > line * 1.5) faults.push('name over two lines: ' + n.textContent);
    }
    for (const t of document.querySelectorAll('.card .tagline')) {
      const line = parseFloat(getComputedStyle(t).lineHeight);
      if (t.getBoundingClientRect().height > line * 2 + 1) faults.push('tagline over two lines: ' + t.textContent);
    }
    return faults;
  })()`);
}

/**
 * Visits every item on `width` pages at once, each page (from `open`) taking the next item when it is
 * done with one, and answers the results in the items' order. A page's time is mostly Chromium's, in
 * processes of its own, so a few pages overlap that work; and a page goes on to its next address
 * rather than a new page opening for each (a new page costs about as much as loading one).
 */
export async function onFewPages<T, R>(
  open: () => Promise<Page>,
  items: readonly T[],
  width: number,
  visit: (page: Page, item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    const page = await open();
    try {
      while (next < items.length) {
        const i = next++;
        results[i] = await visit(page, items[i], i);
      }
    } finally {
      await page.close();
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, lane));
  return results;
}
