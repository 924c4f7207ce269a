import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The authorization server's signing key (ID tokens) and cookie keys, made once and kept in
 * DATA_DIR so tokens and sign-ins survive a restart. Readable by the service's user only.
 */
export function oauthKeys(dataDir: string): { jwks: { keys: Record<string, unknown>[] }; cookieKeys: string[] } {
  const file = path.join(dataDir, 'oauth-keys.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: randomBytes(8).toString('base64url'), use: 'sig', alg: 'ES256' };
  const keys = { jwks: { keys: [jwk] }, cookieKeys: [randomBytes(32).toString('base64url')] };
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}
