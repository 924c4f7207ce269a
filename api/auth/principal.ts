import type { Scope } from '../../domain/account/account.ts';

/** Who is calling, and with what access. */
export type Principal = {
  accountId: string;
  email: string;
  name: string;
  role: 'user' | 'admin';
  scopes: Scope[];
  credential: { kind: 'api_key' | 'oauth_token' | 'session'; id: string; expiresAt: string | null };
};

declare module 'express-serve-static-core' {
  interface Request {
    principal?: Principal | null;
    /** Set when an Authorization header was sent but did not authenticate. */
    credentialRejected?: string;
  }
}
