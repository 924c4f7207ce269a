import type { Request, Response } from 'express';
import { sha256 } from '../../infra/secrets.ts';
import type { ReadModels } from '../../projections/index.ts';

export const SESSION_COOKIE = 'ld_session';
export const SESSION_DAYS = 30;

type SessionDoc = { id: string; account_id: string; expires_at: string };
type AccountDoc = { id: string; email: string; name: string; role: 'user' | 'admin' };

export type Session = { token: string; hash: string; account: AccountDoc; csrf: string };

export function readCookie(req: Request, name: string): string | null {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return null;
}

/** Forms of a signed-in page carry a token tied to the session, so another site cannot post them. */
export const csrfFor = (token: string) => sha256(`csrf:${token}`);

export async function currentSession(req: Request, rm: ReadModels): Promise<Session | null> {
  const token = readCookie(req, SESSION_COOKIE);
  if (!token || !/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const hash = sha256(token);
  const s = await (await rm.collection<SessionDoc>('sessions')).get(hash);
  if (!s || Date.parse(s.expires_at) < Date.now()) return null;
  const account = await (await rm.collection<AccountDoc>('accounts')).get(s.account_id);
  return account ? { token, hash, account, csrf: csrfFor(token) } : null;
}

export function setSessionCookie(res: Response, token: string, secure: boolean) {
  res.cookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: SESSION_DAYS * 86_400_000 });
}

export function clearSessionCookie(res: Response, secure: boolean) {
  res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}
