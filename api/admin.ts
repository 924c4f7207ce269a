import { createHash, timingSafeEqual } from 'node:crypto';
import express, { type NextFunction, type Request, type Response } from 'express';
import { versionAsOf } from '../domain/listing/history.ts';
import { DomainError, type FieldIssue } from '../domain/shared/errors.ts';
import type { ReadModels } from '../projections/index.ts';
import { allReviewsOf, editsFeed, flaggedListings, moderationQueue } from '../projections/queries/index.ts';
import type { Actions, Caller } from './actions/index.ts';
import { problem, sendProblem, statusOf } from './problem.ts';

const digest = (s: string) => createHash('sha256').update(s).digest();

/** The admin API speaks the public API's snake_case; the actions name fields as the events do. */
const camel = (key: string) => key.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());
const snake = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const inSnakeCase = (i: FieldIssue): FieldIssue => ({ ...i, field: snake(i.field) });

type Body = Record<string, unknown>;
/** A body's keys in the actions' names; what is not an object stays as it is for the action to refuse. */
const fromSnake = (body: unknown): unknown =>
  body && typeof body === 'object' && !Array.isArray(body) ? Object.fromEntries(Object.entries(body).map(([k, v]) => [camel(k), v])) : body;

type Write = { changed: boolean; events: string[]; position: number };
/**
 * One write of the admin API: the action it runs, and its input from the body (in the action's names) and the
 * path. The action's own declaration checks it: this door validates nothing of its own.
 */
type Door = {
  method: 'put' | 'post';
  path: string;
  status?: number;
  run(actions: Actions, input: (extra?: Body) => unknown, req: Request, caller: Caller): Promise<Write>;
};

const param = (req: Request, name: string) => String(req.params[name]);
const listingParam = (req: Request) => Number(req.params.listing_id);
type Run = Actions['run'];
const as = (run: Run, name: Parameters<Run>[0], input: unknown, caller: Caller) => run(name, input as never, caller) as Promise<Write>;

