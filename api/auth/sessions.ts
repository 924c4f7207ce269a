import { timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';
import type { Secrets } from '../../domain/ports/secrets.ts';
import type { ReadModels } from '../../projections/index.ts';
import { type AccountDoc, accountById, sessionByHash } from '../../projections/queries/index.ts';

export const SESSION_COOKIE = 'ld_session';
export const SESSION_DAYS = 30;

export type Session = { token: string; hash: string; account: AccountDoc; csrf: string };

export function readCookie(req: Request, name: string): string | null {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) {
      try {
        return decodeURIComponent(v.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** Forms of a signed-in page carry a token tied to the session, so another site cannot post them. */
export const csrfFor = (secrets: Secrets, token: string) => secrets.digest(`csrf:${token}`);

/** Whether a posted form carries this session's CSRF token (compared in constant time: the token is a secret). */
export function csrfMatches(body: unknown, expected: string): boolean {
  const given = body && typeof body === 'object' ? (body as { csrf?: unknown }).csrf : undefined;
  if (typeof given !== 'string' || given.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}

export async function currentSession(req: Request, rm: ReadModels, secrets: Secrets): Promise<Session | null> {
  const token = readCookie(req, SESSION_COOKIE);
  if (!token || !/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const hash = secrets.digest(token);
  const s = await sessionByHash(rm, hash, new Date());
  if (!s) return null;
  const account = await accountById(rm, s.account_id);
  return account ? { token, hash, account, csrf: csrfFor(secrets, token) } : null;
}

export function setSessionCookie(res: Response, token: string, secure: boolean) {
  res.cookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: SESSION_DAYS * 86_400_000 });
}

export function clearSessionCookie(res: Response, secure: boolean) {
  res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}
