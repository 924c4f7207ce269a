import { describe, it } from 'node:test';
import { listingStream } from '../../domain/listing/events.ts';
import { as, commandSpec } from '../../test/support/command-spec.ts';
import { inStream } from '../../test/support/spec.ts';
import { aLiveListing, at, listingSubmitted, NEXT_WEEK, THIS_WEEK } from '../../test/support/spec-events.ts';

const spec = commandSpec();
const chosen = (week: string) => ({ type: 'FreePlanChosen', data: { listingId: 3, week, at: '2026-11-10T09:00:00.000Z' } });
const look = { found: true as const, url: 'https://acme-3.test/', evidence: '<a href="https://launch.test/">Launch Directory</a>' };

describe('recordBadgeCheck and missFreeLaunch', () => {
  it('given a free listing awaiting its badge, when the checker found it, then the check is recorded and the badge verified', async () => {
    await spec
      .given(inStream(listingStream(3), listingSubmitted(3), chosen(NEXT_WEEK)))
      .when(({ commands }) => commands.recordBadgeCheck({ listingId: 3, checkId: 'due-1', look }, as('system:badge')))
      .then(
        inStream(
          listingStream(3),
          {
            type: 'BadgeChecked',
            data: { listingId: 3, checkId: 'due-1', at, found: true, url: look.url, evidence: look.evidence, nextCheckAt: '2026-11-30T00:00:00.000Z' },
          },
          { type: 'BadgeVerified', data: { listingId: 3, url: look.url, checkedAt: at } },
        ),
      );
  });

  it('given a paid listing, when a badge check is reported, then nothing is recorded', async () => {
    await spec
      .given(aLiveListing(3))
      .when(({ commands }) => commands.recordBadgeCheck({ listingId: 3, checkId: 'due-1', look }, as('system:badge')))
      .then();
  });

  it('given a free listing still without its badge when its week began, when the launch is missed, then it is recorded missed', async () => {
    await spec
      .given(inStream(listingStream(3), listingSubmitted(3), chosen(THIS_WEEK)))
      .when(({ commands }) => commands.missFreeLaunch({ listingId: 3 }, as('system:launch-scheduler')))
      .then(inStream(listingStream(3), { type: 'FreeLaunchMissed', data: { listingId: 3, week: THIS_WEEK } }));
  });

  it('given a free listing whose week has not begun, when a missed launch is asked for, then nothing is recorded', async () => {
    await spec
      .given(inStream(listingStream(3), listingSubmitted(3), chosen(NEXT_WEEK)))
      .when(({ commands }) => commands.missFreeLaunch({ listingId: 3 }, as('system:launch-scheduler')))
      .then();
  });
});
