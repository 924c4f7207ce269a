import { html } from '../../kit/html.ts';

const shown = (v: unknown) => (v === null || v === undefined || v === '' ? '—' : typeof v === 'string' ? v : JSON.stringify(v));

/** A change's before and after, side by side. */
export const changesTable = (changes: Record<string, { before: unknown; after: unknown }>) =>
  html`<div class="table-wrap"><table class="changes"><thead><tr><th scope="col">Field</th><th scope="col">Before</th><th scope="col">After</th></tr></thead><tbody>${Object.entries(
    changes,
  ).map(
    ([k, v]) => html`<tr><th scope="row">${k}</th><td><del>${shown(v.before)}</del></td><td><ins>${shown(v.after)}</ins></td></tr>`,
  )}</tbody></table></div>`;

const pageLink = (base: string, page: number) => `${base}${base.includes('?') ? '&' : '?'}page=${page}`;

/** Newer and older pages of a console list, newest first. */
export const consolePager = (base: string, page: number, totalPages: number) =>
  totalPages > 1
    ? html`<nav class="pager" aria-label="Pages">${page > 1 ? html`<a href="${pageLink(base, page - 1)}" rel="prev">Newer</a>` : ''} Page ${page} of ${totalPages} ${
        page < totalPages ? html`<a href="${pageLink(base, page + 1)}" rel="next">Older</a>` : ''
      }</nav>`
    : '';

/** A time as the console shows it: to the minute, UTC. */
export const minute = (iso: string) => iso.slice(0, 16).replace('T', ' ');
