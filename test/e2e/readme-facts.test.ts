import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { parse } from 'yaml';
import { mondayOf } from '../../domain/shared/weeks.ts';
import { startInProcess } from '../support/in-process-service.ts';
import { ROOT } from '../support/service-process.ts';

const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
/** The README without its code blocks: the commands are run by readme.test.ts; this is what the prose and tables say. */
const prose = readme.replace(/^```[\s\S]*?^```$/gm, '');
const contract = parse(readFileSync(path.join(ROOT, 'schemas/openapi.yaml'), 'utf8')) as { paths: Record<string, Record<string, { operationId?: string }>> };
const operations = Object.values(contract.paths).flatMap((item) => Object.values(item).flatMap((op) => (op?.operationId ? [op.operationId] : [])));

/** Paths the README names that are not a page or route of this service's, and why. */
const NOT_ROUTES: Record<string, string> = {
  '/.well-known/launchdir-verification.txt': "the file a claimant publishes on the company's own site",
  '/oauth': "the authorization server's base (its issuer), tested below from its metadata",
};
/** A path the README names as the base of others it names (`/api/v1`): those others are what is served. */
const isBase = (named: string, all: string[]) => all.some((other) => other.startsWith(`${named}/`));

const ADMIN_TOKEN = 'an-admin-token-for-the-readme-facts';
type Running = Awaited<ReturnType<typeof startInProcess>>;
let svc: Running;
let values: Record<string, string> = {};

before(async () => {
  svc = await startInProcess({ ADMIN_TOKEN });
  const listing = (await (await fetch(`${svc.url}/api/v1/listings/pipewright`)).json()) as { logo_image: { url: string } | null };
  const id = String((await svc.container.streams.listingIdOfSlug('pipewright')) ?? '');
  assert.ok(id, 'the demo has pipewright');
  values = {
    id,
    listing_id: id,
    slug: 'pipewright',
    monday: mondayOf(svc.container.clock.now()),
    digest: listing.logo_image?.url.replace('/images/', '') ?? 'none',
    edit_id: 'an-edit',
    account_id: 'an-account',
  };
});
after(() => svc?.close());

describe('what the README says of the service', () => {
  it('counts the operations of the contract', () => {
    const counts = [...prose.matchAll(/(\d+) operations/g)].map((m) => Number(m[1]));
    assert.ok(counts.length > 0, 'the README says how many operations there are');
    for (const n of counts) assert.equal(n, operations.length, `the README says ${n} operations; the contract has ${operations.length}`);
  });

  it('names the four webhook operations', () => {
    for (const name of ['create_webhook', 'list_webhooks', 'list_webhook_deliveries', 'delete_webhook']) {
      assert.ok(operations.includes(name), `${name} is an operation of the contract`);
      assert.ok(prose.includes(`\`${name}\``), `the README names ${name}`);
    }
  });

  it('names only paths the service answers, each with the method it gives', async () => {
    // A path named with its method must take that method; one named alone must answer some method.
    const named = [...prose.matchAll(/`(?:(GET|POST|PUT|PATCH|DELETE) )?(\/[^`\s]*)`/g)].map((m) => ({ method: m[1] ?? null, path: m[2] }));
    assert.ok(named.length >= 40, `${named.length} paths found`);
    const all = named.map((n) => n.path);
    const missing: string[] = [];
    for (const { method, path: named_ } of named) {
      if (NOT_ROUTES[named_] || isBase(named_, all)) continue;
      const concrete = named_.split('?')[0].replace(/[{<]([a-z_]+)[}>]/g, (_, name: string) => values[name] ?? name);
      const headers = concrete.startsWith('/admin/v1') ? { authorization: `Bearer ${ADMIN_TOKEN}` } : undefined;
      // OPTIONS names the methods a route takes; pages without it are asked for as a reader would.
      const options = await fetch(`${svc.url}${concrete}`, { method: 'OPTIONS', headers, redirect: 'manual' });
      const allow = options.headers.get('allow') ?? '';
      if (options.ok && (method === null ? allow !== '' : allow.split(/,\s*/).includes(method))) continue;
      if (method === null || method === 'GET') {
        const got = await fetch(`${svc.url}${concrete}`, { headers, redirect: 'manual' });
        await got.body?.cancel();
        if (got.status !== 404 && got.status < 500) continue;
      }
      missing.push(`${method ?? 'any method of'} ${named_} (${concrete}: OPTIONS ${options.status} ${allow})`);
    }
    assert.deepEqual(missing, [], 'every path the README names is served with its method');
  });

  it('puts the OAuth server at /oauth, as its metadata says', async () => {
    assert.match(prose, /OAuth 2\.1 server at `\/oauth`/);
    const metadata = (await (await fetch(`${svc.url}/.well-known/oauth-authorization-server/oauth`)).json()) as { issuer: string };
    assert.equal(new URL(metadata.issuer).pathname, '/oauth');
  });
});
