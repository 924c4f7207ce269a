import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { mondayOf } from '../../domain/shared/weeks.ts';
import { browserSession } from '../support/browser.ts';
import { startInProcess } from '../support/in-process-service.ts';
import { mailTo, outbox } from '../support/outbox.ts';
import { quiescent } from '../support/quiescent.ts';
import { PATIENCE_MS } from '../support/until.ts';

let svc: Awaited<ReturnType<typeof startInProcess>>;

before(async () => {
  svc = await startInProcess({ SEED_DEMO: 'false' });
});
after(() => svc?.close());

describe('notify me', () => {
  it('mails everyone who follows an upcoming listing once when it goes live, and nobody who stopped following', async () => {
    const c = svc.container.commands;
    const ctx = { actor: 'acct_maker' };
    const listingId = await c.reserveListingId(ctx);
    const slug = await c.claimListingSlug({ name: 'Soon Shipped', listingId }, ctx);
    await c.submitListing(
      {
        listingId,
        slug,
        ownerId: 'acct_maker',
        draftId: null,
        url: 'https://soonshipped.test/',
        profile: { name: 'Soon Shipped', tagline: 'Ships soon', categories: ['developer-tools'] },
      },
      ctx,
    );
    const scheduled = await c.scheduleLaunch({ listingId, week: mondayOf(new Date()), plan: 'paid', unlocked: [] }, ctx);
    await svc.container.readModels.waitFor(scheduled.position, PATIENCE_MS);

    const people: Record<string, ReturnType<typeof browserSession>> = {};
    for (const who of ['ned', 'ola', 'pam']) {
      people[who] = browserSession(svc.url);
      await people[who].signUp(`${who}@example.test`, 'a long enough password', who);
      const page = await (await people[who].browse(`/listings/${slug}`)).text();
      assert.match(page, /Notify me when it launches/);
      const csrf = await people[who].csrfOn(`/listings/${slug}`);
      assert.equal((await people[who].post(`/listings/${slug}/follow`, { csrf })).status, 303);
    }
    const pam = await people.pam.csrfOn(`/listings/${slug}`);
    assert.equal((await people.pam.post(`/listings/${slug}/unfollow`, { csrf: pam })).status, 303);

    await c.goLive({ listingId }, ctx);
    for (const who of ['ned', 'ola']) {
      const mail = await mailTo(svc.dataDir, `${who}@example.test`, (m) => m.subject === 'Soon Shipped is live');
      assert.match(mail.text, new RegExp(`/listings/${slug}`));
    }
    // Once the going-live mails are all sent, anything sent twice, or to the one who stopped following, would be there.
    await quiescent(svc.container, ['mail.listing-live']);
    const live = outbox(svc.dataDir).filter((m) => m.subject === 'Soon Shipped is live');
    assert.deepEqual(live.map((m) => m.to).sort(), ['ned@example.test', 'ola@example.test']);
  });
});
