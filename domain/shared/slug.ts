export const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,219}$/;

export function isSlug(value: string): boolean {
  return SLUG_PATTERN.test(value);
}

/** Derives a URL slug from a display name: lowercase ASCII words joined by hyphens. */
export function slugify(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 200)
    .replace(/-+$/g, '');
  return base.length > 0 ? base : 'listing';
}
