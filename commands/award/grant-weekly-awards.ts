import * as award from '../../domain/award/award.ts';
import { awardsStream, evolveAwards, initialAwards } from '../../domain/award/award.ts';
import { command } from '../command.ts';

export const grantWeeklyAwards = command({
  stream: (c: { week: string }) => awardsStream(c.week),
  initial: initialAwards,
  evolve: evolveAwards,
  decide: (c: { week: string; ranking: { listingId: number; votes: number; launchedAt?: string | null }[] }, state, { now }) =>
    award.grantWeeklyAwards({ ...c, now }, state),
});
