/**
 * How secrets are made and kept: passwords through a memory-hard hash, random tokens through a
 * digest (only the digest is ever stored), and tokens derived from the server's key for links
 * that a worker mails later without the clear token ever being stored anywhere.
 */
export interface Secrets {
  hashPassword(password: string): Promise<string>;
  verifyPassword(password: string, stored: string): Promise<boolean>;
  /** A one-way digest (SHA-256, base64url): how tokens, keys and addresses are looked up. */
  digest(value: string): string;
  /** A fresh random token, URL-safe. */
  token(bytes?: number): string;
  /** The same token for the same purpose and id, for whoever holds the server's key. */
  derivedToken(purpose: string, id: string): string;
  /** An API key: `ld_<prefix>_<secret>`; the prefix identifies it in lists. */
  newApiKey(): { key: string; prefix: string; keyId: string };
  newAccountId(): string;
}
