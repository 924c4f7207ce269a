import { timingSafeEqual } from 'node:crypto';
import { checkoutToken } from '../../domain/order/checkout-link.ts';
import type { Secrets } from '../../domain/ports/secrets.ts';

/** Whether two secrets are the same, compared in constant time (their digests, so the lengths match). */
export const sameSecret = (secrets: Pick<Secrets, 'digest'>, a: string, b: string) =>
  timingSafeEqual(Buffer.from(secrets.digest(a)), Buffer.from(secrets.digest(b)));

/** Whether `token` is the order's checkout token. */
export const checkoutTokenHolds = (secrets: Pick<Secrets, 'derivedToken' | 'digest'>, number: string, token: string) =>
  sameSecret(secrets, token, checkoutToken(secrets, number));
