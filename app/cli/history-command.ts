import { listingIdOfSlug, readListingHistory } from '../../commands/listing/history.ts';
import { type ListingVersion, versionAsOf } from '../../domain/listing/history.ts';
import { DomainError, notFound } from '../../domain/shared/errors.ts';
import type { EventLog } from '../event-log.ts';
import { flags, UsageError } from './args.ts';

const show = (v: unknown) => (v === null || v === undefined ? '—' : JSON.stringify(v));

function versionText(v: ListingVersion): string {
  const cause = [
    v.cause.event,
    v.cause.source ? `source ${v.cause.source}` : '',
    v.cause.reverts ? `reverts edit ${v.cause.reverts}` : '',
    v.cause.origin ? `from site ${v.cause.origin}` : '',
  ]
    .filter(Boolean)
    .join(', ');
  const lines = [`version ${v.version}  ${v.at}  by ${v.actor}  (${cause}; correlation ${v.cause.correlation_id})`];
  for (const [field, change] of Object.entries(v.changes)) lines.push(`  ${field}: ${show(change.before)} → ${show(change.after)}`);
  return lines.join('\n');
}

function snapshotText(v: ListingVersion): string {
  const { profile, ...state } = v.listing;
  const lines = [`listing ${state.listing_id} as of version ${v.version} (${v.at}, by ${v.actor})`];
  for (const [field, value] of Object.entries({ ...state, ...profile })) lines.push(`  ${field}: ${show(value)}`);
  return lines.join('\n');
}

/**
 * `history <slug|listing_id> [--as-of <time>] [--json]`: a listing's versions replayed from the event
 * store (never a read model), for auditors. With --as-of, the listing as it stood at that time.
 */
export async function historyCommand(log: EventLog, args: string[], out: (s: string) => void): Promise<number> {
  const { values, positionals } = flags(args, { 'as-of': { type: 'string' }, json: { type: 'boolean' } });
  const [ref, ...extra] = positionals;
  if (!ref || extra.length) throw new UsageError('history <slug|listing_id> [--as-of <time>] [--json]');
  let asOf: Date | null = null;
  if (values['as-of'] !== undefined) {
    asOf = new Date(String(values['as-of']));
    if (Number.isNaN(asOf.getTime())) throw new UsageError('--as-of must be a date or time, such as 2026-11-02 or 2026-11-02T09:30:00Z');
  }
  const listingId = /^\d+$/.test(ref) ? Number(ref) : await listingIdOfSlug(log.events, ref.toLowerCase());
  const versions = listingId === null ? [] : await readListingHistory(log.events, listingId);
  if (versions.length === 0) throw notFound(`listing ${ref}`);
  if (asOf) {
    const v = versionAsOf(versions, asOf);
    if (!v) throw new DomainError('not_found', `listing ${ref} did not exist yet at ${asOf.toISOString()}; its first version is of ${versions[0]?.at}`);
    out(values.json ? JSON.stringify({ listing_id: listingId, as_of: asOf.toISOString(), version: v }, null, 2) : snapshotText(v));
    return 0;
  }
  out(values.json ? JSON.stringify({ listing_id: listingId, versions }, null, 2) : versions.map(versionText).join('\n\n'));
  return 0;
}
