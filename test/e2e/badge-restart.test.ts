import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, describe, it } from 'node:test';
import { freePort } from '../support/free-port.ts';
import { callApi, submittedListing } from '../support/listings.ts';
import { runCli, type ServiceProcess, startService } from '../support/service-process.ts';
import { tempDir } from '../support/temp.ts';
import { ACME_PAGES } from '../support/test-site.ts';
import { quietElsewhere, until } from '../support/until.ts';

const ADMIN_TOKEN = 'admin-token-for-the-badge-restart-test';
let service: ServiceProcess;
let env: Record<string, string>;
let api = '';
let key = '';
let listingId = 0;
let slug = '';

/** The product's site: it can hold the badge checker's homepage request open, as a slow site would, while the worker is killed. */
let holding = false;
let homepage = ACME_PAGES['/'].body ?? '';
let held: (() => void) | null = null;
const heldRequest = new Promise<void>((resolve) => {
  held = resolve;
});
const site = http.createServer((req, res) => {
  if (req.url === '/robots.txt') return res.writeHead(404).end();
  if (req.url !== '/') return res.writeHead(404).end();
  if (holding && String(req.headers['user-agent']).startsWith('LaunchDirectoryBadgeCheck')) {
    held?.();
    return; // never answered: the process that asked is killed meanwhile
  }
  res.writeHead(200, { 'content-type': 'text/html' }).end(homepage);
});

before(async () => {
  const sitePort = await freePort();
  await new Promise<void>((r) => site.listen(sitePort, '127.0.0.1', r));
  const port = await freePort();
  env = { DATA_DIR: tempDir(), PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, CRAWL_ALLOW_HOSTS: `127.0.0.1:${sitePort}`, ADMIN_TOKEN };
  service = await startService(env);
  api = `${service.url}/api/v1`;
  assert.equal((await runCli(['users', 'create', '--email', 'kim@example.test', '--password', 'kim-password-123'], env)).code, 0);
  key = (await runCli(['api-keys', 'create', '--email', 'kim@example.test', '--scopes', 'account:read,listings:write'], env)).stdout.trim();
  ({ listingId, slug } = await submittedListing(api, key, `http://127.0.0.1:${sitePort}/`));
});
after(async () => {
  await service.stop();
  site.closeAllConnections();
  site.close();
});

describe('a badge check in flight when the server is killed', () => {
  it('is done after the restart, and recorded once', async () => {
    holding = true;
    const chosen = await callApi(api, 'POST', `/me/listings/${listingId}/free`, key);
    assert.equal(chosen.status, 200, JSON.stringify(chosen.body));
    const snippet = (await callApi(api, 'GET', `/listings/${slug}/badges`, null)).body.items[0].embed_html;
    await heldRequest;
    service.child.kill('SIGKILL');
    await service.stop();

    // Meanwhile the owner put the badge up; the restarted worker finds it.
    homepage = homepage.replace('</body>', `${snippet}</body>`);
    holding = false;
    service = await startService(env);
    await until('scheduled after the restart', async () => (await callApi(api, 'GET', `/me/listings/${listingId}`, key)).body.status === 'scheduled').catch(
      (error) => {
        throw new Error(`${error.message}:\n${service.output()}`);
      },
    );
    const history = (await callApi(`${service.url}/admin/v1`, 'GET', `/listings/${listingId}/history`, ADMIN_TOKEN)).body.versions as {
      cause: { event: string };
    }[];
    assert.equal(history.filter((v) => v.cause.event === 'BadgeChecked').length, 1, 'one check recorded');
    assert.equal(history.filter((v) => v.cause.event === 'BadgeVerified').length, 1);
    // Once every check job is done and everything projected, another check or verification would be in the history.
    await quietElsewhere(service.url, ['badge.check']);
    const again = (await callApi(`${service.url}/admin/v1`, 'GET', `/listings/${listingId}/history`, ADMIN_TOKEN)).body.versions as {
      cause: { event: string };
    }[];
    assert.equal(again.length, history.length, 'nothing more happens afterwards');
  });
});
