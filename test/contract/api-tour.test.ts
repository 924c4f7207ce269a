import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { mondayOf } from '../../domain/shared/weeks.ts';
import { apiKeyFor } from '../support/accounts.ts';
import { startInProcess } from '../support/in-process-service.ts';
import { callApi } from '../support/listings.ts';
import { tempDir } from '../support/temp.ts';
import { ACME_PAGES, startTestSite, type TestSite } from '../support/test-site.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TOUR = fileURLToPath(new URL('./api-tour.arazzo.yaml', import.meta.url));

/** Redocly's own runner, on the project's Node: a validator nobody here wrote. */
function respect(args: string[]): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(ROOT, 'node_modules/.bin/redocly'), ['respect', TOUR, ...args], {
      cwd: ROOT,
      env: {
        ...process.env,
        PATH: `${path.dirname(process.execPath)}:${process.env.PATH}`,
        NO_COLOR: '1',
        REDOCLY_TELEMETRY: 'off',
        REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
      },
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`redocly respect timed out:\n${out}`));
    }, 180_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, out });
    });
  });
}

type Running = Awaited<ReturnType<typeof startInProcess>>;
let svc: Running;
let site: TestSite;

describe('the contract, checked from outside by Redocly Respect over a tour of every operation', () => {
  before(async () => {
    site = await startTestSite(ACME_PAGES);
    svc = await startInProcess({ CRAWL_ALLOW_HOSTS: site.host });
  });
  after(async () => {
    await svc?.close();
    await site?.close();
  });

  it('answers every step as schemas/openapi.yaml says: status, content type and body', async () => {
    const api = `${svc.url}/api/v1`;
    const { key } = await apiKeyFor(svc.container, 'tourist', ['account:read', 'listings:write', 'orders:write']);
    const slugs = (await callApi(api, 'GET', '/listings?sort=votes&per_page=3', null)).body.items.map((l: { slug: string }) => l.slug);
    const founder = (await callApi(api, 'GET', '/founders', null)).body.items[0].slug;
    const post = (await callApi(api, 'GET', '/blog', null)).body.items[0].slug;
    const category = (await callApi(api, 'GET', '/categories', null)).body.items[0].slug;
    const inputs = {
      slug: slugs[0],
      other: slugs[1],
      claim_slug: slugs[2],
      category,
      week: mondayOf(new Date()),
      founder,
      post,
      token: key,
      site_url: `${site.url}/`,
      hook_url: `${site.url}/hooks`,
      image_url: `${site.url}/shot.png`,
    };
    const report = path.join(tempDir(), 'respect.json');
    const run = await respect([
      '--server',
      `api=${api}`,
      ...Object.entries(inputs).flatMap(([k, v]) => ['--input', `${k}=${v}`]),
      '--json-output',
      report,
      '--severity',
      'STATUS_CODE_CHECK=error,SCHEMA_CHECK=error,CONTENT_TYPE_CHECK=error,SUCCESS_CRITERIA_CHECK=error',
    ]);
    assert.equal(run.code, 0, run.out);
    const result = JSON.parse(readFileSync(report, 'utf8')) as { files: Record<string, { totalRequests: number; executedWorkflows: unknown[] }> };
    const operations = new Set([...readFileSync(TOUR, 'utf8').matchAll(/operationId: (\w+)/g)].map((m) => m[1]));
    assert.equal(operations.size, 48, 'the tour calls each of the 48 operations');
    const file = Object.values(result.files)[0];
    assert.ok(file.totalRequests >= 80, `requests made: ${file.totalRequests}`);
  });
});
