import type { Secrets } from '../ports/secrets.ts';

/** The token of an order's checkout link: derived from the server's key, so it is never stored. */
export const checkoutToken = (secrets: Pick<Secrets, 'derivedToken'>, number: string) => secrets.derivedToken('checkout', number);

/** The path of an order's checkout page (or of its `/done`, `/receipt`), carrying the order's token. */
export const checkoutPath = (number: string, token: string, suffix = '') => `/checkout/${encodeURIComponent(number)}${suffix}?t=${encodeURIComponent(token)}`;
