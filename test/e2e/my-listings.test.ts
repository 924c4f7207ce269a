import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { apiKeyFor } from '../support/accounts.ts';
import { startInProcess } from '../support/in-process-service.ts';
import { callApi, submittedListing } from '../support/listings.ts';
import { ACME_PAGES, startTestSite, type TestSite } from '../support/test-site.ts';
import { PATIENCE_MS } from '../support/until.ts';

type Running = Awaited<ReturnType<typeof startInProcess>>;
const ADMIN_TOKEN = 'admin-token-for-my-listings-tests';
let site: TestSite;
let svc: Running;
let api = '';
let people = 0;

const call = (method: string, path: string, key: string | null, body?: unknown, headers?: Record<string, string>) =>
  callApi(api, method, path, key, body, headers);
const admin = (method: string, path: string, body?: unknown) => callApi(`${svc.url}/admin/v1`, method, path, ADMIN_TOKEN, body);

/** A 400 problem naming exactly the field that broke its bound. */
function assertNames(r: { status: number; body: any }, field: string) {
  assert.equal(r.status, 400, JSON.stringify(r.body));
  assert.ok(
    r.body.errors.some((e: { field: string }) => e.field === field),
    `expected ${field} in ${JSON.stringify(r.body.errors)}`,
  );
}

/** A person of one test alone (each test makes its own records), with a key that reads and writes listings. */
async function aPerson(name: string) {
  const who = `${name}-${++people}`;
  const { key } = await apiKeyFor(svc.container, who, ['account:read', 'listings:write']);
  return { who, key, readOnly: async () => (await apiKeyFor(svc.container, who, ['account:read'])).key };
}

/** A listing of a person of one test alone, submitted from the test site's draft. */
async function aListingOf(name: string) {
  const owner = await aPerson(name);
  return { ...owner, ...(await submittedListing(api, owner.key, `${site.url}/`)) };
}

/** Schedules a listing's launch for next week by the command orders and the free queue use: it is then public. */
async function scheduleNextWeek(listingId: number) {
  const monday = new Date();
  monday.setUTCDate(monday.getUTCDate() + ((8 - monday.getUTCDay()) % 7 || 7));
  const scheduled = await svc.container.commands.scheduleLaunch(
    { listingId, week: monday.toISOString().slice(0, 10) as never, plan: 'free', unlocked: [] },
    { actor: 'test' },
  );
  await svc.container.readModels.waitFor(scheduled.position, PATIENCE_MS);
}

