import { conflict, DomainError, invalid, notFound } from '../shared/errors.ts';

/** The scopes an API key or token may carry (the contract's security schemes). */
export const SCOPES = ['account:read', 'listings:write', 'orders:write'] as const;
export type Scope = (typeof SCOPES)[number];
export type Role = 'user' | 'admin';

/**
 * An account's stream is its audit trail: registration, sign-ins and -outs, password changes,
 * API keys created and revoked. Secrets appear only as hashes.
 */
export type AccountEvent =
  | { type: 'AccountRegistered'; data: { accountId: string; email: string; name: string; passwordHash: string; role: Role } }
  | { type: 'SignedIn'; data: { accountId: string; sessionHash: string; expiresAt: string } }
  | { type: 'SignedOut'; data: { accountId: string; sessionHash: string } }
  /** `resetId` names the link mailed for it (its token is derived from it); older requests have none. */
  | { type: 'PasswordResetRequested'; data: { accountId: string; tokenHash: string; expiresAt: string; resetId?: string } }
  | { type: 'PasswordChanged'; data: { accountId: string; passwordHash: string; via: 'reset' | 'cli' } }
  | { type: 'ApiKeyCreated'; data: { accountId: string; keyId: string; name: string; scopes: Scope[]; prefix: string; secretHash: string } }
  | { type: 'ApiKeyRevoked'; data: { accountId: string; keyId: string } }
  | { type: 'ClientAuthorized'; data: { accountId: string; clientId: string; scopes: string[]; grantId: string } }
  /** The person took an OAuth client's access away: its grants and tokens end. */
  | { type: 'ClientRevoked'; data: { accountId: string; clientId: string; grantIds: string[] } }
  /** A link to confirm the address was (re)sent; `requestId` names it (its token is derived from it). */
  | { type: 'EmailConfirmationRequested'; data: { accountId: string; requestId: string } }
  /** The person proved the address is theirs (`link`), or the site team vouched for it (`cli`). */
  | { type: 'EmailConfirmed'; data: { accountId: string; email: string; via: 'link' | 'cli' } };

export type RegisteredAccount = {
  status: 'registered';
  accountId: string;
  email: string;
  passwordHash: string;
  role: Role;
  sessions: Set<string>;
  /** Reset token hashes with their expiry. */
  resets: Map<string, string>;
  keys: Map<string, { revoked: boolean }>;
  /** OAuth clients with access, and the grants that gave it. */
  clients: Map<string, string[]>;
  emailConfirmed: boolean;
  confirmationRequests: string[];
};
export type Account = { status: 'none' } | RegisteredAccount;

export const initialAccount = (): Account => ({ status: 'none' });

export function evolveAccount(state: Account, e: AccountEvent): Account {
  if (e.type === 'AccountRegistered') {
    const { accountId, email, passwordHash, role } = e.data;
    return {
      status: 'registered',
      accountId,
      email,
      passwordHash,
      role,
      sessions: new Set(),
      resets: new Map(),
      keys: new Map(),
      clients: new Map(),
      emailConfirmed: false,
      confirmationRequests: [],
    };
  }
  return state.status === 'none' ? state : evolveRegistered(state, e);
}

function evolveRegistered(s: RegisteredAccount, e: Exclude<AccountEvent, { type: 'AccountRegistered' }>): RegisteredAccount {
  switch (e.type) {
    case 'SignedIn':
      return { ...s, sessions: new Set([...s.sessions, e.data.sessionHash]) };
    case 'SignedOut': {
      const sessions = new Set(s.sessions);
      sessions.delete(e.data.sessionHash);
      return { ...s, sessions };
    }
    case 'PasswordResetRequested':
      return { ...s, resets: new Map([...s.resets, [e.data.tokenHash, e.data.expiresAt]]) };
    case 'PasswordChanged':
      // A new password ends every session and every outstanding reset link.
      return { ...s, passwordHash: e.data.passwordHash, sessions: new Set(), resets: new Map() };
    case 'ApiKeyCreated':
      return { ...s, keys: new Map([...s.keys, [e.data.keyId, { revoked: false }]]) };
    case 'ApiKeyRevoked':
      return { ...s, keys: new Map([...s.keys, [e.data.keyId, { revoked: true }]]) };
    case 'ClientAuthorized': {
      const grants = s.clients.get(e.data.clientId) ?? [];
      return { ...s, clients: new Map([...s.clients, [e.data.clientId, grants.includes(e.data.grantId) ? grants : [...grants, e.data.grantId]]]) };
    }
    case 'ClientRevoked': {
      const clients = new Map(s.clients);
      clients.delete(e.data.clientId);
      return { ...s, clients };
    }
    case 'EmailConfirmationRequested':
      return { ...s, confirmationRequests: [...s.confirmationRequests, e.data.requestId].slice(-10) };
    case 'EmailConfirmed':
      return { ...s, emailConfirmed: true };
  }
}

/** A confirmation link for the address; at most one every ten minutes is sent again. */
export function requestEmailConfirmation(cmd: { requestId: string; now: Date; lastRequestedAt: string | null }, state: Account): AccountEvent[] {
  if (state.status === 'none') throw notFound('account');
  if (state.emailConfirmed) return [];
  if (cmd.lastRequestedAt && cmd.now.getTime() - Date.parse(cmd.lastRequestedAt) < 10 * 60_000) return [];
  return [{ type: 'EmailConfirmationRequested', data: { accountId: state.accountId, requestId: cmd.requestId } }];
}

