import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { mondayOf } from '../../domain/shared/weeks.ts';
import { FixedClock } from '../../infra/clock/system-clock.ts';
import { browserSession } from '../support/browser.ts';
import { startInProcess } from '../support/in-process-service.ts';
import { callApi } from '../support/listings.ts';
import { PATIENCE_MS } from '../support/until.ts';

const ADMIN_TOKEN = 'admin-token-for-the-revenue-test';
const clock = new FixedClock(new Date('2026-11-22T12:00:00Z'));
type Running = Awaited<ReturnType<typeof startInProcess>>;
let svc: Running;
let people = 0;
type Session = ReturnType<typeof browserSession>;

type Row = { listing: { slug: string }; metric: number; month: string; verified: boolean; source: string };
/** A listing's line on the revenue board, as the API serves it (null: not on the board). */
async function onBoard(slug: string): Promise<Row | null> {
  const board = (await callApi(`${svc.url}/api/v1`, 'GET', '/leaderboards/revenue?per_page=100', null)).body as { items: Row[] };
  return board.items.find((r) => r.listing.slug === slug) ?? null;
}
const admin = (path: string, body: unknown) => callApi(`${svc.url}/admin/v1`, 'POST', path, ADMIN_TOKEN, body);
/** A person signed in on the site, of one test alone. */
async function aPerson(name: string): Promise<Session & { email: string }> {
  const email = `${name.toLowerCase()}-${++people}@example.test`;
  const session = browserSession(svc.url);
  await session.signUp(email, 'a long enough password', name);
  return Object.assign(session, { email });
}

/** An owner of a live listing of one test alone (each test makes its own records). */
async function aLiveListing() {
  const owner = await aPerson('Rhea');
  const account = await svc.container.streams.accountByEmail(owner.email);
  assert.ok(account);
  const c = svc.container.commands;
  const ctx = { actor: account.accountId };
  const listingId = await c.reserveListingId(ctx);
  const slug = await c.claimListingSlug({ name: 'Rhea Ledger', listingId }, ctx);
  await c.submitListing(
    { listingId, slug, ownerId: account.accountId, draftId: null, url: 'https://rhealedger.test/', profile: { name: 'Rhea Ledger', categories: ['tools'] } },
    ctx,
  );
  await c.scheduleLaunch({ listingId, week: mondayOf(clock.now()), plan: 'paid', unlocked: [] }, ctx);
  const live = await c.goLive({ listingId }, ctx);
  await svc.container.readModels.waitFor(live.position, PATIENCE_MS);
  /** A form post to the listing's revenue form: the owner's with the page's CSRF token, anyone else's with their own. */
  const report = async (fields: Record<string, string>, who: Session = owner) => {
    const page = `/account/listings/${listingId}`;
    const csrf = who === owner ? (/name="csrf" value="([^"]+)"/.exec(await (await owner.browse(page)).text())?.[1] ?? '') : await who.csrfOn('/account');
    return who.post(`${page}/revenue`, { csrf, ...fields });
  };
  return { owner, listingId, slug, report, onBoard: () => onBoard(slug) };
}

before(async () => {
  svc = await startInProcess({ ADMIN_TOKEN }, clock);
});
after(() => svc?.close());

