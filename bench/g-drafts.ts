import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../app/config.ts';
import { createLogger } from '../app/logger.ts';
import { serve } from '../app/serve.ts';
import { hashPassword, newApiKey, sha256 } from '../infra/secrets/node-secrets.ts';
import { ACME_PAGES, startTestSite } from '../test/support/test-site.ts';
import { fmt, line } from './support/stats.ts';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** (g) time from POST /drafts to a ready draft, against fetching the same pages directly. */
export async function benchDrafts(runs = 7) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-g-'));
  const site = await startTestSite(ACME_PAGES);
  const running = await serve(
    loadConfig({
      DATA_DIR: dir,
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO: 'true',
      CRAWL_ALLOW_HOSTS: site.host,
      EVENTSTORE_SYNC: 'full',
      RATE_LIMIT_PER_MINUTE: '0',
    }),
    createLogger('silent'),
  );
  try {
    const c = running.container;
    await c.commands.signUp(
      { accountId: 'acct_0000000000000b00', email: 'bench@example.test', name: '', passwordHash: await hashPassword('bench-password'), role: 'user' },
      { actor: 'bench' },
    );
    const k = newApiKey();
    const made = await c.commands.createApiKey(
      {
        accountId: 'acct_0000000000000b00',
        keyId: k.keyId,
        name: 'bench',
        scopes: ['account:read', 'listings:write'],
        prefix: k.prefix,
        secretHash: sha256(k.key),
      },
      { actor: 'bench' },
    );
    await c.readModels.waitFor(made.position, 5000);
    const headers = { authorization: `Bearer ${k.key}`, 'content-type': 'application/json' };
    const drafts: number[] = [];
    const direct: number[] = [];
    for (let i = 0; i < runs; i++) {
      const d0 = performance.now();
      for (const p of ['/robots.txt', '/', '/pricing']) await (await fetch(site.url + p)).text();
      direct.push(performance.now() - d0);
      const t0 = performance.now();
      const { id } = (await (
        await fetch(`${running.url}/api/v1/drafts`, { method: 'POST', headers, body: JSON.stringify({ url: `${site.url}/` }) })
      ).json()) as { id: string };
      for (;;) {
        const d = (await (await fetch(`${running.url}/api/v1/drafts/${id}`, { headers })).json()) as { status: string };
        if (d.status === 'ready' || d.status === 'failed') break;
        await new Promise((r) => setTimeout(r, 20));
      }
      drafts.push(performance.now() - t0);
    }
    line(`(g) draft from URL to ready, median of ${runs}`, [
      `${fmt(median(drafts), 0)} ms`,
      `baseline: fetching the same pages directly ${fmt(median(direct), 1)} ms`,
      `ratio ${fmt(median(drafts) / median(direct), 1)}`,
      `target < 60 s`,
    ]);
  } finally {
    await running.close();
    await site.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
