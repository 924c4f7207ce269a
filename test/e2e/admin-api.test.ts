import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startInProcess } from '../support/in-process-service.ts';
import { callApi } from '../support/listings.ts';

// The admin API is a door onto the site team's actions: each body is checked by the action's own declaration,
// and its refusals name the fields in the admin API's snake_case.
const ADMIN_TOKEN = 'admin-token-for-the-admin-api-tests';
let svc: Awaited<ReturnType<typeof startInProcess>>;
const admin = (method: string, path: string, body?: unknown) => callApi(`${svc.url}/admin/v1`, method, path, ADMIN_TOKEN, body);
const fields = (r: { body: { errors?: { field: string }[] } }) => (r.body.errors ?? []).map((e) => e.field).sort();

before(async () => {
  svc = await startInProcess({ ADMIN_TOKEN, SEED_DEMO: 'false' });
});
after(() => svc.close());

describe('the admin API, through the actions', () => {
  it('changes the site settings it names, answering what it recorded', async () => {
    const r = await admin('PUT', '/site', { name: 'Acme Launches', free_weekly_capacity: 12 });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.deepEqual(r.body.events, ['SiteSettingsChanged']);
    const again = await admin('PUT', '/site', { name: 'Acme Launches', free_weekly_capacity: 12 });
    assert.equal(again.body.changed, false);
  });

  it('refuses a key no action has, naming it as sent', async () => {
    const r = await admin('PUT', '/site', { name: 'X', free_weekly_capacity: 3, favourite_colour: 'red' });
    assert.equal(r.status, 400);
    assert.deepEqual(fields(r), ['favourite_colour']);
  });

  it('refuses a value of the wrong kind, naming the field in snake_case', async () => {
    const r = await admin('PUT', '/products/launch', { name: 'Launch', price_cents: '49.00' });
    assert.equal(r.status, 400);
    assert.deepEqual(fields(r), ['price_cents']);
  });

  it('refuses nested mistakes with their place in the list', async () => {
    const r = await admin('PUT', '/categories/dev-tools', { name: 'Dev tools', faqs: [{ question: 'Why?' }] });
    assert.equal(r.status, 400);
    assert.deepEqual(fields(r), ['faqs[0].answer']);
  });

  it('refuses a body that says what the path says', async () => {
    const r = await admin('PUT', '/categories/dev-tools', { slug: 'other', name: 'Dev tools' });
    assert.equal(r.status, 400);
    assert.deepEqual(fields(r), ['slug']);
  });

  it('refuses a body that is not an object', async () => {
    const r = await admin('POST', '/interview-questions', ['What?']);
    assert.equal(r.status, 400);
    assert.deepEqual(fields(r), ['body']);
  });

  it('refuses a listing that is not a number as the path names it', async () => {
    const r = await admin('POST', '/listings/abc/hide', { reason: 'spam' });
    assert.equal(r.status, 400);
    assert.deepEqual(fields(r), ['listing_id']);
  });

  it('creates an interview question, answering 201', async () => {
    const r = await admin('POST', '/interview-questions', { text: 'What did you ship first?', position: 1 });
    assert.equal(r.status, 201, JSON.stringify(r.body));
    assert.deepEqual(r.body.events, ['InterviewQuestionDefined']);
  });
});
