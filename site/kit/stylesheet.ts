import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

/** The site's one stylesheet, read once. */
export const CSS = readFileSync(new URL('../assets/site.css', import.meta.url), 'utf8');

/**
 * Its address, named by its content: a new design is fetched at once by every page that links it,
 * and an unchanged one is cached for a year.
 */
export const STYLESHEET = `/assets/site.css?v=${createHash('sha256').update(CSS).digest('hex').slice(0, 12)}`;
