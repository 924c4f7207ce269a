import { createHash, timingSafeEqual } from 'node:crypto';
import express, { type NextFunction, type Request, type Response } from 'express';
import { DomainError } from '../domain/shared/errors.ts';
import type { ActionName, Actions, Caller } from './actions/index.ts';
import { pathNumber, pathText, wireInput, wireRefusal } from './actions/wire.ts';
import { problem, sendProblem } from './problem.ts';

const digest = (s: string) => createHash('sha256').update(s).digest();

type Fields = Record<string, unknown>;
/**
 * One door of the admin API: the action it runs and what its path names (in the action's names). The
 * input is the body for a write, the query for a read; the action's declaration is its one check.
 */
type Door = { method: 'get' | 'put' | 'post'; path: string; action: ActionName; status?: number; fromPath?(req: Request): Fields };

const listing = (req: Request) => ({ listingId: pathNumber(req, 'listing_id') });
const review = (req: Request) => ({ ...listing(req), accountId: pathText(req, 'account_id') });
const comment = (req: Request) => ({ commentId: pathText(req, 'comment_id') });

const DOORS: Door[] = [
  { method: 'put', path: '/site', action: 'changeSiteSettings' },
  { method: 'put', path: '/categories/:slug', action: 'defineCategory', fromPath: (req) => ({ slug: pathText(req, 'slug') }) },
  { method: 'put', path: '/products/:id', action: 'defineProduct', fromPath: (req) => ({ id: pathText(req, 'id') }) },
  { method: 'put', path: '/blog/:slug', action: 'publishBlogPost', fromPath: (req) => ({ slug: pathText(req, 'slug') }) },
  { method: 'post', path: '/interview-questions', action: 'defineInterviewQuestion', status: 201 },
  { method: 'post', path: '/reviews/:edit_id/revert', action: 'revertEdit', fromPath: (req) => ({ editId: pathText(req, 'edit_id') }) },
  { method: 'post', path: '/listings/:listing_id/community-reviews/:account_id/hide', action: 'hideReview', fromPath: review },
  { method: 'post', path: '/listings/:listing_id/community-reviews/:account_id/unhide', action: 'unhideReview', fromPath: review },
  { method: 'post', path: '/listings/:listing_id/hide', action: 'hideListing', fromPath: listing },
  { method: 'post', path: '/listings/:listing_id/unhide', action: 'unhideListing', fromPath: listing },
  { method: 'post', path: '/listings/:listing_id/unlock', action: 'unlockSections', fromPath: listing },
  // Revenue the team checked against the company's payment provider: the board labels it verified.
  { method: 'post', path: '/listings/:listing_id/revenue', action: 'verifyRevenue', fromPath: listing },
  // The discussion: hide or show a comment, saying why.
  { method: 'post', path: '/comments/:comment_id/hide', action: 'hideComment', fromPath: comment },
  { method: 'post', path: '/comments/:comment_id/restore', action: 'restoreComment', fromPath: comment },
  { method: 'get', path: '/flags', action: 'flaggedListings' },
  { method: 'get', path: '/reviews', action: 'editsFeed' },
  { method: 'get', path: '/listings/:listing_id/community-reviews', action: 'communityReviews', fromPath: listing },
  { method: 'get', path: '/listings/:listing_id/history', action: 'listingAudit', fromPath: listing },
  // The discussion's queue (held and reported comments), and a comment's audit trail.
  { method: 'get', path: '/comments', action: 'commentQueue' },
  { method: 'get', path: '/comments/:comment_id/history', action: 'commentHistory', fromPath: comment },
];

// Whoever holds the token acts as the site team, recorded as `admin`.
const adminCaller = (req: Request): Caller => ({
  actor: 'admin',
  accountId: null,
  emailConfirmed: false,
  siteTeam: true,
  address: req.ip ?? '',
  correlationId: req.correlationId,
});

/** The bearer check: the admin API is off without ADMIN_TOKEN, and answers nobody without it. */
function adminToken(token: string | null) {
  const expected = token ? digest(token) : null;
  return (req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Cache-Control', 'no-store');
    const header = req.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice(7) : '';
    if (!expected) return sendProblem(res, problem(401, 'the admin API is off: ADMIN_TOKEN is not set'));
    if (!given || !timingSafeEqual(digest(given), expected)) {
      res.setHeader('WWW-Authenticate', 'Bearer realm="launchdir-admin"');
      return sendProblem(res, problem(401, 'a valid admin token is required'));
    }
    next();
  };
}

/** A write answers what it recorded; a read answers the action's body as it is. */
const answerOf = (door: Door, body: unknown) => {
  if (door.method === 'get') return body;
  const w = body as { changed: boolean; events: string[]; position: number };
  return { changed: w.changed, events: w.events, position: w.position };
};

/**
 * The site team's HTTP surface (the same actions as the console's pages), open only with the ADMIN_TOKEN
 * bearer token. Bodies are snake_case like the public API; a PUT changes the fields it names and leaves the
 * others as they are. Each door is an action's, its input checked by the action's declaration alone.
 */
export function adminRouter(deps: { actions: Actions; adminToken: string | null }) {
  const router = express.Router();
  router.use(adminToken(deps.adminToken));
  for (const door of DOORS)
    router[door.method](door.path, async (req: Request, res: Response) => {
      try {
        const input = wireInput(door.method === 'get' ? { ...req.query } : (req.body ?? {}), door.fromPath?.(req));
        const body = await deps.actions[door.action](input as never, adminCaller(req));
        res.status(door.status ?? 200).json(answerOf(door, body));
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        sendProblem(res, wireRefusal(error));
      }
    });
  return router;
}
