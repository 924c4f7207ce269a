import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { Webhook } from 'standardwebhooks';
import type { Container } from '../../app/container.ts';
import { mondayOf } from '../../domain/shared/weeks.ts';
import { FixedClock } from '../../infra/clock/system-clock.ts';
import { apiKeyFor } from '../support/accounts.ts';
import { startInProcess } from '../support/in-process-service.ts';
import { callApi } from '../support/listings.ts';
import { initialisedMcp } from '../support/mcp-rpc.ts';
import { mailTo } from '../support/outbox.ts';
import { quiescent } from '../support/quiescent.ts';
import { tempDir } from '../support/temp.ts';
import { until } from '../support/until.ts';

/** A subscriber's endpoint on loopback: answers 500 while `failures` lasts, keeps every request, acts once per webhook-id. */
class Receiver {
  server: Server;
  requests: { headers: IncomingHttpHeaders; body: string; answered: number }[] = [];
  acted = new Set<string>();
  failures = 0;
  constructor() {
    this.server = createServer((req, res) => {
      let body = '';
      req.on('data', (d) => (body += d));
      req.on('end', () => {
        const answered = this.failures > 0 ? 500 : 204;
        if (this.failures > 0) this.failures -= 1;
        else this.acted.add(String(req.headers['webhook-id']));
        this.requests.push({ headers: req.headers, body, answered });
        res.writeHead(answered).end();
      });
    });
  }
  async listen() {
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    return `127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }
  of(type: string) {
    return this.requests.filter((r) => JSON.parse(r.body).type === type);
  }
}

/** A listing owned by `ownerId`, scheduled for this week and then live: what a founder's launch records. */
async function launched(c: Container, ownerId: string, name: string, week = mondayOf(new Date())) {
  const ctx = { actor: ownerId };
  const listingId = await c.commands.reserveListingId(ctx);
  const slug = await c.commands.claimListingSlug({ name, listingId }, ctx);
  const url = `https://${slug}.test/`;
  await c.commands.submitListing({ listingId, slug, ownerId, draftId: null, url, profile: { name, tagline: 'Ships', categories: ['developer-tools'] } }, ctx);
  await c.commands.scheduleLaunch({ listingId, week, plan: 'paid', unlocked: [] }, ctx);
  await c.commands.goLive({ listingId }, ctx);
  return { listingId, slug };
}

const receiver = new Receiver();
let host: string;
let svc: Awaited<ReturnType<typeof startInProcess>>;
let api: string;
let maker: { key: string; accountId: string };

before(async () => {
  host = await receiver.listen();
  svc = await startInProcess({ SEED_DEMO: 'false', CRAWL_ALLOW_HOSTS: host, WEBHOOK_RETRY_BASE_MS: '200' });
  api = `${svc.url}/api/v1`;
  maker = await apiKeyFor(svc.container, 'hook-maker', ['listings:write', 'account:read']);
});
after(async () => {
  await svc?.close();
  receiver.server.close();
});

describe('webhooks', () => {
  let secret: string;
  let webhookId: string;

  it('answers the signing secret once, and lists the subscription without it', async () => {
    const made = await callApi(
      api,
      'POST',
      '/webhooks',
      maker.key,
      { url: `http://${host}/hooks`, event_types: ['listing.live'] },
      { 'idempotency-key': 'hook-once-0001' },
    );
    assert.equal(made.status, 201, JSON.stringify(made.body));
    assert.match(made.body.secret, /^whsec_[A-Za-z0-9+/=]+$/);
    assert.deepEqual(made.body.event_types, ['listing.live']);
    secret = made.body.secret;
    webhookId = made.body.webhook_id;
    const listed = await callApi(api, 'GET', '/webhooks', maker.key);
    assert.equal(listed.status, 200);
    assert.deepEqual(
      listed.body.items.map((w: { webhook_id: string }) => w.webhook_id),
      [webhookId],
    );
    assert.ok(!JSON.stringify(listed.body).includes(secret.slice(6)), 'the secret is never shown again');
    // Nor kept anywhere: not in the log, the read models, the jobs or an idempotency record.
    const key = secret.slice(6);
    for (const file of readdirSync(svc.dataDir, { recursive: true, withFileTypes: true }).filter((f) => f.isFile()))
      assert.ok(!readFileSync(path.join(file.parentPath, file.name)).includes(key), `${file.name} holds the secret`);
  });

  it('delivers listing.live signed per Standard Webhooks, as an independent implementation verifies it', async () => {
    const { slug } = await launched(svc.container, maker.accountId, 'Hooked Up');
    const [delivery] = await until('listing.live delivered', async () => receiver.of('listing.live').length > 0 && receiver.of('listing.live'));
    const verified = new Webhook(secret).verify(delivery.body, {
      'webhook-id': String(delivery.headers['webhook-id']),
      'webhook-timestamp': String(delivery.headers['webhook-timestamp']),
      'webhook-signature': String(delivery.headers['webhook-signature']),
    }) as { type: string; data: { listing: { slug: string } } };
    assert.equal(verified.type, 'listing.live');
    assert.equal(verified.data.listing.slug, slug);
    assert.throws(() => new Webhook(secret).verify(`${delivery.body} `, delivery.headers as Record<string, string>), 'a changed body fails');
    // Subscribed to listing.live only: the launch's scheduling was not sent.
    assert.equal(receiver.of('listing.scheduled').length, 0);
  });

  it('retries a failing receiver with the same webhook-id until it succeeds: one effect, every attempt recorded', async () => {
    receiver.failures = 3;
    const before = receiver.requests.length;
    await launched(svc.container, maker.accountId, 'Flaky Endpoint');
    const page = await until('the delivery recorded as delivered', async () => {
      const r = await callApi(api, 'GET', `/webhooks/${webhookId}/deliveries`, maker.key);
      const d = r.body.items.find((i: { status: string; attempts: unknown[] }) => i.attempts.length === 4 && i.status === 'delivered');
      return d;
    });
    assert.deepEqual(
      page.attempts.map((a: { status_code: number; outcome: string }) => [a.status_code, a.outcome]),
      [
        [500, 'retrying'],
        [500, 'retrying'],
        [500, 'retrying'],
        [204, 'delivered'],
      ],
    );
    assert.ok(page.attempts.every((a: { latency_ms: number }) => Number.isInteger(a.latency_ms) && a.latency_ms >= 0));
    const tries = receiver.requests.slice(before);
    assert.equal(tries.length, 4);
    assert.equal(new Set(tries.map((t) => t.headers['webhook-id'])).size, 1, 'the same webhook-id on every attempt');
    assert.equal(page.message_id, tries[0].headers['webhook-id']);
    assert.equal(receiver.acted.size, 2, 'acted on once for each of the two messages');
  });

  it('refuses a private, link-local or metadata address at creation, naming the url, and records nothing', async () => {
    for (const url of [
      'http://10.1.2.3/hook',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]:9/hook',
      'http://192.168.0.7/x',
      'http://hooks.invalid/x',
    ]) {
      const r = await callApi(api, 'POST', '/webhooks', maker.key, { url, event_types: ['order.paid'] });
      assert.equal(r.status, 400, `${url}: ${JSON.stringify(r.body)}`);
      assert.ok(
        r.body.errors.some((e: { field: string }) => e.field === 'url'),
        JSON.stringify(r.body),
      );
    }
    const bad = await callApi(api, 'POST', '/webhooks', maker.key, { url: `http://${host}/x`, event_types: ['listing.exploded'] });
    assert.equal(bad.status, 400);
    assert.equal((await callApi(api, 'GET', '/webhooks', maker.key)).body.total, 1);
  });

  it("keeps each account's subscriptions its own: another's is 404", async () => {
    const other = await apiKeyFor(svc.container, 'hook-other', ['listings:write', 'account:read']);
    assert.equal((await callApi(api, 'GET', `/webhooks/${webhookId}/deliveries`, other.key)).status, 404);
    assert.equal((await callApi(api, 'DELETE', `/webhooks/${webhookId}`, other.key)).status, 404);
    assert.equal((await callApi(api, 'GET', '/webhooks', other.key)).body.total, 0);
  });

  it('delivers comment.posted for a comment under the subscriber’s listing, signed as before, naming the comment without its words', async () => {
    const made = await callApi(api, 'POST', '/webhooks', maker.key, { url: `http://${host}/comments`, event_types: ['comment.posted'] });
    assert.equal(made.status, 201, JSON.stringify(made.body));
    const { listingId, slug } = await launched(svc.container, maker.accountId, 'Talked About');
    const commenter = await apiKeyFor(svc.container, 'hook-commenter', ['account:read']);
    const posted = await svc.container.commands.postComment(
      {
        commentId: 'cmt_00000000000000a1',
        listingId,
        parentId: null,
        authorId: commenter.accountId,
        text: 'When is the Linux build out?',
        authorConfirmed: true,
        authorIsNew: false,
      },
      { actor: commenter.accountId },
    );
    assert.equal(posted.events[0]?.type, 'CommentPosted');
    const [delivery] = await until('comment.posted delivered', async () => receiver.of('comment.posted').length > 0 && receiver.of('comment.posted'));
    const verified = new Webhook(made.body.secret).verify(delivery.body, {
      'webhook-id': String(delivery.headers['webhook-id']),
      'webhook-timestamp': String(delivery.headers['webhook-timestamp']),
      'webhook-signature': String(delivery.headers['webhook-signature']),
    }) as { type: string; data: { listing: { slug: string }; comment: { comment_id: string; parent_id: string | null; is_maker: boolean } } };
    assert.equal(verified.type, 'comment.posted');
    assert.equal(verified.data.listing.slug, slug);
    assert.deepEqual(verified.data.comment, { comment_id: 'cmt_00000000000000a1', parent_id: null, is_maker: false });
    // The words are read with list_comments, so a comment deleted later is not kept by every subscriber.
    assert.doesNotMatch(delivery.body, /Linux build/);
  });

  it('is four MCP tools, and create_webhook works as a tool', async () => {
    const session = await initialisedMcp(svc.url, maker.key, 'webhooks-test');
    const rpc = async (method: string, params: unknown) => (await session(method, params)).message;
    const names = (await rpc('tools/list', {})).result.tools.map((t: { name: string }) => t.name);
    for (const n of ['create_webhook', 'list_webhooks', 'delete_webhook', 'list_webhook_deliveries']) assert.ok(names.includes(n), n);
    const made = await rpc('tools/call', { name: 'create_webhook', arguments: { url: `http://${host}/mcp-hook`, event_types: ['award.won'] } });
    assert.match(made.result.structuredContent.secret, /^whsec_/);
    const gone = await rpc('tools/call', { name: 'delete_webhook', arguments: { webhook_id: made.result.structuredContent.webhook_id } });
    assert.equal(gone.result.structuredContent.deleted, true);
  });

  it('sends nothing more once deleted', async () => {
    const deleted = await callApi(api, 'DELETE', `/webhooks/${webhookId}`, maker.key);
    assert.deepEqual(deleted.body, { deleted: true, webhook_id: webhookId });
    assert.equal((await callApi(api, 'DELETE', `/webhooks/${webhookId}`, maker.key)).status, 404);
    const before = receiver.requests.length;
    await launched(svc.container, maker.accountId, 'After Deletion');
    // Once the event is fanned out and every delivery made, one to the deleted subscription would have arrived.
    await quiescent(svc.container, ['webhook.fan-out', 'webhook.deliver']);
    assert.equal(receiver.requests.length, before);
  });
});

