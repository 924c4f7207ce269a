import { existsSync } from 'node:fs';
import type { DomainRatingProvider } from '../../domain/ports/domain-ratings.ts';
import { CsvDomainRatings } from '../../infra/metrics/csv-domain-ratings.ts';
import { listingIdsOfDomain } from '../../projections/queries/index.ts';
import type { Container } from '../container.ts';
import { flags, UsageError } from './args.ts';

const USAGE = `domain-ratings import <file.csv> --source <provider> [--measured-on YYYY-MM-DD] [--dry-run]
  the CSV has a header row with a domain (or url) column, a rating column (0-100) and optionally a date column`;

/**
 * Records a provider's domain ratings on the listings of those domains. A file with any bad row
 * records nothing; a rating dated on or before a listing's latest one is skipped, so running the
 * same import twice changes nothing.
 */
export async function importDomainRatings(c: Container, provider: DomainRatingProvider, dryRun: boolean, out: (s: string) => void): Promise<number> {
  const { rows, problems } = await provider.read();
  if (problems.length) {
    for (const p of problems) out(`line ${p.line}: ${p.field}: ${p.message}`);
    out(`nothing imported: ${problems.length} row${problems.length === 1 ? '' : 's'} to fix`);
    return 65;
  }
  let recorded = 0;
  let unchanged = 0;
  const unknown: string[] = [];
  for (const row of rows) {
    const ids = await listingIdsOfDomain(c.readModels, row.domain);
    if (ids.length === 0) {
      unknown.push(row.domain);
      continue;
    }
    for (const listingId of ids) {
      if (dryRun) {
        recorded++;
        continue;
      }
      const result = await c.commands.measureDomainRating(
        { listingId, rating: row.rating, measuredOn: row.measuredOn, source: provider.source },
        { actor: `system:domain-ratings:${provider.source}` },
      );
      if (result.events.length) recorded++;
      else unchanged++;
    }
  }
  out(`${dryRun ? 'would record' : 'recorded'} ${recorded}, unchanged ${unchanged} (not newer than the latest rating), no listing for ${unknown.length}`);
  for (const domain of unknown.slice(0, 20)) out(`  no listing: ${domain}`);
  if (unknown.length > 20) out(`  … and ${unknown.length - 20} more`);
  return 0;
}

export async function domainRatingsCommand(c: Container, args: string[], out: (s: string) => void): Promise<number> {
  const { values, positionals } = flags(args, { source: { type: 'string' }, 'measured-on': { type: 'string' }, 'dry-run': { type: 'boolean' } });
  const [action, file, ...extra] = positionals;
  if (action !== 'import' || !file || extra.length) throw new UsageError(USAGE);
  const source = String(values.source ?? '').trim();
  if (!source) throw new UsageError(`--source is required: name the provider (ahrefs, moz, semrush...)\n${USAGE}`);
  if (!existsSync(file)) throw new UsageError(`no such file: ${file}`);
  const measuredOn = String(values['measured-on'] ?? c.clock.now().toISOString().slice(0, 10));
  const provider = new CsvDomainRatings(file, source, measuredOn);
  return importDomainRatings(c, provider, Boolean(values['dry-run']), out);
}
