import { conflict, DomainError, invalid, notFound } from '../shared/errors.ts';

/**
 * A claim: someone proving they run the company behind a listing, by publishing a token where
 * only the site's owner can (a DNS TXT record, a meta tag on the homepage, a file under
 * /.well-known/) or by opening a link mailed to an address at the company's domain. A verified
 * claim makes the claimant an owner of the listing (the Verified badge); it is not a paid plan.
 */
export const CLAIM_METHODS = ['dns', 'meta', 'file', 'email'] as const;
export type ClaimMethod = (typeof CLAIM_METHODS)[number];

export const CLAIM_POLICY = {
  /** A pending claim expires a week after it was made; a new claim starts over. */
  expiresAfterMs: 7 * 86_400_000,
  /** verify_claim looks at the evidence at most this often per claim ... */
  minIntervalMs: 10_000,
  /** ... and this many times an hour. */
  perHour: 20,
} as const;

/** Where each method's token goes; the contract and the instructions quote these. */
export const CLAIM_PLACES = {
  dnsName: (domain: string) => `_launchdir-verification.${domain}`,
  dnsValue: (token: string) => `launchdir-verification=${token}`,
  metaName: 'launchdir-verification',
  filePath: '/.well-known/launchdir-verification.txt',
} as const;

/** Mailbox providers anyone can sign up to: an address there proves nothing about a company. */
const FREE_MAIL = new Set(
  'gmail.com googlemail.com yahoo.com yahoo.co.uk ymail.com outlook.com hotmail.com hotmail.co.uk live.com msn.com icloud.com me.com mac.com aol.com proton.me protonmail.com pm.me gmx.com gmx.de gmx.net web.de yandex.com yandex.ru mail.ru zoho.com zohomail.com qq.com 163.com 126.com fastmail.com hey.com tutanota.com tuta.io mail.com inbox.com hushmail.com seznam.cz orange.fr free.fr laposte.net libero.it t-online.de'.split(
    ' ',
  ),
);

export type ClaimEvent =
  | {
      type: 'ClaimStarted';
      data: {
        claimId: number;
        listingId: number;
        slug: string;
        domain: string;
        url: string;
        accountId: string;
        method: ClaimMethod;
        email: string | null;
        expiresAt: string;
      };
    }
  | { type: 'ClaimChecked'; data: { claimId: number; at: string; found: boolean; detail: string } }
  | { type: 'ClaimVerified'; data: { claimId: number; listingId: number; accountId: string; method: ClaimMethod; at: string } };

type Started = Extract<ClaimEvent, { type: 'ClaimStarted' }>['data'];
export type Claim = { status: 'none' } | (Started & { status: 'pending' | 'verified'; checks: string[] });

export const initialClaim = (): Claim => ({ status: 'none' });
export function evolveClaim(state: Claim, e: ClaimEvent): Claim {
  if (e.type === 'ClaimStarted') return { ...e.data, status: 'pending', checks: [] };
  if (state.status === 'none') return state;
  if (e.type === 'ClaimChecked') return { ...state, checks: [...state.checks, e.data.at].slice(-CLAIM_POLICY.perHour) };
  return { ...state, status: 'verified' };
}
export const claimStream = (claimId: number) => `claim-${claimId}`;

export type ClaimStatus = 'pending' | 'verified' | 'expired';
/** A pending claim past its time is expired: nothing is recorded for that, it is read off the clock. */
export function claimStatus(c: { status: 'pending' | 'verified'; expiresAt: string }, now: Date): ClaimStatus {
  return c.status === 'pending' && Date.parse(c.expiresAt) <= now.getTime() ? 'expired' : c.status;
}

