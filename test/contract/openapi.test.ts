import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';
import { operations } from '../../api/operations/index.ts';

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