async function mcpClient(key: string) {
  const client = new Client({ name: 'my-listings-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${svc.url}/mcp`), { requestInit: { headers: { authorization: `Bearer ${key}` } } }));
  return client;
}

before(async () => {
  site = await startTestSite(ACME_PAGES);
  svc = await startInProcess({ CRAWL_ALLOW_HOSTS: site.host, ADMIN_TOKEN });
  api = `${svc.url}/api/v1`;
});
after(async () => {
  await svc.close();
  await site.close();
});

describe('list_my_listings and get_my_listing', () => {
  it("list every listing the caller owns, in any status, with the owner's state", async () => {
    const { key, listingId, slug } = await aListingOf('ann');
    const keys = { ann: key };
    const mine = await call('GET', '/me/listings', keys.ann);
    assert.equal(mine.status, 200);
    assert.deepEqual(
      mine.body.items.map((l: { listing_id: number }) => l.listing_id),
      [listingId],
    );
    const [item] = mine.body.items;
    assert.equal(item.status, 'draft');
    assert.equal(item.public_status, null);
    assert.equal(item.plan, null);
    assert.deepEqual(item.badge, { verified: false, verified_at: null, checks: [], next_check_at: null, misses: 0, flagged: false, missed_week: null });
    const one = await call('GET', `/me/listings/${listingId}`, keys.ann);
    assert.equal(one.status, 200);
    assert.equal(one.body.name, 'Acme Widgets');
    assert.equal(one.body.status, 'draft');
    assert.deepEqual(one.body.sections, { story: { shown_publicly: false }, milestones: { shown_publicly: false }, media: { shown_publicly: false } });
    assert.equal((await call('GET', `/listings/${slug}`, null)).status, 404, 'a draft listing is not public');
  });

  it('answer 404 for another account’s listing and 400 naming a bad page or id', async () => {
    const ann = await aListingOf('ann');
    const bob = await aListingOf('bob');
    const [keys, listingId, bobsListing] = [{ ann: ann.key, bob: bob.key }, ann.listingId, bob.listingId];
    assert.equal((await call('GET', `/me/listings/${bobsListing}`, keys.ann)).status, 404);
    assert.equal((await call('GET', `/me/listings/${listingId}`, keys.bob)).status, 404);
    assert.equal((await call('GET', '/me/listings/999999', keys.ann)).status, 404);
    assertNames(await call('GET', '/me/listings?per_page=101', keys.ann), 'per_page');
    assertNames(await call('GET', '/me/listings?page=0', keys.ann), 'page');
    assertNames(await call('GET', '/me/listings/abc', keys.ann), 'listing_id');
    assert.equal((await call('GET', '/me/listings', null)).status, 401);
  });
});

describe('update_my_listing', () => {
  it('changes only the fields sent, publishes at once, and replaces socials and FAQs whole', async () => {
    const { key, listingId } = await aListingOf('ann');
    const keys = { ann: key };
    const before = (await call('GET', `/me/listings/${listingId}`, keys.ann)).body;
    const r = await call('PATCH', `/me/listings/${listingId}`, keys.ann, {
      fields: { tagline: 'Boards your widget team will use', headline: 'The widget board', founded_year: 2020, features: ['Boards', 'Comments'] },
      socials: { x: 'https://x.test/acme', github: 'https://github.com/acme-widgets' },
      faqs: [{ question: 'Is there a free plan?', answer: 'Yes, forever.' }],
    });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.equal(r.body.tagline, 'Boards your widget team will use');
    assert.equal(r.body.headline, 'The widget board');
    assert.equal(r.body.founded_year, 2020);
    assert.deepEqual(r.body.features, ['Boards', 'Comments']);
    assert.deepEqual(r.body.socials, { x: 'https://x.test/acme', github: 'https://github.com/acme-widgets' });
    assert.deepEqual(r.body.faqs, [{ question: 'Is there a free plan?', answer: 'Yes, forever.' }]);
    assert.equal(r.body.description, before.description, 'a field not sent is left alone');
    const again = await call('PATCH', `/me/listings/${listingId}`, keys.ann, { socials: { linkedin: 'https://linkedin.test/acme' }, fields: { city: '' } });
    assert.deepEqual(again.body.socials, { linkedin: 'https://linkedin.test/acme' });
    assert.equal(again.body.city ?? null, null, 'an empty string removes a field');
    assert.equal(again.body.headline, 'The widget board');
  });

  it('answers 400 naming the field for each class of bound, and changes nothing', async () => {
    const { key, listingId } = await aListingOf('ann');
    const keys = { ann: key };
    const patch = (body: unknown) => call('PATCH', `/me/listings/${listingId}`, keys.ann, body);
    const before = (await call('GET', `/me/listings/${listingId}`, keys.ann)).body;
    assertNames(await patch({ fields: { tagline: 'x'.repeat(201) } }), 'fields.tagline');
    assertNames(await patch({ fields: { seo_description: 'x'.repeat(321) } }), 'fields.seo_description');
    assertNames(await patch({ fields: { founded_year: 1799 } }), 'fields.founded_year');
    assertNames(await patch({ fields: { founded_year: '2020' } }), 'fields.founded_year');
    assertNames(await patch({ fields: { features: Array.from({ length: 21 }, (_, i) => `f${i}`) } }), 'fields.features');
    assertNames(await patch({ fields: { keywords: ['x'.repeat(201)] } }), 'fields.keywords[0]');
    assertNames(await patch({ fields: { name: 'Renamed' } }), 'fields.name');
    assertNames(await patch({ faqs: Array.from({ length: 11 }, () => ({ question: 'q', answer: 'a' })) }), 'faqs');
    assertNames(await patch({ faqs: [{ question: 'x'.repeat(301), answer: 'a' }] }), 'faqs[0].question');
    assertNames(await patch({ faqs: [{ question: 'q' }] }), 'faqs[0].answer');
    assertNames(await patch({ socials: { myspace: 'https://myspace.test/acme' } }), 'socials.myspace');
    assertNames(await patch({ socials: { x: `https://x.test/${'a'.repeat(500)}` } }), 'socials.x');
    assertNames(await patch({ apply_to: ['nowhere'] }), 'apply_to[0]');
    assertNames(await patch({ fields: { contact_email: 'not an address' } }), 'fields.contact_email');
    assertNames(await patch({ colour: 'red' }), 'colour');
    const after = (await call('GET', `/me/listings/${listingId}`, keys.ann)).body;
    assert.deepEqual(after, before);
  });

  it('is 404 for another owner, 403 without listings:write, and repeats nothing under the same Idempotency-Key', async () => {
    const ann = await aListingOf('ann');
    const listingId = ann.listingId;
    const keys = { ann: ann.key, annReadOnly: await ann.readOnly(), bob: (await aPerson('bob')).key };
    assert.equal((await call('PATCH', `/me/listings/${listingId}`, keys.bob, { fields: { tagline: 'hijacked' } })).status, 404);
    assert.equal((await call('PATCH', `/me/listings/${listingId}`, keys.annReadOnly, { fields: { tagline: 'read only' } })).status, 403);
    const history = async () => (await admin('GET', `/listings/${listingId}/history`)).body.versions.length;
    const versions = await history();
    const headers = { 'idempotency-key': 'edit-once-1' };
    const first = await call('PATCH', `/me/listings/${listingId}`, keys.ann, { fields: { pricing_summary: 'Free, then $12' } }, headers);
    const second = await call('PATCH', `/me/listings/${listingId}`, keys.ann, { fields: { pricing_summary: 'Free, then $12' } }, headers);
    assert.equal(first.status, 200);
    assert.deepEqual(second.body, first.body);
    assert.equal(await history(), versions + 1);
    const reused = await call('PATCH', `/me/listings/${listingId}`, keys.ann, { fields: { pricing_summary: 'something else' } }, headers);
    assert.equal(reused.status, 422, 'a key reused with another body is refused');
  });
});

describe('post_listing_update', () => {
  it('publishes an update with its number and time', async () => {
    const { key, listingId } = await aListingOf('ann');
    const keys = { ann: key };
    const r = await call('POST', `/me/listings/${listingId}/updates`, keys.ann, { title: 'We shipped CSV export', body: 'Every board exports to CSV now.' });
    assert.equal(r.status, 201, JSON.stringify(r.body));
    assert.equal(r.body.update_id, 1);
    assert.equal(r.body.title, 'We shipped CSV export');
    assert.ok(!Number.isNaN(Date.parse(r.body.published_at)));
    const mine = await call('GET', `/me/listings/${listingId}`, keys.ann);
    assert.equal(mine.body.latest_updates[0].title, 'We shipped CSV export');
    assert.equal(mine.body.counts.updates, 1);
  });

  it('answers 400 naming title or body, and 404 for another owner', async () => {
    const { key, listingId } = await aListingOf('ann');
    const keys = { ann: key, bob: (await aPerson('bob')).key };
    const post = (key: string, body: unknown) => call('POST', `/me/listings/${listingId}/updates`, key, body);
    assertNames(await post(keys.ann, { title: 'x'.repeat(201), body: 'b' }), 'title');
    assertNames(await post(keys.ann, { title: 't', body: 'x'.repeat(5001) }), 'body');
    assertNames(await post(keys.ann, { body: 'no title' }), 'title');
    assertNames(await post(keys.ann, { title: '   ', body: 'blank title' }), 'title');
    assert.equal((await post(keys.bob, { title: 'not mine', body: 'b' })).status, 404);
    assert.equal((await call('GET', `/me/listings/${listingId}`, keys.ann)).body.counts.updates, 0, 'nothing was posted');
  });
});

describe('add_milestone and delete_milestone', () => {
  it('add a numbered milestone the owner sees, and delete it', async () => {
    const { key, listingId } = await aListingOf('ann');
    const keys = { ann: key };
    const a = await call('POST', `/me/listings/${listingId}/milestones`, keys.ann, {
      date: '2024-03-01',
      title: 'First paying team',
      url: 'https://acme.test/blog/first',
    });
    assert.equal(a.status, 201, JSON.stringify(a.body));
    assert.deepEqual(a.body, { milestone_id: 1, date: '2024-03-01', title: 'First paying team', url: 'https://acme.test/blog/first' });
    const b = await call('POST', `/me/listings/${listingId}/milestones`, keys.ann, {
      date: '2025-01-15',
      title: '1,000 boards',
      description: 'A thousand boards made.',
    });
    assert.equal(b.body.milestone_id, 2);
    const mine = await call('GET', `/me/listings/${listingId}`, keys.ann);
    assert.deepEqual(
      mine.body.milestones.map((m: { milestone_id: number }) => m.milestone_id),
      [2, 1],
      'newest first',
    );
    const d = await call('DELETE', `/me/listings/${listingId}/milestones/1`, keys.ann);
    assert.equal(d.status, 200);
    assert.deepEqual(d.body, { deleted: true, milestone_id: 1 });
    assert.deepEqual(
      (await call('GET', `/me/listings/${listingId}`, keys.ann)).body.milestones.map((m: { milestone_id: number }) => m.milestone_id),
      [2],
    );
    assert.equal((await call('DELETE', `/me/listings/${listingId}/milestones/1`, keys.ann)).status, 404, 'already deleted');
  });

  it('never give an id twice: after the newest is deleted, the next milestone gets a new one', async () => {
    const { key, listingId } = await aListingOf('ann');
    const keys = { ann: key };
    const ever = new Set<number>();
    for (const title of ['First', 'Second']) {
      const made = await call('POST', `/me/listings/${listingId}/milestones`, keys.ann, { date: '2025-02-01', title });
      assert.equal(made.status, 201);
      ever.add(made.body.milestone_id);
    }
    const newest = await call('POST', `/me/listings/${listingId}/milestones`, keys.ann, { date: '2025-03-01', title: 'Short-lived' });
    assert.equal(newest.status, 201);
    ever.add(newest.body.milestone_id);
    assert.equal((await call('DELETE', `/me/listings/${listingId}/milestones/${newest.body.milestone_id}`, keys.ann)).status, 200);
    const next = await call('POST', `/me/listings/${listingId}/milestones`, keys.ann, { date: '2025-03-02', title: 'Here to stay' });
    assert.equal(next.status, 201);
    assert.ok(!ever.has(next.body.milestone_id), `milestone id ${next.body.milestone_id} was given before (${[...ever].join(', ')})`);
  });

  it('answer 400 naming the field for each bound, and 404 for another owner', async () => {
    const { key, listingId } = await aListingOf('ann');
    const keys = { ann: key, bob: (await aPerson('bob')).key };
    const add = (key: string, body: unknown) => call('POST', `/me/listings/${listingId}/milestones`, key, body);
    const kept = await add(keys.ann, { date: '2025-01-15', title: '1,000 boards' });
    assert.equal(kept.status, 201);
    assertNames(await add(keys.ann, { date: '2025-02-30', title: 'No such day' }), 'date');
    assertNames(await add(keys.ann, { date: 'yesterday', title: 'Not a date' }), 'date');
    assertNames(await add(keys.ann, { date: '2025-02-01', title: 'x'.repeat(201) }), 'title');
    assertNames(await add(keys.ann, { date: '2025-02-01' }), 'title');
    assertNames(await add(keys.ann, { date: '2025-02-01', title: 't', description: 'x'.repeat(2001) }), 'description');
    assertNames(await add(keys.ann, { date: '2025-02-01', title: 't', url: 'javascript:alert(1)' }), 'url');
    assertNames(await add(keys.ann, { date: '2025-02-01', title: 't', url: `https://acme.test/${'a'.repeat(500)}` }), 'url');
    assertNames(await call('DELETE', `/me/listings/${listingId}/milestones/0`, keys.ann), 'milestone_id');
    assert.equal((await add(keys.bob, { date: '2025-02-01', title: 'not mine' })).status, 404);
    assert.equal((await call('DELETE', `/me/listings/${listingId}/milestones/${kept.body.milestone_id}`, keys.bob)).status, 404);
    assert.deepEqual(
      (await call('GET', `/me/listings/${listingId}`, keys.ann)).body.milestones.map((m: { milestone_id: number }) => m.milestone_id),
      [kept.body.milestone_id],
      'only the milestone made before the refusals',
    );
  });
});

describe('set_founder_story', () => {
  it('sets the title and the eight sections, replacing the story whole', async () => {
    const { key, listingId } = await aListingOf('ann');
    const keys = { ann: key };
    const r = await call('PUT', `/me/listings/${listingId}/story`, keys.ann, {
      title: 'Why widgets',
      why_started: 'Our boards were a mess.',
      lessons: 'Ship small.',
    });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.deepEqual(r.body, { title: 'Why widgets', why_started: 'Our boards were a mess.', lessons: 'Ship small.' });
    const again = await call('PUT', `/me/listings/${listingId}/story`, keys.ann, { title: 'Why widgets', problem: 'Widgets get lost.' });
    assert.deepEqual(again.body, { title: 'Why widgets', problem: 'Widgets get lost.' });
  });

  it('answers 400 naming an unknown section or an overlong one, and 404 for another owner', async () => {
    const { key, listingId } = await aListingOf('ann');
    const keys = { ann: key, bob: (await aPerson('bob')).key };
    assert.equal((await call('PUT', `/me/listings/${listingId}/story`, keys.ann, { title: 'Why widgets', problem: 'Widgets get lost.' })).status, 200);
    assertNames(await call('PUT', `/me/listings/${listingId}/story`, keys.ann, { title: 't', moral: 'none' }), 'moral');
    assertNames(await call('PUT', `/me/listings/${listingId}/story`, keys.ann, { journey: 'x'.repeat(8001) }), 'journey');
    assertNames(await call('PUT', `/me/listings/${listingId}/story`, keys.ann, { title: 42 }), 'title');
    assert.equal((await call('PUT', `/me/listings/${listingId}/story`, keys.bob, { title: 'mine now' })).status, 404);
    assert.deepEqual((await call('GET', `/me/listings/${listingId}`, keys.ann)).body.story, { title: 'Why widgets', problem: 'Widgets get lost.' });
  });
});

describe('answer_interview', () => {
  it('records answers to the listed questions, shown in question order', async () => {
    const { key, listingId } = await aListingOf('ann');
    const keys = { ann: key };
    const questions = (await call('GET', '/interview-questions', null)).body.items;
    assert.ok(questions.length >= 2);
    const [q1, q2] = questions;
    const r = await call('PUT', '/me/interview', keys.ann, {
      answers: [
        { question_id: q2.question_id, answer: 'Ship every week.' },
        { question_id: q1.question_id, answer: 'A shared board for widgets.' },
      ],
    });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.deepEqual(r.body.items, [
      { question_id: q1.question_id, question: q1.question, answer: 'A shared board for widgets.' },
      { question_id: q2.question_id, question: q2.question, answer: 'Ship every week.' },
    ]);
    const mine = await call('GET', `/me/listings/${listingId}`, keys.ann);
    assert.deepEqual(
      mine.body.interview.map((a: { answer: string }) => a.answer),
      ['A shared board for widgets.', 'Ship every week.'],
    );
  });

  it('answers 400 naming an unknown question, too many answers or an overlong one', async () => {
    const ann = await aPerson('ann');
    const keys = { ann: ann.key, annReadOnly: await ann.readOnly() };
    const unknown = await call('PUT', '/me/interview', keys.ann, { answers: [{ question_id: 987654, answer: 'x' }] });
    assertNames(unknown, 'answers[0].question_id');
    assert.match(JSON.stringify(unknown.body), /987654/);
    assertNames(await call('PUT', '/me/interview', keys.ann, { answers: Array.from({ length: 31 }, () => ({ question_id: 1, answer: 'a' })) }), 'answers');
    assertNames(await call('PUT', '/me/interview', keys.ann, { answers: [{ question_id: 1, answer: 'x'.repeat(4001) }] }), 'answers[0].answer');
    assertNames(await call('PUT', '/me/interview', keys.ann, { answers: [{ question_id: 0, answer: 'a' }] }), 'answers[0].question_id');
    assertNames(await call('PUT', '/me/interview', keys.ann, {}), 'answers');
    assert.equal((await call('PUT', '/me/interview', keys.annReadOnly, { answers: [] })).status, 403);
  });
});

describe('paid sections on the public page', () => {
  it('hides milestones and story of an unpaid listing until they are unlocked, and shows the interview', async () => {
    const { key, listingId, slug } = await aListingOf('ann');
    const keys = { ann: key };
    const made = async (method: string, path: string, body: unknown) => {
      const r = await call(method, path, keys.ann, body);
      assert.ok(r.status === 200 || r.status === 201, `${method} ${path}: ${JSON.stringify(r.body)}`);
      return r.body;
    };
    await made('PATCH', `/me/listings/${listingId}`, { fields: { headline: 'The widget board' } });
    await made('POST', `/me/listings/${listingId}/updates`, { title: 'We shipped CSV export', body: 'Every board exports to CSV now.' });
    const milestone = await made('POST', `/me/listings/${listingId}/milestones`, {
      date: '2025-01-15',
      title: '1,000 boards',
      description: 'A thousand boards made.',
    });
    await made('PUT', `/me/listings/${listingId}/story`, { title: 'Why widgets', problem: 'Widgets get lost.' });
    const [q1, q2] = (await call('GET', '/interview-questions', null)).body.items;
    await made('PUT', '/me/interview', {
      answers: [
        { question_id: q1.question_id, answer: 'A shared board for widgets.' },
        { question_id: q2.question_id, answer: 'Ship every week.' },
      ],
    });
    await scheduleNextWeek(listingId);
    const hidden = await call('GET', `/listings/${slug}`, null);
    assert.equal(hidden.status, 200);
    assert.equal(hidden.body.status, 'upcoming');
    assert.equal(hidden.body.milestones, undefined);
    assert.equal(hidden.body.story, undefined);
    assert.equal(hidden.body.headline, 'The widget board');
    assert.equal(hidden.body.interview.length, 2);
    assert.equal(hidden.body.latest_updates[0].title, 'We shipped CSV export');
    const page = await (await fetch(`${svc.url}/listings/${slug}`)).text();
    assert.ok(!page.includes('1,000 boards') && !page.includes('Widgets get lost.'));
    assert.ok(page.includes('Ship every week.') && page.includes('We shipped CSV export'));

    const unlocked = await admin('POST', `/listings/${listingId}/unlock`, { sections: ['story', 'milestones'] });
    assert.equal(unlocked.status, 200, JSON.stringify(unlocked.body));
    const shown = await call('GET', `/listings/${slug}`, null);
    assert.deepEqual(shown.body.milestones, [
      { milestone_id: milestone.milestone_id, date: '2025-01-15', title: '1,000 boards', description: 'A thousand boards made.' },
    ]);
    assert.deepEqual(shown.body.story, { title: 'Why widgets', problem: 'Widgets get lost.' });
    const shownPage = await (await fetch(`${svc.url}/listings/${slug}`)).text();
    assert.ok(shownPage.includes('1,000 boards') && shownPage.includes('Widgets get lost.'));
    const owner = (await call('GET', `/me/listings/${listingId}`, keys.ann)).body;
    assert.deepEqual(owner.unlocked, ['story', 'milestones']);
    assert.equal(owner.sections.story.shown_publicly, true);
  });
});

describe('moderation by the site team', () => {
  it('shows every edit newest first with its before and after, and hides a listing from public reads but not from its owners', async () => {
    const { key, listingId, slug } = await aListingOf('ann');
    const keys = { ann: key };
    assert.equal((await call('PATCH', `/me/listings/${listingId}`, keys.ann, { fields: { tagline: 'Boards your widget team will use' } })).status, 200);
    assert.equal((await call('PATCH', `/me/listings/${listingId}`, keys.ann, { fields: { headline: 'The widget board' } })).status, 200);
    await scheduleNextWeek(listingId);
    assert.equal((await call('GET', `/listings/${slug}`, null)).status, 200, 'public before it is hidden');
    const feed = await admin('GET', `/reviews?listing=${listingId}&per_page=5`);
    assert.equal(feed.status, 200);
    const [newest] = feed.body.items;
    assert.equal(newest.listing.listing_id, listingId);
    assert.equal(newest.listing.slug, slug);
    assert.ok(newest.changes && typeof newest.changes === 'object');
    const times = feed.body.items.map((i: { at: string }) => i.at);
    assert.deepEqual([...times].sort().reverse(), times, 'newest first');
    assertNames(await admin('GET', '/reviews?per_page=101'), 'per_page');

    assertNames(await admin('POST', `/listings/${listingId}/hide`, {}), 'reason');
    assert.equal((await admin('POST', `/listings/${listingId}/hide`, { reason: 'Reported as spam' })).status, 200);
    assert.equal((await call('GET', `/listings/${slug}`, null)).status, 404);
    assert.equal((await fetch(`${svc.url}/listings/${slug}`)).status, 404);
    const owner = (await call('GET', `/me/listings/${listingId}`, keys.ann)).body;
    assert.equal(owner.hidden, true);
    assert.equal(owner.hidden_reason, 'Reported as spam');
    assert.equal(owner.public_status, null);
    assert.equal((await admin('POST', `/listings/${listingId}/unhide`)).status, 200);
    assert.equal((await call('GET', `/listings/${slug}`, null)).status, 200);
    assert.equal((await admin('POST', '/listings/999999/hide', { reason: 'x' })).status, 404);
  });
});

describe('the same operations as MCP tools', () => {
  it('answer as REST does, with the same 400s and 404s', async () => {
    const owner = await aListingOf('ann');
    const { listingId } = owner;
    const keys = { ann: owner.key };
    const bobsListing = (await aListingOf('bob')).listingId;
    const ann = await mcpClient(keys.ann);
    const tool = async (name: string, args: Record<string, unknown>) => {
      const r = await ann.callTool({ name, arguments: args });
      return { isError: r.isError === true, body: r.structuredContent as any };
    };
    assert.deepEqual((await tool('list_my_listings', {})).body, (await call('GET', '/me/listings', keys.ann)).body);
    assert.deepEqual((await tool('get_my_listing', { listing_id: listingId })).body, (await call('GET', `/me/listings/${listingId}`, keys.ann)).body);
    const edited = await tool('update_my_listing', { listing_id: listingId, fields: { summary: 'Boards for widget teams, from MCP.' } });
    assert.equal(edited.isError, false, JSON.stringify(edited.body));
    assert.equal(edited.body.summary, 'Boards for widget teams, from MCP.');
    assert.deepEqual(edited.body, (await call('GET', `/me/listings/${listingId}`, keys.ann)).body);
    const update = await tool('post_listing_update', { listing_id: listingId, title: 'From MCP', body: 'Posted by an agent.' });
    assert.equal(update.body.update_id, 1);
    const milestone = await tool('add_milestone', { listing_id: listingId, date: '2026-01-01', title: 'Agent era' });
    assert.equal(milestone.body.milestone_id, 1);
    assert.deepEqual((await tool('delete_milestone', { listing_id: listingId, milestone_id: 1 })).body, { deleted: true, milestone_id: 1 });
    assert.deepEqual((await tool('set_founder_story', { listing_id: listingId, title: 'Why widgets', problem: 'Widgets get lost.' })).body, {
      title: 'Why widgets',
      problem: 'Widgets get lost.',
    });
    const q = (await call('GET', '/interview-questions', null)).body.items[0];
    const answered = await tool('answer_interview', { answers: [{ question_id: q.question_id, answer: 'Via MCP.' }] });
    assert.equal(answered.body.items.find((a: { question_id: number }) => a.question_id === q.question_id).answer, 'Via MCP.');

    for (const [name, args, field] of [
      ['update_my_listing', { listing_id: listingId, fields: { tagline: 'x'.repeat(201) } }, 'fields.tagline'],
      ['post_listing_update', { listing_id: listingId, title: 't', body: 'x'.repeat(5001) }, 'body'],
      ['add_milestone', { listing_id: listingId, date: '2025-13-01', title: 't' }, 'date'],
      ['set_founder_story', { listing_id: listingId, moral: 'none' }, 'moral'],
      ['answer_interview', { answers: [{ question_id: 987654, answer: 'x' }] }, 'answers[0].question_id'],
      ['get_my_listing', { listing_id: 0 }, 'listing_id'],
    ] as const) {
      const r = await tool(name, args);
      assert.equal(r.isError, true, name);
      assert.equal(r.body.status, 400, name);
      assert.ok(
        r.body.errors.some((e: { field: string }) => e.field === field),
        `${name}: ${JSON.stringify(r.body.errors)}`,
      );
    }
    for (const [name, args] of [
      ['get_my_listing', { listing_id: bobsListing }],
      ['update_my_listing', { listing_id: bobsListing, fields: { tagline: 'hijack' } }],
      ['post_listing_update', { listing_id: bobsListing, title: 't', body: 'b' }],
      ['add_milestone', { listing_id: bobsListing, date: '2025-01-01', title: 't' }],
      ['delete_milestone', { listing_id: bobsListing, milestone_id: 1 }],
      ['set_founder_story', { listing_id: bobsListing, title: 't' }],
    ] as const) {
      const r = await tool(name, args);
      assert.equal(r.isError, true, name);
      assert.equal(r.body.status, 404, name);
    }
    await ann.close();
  });
});
