import { until } from './until.ts';

/** A bearer-authenticated JSON call to the API; the answer's status and parsed body. */
export async function callApi(api: string, method: string, path: string, key: string | null, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${api}${path}`, {
    method,
    headers: {
      ...(key ? { authorization: `Bearer ${key}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as any };
}

/**
 * A listing made the way a founder makes one: the product's URL submitted as a draft, read by the
 * crawler until ready, then submitted. Answers the listing's id and slug.
 */
export async function submittedListing(api: string, key: string, siteUrl: string): Promise<{ listingId: number; slug: string; draftId: string }> {
  const created = await callApi(api, 'POST', '/drafts', key, { url: siteUrl });
  if (created.status !== 201) throw new Error(`submit_listing answered ${created.status}: ${JSON.stringify(created.body)}`);
  const draftId: string = created.body.id;
  const settled = await until(`draft ${draftId} read and drafted`, async () => {
    const d = await callApi(api, 'GET', `/drafts/${draftId}`, key);
    return d.body.status === 'ready' || d.body.status === 'failed' ? d.body : null;
  });
  if (settled.status !== 'ready') throw new Error(`draft ${draftId} is ${settled.status}: ${settled.failure ?? ''}`);
  const submitted = await callApi(api, 'POST', `/drafts/${draftId}/submit`, key);
  if (submitted.status !== 200) throw new Error(`submit answered ${submitted.status}: ${JSON.stringify(submitted.body)}`);
  const listingId: number = submitted.body.listing_id;
  const mine = await until(`listing ${listingId} in its owner's view`, async () => {
    const r = await callApi(api, 'GET', `/me/listings/${listingId}`, key);
    return r.status === 200 ? r.body : null;
  });
  return { listingId, slug: mine.slug, draftId };
}