const DOORS: Door[] = [
  { method: 'put', path: '/site', run: (a, input, _req, c) => as(a.run, 'changeSiteSettings', input(), c) },
  { method: 'put', path: '/categories/:slug', run: (a, input, req, c) => as(a.run, 'defineCategory', input({ slug: param(req, 'slug') }), c) },
  { method: 'put', path: '/products/:id', run: (a, input, req, c) => as(a.run, 'defineProduct', input({ id: param(req, 'id') }), c) },
  { method: 'put', path: '/blog/:slug', run: (a, input, req, c) => as(a.run, 'publishBlogPost', input({ slug: param(req, 'slug') }), c) },
  { method: 'post', path: '/interview-questions', status: 201, run: (a, input, _req, c) => as(a.run, 'defineInterviewQuestion', input(), c) },
  { method: 'post', path: '/reviews/:edit_id/revert', run: (a, input, req, c) => as(a.run, 'revertEdit', input({ editId: param(req, 'edit_id') }), c) },
  {
    method: 'post',
    path: '/listings/:listing_id/community-reviews/:account_id/hide',
    run: (a, input, req, c) => as(a.run, 'hideReview', input({ listingId: listingParam(req), accountId: param(req, 'account_id') }), c),
  },
  {
    method: 'post',
    path: '/listings/:listing_id/community-reviews/:account_id/unhide',
    run: (a, input, req, c) => as(a.run, 'unhideReview', input({ listingId: listingParam(req), accountId: param(req, 'account_id') }), c),
  },
  { method: 'post', path: '/listings/:listing_id/hide', run: (a, input, req, c) => as(a.run, 'hideListing', input({ listingId: listingParam(req) }), c) },
  { method: 'post', path: '/listings/:listing_id/unhide', run: (a, input, req, c) => as(a.run, 'unhideListing', input({ listingId: listingParam(req) }), c) },
  { method: 'post', path: '/listings/:listing_id/unlock', run: (a, input, req, c) => as(a.run, 'unlockSections', input({ listingId: listingParam(req) }), c) },
  // Revenue the team checked against the company's payment provider: the board labels it verified.
  { method: 'post', path: '/listings/:listing_id/revenue', run: (a, input, req, c) => as(a.run, 'verifyRevenue', input({ listingId: listingParam(req) }), c) },
  // The discussion: hide or show a comment, saying why.
  {
    method: 'post',
    path: '/comments/:comment_id/hide',
    run: (a, input, req, c) => as(a.run, 'hideComment', input({ commentId: param(req, 'comment_id') }), c),
  },
  {
    method: 'post',
    path: '/comments/:comment_id/restore',
    run: (a, input, req, c) => as(a.run, 'restoreComment', input({ commentId: param(req, 'comment_id') }), c),
  },
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

/** A refusal in the admin API's names: `price_cents`, `faqs[0].question`; a body that is no object is the body's fault. */
function refusal(error: DomainError) {
  const fields = error.issues.map((i) => (i.field === 'input' ? { field: 'body', message: 'must be a JSON object' } : inSnakeCase(i)));
  return problem(statusOf(error), fields.length ? `invalid ${fields.map((f) => f.field).join(', ')}` : error.message, fields);
}

const pageOf = (req: Request) => {
  const page = Number(req.query.page ?? 1);
  const perPage = Number(req.query.per_page ?? 50);
  if (!Number.isInteger(page) || page < 1 || page > 1000)
    throw new DomainError('invalid', 'page must be from 1 to 1000', [{ field: 'page', message: 'must be from 1 to 1000' }]);
  if (!Number.isInteger(perPage) || perPage < 1 || perPage > 100)
    throw new DomainError('invalid', 'per_page must be from 1 to 100', [{ field: 'per_page', message: 'must be from 1 to 100' }]);
  return { page, perPage };
};
const listingIdOf = (req: Request) => {
  const id = Number(req.params.listing_id);
  if (!Number.isInteger(id) || id < 1)
    throw new DomainError('invalid', 'listing_id must be a whole number from 1', [{ field: 'listing_id', message: 'must be an integer from 1' }]);
  return id;
};

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

/** The audit read: every version of a listing as its events tell it, or the one in force at `as_of`. */
const historyRoute = (deps: { actions: Actions }) => async (req: Request, res: Response) => {
  const id = listingIdOf(req);
  const asOf = req.query.as_of === undefined ? null : new Date(String(req.query.as_of));
  if (asOf && Number.isNaN(asOf.getTime()))
    return sendProblem(res, problem(400, 'invalid as_of', [{ field: 'as_of', message: 'must be an ISO 8601 date or date-time' }]));
  const versions = await deps.actions.run('listingHistory', { listingId: id }, adminCaller(req));
  if (versions.length === 0) return sendProblem(res, problem(404, `listing ${id} not found`));
  if (!asOf) return res.json({ listing_id: id, versions });
  const version = versionAsOf(versions, asOf);
  if (!version) return sendProblem(res, problem(404, `listing ${id} did not exist yet at ${asOf.toISOString()}`));
  res.json({ listing_id: id, as_of: asOf.toISOString(), version });
};

/**
 * The site team's HTTP surface (the same actions as the console's pages), open only with the ADMIN_TOKEN
 * bearer token. Bodies are snake_case like the public API; a PUT changes the fields it names and leaves the
 * others as they are. Each write is the action's, checked by the action's declaration alone.
 */
export function adminRouter(deps: { actions: Actions; readModels: ReadModels; adminToken: string | null }) {
  const router = express.Router();
  router.use(adminToken(deps.adminToken));
  for (const door of DOORS)
    router[door.method](door.path, async (req: Request, res: Response) => {
      const body = fromSnake(req.body ?? {});
      const input = (extra: Body = {}) => {
        if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
        // What the path names is not the body's to say.
        const twice = Object.keys(extra).filter((k) => Object.hasOwn(body, k));
        if (twice.length)
          throw new DomainError(
            'invalid',
            'given by the path',
            twice.map((k) => ({ field: k, message: 'is given by the path, not the body' })),
          );
        return { ...body, ...extra };
      };
      try {
        const r = await door.run(deps.actions, input, req, adminCaller(req));
        res.status(door.status ?? 200).json({ changed: r.changed, events: r.events, position: r.position });
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        sendProblem(res, refusal(error));
      }
    });
  router.get('/flags', async (req, res) => {
    res.json(await flaggedListings(deps.readModels, pageOf(req)));
  });
  router.get('/reviews', async (req, res) => {
    const listing = req.query.listing === undefined ? undefined : Number(req.query.listing);
    if (listing !== undefined && (!Number.isInteger(listing) || listing < 1))
      return sendProblem(res, problem(400, 'invalid listing', [{ field: 'listing', message: 'must be a listing id' }]));
    res.json(await editsFeed(deps.readModels, { listingId: listing }, pageOf(req)));
  });
  router.get('/listings/:listing_id/community-reviews', async (req, res) => {
    res.json({ listing_id: listingIdOf(req), items: await allReviewsOf(deps.readModels, listingIdOf(req)) });
  });
  router.get('/listings/:listing_id/history', historyRoute(deps));
  // The discussion's queue (held and reported comments), and a comment's audit trail.
  router.get('/comments', async (req, res) => {
    res.json(await moderationQueue(deps.readModels, pageOf(req)));
  });
  router.get('/comments/:comment_id/history', async (req, res) => {
    try {
      res.json(await deps.actions.run('commentHistory', { commentId: param(req, 'comment_id') }, adminCaller(req)));
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      sendProblem(res, refusal(error));
    }
  });
  return router;
}
