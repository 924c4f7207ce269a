import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { PATIENCE_MS } from './until.ts';

/** Debian's Chromium (.ci/run installs it); Playwright's own download does not work on these machines. */
export const CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));

/** For `describe`/`it` options: skip, saying why, where there is no Chromium. */
export const skipWithoutChromium = CHROMIUM ? false : 'skipped: Debian chromium is not installed (.ci/run installs it)';

/**
 * Headless, unsandboxed (tests run as root), and reaching nowhere of its own accord: only the pages a
 * test opens. `args` adds switches, such as `--host-resolver-rules` sending a made-up name to a loopback
 * server. Every context it makes waits as long as the rest of the suite does for a page or an action
 * (Playwright's own 30 s is a guess at a machine's speed).
 */
export async function launchChromium(args: string[] = []) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--headless',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
      ...args,
    ],
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.setDefaultTimeout(PATIENCE_MS);
    context.setDefaultNavigationTimeout(PATIENCE_MS);
    return context;
  };
  return browser;
}