/** The address is confirmed by a link mailed to it (its token derived from one of the account's requests), or by the site team. */
export function confirmEmail(cmd: { via: 'link' | 'cli'; requestId?: string }, state: Account): AccountEvent[] {
  if (state.status === 'none') throw notFound('account');
  if (cmd.via === 'link' && !(cmd.requestId && state.confirmationRequests.includes(cmd.requestId)))
    throw invalid('token', 'this confirmation link is not valid');
  if (state.emailConfirmed) return [];
  return [{ type: 'EmailConfirmed', data: { accountId: state.accountId, email: state.email, via: cmd.via } }];
}

export const accountStream = (accountId: string) => `account-${accountId}`;

const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,189}\.[^\s@]{2,63}$/;
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export function register(cmd: { accountId: string; email: string; name: string; passwordHash: string; role: Role }, state: Account): AccountEvent[] {
  if (state.status !== 'none') throw conflict('account already exists');
  if (!EMAIL.test(cmd.email) || cmd.email.length > 254) throw invalid('email', 'must be an email address of at most 254 characters');
  if (cmd.name.length > 160) throw invalid('name', 'must be at most 160 characters');
  return [{ type: 'AccountRegistered', data: { ...cmd, email: normalizeEmail(cmd.email) } }];
}

const existing = (state: Account): string => {
  if (state.status === 'none') throw notFound('account');
  return state.accountId;
};

export function signIn(cmd: { sessionHash: string; expiresAt: string }, state: Account): AccountEvent[] {
  return [{ type: 'SignedIn', data: { accountId: existing(state), ...cmd } }];
}

export function signOut(cmd: { sessionHash: string }, state: Account): AccountEvent[] {
  if (state.status === 'none' || !state.sessions.has(cmd.sessionHash)) return [];
  return [{ type: 'SignedOut', data: { accountId: existing(state), sessionHash: cmd.sessionHash } }];
}

export function requestPasswordReset(cmd: { resetId: string; tokenHash: string; expiresAt: string }, state: Account): AccountEvent[] {
  return [{ type: 'PasswordResetRequested', data: { accountId: existing(state), ...cmd } }];
}

export function resetPassword(cmd: { tokenHash: string; passwordHash: string; now: Date }, state: Account): AccountEvent[] {
  const accountId = existing(state);
  const expires = state.status === 'registered' ? state.resets.get(cmd.tokenHash) : undefined;
  if (!expires || Date.parse(expires) < cmd.now.getTime())
    throw new DomainError('invalid', 'the reset link is invalid or has expired', [{ field: 'token', message: 'invalid or expired' }]);
  return [{ type: 'PasswordChanged', data: { accountId, passwordHash: cmd.passwordHash, via: 'reset' } }];
}

export const isScope = (s: string): s is Scope => (SCOPES as readonly string[]).includes(s);

export function createApiKey(cmd: { keyId: string; name: string; scopes: string[]; prefix: string; secretHash: string }, state: Account): AccountEvent[] {
  if (state.status === 'none') throw notFound('account');
  if (!cmd.name.trim() || cmd.name.length > 100) throw invalid('name', 'required, at most 100 characters');
  if (cmd.scopes.length === 0) throw invalid('scopes', 'choose at least one scope');
  const scopes: Scope[] = [];
  for (const s of cmd.scopes) {
    if (!isScope(s)) throw invalid('scopes', `${s} is not a scope (${SCOPES.join(', ')})`);
    if (!scopes.includes(s)) scopes.push(s);
  }
  if ([...state.keys.values()].filter((k) => !k.revoked).length >= 50) throw conflict('at most 50 active API keys');
  return [{ type: 'ApiKeyCreated', data: { accountId: state.accountId, ...cmd, scopes } }];
}

export function revokeApiKey(cmd: { keyId: string }, state: Account): AccountEvent[] {
  if (state.status === 'none') throw notFound('account');
  const accountId = state.accountId;
  const key = state.keys.get(cmd.keyId);
  if (!key) throw notFound('API key');
  if (key.revoked) return [];
  return [{ type: 'ApiKeyRevoked', data: { accountId, keyId: cmd.keyId } }];
}

/** One stream per email address (named by its hash), so two sign-ups cannot share an address. */
export type EmailEvent = { type: 'EmailClaimed'; data: { accountId: string } };
export const initialEmail = (): { accountId: string | null } => ({ accountId: null });
export const evolveEmail = (_: { accountId: string | null }, e: EmailEvent) => ({ accountId: e.data.accountId });
export function claimEmail(cmd: { accountId: string }, state: { accountId: string | null }): EmailEvent[] {
  if (state.accountId) throw new DomainError('conflict', 'an account with this email already exists', [{ field: 'email', message: 'already registered' }]);
  return [{ type: 'EmailClaimed', data: cmd }];
}

/** The person chose Allow access for an OAuth client: part of the account's audit trail. */
export function authorizeClient(cmd: { clientId: string; scopes: string[]; grantId: string }, state: Account): AccountEvent[] {
  return [{ type: 'ClientAuthorized', data: { accountId: existing(state), ...cmd } }];
}

/** Takes an OAuth client's access away; a client without access is not found (nothing to revoke twice). */
export function revokeClient(cmd: { clientId: string }, state: Account): AccountEvent[] {
  if (state.status === 'none') throw notFound('account');
  const grantIds = state.clients.get(cmd.clientId);
  if (!grantIds) throw notFound('connected app');
  return [{ type: 'ClientRevoked', data: { accountId: state.accountId, clientId: cmd.clientId, grantIds } }];
}
