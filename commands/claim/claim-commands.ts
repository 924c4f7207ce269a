import * as claimDecisions from '../../domain/claim/claim.ts';
import {
  CLAIM_ID_STREAM,
  CLAIM_PLACES,
  type Claim,
  type ClaimMethod,
  claimStream,
  evolveClaim,
  evolveClaimIds,
  initialClaim,
  initialClaimIds,
  judgeEvidence,
  mayCheck,
  reserveClaimId,
} from '../../domain/claim/claim.ts';
import { evolveListing, initialListing, type ListingEvent, listingStream } from '../../domain/listing/events.ts';
import { evolveSlug, initialSlug, slugStream } from '../../domain/listing/identity.ts';
import type { TxtRecords, WebPages } from '../../domain/ports/web-pages.ts';
import { notFound } from '../../domain/shared/errors.ts';
import { type CommandContext, type CommandDeps, command, loadState } from '../command.ts';
import { onClaim } from '../streams.ts';

const reserveId = command({
  stream: () => CLAIM_ID_STREAM,
  initial: initialClaimIds,
  evolve: evolveClaimIds,
  decide: (_: Record<string, never>, s) => reserveClaimId(s),
});

const start = command({
  ...onClaim,
  decide: async (c: { claimId: number; slug: string; accountId: string; method: ClaimMethod; email?: string }, state, { now, load }) => {
    const { listingId } = await load(slugStream(c.slug), initialSlug, evolveSlug);
    const listing = listingId === null ? null : await load(listingStream(listingId), initialListing, evolveListing);
    const target =
      listing && listing.status !== 'none'
        ? {
            listingId: listing.listingId,
            slug: listing.slug,
            domain: listing.domain,
            url: listing.url,
            owners: listing.owners,
            published: (listing.status === 'scheduled' || listing.status === 'live') && !listing.hidden,
          }
        : null;
    return claimDecisions.claimListing({ ...c, now }, target, state);
  },
});

const check = command({
  ...onClaim,
  decide: (c: { claimId: number; accountId: string; found: boolean; detail: string }, state, { now }) => claimDecisions.verifyClaim({ ...c, now }, state),
});

const confirm = command({
  ...onClaim,
  decide: (c: { claimId: number; accountId: string; tokenValid: boolean }, state, { now }) => claimDecisions.confirmClaimByEmail({ ...c, now }, state),
});

/** A new claim on the listing with this slug: what to publish is derived from its id (see claimTokens). */
export const claimListing =
  (deps: Pick<CommandDeps, 'store' | 'clock'>) => async (c: { slug: string; accountId: string; method: ClaimMethod; email?: string }, ctx: CommandContext) => {
    const { events } = await reserveId(deps)({}, ctx);
    const claimId = events[0].data.claimId;
    return { claimId, ...(await start(deps)({ ...c, claimId }, ctx)) };
  };

export type ClaimDeps = Pick<CommandDeps, 'store' | 'clock' | 'secrets'> & { web: WebPages; txt: TxtRecords };

/** The token a claim publishes, and the one its mailed link carries: derived, never stored. */
export const claimTokens = (deps: Pick<CommandDeps, 'secrets'>) => (claimId: number) => ({
  publish: deps.secrets.derivedToken('claim', String(claimId)),
  email: deps.secrets.derivedToken('claim-email', String(claimId)),
});

/** Reads what the method asks for (DNS through the configured resolver, pages through the crawler's guard). */
async function lookForEvidence(deps: ClaimDeps, claim: Extract<Claim, { status: 'pending' | 'verified' }>, token: string) {
  if (claim.method === 'dns') {
    const name = CLAIM_PLACES.dnsName(claim.domain);
    const r = await deps.txt.lookup(name);
    return r.ok ? judgeEvidence('dns', token, { records: r.records, where: name }) : { found: false, detail: r.reason };
  }
  if (claim.method === 'meta') {
    const r = await deps.web.resource(claim.url);
    return r.ok ? judgeEvidence('meta', token, { metas: r.page.metas, where: r.page.url }) : { found: false, detail: r.reason };
  }
  const url = new URL(CLAIM_PLACES.filePath, claim.url).href;
  const r = await deps.web.resource(url);
  return r.ok ? judgeEvidence('file', token, { status: r.page.status, body: r.page.body, where: url }) : { found: false, detail: r.reason };
}

/**
 * Looks for a pending claim's evidence now and records what was found. The limit per claim is
 * checked before anything is fetched, so a client looping on verify_claim costs us nothing.
 */
export const verifyClaim = (deps: ClaimDeps) => async (c: { claimId: number; accountId: string }, ctx: CommandContext) => {
  const claim = await loadState(deps.store, claimStream(c.claimId), initialClaim, evolveClaim);
  mayCheck({ accountId: c.accountId, now: deps.clock.now() }, claim);
  if (claim.status === 'none') throw notFound('claim');
  if (claim.status === 'verified') return { stream: claimStream(c.claimId), events: [], position: 0, outcome: null };
  const outcome = await lookForEvidence(deps, claim, claimTokens(deps)(c.claimId).publish);
  return { ...(await check(deps)({ ...c, ...outcome }, ctx)), outcome };
};

export const confirmClaimByEmail =
  (deps: Pick<CommandDeps, 'store' | 'clock' | 'secrets'>) => async (c: { claimId: number; accountId: string; token: string }, ctx: CommandContext) => {
    const expected = claimTokens(deps)(c.claimId).email;
    return confirm(deps)({ claimId: c.claimId, accountId: c.accountId, tokenValid: deps.secrets.digest(c.token) === deps.secrets.digest(expected) }, ctx);
  };

/** A verified claim's claimant co-owns the listing (and the listing shows the Verified badge). */
export const addClaimant = command({
  stream: (c: { listingId: number }) => listingStream(c.listingId),
  initial: initialListing,
  evolve: evolveListing,
  decide: (c: { listingId: number; accountId: string }, state): ListingEvent[] =>
    state.status === 'none' || (state.owners.includes(c.accountId) && state.verified)
      ? []
      : [{ type: 'CoOwnerAdded', data: { listingId: c.listingId, accountId: c.accountId, via: 'claim' } }],
});
