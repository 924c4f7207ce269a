export type Page = { page: number; perPage: number };

export const offsetOf = (p: Page) => (p.page - 1) * p.perPage;

/** The list envelope of every paginated answer: records in `items`, then where we are. */
export function paged<T>(items: T[], total: number, p: Page) {
  return {
    items,
    page: p.page,
    per_page: p.perPage,
    total,
    total_pages: Math.ceil(total / p.perPage),
  };
}
