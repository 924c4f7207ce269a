import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

/** Debian's Chromium (.ci/run installs it); Playwright's own download does not work on these machines. */
export const CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));

/** For `describe`/`it` options: skip, saying why, where there is no Chromium. */
export const skipWithoutChromium = CHROMIUM ? false : 'skipped: Debian chromium is not installed (.ci/run installs it)';

/**
 * Headless, unsandboxed (tests run as root), and reaching nowhere of its own accord: only the pages a test opens.
 * `args` adds switches, such as `--host-resolver-rules` sending a made-up name to a loopback server.
 */
export function launchChromium(args: string[] = []) {
  return chromium.launch({
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
}
