import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startInProcess } from '../support/in-process-service.ts';
import { callApi } from '../support/listings.ts';
import { mailTo } from '../support/outbox.ts';
import { PATIENCE_MS } from '../support/until.ts';

const ADMIN_TOKEN = 'admin-token-for-the-community-forms-test';
type Running = Awaited<ReturnType<typeof startInProcess>>;
let svc: Running;
let slugs: string[] = [];

/** A person on the site without a browser: the session cookie and the page's CSRF token, by hand. */
class Visitor {
  cookie = '';
  readonly email: string;
  constructor(email: string) {
    this.email = email;
  }

  async send(path: string, form?: Record<string, string>) {
    const r = await fetch(`${svc.url}${path}`, {
      method: form ? 'POST' : 'GET',
      headers: { cookie: this.cookie, ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      body: form ? new URLSearchParams(form) : undefined,
      redirect: 'manual',
    });
    const set = r.headers.getSetCookie().map((c) => c.split(';')[0]);
    if (set.length) this.cookie = set.join('; ');
    return { status: r.status, headers: r.headers, text: await r.text() };
  }

  async signUp(confirm = true) {
    const csrf = /name="csrf" value="([^"]+)"/.exec((await this.send('/signup')).text)?.[1] ?? '';
    assert.equal((await this.send('/signup', { csrf, email: this.email, name: this.email.split('@')[0], password: 'a long enough password' })).status, 303);
    if (!confirm) return this;
    const mail = await mailTo(svc.dataDir, this.email, (m) => /Confirm your email/.test(m.subject));
    const link = /https?:\/\/\S+\/confirm-email\?\S+/.exec(mail.text)?.[0] ?? '';
    assert.equal((await this.send(link.replace(/^https?:\/\/[^/]+/, ''))).status, 200);
    return this;
  }

  async csrf(slug: string) {
    return /name="csrf" value="([^"]+)"/.exec((await this.send(`/listings/${slug}`)).text)?.[1] ?? '';
  }

  async post(slug: string, action: string, fields: Record<string, string> = {}) {
    return this.send(`/listings/${slug}/${action}`, { csrf: await this.csrf(slug), ...fields });
  }
}

const listing = async (slug: string) => (await callApi(`${svc.url}/api/v1`, 'GET', `/listings/${slug}`, null)).body;
const settled = async () => svc.container.readModels.waitFor(await svc.container.events.headPosition(), PATIENCE_MS);

