import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import * as cheerio from 'cheerio';
import { browserSession } from '../support/browser.ts';
import { startInProcess } from '../support/in-process-service.ts';
import { PATIENCE_MS } from '../support/until.ts';

type Running = Awaited<ReturnType<typeof startInProcess>>;
let svc: Running;
let owner: ReturnType<typeof browserSession>;
let listingId = 0;

const PROFILE = {
  name: 'Quill Ledger',
  categories: ['tools'],
  tagline: 'Books that balance themselves',
  short_description: 'Bookkeeping for small teams.',
  pricing_model: 'Subscription',
  pricing_summary: 'From $9 a month',
  country: 'PT',
  city: 'Lisbon',
  contact_email: 'hello@quill-ledger.test',
  demo_video_url: 'https://video.quill-ledger.test/tour',
  founded_year: 2021,
  features: ['Bank feeds', 'Receipts by mail'],
};

/** The owner's profile form as the page shows it: each field's name and the value it holds. */
async function profileForm(): Promise<Map<string, string>> {
  const $ = cheerio.load(await (await owner.browse(`/account/listings/${listingId}`)).text());
  const form = $(`form[action="/account/listings/${listingId}/edit"]`);
  assert.equal(form.length, 1, 'the page has the profile form');
  const values = new Map<string, string>();
  form.find('input[name], textarea[name]').each((_, el) => {
    const field = $(el);
    const name = field.attr('name') ?? '';
    if (name !== 'csrf') values.set(name, el.tagName === 'textarea' ? field.text() : (field.attr('value') ?? ''));
  });
  return values;
}

before(async () => {
  svc = await startInProcess();
  owner = browserSession(svc.url);
  await owner.signUp('quill@example.test', 'a long enough password', 'Quill');
  const account = await svc.container.streams.accountByEmail('quill@example.test');
  assert.ok(account);
  const c = svc.container.commands;
  const ctx = { actor: account.accountId };
  listingId = await c.reserveListingId(ctx);
  const slug = await c.claimListingSlug({ name: PROFILE.name, listingId }, ctx);
  const submitted = await c.submitListing(
    { listingId, slug, ownerId: account.accountId, draftId: null, url: 'https://quill-ledger.test/', profile: PROFILE },
    ctx,
  );
  await svc.container.readModels.waitFor(submitted.position, PATIENCE_MS);
});
after(() => svc?.close());

describe("the owner's listing page", () => {
  it('fills every profile field with what the listing holds, the contact e-mail and demo video included', async () => {
    const form = await profileForm();
    assert.equal(form.get('contact_email'), PROFILE.contact_email);
    assert.equal(form.get('demo_video_url'), PROFILE.demo_video_url);
    assert.equal(form.get('tagline'), PROFILE.tagline);
    assert.equal(form.get('pricing_model'), PROFILE.pricing_model);
    assert.equal(form.get('city'), PROFILE.city);
    assert.equal(form.get('founded_year'), '2021');
    assert.equal(form.get('features'), PROFILE.features.join('\n'));
  });

  it('records no edit when the form is saved as shown', async () => {
    const form = await profileForm();
    const csrf = await owner.csrfOn(`/account/listings/${listingId}`);
    const saved = await owner.post(`/account/listings/${listingId}/edit`, { csrf, ...Object.fromEntries(form) });
    assert.equal(saved.status, 303);
    assert.equal(saved.headers.get('location'), `/account/listings/${listingId}?done=nothing`);
    assert.deepEqual(await profileForm(), form);
  });

  it('saves a changed contact e-mail, and shows the new one', async () => {
    const form = await profileForm();
    const csrf = await owner.csrfOn(`/account/listings/${listingId}`);
    const saved = await owner.post(`/account/listings/${listingId}/edit`, { csrf, ...Object.fromEntries(form), contact_email: 'team@quill-ledger.test' });
    assert.equal(saved.status, 303);
    assert.equal(saved.headers.get('location'), `/account/listings/${listingId}?done=saved`);
    const after = await profileForm();
    assert.equal(after.get('contact_email'), 'team@quill-ledger.test');
    assert.equal(after.get('demo_video_url'), PROFILE.demo_video_url, 'the field not changed keeps its value');
  });
});
