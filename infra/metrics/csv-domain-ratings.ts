import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import type { DomainRatingProblem, DomainRatingProvider, DomainRatingRow } from '../../domain/ports/domain-ratings.ts';
import { websiteDomain } from '../../domain/shared/website.ts';
import { isCalendarDate } from '../../domain/shared/weeks.ts';

/** Header names as the big SEO tools export them, mapped to ours. */
const COLUMNS: Record<string, keyof DomainRatingRow> = {
  domain: 'domain',
  url: 'domain',
  website: 'domain',
  target: 'domain',
  rating: 'rating',
  dr: 'rating',
  'domain rating': 'rating',
  domain_rating: 'rating',
  da: 'rating',
  'domain authority': 'rating',
  measured_on: 'measuredOn',
  date: 'measuredOn',
};

/**
 * A CSV export: a header row naming a domain (or URL) column and a rating column, optionally a
 * date column (else `measuredOn`, the day of the import). Comma, semicolon or tab separated.
 */
export class CsvDomainRatings implements DomainRatingProvider {
  readonly source: string;
  private readonly file: string;
  private readonly measuredOn: string;

  constructor(file: string, source: string, measuredOn: string) {
    this.file = file;
    this.source = source;
    this.measuredOn = measuredOn;
  }

  async read(): Promise<{ rows: DomainRatingRow[]; problems: DomainRatingProblem[] }> {
    const text = (await readFile(this.file, 'utf8')).replace(/^\uFEFF/, '');
    const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
    const delimiter = [',', ';', '\t'].reduce((best, d) => (firstLine.split(d).length > firstLine.split(best).length ? d : best), ',');
    let records: string[][];
    try {
      records = parse(text, { delimiter, skip_empty_lines: true, trim: true, relax_column_count: true });
    } catch (error) {
      return { rows: [], problems: [{ line: (error as { lines?: number }).lines ?? 1, field: 'file', message: (error as Error).message }] };
    }
    const [header = [], ...body] = records;
    const at = new Map<keyof DomainRatingRow, number>();
    header.forEach((name, i) => {
      const column = COLUMNS[name.toLowerCase()];
      if (column && !at.has(column)) at.set(column, i);
    });
    const problems: DomainRatingProblem[] = [];
    for (const column of ['domain', 'rating'] as const)
      if (!at.has(column))
        problems.push({ line: 1, field: column, message: `the header names no ${column} column (found: ${header.join(', ') || 'nothing'})` });
    if (problems.length) return { rows: [], problems };

    const rows: DomainRatingRow[] = [];
    body.forEach((record, i) => {
      const line = i + 2;
      const cell = (column: keyof DomainRatingRow) => {
        const index = at.get(column);
        return index === undefined ? '' : (record[index] ?? '');
      };
      const domain = websiteDomain(cell('domain'));
      const ratingText = cell('rating');
      const rating = Number(ratingText);
      const measuredOn = cell('measuredOn').slice(0, 10) || this.measuredOn;
      if (!domain) problems.push({ line, field: 'domain', message: `"${cell('domain')}" is not a website domain` });
      else if (ratingText === '' || !Number.isFinite(rating) || rating < 0 || rating > 100)
        problems.push({ line, field: 'rating', message: `"${ratingText}" is not a rating from 0 to 100` });
      else if (!isCalendarDate(measuredOn)) problems.push({ line, field: 'measured_on', message: `"${measuredOn}" is not a date YYYY-MM-DD` });
      else rows.push({ domain, rating, measuredOn });
    });
    return { rows, problems };
  }
}
