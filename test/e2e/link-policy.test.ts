import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { mondayOf } from '../../domain/shared/weeks.ts';
import { startInProcess } from '../support/in-process-service.ts';
import { callApi } from '../support/listings.ts';
import { PATIENCE_MS } from '../support/until.ts';

let svc: Awaited<ReturnType<typeof startInProcess>>;

/** A listing live in this week's launches, on `plan`. */
async function live(name: string, plan: 'free' | 'paid') {
  const c = svc.container.commands;
  const ctx = { actor: 'acct_links' };
  const listingId = await c.reserveListingId(ctx);
  const slug = await c.claimListingSlug({ name, listingId }, ctx);
  await c.submitListing(
    { listingId, slug, ownerId: 'acct_links', draftId: null, url: `https://${slug}.test/`, profile: { name, categories: ['developer-tools'] } },
    ctx,
  );
  await c.scheduleLaunch({ listingId, week: mondayOf(new Date()), plan, unlocked: [] }, ctx);
  const r = await c.goLive({ listingId }, ctx);
  await svc.container.readModels.waitFor(r.position, PATIENCE_MS);
  return { listingId, slug };
}

const relOf = async (slug: string) => {
  const page = await (await fetch(`${svc.url}/listings/${slug}`)).text();
  // The website link goes through /go/<slug> (counted as a click) and keeps the policy's rel.
  return new RegExp(`<a href="/go/${slug}" rel="([^"]+)">`).exec(page)?.[1];
};

before(async () => {
  svc = await startInProcess({ SEED_DEMO: 'false' });
});
after(() => svc?.close());

describe('the published link policy', () => {
  it('follows the links of paid, verified and top-three listings, and marks a free one out of the top three ugc nofollow', async () => {
    // With no votes yet, this week's ranking follows the listings' order: paid, verified, third, fourth.
    const paid = await live('Paid Product', 'paid');
    const verified = await live('Verified Product', 'free');
    const third = await live('Third Product', 'free');
    const fourth = await live('Fourth Product', 'free');
    const claimed = await svc.container.commands.addClaimant({ listingId: verified.listingId, accountId: 'acct_claimer' }, { actor: 'test' });
    await svc.container.readModels.waitFor(claimed.position, PATIENCE_MS);

    assert.equal(await relOf(paid.slug), 'noopener', 'paid');
    assert.equal(await relOf(verified.slug), 'noopener', 'verified');
    assert.equal(await relOf(third.slug), 'noopener', 'third of its week');
    assert.equal(await relOf(fourth.slug), 'ugc nofollow noopener', 'free, fourth of its week');
  });

  it('is published on a page and in get_site_info, in the same words', async () => {
    const info = await callApi(`${svc.url}/api/v1`, 'GET', '/site', null);
    const policy = info.body.link_policy as { followed_when: string[]; followed_rel: string; otherwise_rel: string; page: string };
    assert.equal(policy.followed_rel, 'noopener');
    assert.equal(policy.otherwise_rel, 'ugc nofollow noopener');
    const page = await (await fetch(policy.page.replace(/^https?:\/\/[^/]+/, svc.url))).text();
    for (const when of policy.followed_when) assert.ok(page.includes(when.replaceAll("'", '&#39;')), when);
    assert.ok(page.includes(`rel="${policy.otherwise_rel}"`));
  });
});
