import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { browserSession } from '../support/browser.ts';
import { launchChromium, skipWithoutChromium } from '../support/chromium.ts';
import { mailTo } from '../support/outbox.ts';
import { type ServiceProcess, startService } from '../support/service-process.ts';
import { tempDir } from '../support/temp.ts';

const skip = skipWithoutChromium;
if (skip) console.log(`# browser tests ${skip}`);

let service: ServiceProcess;
let dataDir = '';
let browser: Browser;

describe('the account pages in a browser with JavaScript off', { skip }, () => {
  before(async () => {
    dataDir = tempDir();
    service = await startService({ DATA_DIR: dataDir, SEED_DEMO: 'false', PUBLIC_URL: 'http://127.0.0.1' });
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    await service?.stop();
  });

  it('lets a person sign up, create an API key with chosen scopes, see it, and revoke it', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: service.url });
    const page = await context.newPage();
    await page.goto('/signup');
    await page.fill('input[name=email]', 'bea@example.test');
    await page.fill('input[name=name]', 'Bea');
    await page.fill('input[name=password]', 'a long enough password');
    await page.click('button[type=submit]');
    assert.match(page.url(), /\/account$/, 'a new account lands on its overview');
    await page.click('.subnav >> text=API keys');

    await page.fill('input[name=name]', 'my laptop');
    await page.check('input[value="account:read"]');
    await page.check('input[value="listings:write"]');
    await page.click('text=Create key');
    const key = (await page.textContent('#new-key'))!.trim();
    assert.match(key, /^ld_/);
    const row = page.locator('tr', { hasText: 'my laptop' });
    assert.match((await row.textContent())!, /account:read, listings:write/);

    const me = await fetch(`${service.url}/api/v1/me`, { headers: { authorization: `Bearer ${key}` } });
    assert.equal(me.status, 200);
    await page.reload();
    assert.ok(!(await page.content()).includes(key), 'the secret is shown once only');
    assert.doesNotMatch((await page.locator('tr', { hasText: 'my laptop' }).textContent())!, /never/, 'last use is shown');

    await page.locator('tr', { hasText: 'my laptop' }).locator('button', { hasText: 'Revoke' }).click();
    assert.match((await page.locator('tr', { hasText: 'my laptop' }).textContent())!, /revoked/);
    assert.equal((await fetch(`${service.url}/api/v1/me`, { headers: { authorization: `Bearer ${key}` } })).status, 401);

    await page.click('text=Sign out');
    await page.goto('/account/api-keys');
    assert.match(page.url(), /\/signin/);
    await page.fill('input[name=email]', 'bea@example.test');
    await page.fill('input[name=password]', 'a long enough password');
    await page.click('button[type=submit]');
    assert.match(page.url(), /\/account\/api-keys$/, 'signing in goes back to the page asked for');
    await context.close();
  });

  it('resets a forgotten password through the emailed link', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: service.url });
    const page = await context.newPage();
    await page.goto('/signup');
    await page.fill('input[name=email]', 'cy@example.test');
    await page.fill('input[name=password]', 'the first password');
    await page.click('button[type=submit]');
    await page.click('text=Sign out');

    await page.goto('/password/forgot');
    await page.fill('input[name=email]', 'cy@example.test');
    await page.click('main button');
    const mail = await mailTo(dataDir, 'cy@example.test', (m) => /Reset your/.test(m.subject));
    assert.match(mail.subject, /Reset your/);
    const link = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
    await page.goto(`${link.pathname}${link.search}`);
    await page.fill('input[name=password]', 'the second password');
    await page.click('main button');
    await page.fill('input[name=email]', 'cy@example.test');
    await page.fill('input[name=password]', 'the first password');
    await page.click('button[type=submit]');
    assert.match(await page.content(), /email or password is wrong/);
    await page.fill('input[name=password]', 'the second password');
    await page.click('button[type=submit]');
    assert.match(page.url(), /\/account$/);
    await context.close();
  });
});

describe('sign-in throttling', () => {
  // One service for both: a refused cross-site form never reaches sign-in, so the throttled address does not matter to it.
  let svc: ServiceProcess;
  before(async () => {
    svc = await startService({ DATA_DIR: tempDir(), SEED_DEMO: 'false' });
  });
  after(() => svc?.stop());

  it('answers 429 after repeated wrong passwords', async () => {
    const statuses: number[] = [];
    const person = browserSession(svc.url);
    for (let i = 0; i < 11; i++) statuses.push((await person.signIn('zed@example.test', 'wrong-wrong')).status);
    assert.deepEqual(statuses.slice(0, 10), Array(10).fill(401));
    assert.equal(statuses[10], 429);
  });

  it('refuses a form posted from another site', async () => {
    const r = await fetch(`${svc.url}/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://evil.invalid' },
      body: 'email=a%40b.test&password=0123456789ab',
    });
    assert.equal(r.status, 403);
  });
});
