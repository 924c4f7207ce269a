import type { Secrets } from '../ports/secrets.ts';

/**
 * A subscription's signing secret, in the Standard Webhooks form `whsec_<base64 key>`: derived
 * from the server's key and the subscription's salt whenever it is needed, never stored.
 */
export function webhookSecret(secrets: Pick<Secrets, 'derivedToken'>, webhookId: string, salt: string): string {
  const key = Buffer.from(secrets.derivedToken('webhook-signing', `${webhookId}:${salt}`), 'base64url');
  return `whsec_${key.toString('base64')}`;
}
