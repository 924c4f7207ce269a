import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { listingStream } from '../domain/listing/events.ts';
import { ack } from '../domain/ports/job-bus.ts';
import type { PageAnswer } from '../domain/ports/web-pages.ts';
import { ANY, inStream } from '../test/support/spec.ts';
import { aLiveListing, at, listingSubmitted, NEXT_WEEK, THIS_WEEK } from '../test/support/spec-events.ts';
import { type WorkerWorld, workerSpec } from '../test/support/worker-spec.ts';
import { badgeChecker, badgeScheduler } from './badge-checker.ts';

const spec = workerSpec();
const chosenAt = '2026-11-10T09:00:00.000Z';
const queuedFree = (week: string) => inStream(listingStream(3), listingSubmitted(3), { type: 'FreePlanChosen', data: { listingId: 3, week, at: chosenAt } });
const homepage = (links: { href: string; rel?: string[] }[]): PageAnswer => ({
  ok: true,
  page: {
    url: 'https://acme-3.test/',
    status: 200,
    contentType: 'text/html',
    body: '',
    links: links.map((l) => ({ href: l.href, rel: l.rel ?? [], images: [], hidden: null, html: `<a href="${l.href}">Launch Directory</a>` })),
    images: [],
    metas: [],
    comments: [],
  },
});
const check = (answer: PageAnswer) => (w: WorkerWorld) => {
  const webPages = { homepage: async () => answer, resource: async () => answer };
  w.start(badgeChecker({ ...w, webPages }));
  return w.bus.deliver('badge.check', { listingId: 3, checkId: `3@${chosenAt}` });
};

describe('the badge checker', () => {
  it('given a free listing awaiting its badge, when its homepage links to its listing here, then the badge is found and verified', async () => {
    const outcome = await spec
      .given(queuedFree(NEXT_WEEK))
      .when(check(homepage([{ href: 'https://launch.test/listings/acme-3' }])))
      .then(
        inStream(
          listingStream(3),
          {
            type: 'BadgeChecked',
            data: { listingId: 3, checkId: `3@${chosenAt}`, at, found: true, url: 'https://acme-3.test/', evidence: ANY, nextCheckAt: ANY },
          },
          { type: 'BadgeVerified', data: { listingId: 3, url: 'https://acme-3.test/', checkedAt: at } },
        ),
      );
    assert.deepEqual(outcome, ack());
  });

  it('given a free listing awaiting its badge, when the link is marked nofollow, then the check records why it does not count', async () => {
    await spec
      .given(queuedFree(NEXT_WEEK))
      .when(check(homepage([{ href: 'https://launch.test/listings/acme-3', rel: ['nofollow'] }])))
      .then(
        inStream(listingStream(3), {
          type: 'BadgeChecked',
          data: {
            listingId: 3,
            checkId: `3@${chosenAt}`,
            at,
            found: false,
            url: 'https://acme-3.test/',
            reason: 'the link to https://launch.test/listings/acme-3 is marked rel="nofollow"; the free plan needs a followed link',
            nextCheckAt: ANY,
          },
        }),
      );
  });

  it('given a free listing awaiting its badge, when its homepage does not answer, then the check says it was unreachable', async () => {
    await spec
      .given(queuedFree(NEXT_WEEK))
      .when(check({ ok: false, reason: 'connection refused', unreachable: true }))
      .then(
        inStream(listingStream(3), {
          type: 'BadgeChecked',
          data: {
            listingId: 3,
            checkId: `3@${chosenAt}`,
            at,
            found: false,
            url: 'https://acme-3.test/',
            reason: 'connection refused',
            unreachable: true,
            nextCheckAt: ANY,
          },
        }),
      );
  });

  it('given a paid listing, when a badge check job comes, then its homepage is not read and nothing is recorded', async () => {
    await spec
      .given(aLiveListing(3))
      .when(check({ ok: false, reason: 'must not be read', unreachable: true }))
      .then();
  });
});

describe('the badge scheduler', () => {
  it('given a free listing whose check is due, when the scheduler ticks, then a check job is published under the time it was due', async () => {
    await spec
      .given(queuedFree(NEXT_WEEK))
      .when(async (w) => {
        await w
          .start(badgeScheduler({ ...w, webPages: { homepage: async () => homepage([]), resource: async () => homepage([]) } }, { tickMs: 3_600_000 }))
          .tick();
        assert.deepEqual(
          w.bus.published.map((p) => p.payload),
          [{ listingId: 3, checkId: `3@${chosenAt}` }],
        );
      })
      .then();
  });

  it('given a free listing still without its badge when its launch week began, when the scheduler ticks, then the launch is missed', async () => {
    await spec
      .given(queuedFree(THIS_WEEK))
      .when(async (w) => {
        await w
          .start(badgeScheduler({ ...w, webPages: { homepage: async () => homepage([]), resource: async () => homepage([]) } }, { tickMs: 3_600_000 }))
          .tick();
      })
      .then(inStream(listingStream(3), { type: 'FreeLaunchMissed', data: { listingId: 3, week: THIS_WEEK } }));
  });
});
