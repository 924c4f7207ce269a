import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { FixedClock } from '../../infra/clock/system-clock.ts';
import { hashPassword, newApiKey, sha256 } from '../../infra/secrets/node-secrets.ts';
import { startInProcess } from '../support/in-process-service.ts';
import { PATIENCE_MS } from '../support/until.ts';

let base = '';
let stop: () => Promise<void>;
let key = '';

before(async () => {
  // The limit refills on the service's clock: held still, a slow machine's requests cannot earn tokens back.
  const running = await startInProcess(
    { RATE_LIMIT_PER_MINUTE: '60', RATE_LIMIT_BURST: '5', SEED_DEMO: 'false' },
    new FixedClock(new Date('2026-11-24T12:00:00Z')),
  );
  base = `${running.url}/api/v1`;
  stop = running.close;
  const c = running.container;
  await c.commands.signUp(
    { accountId: 'acct_00000000000000aa', email: 'rate@example.test', name: '', passwordHash: await hashPassword('irrelevant-password'), role: 'user' },
    { actor: 'test' },
  );
  const k = newApiKey();
  const created = await c.commands.createApiKey(
    { accountId: 'acct_00000000000000aa', keyId: k.keyId, name: 't', scopes: ['account:read'], prefix: k.prefix, secretHash: sha256(k.key) },
    { actor: 'test' },
  );
  await c.readModels.waitFor(created.position, PATIENCE_MS);
  key = k.key;
});
after(() => stop());

describe('rate limiting', () => {
  it('answers a burst past the limit with 429, Retry-After and its own body form', async () => {
    const answers = [];
    for (let i = 0; i < 7; i++) answers.push(await fetch(`${base}/products`));
    assert.deepEqual(
      answers.map((r) => r.status),
      [200, 200, 200, 200, 200, 429, 429],
    );
    assert.equal(answers[0].headers.get('ratelimit-limit'), '5');
    assert.equal(answers[4].headers.get('ratelimit-remaining'), '0');
    const limited = answers[5];
    assert.ok(Number(limited.headers.get('retry-after')) >= 1);
    assert.equal(limited.headers.get('ratelimit-reset'), limited.headers.get('retry-after'), 'RateLimit-Reset and Retry-After agree on when to come back');
    assert.equal(
      answers[4].headers.get('ratelimit-reset'),
      limited.headers.get('retry-after'),
      'with nothing left, Reset says when the next request is allowed',
    );
    assert.match(limited.headers.get('content-type') ?? '', /^application\/json/);
    const body = (await limited.json()) as { error: string; retry_after_seconds: number };
    assert.equal(body.error, 'rate_limited');
    assert.ok(body.retry_after_seconds >= 1);
  });

  it('counts signed-in callers by their credential, apart from the address', async () => {
    const withKey = await fetch(`${base}/products`, { headers: { authorization: `Bearer ${key}` } });
    assert.equal(withKey.status, 200, 'a credential has its own bucket');
  });
});
