import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { commentsProjection } from '../../projections/comments.ts';
import { physicalName } from '../../projections/engine/generations.ts';
import { rebuildProjection } from '../../projections/index.ts';
import { browserSession } from '../support/browser.ts';
import { startInProcess } from '../support/in-process-service.ts';
import { callApi } from '../support/listings.ts';
import { type Member, makerWithLiveListing, siteMember } from '../support/members.ts';
import { whereStored } from '../support/stored-text.ts';
import { until } from '../support/until.ts';

const ADMIN_TOKEN = 'admin-token-for-the-comments-test';
type Running = Awaited<ReturnType<typeof startInProcess>>;
type Thread = { comment_id: string; state: string; author: { name: string; is_maker: boolean } | null; text: string | null; replies: Thread[] };

let svc: Running;
let api = '';
let slug = '';
let listingId = 0;
let maker: Member;
let team: Member;

const threads = async (): Promise<Thread[]> => {
  const r = await callApi(api, 'GET', `/listings/${slug}/comments?per_page=100`, null);
  assert.equal(r.status, 200, JSON.stringify(r.body));
  return r.body.items;
};
const everyText = async () => (await threads()).flatMap((t) => [t, ...t.replies]).map((c) => c.text);
const page = async (who?: Member) => (who ? await who.browse(`/listings/${slug}`) : await fetch(`${svc.url}/listings/${slug}`)).text();
const feeds = async () =>
  `${await (await fetch(`${svc.url}/listings/${slug}/feed.atom`)).text()}\n${await (await fetch(`${svc.url}/listings/${slug}/feed.json`)).text()}`;
const comment = (who: Member, text: string, parentId?: string) =>
  who.submit(`/listings/${slug}`, `/listings/${slug}/comments`, { text, ...(parentId ? { parent_id: parentId } : {}) });
const idOf = async (text: string) => {
  const all = (await threads()).flatMap((t) => [t, ...t.replies]);
  const found = all.find((c) => c.text === text);
  assert.ok(found, `"${text}" is in the discussion`);
  return found.comment_id;
};

/** Replays the comments read model into a fresh generation and waits until the service reads from it. */
async function rebuildComments() {
  const r = await rebuildProjection(commentsProjection, svc.container);
  const runner = svc.container.runners.find((x) => x.projection.name === 'comments');
  await until('the service reads the rebuilt comments', async () => runner?.generation === r.generation);
  return r;
}

