import { CLAIM_PLACES } from '../../domain/claim/claim.ts';
import type { ClaimView } from '../../projections/queries/index.ts';

const when = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

/**
 * A claim as the API shows it: its state, exactly what to publish and where, what the last
 * check found, and the next step in words an agent can pass on.
 */
export function claimAnswer(c: ClaimView, token: string) {
  const fileUrl = new URL(CLAIM_PLACES.filePath, c.url).href;
  const record =
    c.method === 'dns'
      ? { type: 'TXT', name: CLAIM_PLACES.dnsName(c.domain), value: CLAIM_PLACES.dnsValue(token) }
      : c.method === 'meta'
        ? { page: c.url, tag: `<meta name="${CLAIM_PLACES.metaName}" content="${token}">` }
        : c.method === 'file'
          ? { url: fileUrl, content: token }
          : { sent_to: c.email };
  const instructions =
    c.method === 'dns'
      ? `Add a DNS TXT record at ${record.name} with the value ${CLAIM_PLACES.dnsValue(token)}, then call verify_claim (DNS changes can take a few minutes to show).`
      : c.method === 'meta'
        ? `Add <meta name="${CLAIM_PLACES.metaName}" content="${token}"> to the <head> of ${c.url}, then call verify_claim.`
        : c.method === 'file'
          ? `Publish ${fileUrl} with exactly this content: ${token} (plain text), then call verify_claim.`
          : `We mailed a link to ${c.email}. Open it while signed in to this account to verify the claim; verify_claim does not apply to email claims.`;
  const last = c.checks.at(-1) ?? null;
  const next_step =
    c.status === 'verified'
      ? `Verified on ${when(c.verified_at ?? c.created_at)}: you co-own the listing ${c.slug} (see list_my_listings) and it shows the Verified badge.`
      : c.status === 'expired'
        ? `This claim expired on ${when(c.expires_at)}. Start a new one with claim_listing.`
        : last && !last.found
          ? `Not verified yet: ${last.detail}. ${instructions}`
          : instructions;
  return {
    claim_id: c.claim_id,
    slug: c.slug,
    listing_id: c.listing_id,
    method: c.method,
    status: c.status,
    email: c.email,
    instructions,
    record,
    created_at: c.created_at,
    expires_at: c.expires_at,
    verified_at: c.verified_at,
    checked_at: last?.at ?? null,
    failure: last && !last.found ? last.detail : null,
    checks: c.checks,
    next_step,
  };
}
