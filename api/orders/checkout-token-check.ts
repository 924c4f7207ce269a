import { timingSafeEqual } from 'node:crypto';
import { checkoutToken } from '../../domain/order/checkout-link.ts';
import type { Secrets } from '../../domain/ports/secrets.ts';

/** Whether `token` is the order's checkout token, compared in constant time (digests of both, so lengths match). */
export function checkoutTokenHolds(secrets: Pick<Secrets, 'derivedToken' | 'digest'>, number: string, token: string): boolean {
  return timingSafeEqual(Buffer.from(secrets.digest(token)), Buffer.from(secrets.digest(checkoutToken(secrets, number))));
}