describe('webhooks across restarts', () => {
  it('keeps a retry through a restart (same webhook-id), and refuses at delivery a target the guard no longer allows', async () => {
    const dataDir = tempDir();
    const rx = new Receiver();
    const rxHost = await rx.listen();
    const env = { SEED_DEMO: 'false', DATA_DIR: dataDir, WEBHOOK_RETRY_BASE_MS: '1500' };
    let first = await startInProcess({ ...env, CRAWL_ALLOW_HOSTS: rxHost });
    try {
      const who = await apiKeyFor(first.container, 'restart-maker', ['listings:write', 'account:read']);
      const made = await callApi(`${first.url}/api/v1`, 'POST', '/webhooks', who.key, { url: `http://${rxHost}/in`, event_types: ['listing.live'] });
      assert.equal(made.status, 201);
      rx.failures = 1;
      await launched(first.container, who.accountId, 'Restarted Midway');
      await until('the first attempt failed', async () => rx.requests.length === 1);
      await first.close();

      // Started again while the retry waits: it is still there, and sent once with the same id.
      first = await startInProcess({ ...env, CRAWL_ALLOW_HOSTS: rxHost });
      await until('the retry after the restart', async () => rx.requests.length === 2);
      assert.equal(rx.requests[1].answered, 204);
      assert.equal(rx.requests[0].headers['webhook-id'], rx.requests[1].headers['webhook-id']);
      await first.close();

      // Without the receiver's host allowed, loopback is a private address: the delivery is refused before anything is sent.
      first = await startInProcess(env);
      const key = (await apiKeyFor(first.container, 'restart-maker', ['account:read'])).key;
      await launched(first.container, who.accountId, 'Guarded Later');
      const refused = await until('the refused attempt recorded', async () => {
        const r = await callApi(`${first.url}/api/v1`, 'GET', `/webhooks/${made.body.webhook_id}/deliveries`, key);
        return r.body.items.find((d: { attempts: { status_code: number | null }[] }) => d.attempts[0]?.status_code === null);
      });
      assert.match(refused.attempts[0].error, /private or local address/);
      assert.equal(rx.requests.length, 2, 'nothing reached the receiver');
    } finally {
      await first.close();
      rx.server.close();
    }
  });
});

