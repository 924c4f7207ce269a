import type { EventStore } from '../../domain/ports/event-store.ts';
import { isCalendarDate, mondayOf, resolveWeek } from '../../domain/shared/weeks.ts';
import { SqliteDocumentStore } from '../../infra/readmodels/sqlite-document-store.ts';
import { SqliteSearchIndex } from '../../infra/search/sqlite-search-index.ts';
import { ReadModels, rebuildProjection } from '../../projections/index.ts';
import { leaderboardsProjection } from '../../projections/leaderboards.ts';
import { listingsProjection } from '../../projections/listings.ts';
import { BOARDS, type Board, leaderboard } from '../../projections/queries/index.ts';
import type { Container } from '../container.ts';
import { flags, integer, UsageError } from './args.ts';

const USAGE = `leaderboards <board> [--week YYYY-Www|YYYY-MM-DD|this|last] [--as-of <time>] [--json] [--page N] [--per-page N]
  boards: ${Object.keys(BOARDS).join(', ')}, or community (weekly with --week, else all time)`;

/** `2026-W48` → the Monday of that ISO week. */
function isoWeek(input: string): string | null {
  const m = /^(\d{4})-W(\d{2})$/.exec(input);
  if (!m) return null;
  const week = Number(m[2]);
  if (week < 1 || week > 53) return null;
  // ISO week 1 holds the year's first Thursday, and so always 4 January.
  const jan4 = new Date(Date.UTC(Number(m[1]), 0, 4));
  const monday = new Date(`${mondayOf(jan4)}T00:00:00Z`);
  monday.setUTCDate(monday.getUTCDate() + (week - 1) * 7);
  const result = monday.toISOString().slice(0, 10);
  return mondayOf(new Date(`${result}T12:00:00Z`)) === result ? result : null;
}

/**
 * The log as it stood at a time: the events recorded at or before it, in log order. (Events
 * imported with their original times, like the demo's, sit earlier in time than in the log.)
 */
function logAsOf(store: EventStore, asOf: Date | null): Pick<EventStore, 'replay'> {
  if (!asOf) return store;
  const limit = asOf.toISOString();
  return {
    async *replay(after, size) {
      // A batch with nothing left after filtering is skipped, so the replay only stops at the end of the log.
      for await (const batch of store.replay(after, size)) {
        const kept = batch.filter((e) => e.metadata.time <= limit);
        if (kept.length) yield kept;
      }
    },
  };
}

/**
 * For analysts: a board computed from the event log alone. The events are replayed into a
 * scratch read model in memory (the live one is never touched) by the same projections the
 * service runs, and the board is read by the same query, so without --as-of the JSON equals
 * get_leaderboard's answer byte for byte.
 */
export async function leaderboardsCommand(c: Container, args: string[], out: (s: string) => void): Promise<number> {
  const { values, positionals } = flags(args, {
    week: { type: 'string' },
    'as-of': { type: 'string' },
    json: { type: 'boolean' },
    page: { type: 'string' },
    'per-page': { type: 'string' },
  });
  const [name, ...extra] = positionals;
  if (!name || extra.length) throw new UsageError(USAGE);
  const asOf = values['as-of'] === undefined ? null : new Date(String(values['as-of']));
  if (asOf && Number.isNaN(asOf.getTime())) throw new UsageError('--as-of must be a date or time, such as 2026-11-02 or 2026-11-02T09:30:00Z');
  const now = asOf ?? c.clock.now();
  const board: Board | null =
    name === 'community' ? (values.week ? 'community-weekly' : 'community-all-time') : Object.hasOwn(BOARDS, name) ? (name as Board) : null;
  if (!board) throw new UsageError(`unknown board ${name}\n${USAGE}`);
  let week: string | null = null;
  if (board === 'community-weekly') {
    const given = String(values.week ?? 'this');
    week = isoWeek(given) ?? (given === 'this' || given === 'last' || isCalendarDate(given) ? resolveWeek(given, now) : null);
    if (!week) throw new UsageError('--week must be YYYY-Www (ISO week), a date YYYY-MM-DD, this or last');
  } else if (values.week !== undefined) throw new UsageError('--week only applies to the weekly community board');
  const page = { page: integer(values, 'page', 1), perPage: integer(values, 'per-page', 20) };
  if (page.page < 1 || page.page > 1000 || page.perPage < 1 || page.perPage > 100) throw new UsageError('--page is 1 to 1000, --per-page 1 to 100');

  const docs = new SqliteDocumentStore(':memory:');
  const search = new SqliteSearchIndex(':memory:');
  try {
    const events = logAsOf(c.events, asOf);
    const projections = [listingsProjection, leaderboardsProjection];
    for (const p of projections) await rebuildProjection(p, { docs, search, events });
    const rm = new ReadModels(docs, search, projections);
    const body = await leaderboard(rm, board, week, page);
    if (values.json) out(JSON.stringify(body));
    else {
      out(`${body.board}${body.week ? ` (week of ${body.week})` : ''}: ${body.description}`);
      for (const item of body.items) out(`${String(item.rank).padStart(4)}  ${String(item.metric).padStart(10)}  ${item.listing.name} (${item.listing.slug})`);
      if (body.items.length === 0) out('  (nothing ranked)');
    }
    return 0;
  } finally {
    await search.close();
    await docs.close();
  }
}
