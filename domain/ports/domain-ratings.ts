/**
 * A third-party domain rating (an SEO metric such as Ahrefs DR or Moz DA), per website domain.
 * The default provider reads a CSV export; an adapter for a provider's API yields the same rows.
 */
export type DomainRatingRow = { domain: string; rating: number; measuredOn: string };

/** A row the provider could not read, with where it was and which field was wrong. */
export type DomainRatingProblem = { line: number; field: string; message: string };

export interface DomainRatingProvider {
  /** Names the provider on every rating recorded from it. */
  readonly source: string;
  read(): Promise<{ rows: DomainRatingRow[]; problems: DomainRatingProblem[] }>;
}
