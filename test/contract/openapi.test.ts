import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import YAML from 'yaml';
import { deref, openApi } from '../../api/openapi-document.ts';
import { operations } from '../../api/operations/index.ts';
import { closed } from '../../api/response-contract.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CONTRACT = path.join(ROOT, 'schemas/openapi.yaml');

/** The 41 operations the product specification names, by their tool names. */
const SPEC_OPERATIONS = [
  'get_site_info',
  'search_listings',
  'get_listing',
  'get_alternatives',
  'compare_listings',
  'get_badges',
  'list_categories',
  'get_category',
  'get_launch_week',
  'list_launches',
  'get_leaderboard',
  'list_founders',
  'get_founder',
  'list_blog_posts',
  'get_blog_post',
  'list_awards',
  'list_interview_questions',
  'list_products',
  'get_account',
  'submit_listing',
  'list_my_drafts',
  'get_draft',
  'update_draft',
  'invite_cofounder',
  'submit_draft',
  'list_my_listings',
  'get_my_listing',
  'update_my_listing',
  'post_listing_update',
  'add_milestone',
  'delete_milestone',
  'set_founder_story',
  'answer_interview',
  'choose_free_listing',
  'claim_listing',
  'verify_claim',
  'list_my_claims',
  'quote_order',
  'create_checkout',
  'list_my_orders',
  'get_order',
  // Not in the product specification: the media gallery's images (issue #38), webhooks for integrators (issue #27) and the discussion (issue #39).
  'add_gallery_image',
  'delete_gallery_image',
  'create_webhook',
  'list_webhooks',
  'delete_webhook',
  'list_webhook_deliveries',
  'list_comments',
];

describe('schemas/openapi.yaml', () => {
  const doc = YAML.parse(readFileSync(CONTRACT, 'utf8'));
  const ops = Object.entries(doc.paths as Record<string, Record<string, { operationId: string; parameters?: { $ref?: string; name?: string }[] }>>).flatMap(
    ([p, item]) => Object.entries(item).map(([method, op]) => ({ path: p, method: method.toUpperCase(), ...op })),
  );

  it('is OpenAPI 3.1, version 1.0.0, served under /api/v1, with the 41 operations of the product specification, the 2 of the media gallery, the 4 of webhooks and list_comments', () => {
    assert.equal(doc.openapi, '3.1.0');
    assert.equal(doc.info.version, '1.0.0');
    assert.equal(doc.servers[0].url, '/api/v1');
    assert.deepEqual(ops.map((o) => o.operationId).sort(), [...SPEC_OPERATIONS].sort());
  });

  it('agrees with the operation table on method and path, and every operation of the contract is built', () => {
    assert.deepEqual(operations.map((o) => o.name).sort(), [...SPEC_OPERATIONS].sort());
    for (const op of operations) {
      const declared = ops.find((o) => o.operationId === op.name);
      assert.ok(declared, op.name);
      assert.equal(`${declared.method} ${declared.path}`, `${op.method} ${op.path}`, op.name);
    }
  });

  it('takes an Idempotency-Key on every operation the product specification marks Idem', () => {
    const idem = [
      'submit_listing',
      'update_draft',
      'invite_cofounder',
      'submit_draft',
      'update_my_listing',
      'post_listing_update',
      'add_milestone',
      'delete_milestone',
      'add_gallery_image',
      'delete_gallery_image',
      'set_founder_story',
      'answer_interview',
      'choose_free_listing',
      'claim_listing',
      'verify_claim',
      'create_checkout',
    ];
    for (const name of idem) {
      const op = ops.find((o) => o.operationId === name)!;
      assert.ok(
        op.parameters?.some((p) => p.$ref === '#/components/parameters/IdempotencyKey'),
        name,
      );
    }
  });

  it('lints clean with Redocly', () => {
    const cli = path.join(path.dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')), 'bin/cli.js');
    const r = spawnSync(process.execPath, [cli, 'lint', CONTRACT], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    });
    assert.equal(r.status, 0, r.stdout + r.stderr);
    assert.match(r.stdout + r.stderr, /valid/);
    assert.doesNotMatch(r.stdout + r.stderr, /warning/i);
  });
});

describe("the contract's schemas", () => {
  it('are each valid JSON Schema 2020-12, as compiled: parameters, request bodies, response bodies (closed) and headers', () => {
    // The services compile them without this check (it cost each process a quarter of a second): it is made here, once, for all.
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats.default(ajv);
    type Json = Record<string, unknown>;
    const { doc } = openApi();
    let checked = 0;
    const check = (schema: unknown, where: string) => {
      assert.ok(ajv.validateSchema(schema as Json), `${where}: ${ajv.errorsText()}`);
      checked++;
    };
    for (const [path, item] of Object.entries(doc.paths))
      for (const [method, raw] of Object.entries(item)) {
        const op = deref(doc, raw) as Json & { parameters?: { name: string; schema?: unknown }[]; requestBody?: Json; responses?: Record<string, Json> };
        const at = `${method.toUpperCase()} ${path}`;
        for (const p of op.parameters ?? []) if (p.schema) check(p.schema, `${at} parameter ${p.name}`);
        for (const [type, c] of Object.entries((op.requestBody?.content ?? {}) as Record<string, { schema?: unknown }>))
          if (c.schema) check(c.schema, `${at} request ${type}`);
        for (const [status, response] of Object.entries(op.responses ?? {})) {
          for (const [type, c] of Object.entries((response.content ?? {}) as Record<string, { schema?: unknown }>))
            if (c.schema) check(closed(c.schema), `${at} ${status} ${type}`);
          for (const [name, h] of Object.entries((response.headers ?? {}) as Record<string, { schema?: unknown }>))
            if (h.schema) check(h.schema, `${at} ${status} header ${name}`);
        }
      }
    assert.ok(checked > 300, `${checked} schemas checked`);
  });
});