describe('a subscription that keeps failing', () => {
  it('is disabled after a day of failed deliveries, its owner mailed, and sent nothing more', async () => {
    const clock = new FixedClock(new Date());
    const rx = new Receiver();
    const rxHost = await rx.listen();
    rx.failures = 1_000;
    const failing = await startInProcess({ SEED_DEMO: 'false', CRAWL_ALLOW_HOSTS: rxHost, WEBHOOK_RETRY_BASE_MS: '300' }, clock);
    try {
      const api = `${failing.url}/api/v1`;
      const owner = await apiKeyFor(failing.container, 'hook-failing', ['listings:write', 'account:read']);
      const made = await callApi(api, 'POST', '/webhooks', owner.key, { url: `http://${rxHost}/down`, event_types: ['listing.live'] });
      await launched(failing.container, owner.accountId, 'Down Endpoint', mondayOf(clock.now()));
      await until('the first attempt', async () => rx.requests.length >= 1);
      // A day later by the service's clock, the next failure disables it.
      clock.set(new Date(clock.now().getTime() + 25 * 3_600_000));
      const hook = await until('the subscription disabled', async () => {
        const listed = await callApi(api, 'GET', '/webhooks', owner.key);
        return listed.body.items.find((w: { webhook_id: string; status: string }) => w.webhook_id === made.body.webhook_id && w.status === 'disabled');
      });
      assert.match(hook.disabled_reason, /every delivery has failed since/);
      const mail = await mailTo(failing.dataDir, 'hook-failing@example.test', (m) => m.subject === 'A Launch Directory webhook was disabled');
      assert.match(mail.text, new RegExp(`http://${rxHost}/down`));
      const sent = rx.requests.length;
      // An observation window: only a subscription still sending could fail here (a busy machine only makes it see less).
      await new Promise((r) => setTimeout(r, 1500));
      assert.equal(rx.requests.length, sent, 'nothing more is sent to a disabled subscription');
    } finally {
      await failing.close();
      rx.server.close();
    }
  });
});
