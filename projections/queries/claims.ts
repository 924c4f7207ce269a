import { type ClaimStatus, claimStatus } from '../../domain/claim/claim.ts';
import type { ClaimDoc } from '../claims.ts';
import type { ReadModels } from '../engine/read-models.ts';
import { offsetOf, type Page, paged } from './pagination.ts';

export type ClaimView = Omit<ClaimDoc, 'id' | 'status'> & { status: ClaimStatus };

const view = ({ id: _id, ...c }: ClaimDoc, now: Date): ClaimView => ({ ...c, status: claimStatus({ status: c.status, expiresAt: c.expires_at }, now) });

export async function claimById(rm: ReadModels, claimId: number): Promise<ClaimDoc | null> {
  return (await rm.collection<ClaimDoc>('claims')).get(String(claimId));
}

/** The caller's own claim; anyone else's is as good as missing. */
export async function ownClaim(rm: ReadModels, claimId: number, accountId: string, now: Date): Promise<ClaimView | null> {
  const c = await claimById(rm, claimId);
  return c && c.account_id === accountId ? view(c, now) : null;
}

/** An account's claims, newest first. */
export async function myClaims(rm: ReadModels, accountId: string, page: Page, now: Date) {
  const r = await (await rm.collection<ClaimDoc>('claims')).find({
    where: { account_id: accountId },
    sort: [['created_at', 'desc']],
    skip: offsetOf(page),
    limit: page.perPage,
  });
  return paged(
    r.items.map((c) => view(c, now)),
    r.total,
    page,
  );
}
