import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { loadConfig } from '../../app/config.ts';
import { createContainer } from '../../app/container.ts';
import { createLogger } from '../../app/logger.ts';
import { browserSession } from '../support/browser.ts';
import { freePort } from '../support/free-port.ts';
import { callApi, submittedListing } from '../support/listings.ts';
import { outbox } from '../support/outbox.ts';
import { runCli, type ServiceProcess, startService } from '../support/service-process.ts';
import { tempDir } from '../support/temp.ts';
import { ACME_PAGES, startTestSite, type TestSite } from '../support/test-site.ts';
import { quietElsewhere, until } from '../support/until.ts';

let product: TestSite;
let service: ServiceProcess;
let env: Record<string, string>;
let api = '';
let people = 0;
type Session = ReturnType<typeof browserSession>;

const mailsAbout = (title: string) => outbox(env.DATA_DIR).filter((m) => m.subject === `Acme Widgets: ${title}`);

/** Waits until the mails about an update reach these people and no mail job is left, so a duplicate would be there too. */
async function settledMails(title: string, to: string[]) {
  // A job leased by a killed worker is offered again once its lease holder is seen to be gone (seconds).
  await until(`mails about "${title}" to ${to.join(', ')}`, async () => to.every((who) => mailsAbout(title).some((m) => m.to === who))).catch((error) => {
    throw new Error(`${error.message}: they reached only ${mailsAbout(title).map((m) => m.to)}; the service said:\n${service.output()}`);
  });
  await quietElsewhere(service.url, ['mail.listing-update']);
  return mailsAbout(title)
    .map((m) => m.to)
    .sort();
}

/** A listing of an owner of one test alone (each test makes its own records), published for next week's launch. */
async function aPublishedListing() {
  const owner = `owner-${++people}@example.test`;
  assert.equal((await runCli(['users', 'create', '--email', owner, '--password', 'owner-password-1'], env)).code, 0);
  const key = (await runCli(['api-keys', 'create', '--email', owner, '--scopes', 'account:read,listings:write'], env)).stdout.trim();
  const { listingId, slug } = await submittedListing(api, key, `${product.url}/`);
  // Published for a launch week by the command orders and the free queue use.
  const c = await createContainer(loadConfig(env), createLogger('silent'));
  const monday = new Date();
  monday.setUTCDate(monday.getUTCDate() + ((8 - monday.getUTCDay()) % 7 || 7));
  await c.commands.scheduleLaunch({ listingId, week: monday.toISOString().slice(0, 10) as never, plan: 'free', unlocked: [] }, { actor: 'test' });
  await c.close();
  await until('the listing published', async () => (await callApi(api, 'GET', `/listings/${slug}`, null)).status === 200);
  const post = (title: string) => callApi(api, 'POST', `/me/listings/${listingId}/updates`, key, { title, body: `${title}: the details.` });
  return { slug, post };
}

/** People of one test alone, signed up on the site. */
async function signedUp(names: string[]) {
  const sessions: Record<string, Session> = {};
  for (const name of names) {
    const email = `${name}-${++people}@example.test`;
    sessions[email] = browserSession(service.url);
    await sessions[email].signUp(email, 'follower-password-1');
  }
  return sessions;
}

/** A published listing with two followers who followed it from its page. */
async function aFollowedListing() {
  const listing = await aPublishedListing();
  const sessions = await signedUp(['fay', 'gus']);
  for (const s of Object.values(sessions))
    assert.equal((await s.post(`/listings/${listing.slug}/follow`, { csrf: await s.csrfOn(`/listings/${listing.slug}`) })).status, 303);
  return { ...listing, sessions, followers: Object.keys(sessions).sort() };
}

before(async () => {
  product = await startTestSite(ACME_PAGES);
  const port = await freePort();
  env = { DATA_DIR: tempDir(), PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, CRAWL_ALLOW_HOSTS: product.host, EVENTSTORE_SYNC: 'full' };
  service = await startService(env);
  api = `${service.url}/api/v1`;
});
after(async () => {
  await service.stop();
  await product.close();
});

