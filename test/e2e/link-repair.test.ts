import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { NewEvent } from '../../domain/shared/event.ts';
import { unsafeValuesIn } from '../fixtures/hostile-links.ts';
import { apiKeyFor } from '../support/accounts.ts';
import { startInProcess } from '../support/in-process-service.ts';
import { callApi } from '../support/listings.ts';
import { tempDir } from '../support/temp.ts';
import { until } from '../support/until.ts';

const ADMIN_TOKEN = 'admin-token-for-the-link-repair-test';
const old = (type: string, data: unknown): NewEvent => ({
  id: randomUUID(),
  type,
  data,
  metadata: { correlationId: randomUUID(), causationId: randomUUID(), actor: 'old-door', time: new Date().toISOString() },
});

type Running = Awaited<ReturnType<typeof startInProcess>>;
let svc: Running;
let dataDir = '';
let key = '';
let listingId = 0;
let draftId = '';
let eventsBefore = 0;

/**
 * Data stored before every door followed the link rule: a draft proposed with unsafe links, the
 * listing made from it, an owner edit and a founder profile from the old doors. The repair must
 * mend them with events of its own, leaving what was recorded as it was.
 */
describe('the forward-only repair of links stored before the rule', () => {
  before(async () => {
    dataDir = tempDir();
    // The old deployment: no workers, so nothing is repaired while the old data is written.
    // Its answers hold the unsafe links the contract now forbids: they are not checked against it.
    const old1 = await startInProcess({ DATA_DIR: dataDir, WORKERS: 'false', SEED_DEMO: 'false', VALIDATE_RESPONSES: 'false' });
    const c = old1.container;
    const owner = await apiKeyFor(c, 'olga', ['account:read', 'listings:write']);
    key = owner.key;
    const actor = { actor: owner.accountId };
    await c.commands.defineCategory({ slug: 'productivity', name: 'Productivity', description: 'Getting things done' }, { actor: 'test' });
    draftId = randomUUID();
    await c.commands.requestDraft({ draftId, ownerId: owner.accountId, url: 'https://oldlinks.test/' }, actor);
    await c.commands.recordSiteRead({ draftId, pages: [], skipped: [] }, actor);
    await c.commands.recordFirstProposal(
      {
        draftId,
        drafter: 'before-the-rule',
        fields: {
          name: { value: 'Oldlinks', evidence: [] },
          categories: { value: ['productivity'], evidence: [] },
          logo_url: { value: 'javascript:alert(1)', evidence: [] },
          contact_email: { value: '"><img src=x onerror=alert(2)>@oldlinks.test', evidence: [] },
          demo_video_url: { value: 'https://video.oldlinks.test/demo', evidence: [] },
        },
        extras: {
          company_socials: { instagram: 'https://instagram.com/oldlinks"><img src=x onerror=alert(3)>', github: 'https://github.com/oldlinks' },
          milestones: [{ date: '2025-01-02', title: 'Founded', url: ' JaVaScRiPt:alert(4)' }],
        },
      },
      actor,
    );
    const submitted = await c.commands.submitDraft({ draftId, ownerId: owner.accountId }, actor);
    listingId = submitted.listingId;
    await until('the old listing exists', async () => (await callApi(`${old1.url}/api/v1`, 'GET', `/me/listings/${listingId}`, key)).status === 200);
    const stream = `listing-${listingId}`;
    const revision = (await c.events.readStream(stream)).length - 1;
    await c.events.append(
      stream,
      [
        old('ListingEdited', {
          listingId,
          editId: randomUUID(),
          source: 'owner',
          changes: { socials: { before: null, after: { website: 'data:text/html,<script>alert(5)</script>', x: 'https://x.com/oldlinks' } } },
        }),
      ],
      revision,
    );
    await c.events.append(
      'founder-olga-old',
      [
        old('FounderProfilePublished', {
          slug: 'olga-old',
          name: 'Olga',
          accountId: owner.accountId,
          socials: { x: 'vbscript:msgbox(6)', github: 'https://github.com/olga' },
        }),
      ],
      'no_stream',
    );
    eventsBefore = await c.events.headPosition();
    await old1.close();
    // The new deployment: its worker repairs what the old doors let in, once.
    svc = await startInProcess({ DATA_DIR: dataDir, SEED_DEMO: 'false', ADMIN_TOKEN });
  });
  after(async () => {
    await svc?.close();
  });

  it('removes the unsafe links from the listing, its draft and the founder profile, and keeps the safe ones', async () => {
    const api = `${svc.url}/api/v1`;
    const repaired = async (path: string, key: string | null) => {
      const r = await callApi(api, 'GET', path, key);
      return r.status === 200 && unsafeValuesIn(r.body).length === 0;
    };
    await until('the listing is repaired', () => repaired(`/me/listings/${listingId}`, key));
    const mine = (await callApi(api, 'GET', `/me/listings/${listingId}`, key)).body;
    assert.equal(mine.socials.x, 'https://x.com/oldlinks');
    assert.equal(mine.socials.website, undefined);
    assert.equal(mine.logo_url ?? null, null);
    assert.equal(mine.links.contact_email, null);
    assert.equal(mine.links.demo_video, 'https://video.oldlinks.test/demo');
    await until('the draft is repaired', () => repaired(`/drafts/${draftId}`, key));
    const draft = (await callApi(api, 'GET', `/drafts/${draftId}`, key)).body;
    assert.equal(draft.fields.logo_url.value, null);
    assert.deepEqual(draft.company_socials, { github: 'https://github.com/oldlinks' });
    assert.equal(draft.milestones[0].url, undefined);
    await until('the founder is repaired', () => repaired('/founders/olga-old', null));
    const founder = (await callApi(api, 'GET', '/founders/olga-old', null)).body;
    assert.equal(founder.socials.github, 'https://github.com/olga');
  });

  it('shows the repair as its own version in the history, with what was stored before it', async () => {
    const history = await fetch(`${svc.url}/admin/v1/listings/${listingId}/history`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
    assert.equal(history.status, 200);
    const versions = ((await history.json()) as { versions: unknown }).versions as {
      cause: { event: string };
      changes: Record<string, { before: unknown; after: unknown }>;
      actor: string;
    }[];
    const repairs = versions.filter((v) => v.cause.event === 'UnsafeLinksRemoved');
    assert.equal(repairs.length, 1, 'one repair event for the listing');
    assert.equal(repairs[0].actor, 'system:link-repair');
    assert.deepEqual(repairs[0].changes.socials.before, { website: 'data:text/html,<script>alert(5)</script>', x: 'https://x.com/oldlinks' });
    assert.deepEqual(repairs[0].changes.socials.after, { x: 'https://x.com/oldlinks' });
    assert.ok(
      versions.some((v) => v.cause.event === 'ListingEdited' && JSON.stringify(v.changes).includes('data:text/html')),
      'the old edit is still recorded as it was',
    );
  });

  it('runs once: a restart appends nothing more', async () => {
    await until('the repair finished', async () => svc.container.streams.migrationCompleted('unsafe-links-1'));
    const head = await svc.container.events.headPosition();
    assert.ok(head > eventsBefore, 'the repair appended events');
    await svc.close();
    svc = await startInProcess({ DATA_DIR: dataDir, SEED_DEMO: 'false', ADMIN_TOKEN });
    // An observation window for a repair that ran twice (only that could fail here; a busy machine only makes it see less).
    await new Promise((r) => setTimeout(r, 500));
    assert.equal(await svc.container.events.headPosition(), head);
  });
});
