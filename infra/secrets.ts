import { createHash, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** Secrets as we keep them: passwords through scrypt (memory-hard), random tokens through SHA-256. */
const N = 2 ** 15;
const R = 8;
const P = 1;

function scryptAsync(password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => scrypt(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))));
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password.normalize('NFKC'), salt, 32, { N, r: R, p: P, maxmem: 64 * 1024 * 1024 });
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await scryptAsync(password.normalize('NFKC'), Buffer.from(salt, 'base64'), expected.length, { N: Number(n), r: Number(r), p: Number(p), maxmem: 64 * 1024 * 1024 });
  return timingSafeEqual(actual, expected);
}

export const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** An API key: `ld_<prefix>_<secret>`; the prefix identifies it in lists, the whole key is only ever stored hashed. */
export function newApiKey(): { key: string; prefix: string; keyId: string } {
  const prefix = randomBytes(6).toString('base64url').replace(/[-_]/g, 'x').slice(0, 8);
  return { key: `ld_${prefix}_${randomToken(24)}`, prefix, keyId: `key_${randomBytes(8).toString('hex')}` };
}

export const newAccountId = () => `acct_${randomBytes(8).toString('hex')}`;
