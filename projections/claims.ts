import type { ClaimEvent, ClaimMethod } from '../domain/claim/claim.ts';
import { projection } from './engine/projection.ts';

export type ClaimDoc = {
  id: string;
  claim_id: number;
  account_id: string;
  listing_id: number;
  slug: string;
  domain: string;
  url: string;
  method: ClaimMethod;
  email: string | null;
  /** As recorded; a pending claim past `expires_at` reads as expired. */
  status: 'pending' | 'verified';
  created_at: string;
  expires_at: string;
  verified_at: string | null;
  checks: { at: string; found: boolean; detail: string }[];
};

/** Each account's claims, with what each check found. */
export const claimsProjection = projection<ClaimEvent>()({
  name: 'claims',
  version: 1,
  collections: { claims: { indexes: ['account_id', 'listing_id', 'created_at'] } },
  handles: ['ClaimStarted', 'ClaimChecked', 'ClaimVerified'],
  async apply(e, w) {
    const id = String(e.data.claimId);
    if (e.type === 'ClaimStarted') {
      const d = e.data;
      w.put('claims', {
        id,
        claim_id: d.claimId,
        account_id: d.accountId,
        listing_id: d.listingId,
        slug: d.slug,
        domain: d.domain,
        url: d.url,
        method: d.method,
        email: d.email,
        status: 'pending',
        created_at: e.metadata.time,
        expires_at: d.expiresAt,
        verified_at: null,
        checks: [],
      } satisfies ClaimDoc);
      return;
    }
    const doc = await w.get<ClaimDoc>('claims', id);
    if (!doc) return;
    if (e.type === 'ClaimChecked')
      w.put('claims', { ...doc, checks: [...doc.checks, { at: e.data.at, found: e.data.found, detail: e.data.detail }].slice(-20) });
    else w.put('claims', { ...doc, status: 'verified', verified_at: e.data.at });
  },
});
