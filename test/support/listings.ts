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
  const deadline = Date.now() + 60_000;
  for (;;) {
    const d = await callApi(api, 'GET', `/drafts/${draftId}`, key);
    if (d.body.status === 'ready') break;
    if (d.body.status === 'failed' || Date.now() > deadline) throw new Error(`draft ${draftId} is ${d.body.status}: ${d.body.failure ?? ''}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const submitted = await callApi(api, 'POST', `/drafts/${draftId}/submit`, key);
  if (submitted.status !== 200) throw new Error(`submit answered ${submitted.status}: ${JSON.stringify(submitted.body)}`);
  const listingId: number = submitted.body.listing_id;
  for (;;) {
    const mine = await callApi(api, 'GET', `/me/listings/${listingId}`, key);
    if (mine.status === 200) return { listingId, slug: mine.body.slug, draftId };
    if (Date.now() > deadline) throw new Error(`listing ${listingId} never reached its owner's view: ${mine.status}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