/** The domain of an address, when it belongs to the company (its website's domain or a subdomain of it) and is no free mailbox. */
function checkEmail(email: string, domain: string): string {
  const at = email.lastIndexOf('@');
  const host = email
    .slice(at + 1)
    .toLowerCase()
    .replace(/\.$/, '');
  if (at < 1 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw invalid('email', 'must be an email address');
  if (FREE_MAIL.has(host)) throw invalid('email', `${host} is a free mailbox provider; use an address at ${domain}`);
  if (host !== domain && !host.endsWith(`.${domain}`)) throw invalid('email', `must be an address at ${domain} (the listing's website)`);
  return email.trim();
}

export type ClaimTarget = { listingId: number; slug: string; domain: string; url: string; owners: string[]; published: boolean };

export function claimListing(
  cmd: { claimId: number; accountId: string; method: ClaimMethod; email?: string; now: Date },
  listing: ClaimTarget | null,
  state: Claim,
): ClaimEvent[] {
  if (state.status !== 'none') throw conflict(`claim ${cmd.claimId} exists`);
  if (!listing?.published) throw notFound('listing');
  if (listing.owners.includes(cmd.accountId)) throw conflict('you already own this listing');
  if (cmd.method !== 'email' && cmd.email !== undefined) throw invalid('email', 'is only for method email');
  if (cmd.method === 'email' && !cmd.email) throw invalid('email', 'is required for method email');
  const email = cmd.method === 'email' && cmd.email ? checkEmail(cmd.email, listing.domain) : null;
  return [
    {
      type: 'ClaimStarted',
      data: {
        claimId: cmd.claimId,
        listingId: listing.listingId,
        slug: listing.slug,
        domain: listing.domain,
        url: listing.url,
        accountId: cmd.accountId,
        method: cmd.method,
        email,
        expiresAt: new Date(cmd.now.getTime() + CLAIM_POLICY.expiresAfterMs).toISOString(),
      },
    },
  ];
}

/** The claimant's own pending claim, still in time; anyone else's is as good as missing. */
function ownPending(state: Claim, accountId: string, now: Date) {
  if (state.status === 'none' || state.accountId !== accountId) throw notFound('claim');
  if (state.status === 'verified') return null;
  if (claimStatus(state, now) === 'expired') throw conflict(`claim ${state.claimId} expired on ${state.expiresAt}; start a new claim`);
  return state;
}

/** Whether the evidence may be looked at now: once every few seconds and a few times an hour per claim. */
export function mayCheck(cmd: { accountId: string; now: Date }, state: Claim): void {
  const claim = ownPending(state, cmd.accountId, cmd.now);
  if (!claim) return;
  if (claim.method === 'email') throw conflict('an email claim is verified by opening the link we mailed, not by verify_claim');
  const now = cmd.now.getTime();
  const last = claim.checks.length ? Date.parse(claim.checks[claim.checks.length - 1]) : 0;
  const lastHour = claim.checks.filter((t) => now - Date.parse(t) < 3_600_000);
  const wait = Math.max(last + CLAIM_POLICY.minIntervalMs - now, lastHour.length >= CLAIM_POLICY.perHour ? Date.parse(lastHour[0]) + 3_600_000 - now : 0);
  if (wait > 0)
    throw new DomainError(
      'rate_limited',
      `claim ${claim.claimId} was checked moments ago; check again in ${Math.ceil(wait / 1000)} s`,
      [],
      Math.ceil(wait / 1000),
    );
}

/** What a look at the evidence found: recorded, and the claim verified when it was there. */
export function verifyClaim(cmd: { accountId: string; found: boolean; detail: string; now: Date }, state: Claim): ClaimEvent[] {
  mayCheck(cmd, state);
  const claim = ownPending(state, cmd.accountId, cmd.now);
  if (!claim) return [];
  const at = cmd.now.toISOString();
  const checked: ClaimEvent = { type: 'ClaimChecked', data: { claimId: claim.claimId, at, found: cmd.found, detail: cmd.detail } };
  if (!cmd.found) return [checked];
  return [
    checked,
    { type: 'ClaimVerified', data: { claimId: claim.claimId, listingId: claim.listingId, accountId: claim.accountId, method: claim.method, at } },
  ];
}

/** The mailed link was opened by its claimant while signed in. */
export function confirmClaimByEmail(cmd: { accountId: string; tokenValid: boolean; now: Date }, state: Claim): ClaimEvent[] {
  if (state.status === 'none' || state.method !== 'email' || !cmd.tokenValid) throw notFound('claim');
  if (state.accountId !== cmd.accountId)
    throw new DomainError('forbidden', 'this link confirms a claim made by another account; sign in as the account that made it');
  const claim = ownPending(state, cmd.accountId, cmd.now);
  if (!claim) return [];
  return [
    {
      type: 'ClaimVerified',
      data: { claimId: claim.claimId, listingId: claim.listingId, accountId: claim.accountId, method: 'email', at: cmd.now.toISOString() },
    },
  ];
}

/**
 * Whether the evidence a method asks for is in what was read. The token must be there exactly
 * (a meta tag's content, a TXT record's value, the file's only content); whitespace around it is
 * ignored. `detail` says what was found, so the claimant can fix it.
 */
export function judgeEvidence(
  method: Exclude<ClaimMethod, 'email'>,
  token: string,
  seen: { records?: string[]; metas?: { name: string; content: string }[]; status?: number; body?: string; where: string },
): { found: boolean; detail: string } {
  if (method === 'dns') {
    const records = seen.records ?? [];
    const found = records.some((r) => r.trim() === CLAIM_PLACES.dnsValue(token));
    return {
      found,
      detail: found
        ? `found the TXT record at ${seen.where}`
        : records.length
          ? `TXT records at ${seen.where}: ${records.map((r) => JSON.stringify(r)).join(', ')}; none is ${CLAIM_PLACES.dnsValue(token)}`
          : `no TXT record at ${seen.where}`,
    };
  }
  if (method === 'meta') {
    const tags = (seen.metas ?? []).filter((m) => m.name === CLAIM_PLACES.metaName);
    const found = tags.some((m) => m.content.trim() === token);
    return {
      found,
      detail: found
        ? `found the meta tag on ${seen.where}`
        : tags.length
          ? `the meta tag on ${seen.where} has another token`
          : `no <meta name="${CLAIM_PLACES.metaName}"> on ${seen.where}`,
    };
  }
  if (seen.status !== undefined && seen.status >= 400) return { found: false, detail: `${seen.where} answered ${seen.status}` };
  const found = (seen.body ?? '').trim() === token;
  return { found, detail: found ? `found the token in ${seen.where}` : `${seen.where} does not hold exactly the token` };
}

/** Claim ids are small integers handed out in order by one sequence stream. */
export type ClaimIdEvent = { type: 'ClaimIdReserved'; data: { claimId: number } };
export const CLAIM_ID_STREAM = 'sequence-claim-id';
export const initialClaimIds = () => ({ last: 0 });
export const evolveClaimIds = (_: { last: number }, e: ClaimIdEvent) => ({ last: e.data.claimId });
export const reserveClaimId = (state: { last: number }): ClaimIdEvent[] => [{ type: 'ClaimIdReserved', data: { claimId: state.last + 1 } }];
