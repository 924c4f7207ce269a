import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { FixedClock } from '../../infra/clock/system-clock.ts';
import { startInProcess } from '../support/in-process-service.ts';
import { callApi } from '../support/listings.ts';
import { type Member, makerWithLiveListing, siteMember } from '../support/members.ts';
import { mailTo, outbox } from '../support/outbox.ts';
import { quiescent } from '../support/quiescent.ts';

const HOUR = 3_600_000;
// Five minutes into an hour, so the comments below fall in known hours.
const T = Math.floor(Date.now() / HOUR) * HOUR + 5 * 60_000;
const clock = new FixedClock(new Date(T));
let svc: Awaited<ReturnType<typeof startInProcess>>;
let slug = '';
let maker: Member;

const comment = (who: Member, text: string, parentId?: string) =>
  who.submit(`/listings/${slug}`, `/listings/${slug}/comments`, { text, ...(parentId ? { parent_id: parentId } : {}) });
const digests = () => outbox(svc.dataDir).filter((m) => m.to === 'mail-maker@example.test' && /new comments? on Chatterbox/.test(m.subject));
const settledMail = () => quiescent(svc.container, ['mail.comment-digest', 'mail.comment-reply']);

describe('mails about the discussion', () => {
  before(async () => {
    svc = await startInProcess({ SEED_DEMO: 'false' }, clock);
    const m = await makerWithLiveListing(svc.container, svc.url, 'mail-maker', 'Chatterbox');
    slug = m.slug;
    maker = m.session;
  });
  after(() => svc?.close());

  it('tell a person when a maker replies to their comment, with the reply and a link to it', async () => {
    const ivy = await siteMember(svc.url, svc.dataDir, 'ivy@example.test', 'Ivy');
    assert.equal((await comment(ivy, 'Is there an API?')).status, 303);
    const id = (await callApi(`${svc.url}/api/v1`, 'GET', `/listings/${slug}/comments`, null)).body.items[0].comment_id;
    assert.equal((await comment(maker, 'Yes, a REST API and webhooks.', id)).status, 303);
    const mail = await mailTo(svc.dataDir, 'ivy@example.test', (m) => /replied to your comment/.test(m.subject));
    assert.match(mail.subject, /^mail-maker of Chatterbox replied to your comment$/);
    assert.match(mail.text, /Yes, a REST API and webhooks\./);
    assert.match(mail.text, new RegExp(`/listings/${slug}#comment-cmt_[a-f0-9]{16}`));
  });

  it('send the makers one digest an hour, once the hour is over, with every top-level comment of it', async () => {
    const jo = await siteMember(svc.url, svc.dataDir, 'jo@example.test', 'Jo');
    const kim = await siteMember(svc.url, svc.dataDir, 'kim@example.test', 'Kim');
    assert.equal((await comment(jo, 'Pricing for teams?')).status, 303);
    clock.set(new Date(T + 20 * 60_000));
    assert.equal((await comment(kim, 'Any plans for Linux?')).status, 303);
    // The hour is not over: nothing yet.
    await svc.workers?.tick();
    await settledMail();
    assert.equal(digests().length, 0);

    clock.set(new Date(T + HOUR));
    assert.equal((await comment(jo, 'And an export to CSV?')).status, 303);
    await svc.workers?.tick();
    await settledMail();
    const [first] = digests();
    assert.equal(digests().length, 1, 'one mail for the hour');
    assert.match(first.subject, /^3 new comments on Chatterbox$/);
    for (const words of ['Is there an API?', 'Pricing for teams?', 'Any plans for Linux?']) assert.ok(first.text.includes(words), words);
    assert.ok(!first.text.includes('CSV'), 'the next hour waits for its own mail');
    assert.ok(!first.text.includes('REST API and webhooks'), "the maker's own reply is not news to the makers");

    clock.set(new Date(T + 2 * HOUR));
    await svc.workers?.tick();
    await svc.workers?.tick();
    await settledMail();
    assert.equal(digests().length, 2, 'the next hour has its own mail, sent once however often the clock ticks');
    const next = digests().find((m) => m.id !== first.id);
    assert.match(next?.text ?? '', /And an export to CSV\?/);
  });
});
