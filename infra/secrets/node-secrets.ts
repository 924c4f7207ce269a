import { createHash, createHmac, randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import type { Secrets } from '../../domain/ports/secrets.ts';

// scrypt cost: about 100 ms and 32 MiB per hash on a small server.
const N = 2 ** 15;
const R = 8;
const P = 1;
const MAXMEM = 64 * 1024 * 1024;

function scryptAsync(password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => scrypt(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))));
}

export const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password.normalize('NFKC'), salt, 32, { N, r: R, p: P, maxmem: MAXMEM });
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64')}$${key.toString('base64')}`;
}

async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await scryptAsync(password.normalize('NFKC'), Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: MAXMEM,
  });
  return timingSafeEqual(actual, expected);
}

const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

export function newApiKey(): { key: string; prefix: string; keyId: string } {
  const prefix = randomBytes(6).toString('base64url').replace(/[-_]/g, 'x').slice(0, 8);
  return { key: `ld_${prefix}_${randomToken(24)}`, prefix, keyId: `key_${randomBytes(8).toString('hex')}` };
}

/** Secrets on node:crypto; `serverKey` derives the tokens of mailed links (keep it secret, keep it stable). */
export function nodeSecrets(serverKey: string): Secrets {
  if (serverKey.length < 32) throw new Error('the server key must be at least 32 characters');
  return {
    hashPassword,
    verifyPassword,
    digest: sha256,
    token: randomToken,
    derivedToken: (purpose, id) => createHmac('sha256', serverKey).update(`${purpose}\n${id}`).digest('base64url'),
    newApiKey,
    newAccountId: () => `acct_${randomBytes(8).toString('hex')}`,
  };
}
