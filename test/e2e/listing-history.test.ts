import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { PROFILE_FIELD_NAMES } from '../../domain/listing/profile.ts';
import { apiKeyFor } from '../support/accounts.ts';
import { browserSession } from '../support/browser.ts';
import { startInProcess } from '../support/in-process-service.ts';
import { callApi, submittedListing } from '../support/listings.ts';
import { mailTo } from '../support/outbox.ts';
import { runCli } from '../support/service-process.ts';
import { ACME_PAGES, startTestSite, type TestSite } from '../support/test-site.ts';
import { PATIENCE_MS, until } from '../support/until.ts';

type Running = Awaited<ReturnType<typeof startInProcess>>;
const ADMIN_TOKEN = 'admin-token-for-the-history-tests';
let product: TestSite;
let svc: Running;
let api = '';
let listingId = 0;
let slug = '';
const people: Record<'ann' | 'cora', { key: string; accountId: string }> = {} as never;
let beforeCoraEdited = '';
let coraEditId = '';

const call = (method: string, path: string, key: string | null, body?: unknown) => callApi(api, method, path, key, body);
const admin = (method: string, path: string) => callApi(`${svc.url}/admin/v1`, method, path, ADMIN_TOKEN);
const history = (...args: string[]) => runCli(['history', ...args], { DATA_DIR: svc.dataDir, SEED_DEMO: 'false' });
const pause = () => new Promise((r) => setTimeout(r, 25));

before(async () => {
  product = await startTestSite(ACME_PAGES);
  svc = await startInProcess({ CRAWL_ALLOW_HOSTS: product.host, ADMIN_TOKEN });
  api = `${svc.url}/api/v1`;
  people.ann = await apiKeyFor(svc.container, 'ann', ['account:read', 'listings:write']);
  ({ listingId, slug } = await submittedListing(api, people.ann.key, `${product.url}/`));

  // Cora joins as a co-founder by the emailed invite, which makes her a co-owner of the listing.
  const draftId =
    (await call('GET', `/me/listings/${listingId}`, people.ann.key)).body.draft_id ?? (await call('GET', '/drafts', people.ann.key)).body.items[0].id;
  assert.equal((await call('POST', `/drafts/${draftId}/invites`, people.ann.key, { email: 'cora@example.test' })).status, 201);
  const link = new URL(/https?:\/\/\S+\/invites\/\S+/.exec((await mailTo(svc.dataDir, 'cora@example.test', (m) => /invites you/.test(m.subject))).text)![0]);
  const cora = browserSession(svc.url);
  await cora.signUp('cora@example.test', 'cora-password-1', 'Cora');
  const csrf = await cora.csrfOn(`${link.pathname}${link.search}`);
  assert.equal((await cora.post(link.pathname, { csrf, draft: link.searchParams.get('draft')!, token: link.searchParams.get('token')! })).status, 303);
  people.cora = await apiKeyFor(svc.container, 'cora', ['account:read', 'listings:write']);
  await until('cora is a co-owner', async () => (await call('GET', `/me/listings/${listingId}`, people.cora.key)).status === 200);

  // Two people edit; then the site team reverts Cora's edit.
  assert.equal(
    (await call('PATCH', `/me/listings/${listingId}`, people.ann.key, { fields: { tagline: 'Boards for widget teams', features: ['Boards', 'Comments'] } }))
      .status,
    200,
  );
  await pause();
  beforeCoraEdited = new Date().toISOString();
  await pause();
  const coraEdit = await call('PATCH', `/me/listings/${listingId}`, people.cora.key, {
    fields: { tagline: 'The one widget board', seo_title: 'Acme: widget boards' },
  });
  assert.equal(coraEdit.status, 200);
  coraEditId = (await admin('GET', `/reviews?listing=${listingId}`)).body.items[0].edit_id;
  assert.equal((await admin('POST', `/reviews/${coraEditId}/revert`)).status, 200);
  assert.equal((await call('PATCH', `/me/listings/${listingId}`, people.ann.key, { fields: { headline: 'The widget board for teams' } })).status, 200);
  // Published for a launch week (orders and the free queue will do this through the same command).
  const monday = new Date();
  monday.setUTCDate(monday.getUTCDate() + ((8 - monday.getUTCDay()) % 7 || 7));
  const r = await svc.container.commands.scheduleLaunch(
    { listingId, week: monday.toISOString().slice(0, 10) as never, plan: 'paid', unlocked: [] },
    { actor: 'test' },
  );
  await svc.container.readModels.waitFor(r.position, PATIENCE_MS);
});
after(async () => {
  await svc.close();
  await product.close();
});

