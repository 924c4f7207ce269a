import { invalid, notFound } from '../../domain/shared/errors.ts';
import { resolveWeek } from '../../domain/shared/weeks.ts';
import { launchWeek } from '../../projections/queries/index.ts';
import { operation } from '../operation.ts';

export const getLaunchWeek = operation({
  name: 'get_launch_week',
  method: 'GET',
  path: '/launches/weeks/{week}',
  access: 'public',
  takesIdempotencyKey: false,
  cache: { reads: ['listings', 'listing-search', 'free-slots', 'catalog'], ttlMs: 60_000 },
  async run({ path }, { readModels, clock }) {
    const now = clock.now();
    const week = resolveWeek(path.week, now);
    if (!week) throw invalid('week', 'must be this, next, last or a date YYYY-MM-DD that exists');
    const r = await launchWeek(readModels, week, now);
    if (!r) throw notFound(`launch week ${week}`);
    return { body: r };
  },
});