describe('votes and reviews through the site forms', () => {
  before(async () => {
    svc = await startInProcess({ ADMIN_TOKEN, VOTE_LIMIT_PER_ACCOUNT: '2' });
    slugs = (await callApi(`${svc.url}/api/v1`, 'GET', '/launches?section=this-week&per_page=10', null)).body.items.map((l: { slug: string }) => l.slug);
    assert.ok(slugs.length >= 3, 'the demo week has three live launches');
  });
  after(() => svc?.close());

  it('take a vote back, and refuse the votes over the hourly limit with Retry-After', async () => {
    const cy = await new Visitor('cy@example.test').signUp();
    const before = (await listing(slugs[0])).votes;
    assert.equal((await cy.post(slugs[0], 'vote')).status, 303);
    await settled();
    assert.equal((await listing(slugs[0])).votes, before + 1);
    assert.match((await cy.send(`/listings/${slugs[0]}`)).text, /Take back your vote/);
    assert.equal((await cy.post(slugs[0], 'unvote')).status, 303);
    await settled();
    assert.equal((await listing(slugs[0])).votes, before);

    assert.equal((await cy.post(slugs[1], 'vote')).status, 303);
    const thirdBefore = (await listing(slugs[2])).votes;
    const third = await cy.post(slugs[2], 'vote');
    assert.equal(third.status, 429);
    assert.ok(Number(third.headers.get('retry-after')) > 0);
    assert.match(third.text, /too many votes/);
    await settled();
    assert.equal((await listing(slugs[2])).votes, thirdBefore);
    assert.doesNotMatch((await cy.send(`/listings/${slugs[2]}`)).text, /Take back your vote/);
  });

  it('refuse a form without the CSRF token, and send a visitor without a session to sign in', async () => {
    const di = await new Visitor('di@example.test').signUp();
    const forged = await di.send(`/listings/${slugs[0]}/vote`, {});
    assert.equal(forged.status, 403);
    const stranger = new Visitor('nobody@example.test');
    const r = await stranger.send(`/listings/${slugs[0]}/vote`, { csrf: 'x' });
    assert.equal(r.status, 303);
    assert.match(r.headers.get('location') ?? '', /^\/signin\?next=/);
    assert.equal((await di.send(`/listings/no-such-listing-here/vote`, { csrf: await di.csrf(slugs[0]) })).status, 404);
  });

  it('check a review, count it in the rating, and take it out when the site team hides it', async () => {
    const ed = await new Visitor('ed@example.test').signUp();
    const fi = await new Visitor('fi@example.test').signUp();
    const slug = slugs[1];
    const before = (await listing(slug)).community_rating;

    const badRating = await ed.post(slug, 'review', { rating: '9', text: 'Works for us every single day.' });
    assert.equal(badRating.status, 400);
    assert.match(badRating.text, /rating: must be a whole number from 1 to 5/);
    const shortText = await ed.post(slug, 'review', { rating: '4', text: 'ok' });
    assert.equal(shortText.status, 400);
    assert.match(shortText.text, /text: must be 10 to 2000 characters/);
    await settled();
    assert.deepEqual((await listing(slug)).community_rating, before);

    assert.equal((await ed.post(slug, 'review', { rating: '2', text: 'Crashed twice <script>alert(1)</script> on import.' })).status, 303);
    assert.equal((await fi.post(slug, 'review', { rating: '4', text: 'Does what it says, quickly.' })).status, 303);
    const page = (await fi.send(`/listings/${slug}`)).text;
    assert.match(page, /Crashed twice &lt;script&gt;alert\(1\)&lt;\/script&gt; on import\./);
    assert.doesNotMatch(page, /<script>alert/);
    await settled();
    assert.deepEqual((await listing(slug)).community_rating, { average: 3, count: 2 });

    // Editing replaces the review; there is still one per person.
    assert.equal((await ed.post(slug, 'review', { rating: '3', text: 'Crashed once on import; fixed since.' })).status, 303);
    await settled();
    assert.deepEqual((await listing(slug)).community_rating, { average: 3.5, count: 2 });

    const listingId = (await listing(slug)).listing_id;
    const admin = `${svc.url}/admin/v1`;
    const reviews = (await callApi(admin, 'GET', `/listings/${listingId}/community-reviews`, ADMIN_TOKEN)).body.items as {
      account_id: string;
      rating: number;
    }[];
    const eds = reviews.find((r) => r.rating === 3);
    assert.ok(eds);
    const hidden = await callApi(admin, 'POST', `/listings/${listingId}/community-reviews/${eds.account_id}/hide`, ADMIN_TOKEN, { reason: 'off-topic' });
    assert.equal(hidden.status, 200);
    await settled();
    assert.deepEqual((await listing(slug)).community_rating, { average: 4, count: 1 });
    assert.doesNotMatch((await fi.send(`/listings/${slug}`)).text, /Crashed once on import/);

    assert.equal((await fi.post(slug, 'review/delete')).status, 303);
    await settled();
    assert.deepEqual((await listing(slug)).community_rating, before);
  });

  it('let nobody review without a confirmed address', async () => {
    const gus = await new Visitor('gus@example.test').signUp(false);
    const r = await gus.post(slugs[0], 'review', { rating: '5', text: 'Best thing I ever used, honestly.' });
    assert.equal(r.status, 403);
    assert.match(r.text, /confirm/i);
  });
});