describe('launchdir history', () => {
  it('prints every version in order with its actor, cause and field-level diff', async () => {
    const text = await history(slug);
    assert.equal(text.code, 0, text.stderr);
    const headers = text.stdout.split('\n').filter((l) => l.startsWith('version '));
    assert.deepEqual(
      headers.map((h) => Number(/^version (\d+)/.exec(h)![1])),
      headers.map((_, i) => i + 1),
    );
    const edits = headers.filter((h) => h.includes('ListingEdited'));
    assert.ok(edits.some((h) => h.includes(`by ${people.ann.accountId}`) && h.includes('source owner')));
    assert.ok(edits.some((h) => h.includes(`by ${people.cora.accountId}`) && h.includes('source owner')));
    assert.ok(edits.some((h) => h.includes('source moderation') && h.includes(`reverts edit ${coraEditId}`)));
    assert.match(text.stdout, /tagline: "Boards for widget teams" → "The one widget board"/);
    assert.match(text.stdout, /tagline: "The one widget board" → "Boards for widget teams"/);
    assert.match(text.stdout, /seo_title: "Acme: widget boards" → —/);

    const json = JSON.parse((await history(String(listingId), '--json')).stdout);
    const edited = json.versions.filter((v: { cause: { event: string } }) => v.cause.event === 'ListingEdited');
    const actors = edited.map((v: { actor: string }) => v.actor);
    const ann = people.ann.accountId;
    const cora = people.cora.accountId;
    // The draft's own edits come first; then Ann, Cora, the revert and Ann again.
    assert.deepEqual(actors.slice(-4), [ann, cora, 'admin', ann]);
    const [byAnn, byCora, revert] = edited.slice(-4);
    assert.deepEqual(byAnn.changes, {
      tagline: { before: byAnn.changes.tagline.before, after: 'Boards for widget teams' },
      features: { before: byAnn.changes.features.before, after: ['Boards', 'Comments'] },
    });
    assert.deepEqual(Object.keys(byCora.changes).sort(), ['seo_title', 'tagline']);
    assert.deepEqual(revert.changes, {
      tagline: { before: 'The one widget board', after: 'Boards for widget teams' },
      seo_title: { before: 'Acme: widget boards', after: null },
    });
    assert.equal(revert.cause.reverts, coraEditId);
  });

  it('reproduces an earlier version exactly with --as-of', async () => {
    const all = JSON.parse((await history(slug, '--json')).stdout).versions;
    const expected = all.filter((v: { at: string }) => v.at <= beforeCoraEdited).at(-1);
    const asOf = await history(slug, '--as-of', beforeCoraEdited, '--json');
    assert.equal(asOf.code, 0, asOf.stderr);
    const then = JSON.parse(asOf.stdout).version;
    assert.deepEqual(then, expected);
    assert.equal(then.listing.profile.tagline, 'Boards for widget teams');
    assert.equal(then.listing.profile.seo_title, undefined);
    const text = await history(slug, '--as-of', beforeCoraEdited);
    assert.match(text.stdout, /tagline: "Boards for widget teams"/);
    assert.equal((await history(slug, '--as-of', '2001-01-01')).code, 1, 'before the listing existed');
    assert.equal((await history(slug, '--as-of', 'last tuesday')).code, 64);
    assert.equal((await history('no-such-listing')).code, 1);
  });

  it('ends with the version get_listing shows, field for field', async () => {
    const { versions } = JSON.parse((await history(slug, '--json')).stdout);
    const latest = versions.at(-1).listing;
    const shown = (await call('GET', `/listings/${slug}`, null)).body;
    const value = (v: unknown) => (v === undefined || (Array.isArray(v) && v.length === 0) ? null : v);
    // get_listing groups a few facts (pricing, links); every other fact is under its own name.
    const asShown: Record<string, unknown> = {
      ...shown,
      pricing_model: shown.pricing.model,
      pricing_summary: shown.pricing.summary,
      demo_video_url: shown.links.demo_video,
      contact_email: shown.links.contact_email,
    };
    for (const field of PROFILE_FIELD_NAMES) {
      if (field === 'categories') continue;
      assert.deepEqual(value(asShown[field]), value(latest.profile[field]), field);
    }
    assert.deepEqual(
      shown.categories.map((c: { slug: string }) => c.slug),
      latest.profile.categories,
    );
    assert.equal(shown.listing_id, latest.listing_id);
    assert.equal(shown.slug, latest.slug);
    assert.equal(shown.launch_week, latest.launch_week);
    assert.equal(shown.headline, latest.profile.headline);
    assert.equal(shown.summary, latest.profile.summary ?? null);
    assert.deepEqual(shown.seo, { title: latest.profile.seo_title ?? null, description: latest.profile.seo_description ?? null });
    assert.deepEqual(shown.faqs, latest.profile.faqs ?? []);
    assert.deepEqual(shown.socials, latest.profile.socials ?? {});
    assert.deepEqual(
      shown.founders.map((f: { name: string }) => f.name),
      (latest.profile.founders ?? []).map((f: { name: string }) => f.name),
    );
    assert.deepEqual(shown.not_found_on_website, latest.profile.not_found_on_website ?? []);
  });

  it('is served to the site team at /admin/v1/listings/{id}/history, the same as the CLI replays', async () => {
    const cli = JSON.parse((await history(slug, '--json')).stdout);
    const served = await admin('GET', `/listings/${listingId}/history`);
    assert.equal(served.status, 200);
    assert.deepEqual(served.body, cli);
    const asOf = await admin('GET', `/listings/${listingId}/history?as_of=${encodeURIComponent(beforeCoraEdited)}`);
    assert.deepEqual(asOf.body.version, JSON.parse((await history(slug, '--as-of', beforeCoraEdited, '--json')).stdout).version);
    assert.equal((await admin('GET', `/listings/${listingId}/history?as_of=soon`)).status, 400);
    assert.equal((await admin('GET', '/listings/999999/history')).status, 404);
    assert.equal((await callApi(`${svc.url}/admin/v1`, 'GET', `/listings/${listingId}/history`, 'wrong-token')).status, 401);
  });
});