describe('revenue for the revenue board', () => {
  it('is reported by an owner on their listing page, and labelled reported', async () => {
    const { owner, listingId, report, onBoard } = await aLiveListing();
    assert.match(await (await owner.browse(`/account/listings/${listingId}`)).text(), /<h2 id="rev-h">Revenue<\/h2>\s*<p>No figure yet\./);
    const sent = await report({ mrr: '$1,250.50', month: '2026-10' });
    assert.equal(sent.status, 303);
    assert.equal(sent.headers.get('location'), `/account/listings/${listingId}?done=revenue`);
    assert.partialDeepStrictEqual(await onBoard(), { metric: 125_050, month: '2026-10', verified: false, source: 'reported' });
    assert.match(await (await owner.browse(`/account/listings/${listingId}`)).text(), /\$1,250\.50 a month<\/strong> in 2026-10, reported by you/);
    assert.match(await (await fetch(`${svc.url}/boards/revenue`)).text(), /<strong>\$1,250\.50<\/strong> a month · reported · Oct 2026/);
  });

  it('refuses an amount that is none, a month ahead or before the latest figure, naming the field, and changes nothing', async () => {
    const { report, onBoard } = await aLiveListing();
    assert.equal((await report({ mrr: '$1,250.50', month: '2026-10' })).status, 303);
    for (const [fields, field, message] of [
      [{ mrr: 'lots', month: '2026-10' }, 'mrr', /enter US dollars a month/],
      [{ mrr: '-5', month: '2026-10' }, 'mrr', /enter US dollars a month/],
      [{ mrr: '2000000000', month: '2026-10' }, 'mrr', /from 0 to 1,000,000,000 dollars/],
      [{ mrr: '10', month: '2026-12' }, 'month', /must not be after the current month, 2026-11/],
      [{ mrr: '10', month: '2026-09' }, 'month', /must not be before 2026-10/],
      [{ mrr: '10', month: 'October' }, 'month', /must be a month, YYYY-MM/],
    ] as const) {
      const answer = await report(fields);
      assert.equal(answer.status, 400, JSON.stringify(fields));
      const text = await answer.text();
      const marked = new RegExp(`id="f-${field}-error">([^<]*)<`).exec(text);
      assert.ok(marked, `${JSON.stringify(fields)} marks ${field}`);
      assert.match(marked[1], message);
      assert.match(text, new RegExp(`name="${field}"[^>]*value="${fields[field].replace(/\$/g, '\\$')}"`), 'what was typed stays in the field');
    }
    assert.equal((await onBoard())?.metric, 125_050);
  });

  it("is another owner's to report: someone else's post is a 404 and changes nothing", async () => {
    const { report, onBoard } = await aLiveListing();
    assert.equal((await report({ mrr: '$1,250.50', month: '2026-10' })).status, 303);
    const mallory = await aPerson('Mallory');
    assert.equal((await report({ mrr: '99999999', month: '2026-11' }, mallory)).status, 404);
    assert.equal((await onBoard())?.metric, 125_050);
  });

  it('is verified by the site team with what they checked; the owner cannot overwrite that month but can report the next', async () => {
    const { listingId, report, onBoard } = await aLiveListing();
    assert.equal((await report({ mrr: '$1,250.50', month: '2026-10' })).status, 303);
    const verified = await admin(`/listings/${listingId}/revenue`, { mrr_cents: 120_000, month: '2026-10', evidence: 'Stripe dashboard, shown on a call' });
    assert.equal(verified.status, 200, JSON.stringify(verified.body));
    assert.equal(verified.body.changed, true);
    assert.partialDeepStrictEqual(await onBoard(), { metric: 120_000, month: '2026-10', verified: true, source: 'verified' });
    assert.equal((await admin(`/listings/${listingId}/revenue`, { mrr_cents: 120_000, month: '2026-10', evidence: 'again' })).body.changed, false);

    const overwrite = await report({ mrr: '5000', month: '2026-10' });
    assert.equal(overwrite.status, 409);
    assert.match(await overwrite.text(), /the site team verified the figure for 2026-10; report a later month/);
    assert.equal((await onBoard())?.metric, 120_000);

    assert.equal((await report({ mrr: '1400', month: '2026-11' })).status, 303);
    assert.partialDeepStrictEqual(await onBoard(), { metric: 140_000, month: '2026-11', verified: false, source: 'reported' });
  });

  it('answers the admin API with 400 naming the field, or 404 for no such listing', async () => {
    const { listingId, onBoard } = await aLiveListing();
    for (const [body, field] of [
      [{ mrr_cents: 1, month: '2026-11' }, 'evidence'],
      [{ mrr_cents: 1, month: '2026-11', evidence: ' ' }, 'evidence'],
      [{ mrr_cents: -1, month: '2026-11', evidence: 'x' }, 'mrr_cents'],
      [{ mrr_cents: 1.5, month: '2026-11', evidence: 'x' }, 'mrr_cents'],
      [{ mrr_cents: 1, month: '2026-13', evidence: 'x' }, 'month'],
      [{ mrr_cents: 1, month: '2026-11', evidence: 'x', verified: false }, 'verified'],
    ] as const) {
      const r = await admin(`/listings/${listingId}/revenue`, body);
      assert.equal(r.status, 400, JSON.stringify(body));
      // The body's schema names `body.<field>`; the decision names the field alone.
      assert.ok(
        r.body.errors.some((e: { field: string }) => e.field === field || e.field === `body.${field}`),
        JSON.stringify(r.body),
      );
    }
    assert.equal((await admin('/listings/999999/revenue', { mrr_cents: 1, month: '2026-11', evidence: 'x' })).status, 404);
    assert.equal(await onBoard(), null, 'nothing reached the board');
  });

  it('is verified from the console’s listing page too', async () => {
    const { listingId, onBoard } = await aLiveListing();
    const team = browserSession(svc.url);
    assert.equal((await team.submit('/admin', '/admin/token', { token: ADMIN_TOKEN })).status, 303);
    const csrf = await team.csrfOn(`/admin/listings/${listingId}`);
    const sent = await team.post(`/admin/listings/${listingId}/revenue`, { csrf, mrr: '1,380', month: '2026-11', evidence: 'Paddle payout report, November' });
    assert.equal(sent.status, 303);
    assert.partialDeepStrictEqual(await onBoard(), { metric: 138_000, month: '2026-11', verified: true, source: 'verified' });
    assert.match(await (await team.browse(`/admin/listings/${listingId}`)).text(), /Latest: \$1,380\.00 a month in 2026-11, verified\./);
  });
});