describe('the discussion under a listing', () => {
  before(async () => {
    svc = await startInProcess({ SEED_DEMO: 'false', ADMIN_TOKEN, COMMENT_LIMIT_PER_ACCOUNT: '4' });
    api = `${svc.url}/api/v1`;
    const m = await makerWithLiveListing(svc.container, svc.url, 'disc-maker', 'Threadline');
    slug = m.slug;
    listingId = m.listingId;
    maker = m.session;
    assert.equal(
      (await maker.submit(`/account/listings/${m.listingId}`, `/account/listings/${m.listingId}/discussion`, { comments_in_feeds: 'yes' })).status,
      303,
    );
    team = browserSession(svc.url);
    assert.equal((await team.submit('/admin', '/admin/token', { token: ADMIN_TOKEN })).status, 303);
  });
  after(() => svc?.close());

  it('threads a comment and the maker’s reply, marked Maker, in the page, list_comments, get_listing and the feeds', async () => {
    const ann = await siteMember(svc.url, svc.dataDir, 'ann@example.test', 'Ann');
    assert.equal((await comment(ann, 'Does it work offline?')).status, 303);
    const first = await idOf('Does it work offline?');
    assert.equal((await comment(maker, 'Yes: everything syncs when you are back online.', first)).status, 303);
    const [thread] = await threads();
    assert.equal(thread.author?.name, 'Ann');
    assert.equal(thread.author?.is_maker, false);
    assert.equal(thread.replies[0].text, 'Yes: everything syncs when you are back online.');
    assert.equal(thread.replies[0].author?.is_maker, true);
    assert.equal((await callApi(api, 'GET', `/listings/${slug}`, null)).body.comment_count, 2);
    const html = await page();
    assert.match(html, /<span class="pill brand maker-mark">Maker<\/span>/);
    assert.match(html, /Yes: everything syncs/);
    assert.match(await feeds(), /Does it work offline\?/);

    // Its author edits it within the quarter hour; the console keeps both versions.
    assert.equal(
      (await ann.submit(`/listings/${slug}`, `/listings/${slug}/comments/${first}/edit`, { text: 'Does it work offline, on a plane?' })).status,
      303,
    );
    const edited = (await threads()).find((t) => t.comment_id === first);
    assert.equal(edited?.text, 'Does it work offline, on a plane?');
    assert.ok((await callApi(api, 'GET', `/listings/${slug}/comments`, null)).body.items.some((t: { edited_at: string | null }) => t.edited_at));
    const versions = await (await team.browse(`/admin/comments/${first}`)).text();
    assert.match(versions, /CommentPosted<\/td>.*<td>Does it work offline\?<\/td>/);
    assert.match(versions, /CommentEdited<\/td>.*<td>Does it work offline, on a plane\?<\/td>/);
    // Someone else cannot edit it.
    const bo = await siteMember(svc.url, svc.dataDir, 'bo-editor@example.test', 'Bo');
    assert.equal((await bo.submit(`/listings/${slug}`, `/listings/${slug}/comments/${first}/edit`, { text: 'Mine now' })).status, 404);
  });

  it('refuses bad input with a 4xx naming the field, and records nothing', async () => {
    const bo = await siteMember(svc.url, svc.dataDir, 'bo@example.test', 'Bo');
    const before = await everyText();
    const blank = await comment(bo, '   ');
    assert.equal(blank.status, 400);
    assert.match(await blank.text(), /text: write something/);
    const long = await comment(bo, 'x'.repeat(3001));
    assert.equal(long.status, 400);
    assert.match(await long.text(), /text: must be at most 3000 characters/);
    const reply = (await threads())[0].replies[0].comment_id;
    const deep = await comment(bo, 'A reply to a reply', reply);
    assert.equal(deep.status, 400);
    assert.match(await deep.text(), /parent_id: reply to the comment the thread starts with/);
    const badId = await comment(bo, 'To nothing', 'not-a-comment');
    assert.equal(badId.status, 400);
    assert.match(await badId.text(), /parent_id: no such comment to reply to/);
    const badReason = await bo.submit(`/listings/${slug}`, `/listings/${slug}/comments/${reply}/report`, { reason: 'boring' });
    assert.equal(badReason.status, 400);
    assert.match(await badReason.text(), /reason: must be one of spam, abuse, off-topic, misleading, other/);
    const forged = await bo.post(`/listings/${slug}/comments`, { text: 'No token' });
    assert.equal(forged.status, 403);
    const stranger = await fetch(`${svc.url}/listings/${slug}/comments`, {
      method: 'POST',
      body: new URLSearchParams({ text: 'Hi', csrf: 'x' }),
      redirect: 'manual',
    });
    assert.equal(stranger.status, 303);
    assert.match(stranger.headers.get('location') ?? '', /^\/signin\?next=/);
    const unconfirmed = await siteMember(svc.url, svc.dataDir, 'cy@example.test', 'Cy', false);
    assert.match(await page(unconfirmed), /Confirm your email address to comment/);
    const refused = await comment(unconfirmed, 'Let me in');
    assert.equal(refused.status, 403);
    assert.deepEqual(await everyText(), before);
  });

  it('limits comments per person an hour, answering 429 with Retry-After', async () => {
    const di = await siteMember(svc.url, svc.dataDir, 'di@example.test', 'Di');
    for (let n = 1; n <= 4; n++) assert.equal((await comment(di, `Question number ${n}`)).status, 303);
    const over = await comment(di, 'Question number 5');
    assert.equal(over.status, 429);
    assert.ok(Number(over.headers.get('retry-after')) > 0);
    assert.match(await over.text(), /too many comments in the last hour/);
    assert.ok(!(await everyText()).includes('Question number 5'));
  });

  it('holds a new account’s comment with a link for the site team, shown to its author as waiting, until the team shows it', async () => {
    const ed = await siteMember(svc.url, svc.dataDir, 'ed@example.test', 'Ed');
    assert.equal((await comment(ed, 'Cheaper here: https://elsewhere.example/deal')).status, 303);
    assert.ok(!(await everyText()).includes('Cheaper here: https://elsewhere.example/deal'), 'not public');
    assert.doesNotMatch(await page(), /Cheaper here/);
    assert.match(await page(ed), /Cheaper here[\s\S]*?Waiting for the site team|Waiting for the site team[\s\S]*?Cheaper here/);
    const queue = await (await team.browse('/admin/comments')).text();
    assert.match(queue, /held for review/);
    const id = /action="\/admin\/comments\/(cmt_[a-f0-9]{16})\/restore"/.exec(queue)?.[1] ?? '';
    assert.equal((await team.submit('/admin/comments', `/admin/comments/${id}/restore`, { reason: 'fine on review' })).status, 303);
    assert.ok((await everyText()).includes('Cheaper here: https://elsewhere.example/deal'));
    assert.match(await page(), /<a href="https:\/\/elsewhere\.example\/deal" rel="ugc nofollow noopener">/);
    // The same text from a maker, or from someone whose comments were shown before, is not held.
    assert.equal((await comment(maker, 'Our docs: https://docs.example/start')).status, 303);
    assert.ok((await everyText()).includes('Our docs: https://docs.example/start'));
    // Launch day: the makers' first comment is pinned at the top.
    const [top] = await threads();
    assert.deepEqual([top.text, (top as Thread & { pinned: boolean }).pinned], ['Our docs: https://docs.example/start', true]);
    const audit = await (await team.browse(`/admin/comments/${id}`)).text();
    assert.match(audit, /CommentRestored<\/td><td>admin<\/td><td>fine on review/);
  });

  it('forgets a deleted comment’s text: in no read model, page, feed or answer, after a rebuild too; the audit trail keeps who removed it', async () => {
    const fay = await siteMember(svc.url, svc.dataDir, 'fay@example.test', 'Fay');
    const words = 'My licence key is FAY-SECRET-7731';
    assert.equal((await comment(fay, words)).status, 303);
    const id = await idOf(words);
    assert.equal((await comment(maker, 'Please never post keys here!', id)).status, 303);
    assert.ok(whereStored(svc.dataDir, 'FAY-SECRET-7731').length > 0, 'kept while it stands');
    assert.ok(!whereStored(svc.dataDir, 'FAY-SECRET-7731').some((w) => w.startsWith('events.db')), 'never in the event log');
    assert.equal((await fay.submit(`/listings/${slug}`, `/listings/${slug}/comments/${id}/delete`, {})).status, 303);

    const gone = async (when: string) => {
      assert.deepEqual(whereStored(svc.dataDir, 'FAY-SECRET-7731'), [], `${when}: stored nowhere`);
      assert.doesNotMatch(await page(), /FAY-SECRET/, `${when}: page`);
      assert.doesNotMatch(await page(maker), /FAY-SECRET/, `${when}: the maker's page`);
      assert.doesNotMatch(await feeds(), /FAY-SECRET/, `${when}: feeds`);
      assert.doesNotMatch(JSON.stringify(await threads()), /FAY-SECRET/, `${when}: list_comments`);
      assert.doesNotMatch(JSON.stringify((await callApi(api, 'GET', `/listings/${slug}`, null)).body), /FAY-SECRET/, `${when}: get_listing`);
      const head = (await threads()).find((t) => t.comment_id === id);
      assert.deepEqual([head?.state, head?.author, head?.text, head?.replies.length], ['removed', null, null, 1], `${when}: the thread keeps its reply`);
    };
    await gone('after deletion');
    await rebuildComments();
    await gone('after a rebuild');

    const audit = await (await team.browse(`/admin/comments/${id}`)).text();
    const fayId = (await svc.container.streams.accountByEmail('fay@example.test'))?.accountId ?? '';
    for (const step of ['CommentPosted', 'CommentDeleted']) assert.match(audit, new RegExp(`${step}</td><td>${fayId}</td>`), `${step} by Fay`);
    assert.match(audit, /CommentTextRedacted<\/td><td>[^<]+<\/td><td>texts erased: 1/);
    assert.doesNotMatch(audit, /FAY-SECRET/);
  });

  it('finishes a deletion that stopped before the erasure: the worker erases the text and records the redaction', async () => {
    const una = await siteMember(svc.url, svc.dataDir, 'una@example.test', 'Una');
    assert.equal((await comment(una, 'My phone is 555-0199-UNA')).status, 303);
    const id = await idOf('My phone is 555-0199-UNA');
    const unaId = (await svc.container.streams.accountByEmail('una@example.test'))?.accountId ?? '';
    // What a process that stopped right after recording the deletion leaves behind: the event, and the text still stored.
    const at = new Date().toISOString();
    await svc.container.events.append(
      `comment-${id}`,
      [
        {
          id: randomUUID(),
          type: 'CommentDeleted',
          data: { commentId: id, listingId, parentId: null, authorId: unaId },
          metadata: { correlationId: 'crash', causationId: 'crash', actor: unaId, time: at },
        },
      ],
      0,
    );
    await until('the worker erased the text', async () => whereStored(svc.dataDir, '555-0199-UNA').length === 0);
    // The worker erases the text, then records that it did: the record may follow the erasure by a moment.
    const history = await until('the redaction recorded', async () => {
      const steps = await svc.container.streams.commentHistory(id);
      return steps.some((h) => h.event === 'CommentTextRedacted') && steps;
    });
    assert.deepEqual(
      history.map((h) => [h.event, h.actor]),
      [
        ['CommentPosted', unaId],
        ['CommentDeleted', unaId],
        ['CommentTextRedacted', 'system:comment-redactor'],
      ],
    );
  });

  it('is moderated through the admin API too: the queue, hide and restore with a reason, the audit trail; bad input names the field', async () => {
    const vic = await siteMember(svc.url, svc.dataDir, 'vic@example.test', 'Vic');
    const wes = await siteMember(svc.url, svc.dataDir, 'wes@example.test', 'Wes');
    assert.equal((await comment(vic, 'Check my channel for giveaways')).status, 303);
    const id = await idOf('Check my channel for giveaways');
    assert.equal((await wes.submit(`/listings/${slug}`, `/listings/${slug}/comments/${id}/report`, { reason: 'spam' })).status, 303);
    const admin = (method: string, path: string, body?: unknown) =>
      fetch(`${svc.url}/admin/v1${path}`, {
        method,
        headers: { authorization: `Bearer ${ADMIN_TOKEN}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
    const queue = (await (await admin('GET', '/comments')).json()) as { items: { id: string; reports: number }[] };
    assert.equal(queue.items.find((q) => q.id === id)?.reports, 1);
    const noReason = await admin('POST', `/comments/${id}/hide`, {});
    assert.equal(noReason.status, 400);
    assert.equal(((await noReason.json()) as { errors: { field: string }[] }).errors[0].field, 'reason');
    const badId = await admin('POST', '/comments/not-a-comment/hide', { reason: 'spam' });
    assert.equal(badId.status, 400);
    assert.equal(((await badId.json()) as { errors: { field: string }[] }).errors[0].field, 'comment_id');
    assert.equal((await admin('POST', `/comments/cmt_ffffffffffffffff/hide`, { reason: 'spam' })).status, 404);
    const hid = (await (await admin('POST', `/comments/${id}/hide`, { reason: 'spam' })).json()) as { position: number };
    assert.deepEqual(hid, { changed: true, events: ['CommentHidden'], position: hid.position });
    // The position names the event written (a reactor may have written after it by the time the log is read).
    assert.deepEqual(
      (await svc.container.events.readAll(hid.position - 1, 1)).map((e) => e.type),
      ['CommentHidden'],
    );
    assert.ok(!(await everyText()).includes('Check my channel for giveaways'));
    assert.equal((await admin('POST', `/comments/${id}/restore`, { reason: 'a fan page, not spam' })).status, 200);
    assert.ok((await everyText()).includes('Check my channel for giveaways'));
    const trail = (await (await admin('GET', `/comments/${id}/history`)).json()) as { history: { event: string; actor: string; reason?: string }[] };
    assert.deepEqual(
      trail.history.slice(-3).map((h) => [h.event, h.actor, h.reason]),
      [
        ['CommentReported', (await svc.container.streams.accountByEmail('wes@example.test'))?.accountId, 'spam'],
        ['CommentHidden', 'admin', 'spam'],
        ['CommentRestored', 'admin', 'a fan page, not spam'],
      ],
    );
  });

  it('takes a reported comment off the page, the API and the feeds when the team hides it, and a rebuild keeps it hidden, byte for byte', async () => {
    const gus = await siteMember(svc.url, svc.dataDir, 'gus@example.test', 'Gus');
    const hal = await siteMember(svc.url, svc.dataDir, 'hal@example.test', 'Hal');
    assert.equal((await comment(gus, 'Buy followers cheap, DM me')).status, 303);
    const id = await idOf('Buy followers cheap, DM me');
    assert.equal((await hal.submit(`/listings/${slug}`, `/listings/${slug}/comments/${id}/report`, { reason: 'spam' })).status, 303);
    const queue = await (await team.browse('/admin/comments')).text();
    assert.match(queue, /reported 1×: spam/);
    assert.equal((await team.submit('/admin/comments', `/admin/comments/${id}/hide`, { reason: 'spam' })).status, 303);
    const hidden = async (when: string) => {
      assert.doesNotMatch(await page(), /Buy followers/, `${when}: page`);
      assert.doesNotMatch(await feeds(), /Buy followers/, `${when}: feeds`);
      assert.ok(!(await everyText()).includes('Buy followers cheap, DM me'), `${when}: list_comments`);
    };
    await hidden('after hiding');
    const generationBefore = svc.container.runners.find((x) => x.projection.name === 'comments')?.generation ?? 0;
    const docsOf = async (g: number) =>
      JSON.stringify((await svc.container.docs.collection(physicalName('comments', g)).find({ sort: [['id', 'asc']], limit: 10_000 })).items);
    const live = await docsOf(generationBefore);
    const r = await rebuildComments();
    assert.equal(await docsOf(r.generation), live, 'the rebuilt read model equals the one kept live');
    await hidden('after a rebuild');
  });
});
