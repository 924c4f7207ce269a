/** Public reads whose answers must not change when the read models are rebuilt from the log. */
export const SNAPSHOT_PAGES = [
  '/api/v1/site',
  '/api/v1/categories',
  '/api/v1/categories?include_empty=false',
  '/api/v1/products',
  '/api/v1/listings?per_page=100',
  '/api/v1/listings?per_page=100&status=upcoming&sort=newest',
  '/api/v1/listings?q=notes',
  '/api/v1/listings?category=developer-tools&sort=votes',
  '/api/v1/listings/pipewright',
  '/api/v1/listings/summly-notes',
  '/api/v1/launches/weeks/last',
  '/api/v1/leaderboards/community-weekly',
  '/api/v1/leaderboards/community-all-time',
  '/api/v1/leaderboards/billboard',
  '/api/v1/leaderboards/domain-rating',
  '/api/v1/awards',
  '/api/v1/founders/lena-vogt',
  '/api/v1/listings/pipewright/alternatives',
];

export async function publicSnapshot(url: string): Promise<string[]> {
  return Promise.all(SNAPSHOT_PAGES.map(async (p) => `${p}\n${await (await fetch(url + p)).text()}`));
}