describe('following a listing and its updates', () => {
  it('is done from the listing page by signed-in people, without JavaScript, once each', async () => {
    const { slug } = await aPublishedListing();
    const sessions = await signedUp(['fay', 'gus']);
    const followers = Object.keys(sessions);
    const stranger = browserSession(service.url);
    const signedOut = await stranger.browse(`/listings/${slug}`);
    // The listing is still to launch: following it is asking to be told when it does.
    assert.match(await signedOut.text(), /href="\/signin\?next=[^"]+">Notify me when it launches<span class="visually-hidden"> \(sign in first\)/);
    const refused = await stranger.post(`/listings/${slug}/follow`, {});
    assert.equal(refused.status, 303);
    assert.equal(refused.headers.get('location'), `/signin?next=${encodeURIComponent(`/listings/${slug}`)}`);

    for (const email of followers) {
      const s = sessions[email];
      assert.equal((await s.post(`/listings/${slug}/follow`, { csrf: 'forged' })).status, 403, 'a form without the page’s token is refused');
      const csrf = await s.csrfOn(`/listings/${slug}`);
      const followed = await s.post(`/listings/${slug}/follow`, { csrf });
      assert.equal(followed.status, 303);
      assert.equal(followed.headers.get('location'), `/listings/${slug}`);
      // A second press (a resubmitted form) is still one follow.
      assert.equal((await s.post(`/listings/${slug}/follow`, { csrf })).status, 303);
      const page = await (await s.browse(`/listings/${slug}`)).text();
      assert.match(page, />Following: we will mail you when it launches \(unfollow\)</);
    }
    const other = await sessions[followers[0]].post(
      `/listings/${slug}/follow`,
      { csrf: await sessions[followers[0]].csrfOn(`/listings/${slug}`) },
      { origin: 'https://evil.test' },
    );
    assert.equal(other.status, 403, 'a post from another site is refused');
    assert.equal((await callApi(api, 'GET', `/listings/${slug}`, null)).body.followers, 2);
    assert.match(await (await fetch(`${service.url}/listings/${slug}`)).text(), /2 followers/);
    const board = await callApi(api, 'GET', '/listings?status=upcoming&sort=most_followed&per_page=1', null);
    assert.equal(board.body.items[0].slug, slug, 'the most-followed sort counts follows');
  });

  it('mails each follower once per update', async () => {
    const { slug, post, followers } = await aFollowedListing();
    const r = await post('CSV export is here');
    assert.equal(r.status, 201, JSON.stringify(r.body));
    assert.deepEqual(await settledMails('CSV export is here', followers), followers);
    const mail = mailsAbout('CSV export is here')[0];
    assert.match(mail.text, /CSV export is here: the details\./);
    assert.ok(mail.text.includes(`${service.url}/listings/${slug}`));
    const feed = await (await fetch(`${service.url}/updates`)).text();
    assert.match(feed, /CSV export is here/);
  });

  it('still mails each follower exactly once when the server is killed right after acknowledging the update', async () => {
    const { post, followers } = await aFollowedListing();
    assert.equal((await post('Offline mode')).status, 201);
    assert.deepEqual(await settledMails('Offline mode', followers), followers);
    const r = await post('Dark mode shipped');
    assert.equal(r.status, 201);
    service.child.kill('SIGKILL');
    await service.stop();
    service = await startService(env);
    assert.deepEqual(await settledMails('Dark mode shipped', followers), followers);
    assert.deepEqual(await settledMails('Offline mode', followers), followers, 'the earlier update is not mailed again');
  });

  it('stops mailing someone who unfollows', async () => {
    const { slug, post, sessions, followers } = await aFollowedListing();
    const gus = sessions[followers[1]];
    const csrf = await gus.csrfOn(`/listings/${slug}`);
    assert.equal((await gus.post(`/listings/${slug}/unfollow`, { csrf })).status, 303);
    assert.match(await (await gus.browse(`/listings/${slug}`)).text(), />Notify me when it launches</);
    assert.equal((await callApi(api, 'GET', `/listings/${slug}`, null)).body.followers, 1);
    assert.equal((await post('Price change')).status, 201);
    assert.deepEqual(await settledMails('Price change', [followers[0]]), [followers[0]]);
  });
});
