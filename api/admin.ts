import { createHash, timingSafeEqual } from 'node:crypto';
import { Ajv2020 } from 'ajv/dist/2020.js';
import express, { type NextFunction, type Request, type Response } from 'express';
import { versionAsOf } from '../domain/listing/history.ts';
import { DomainError, type FieldIssue } from '../domain/shared/errors.ts';
import type { ReadModels } from '../projections/index.ts';
import { allReviewsOf, editsFeed, flaggedListings, moderationQueue } from '../projections/queries/index.ts';
import type { Actions, Caller } from './actions/index.ts';
import { problem, sendProblem, statusOf } from './problem.ts';
import { issues } from './validation.ts';

const digest = (s: string) => createHash('sha256').update(s).digest();
const ajv = new Ajv2020({ allErrors: true, strict: false });

const text = (max: number) => ({ type: 'string', maxLength: max });
const faqs = {
  type: 'array',
  maxItems: 10,
  items: { type: 'object', additionalProperties: false, required: ['question', 'answer'], properties: { question: text(300), answer: text(1500) } },
};
const body = (properties: Record<string, unknown>) => ajv.compile({ type: 'object', additionalProperties: false, properties });

const SITE = body({
  name: text(120),
  purpose: text(500),
  free_queue_min_weeks: { type: 'integer' },
  free_queue_max_weeks: { type: 'integer' },
  free_weekly_capacity: { type: 'integer' },
  paid_weekly_capacity: { type: 'integer' },
  featured_weekly_capacity: { type: 'integer' },
  seller_country: { type: 'string', maxLength: 2 },
});
const CATEGORY = body({
  name: text(200),
  description: text(5000),
  parent: { type: ['string', 'null'] },
  faqs,
  attributes: { type: 'array', maxItems: 20, items: text(60) },
});
const PRODUCT = body({ name: text(200), description: text(2000), price_cents: { type: 'integer' }, needs_listing: { type: 'boolean' } });
const POST = body({
  title: text(200),
  summary: text(500),
  markdown: text(200_000),
  faqs,
  author: text(160),
  tags: { type: 'array', maxItems: 20, items: text(60) },
  published_at: { type: 'string' },
});
const HIDE = ajv.compile({ type: 'object', additionalProperties: false, required: ['reason'], properties: { reason: text(500) } });
const UNLOCK = ajv.compile({
  type: 'object',
  additionalProperties: false,
  required: ['sections'],
  properties: { sections: { type: 'array', minItems: 1, items: { enum: ['story', 'milestones', 'media'] } } },
});
const REVENUE = ajv.compile({
  type: 'object',
  additionalProperties: false,
  required: ['mrr_cents', 'month', 'evidence'],
  properties: { mrr_cents: { type: 'integer' }, month: { type: 'string' }, evidence: text(500) },
});
const NOTHING = ajv.compile({ type: 'object', additionalProperties: false, properties: {} });
const QUESTION = ajv.compile({
  type: 'object',
  additionalProperties: false,
  required: ['text'],
  properties: { text: text(500), position: { type: 'integer' } },
});

/** The domain names fields as the events do; the admin API speaks the public API's snake_case. */
const SNAKE: Record<string, string> = {
  freeQueueMinWeeks: 'free_queue_min_weeks',
  commentId: 'comment_id',
  freeQueueMaxWeeks: 'free_queue_max_weeks',
  freeWeeklyCapacity: 'free_weekly_capacity',
  paidWeeklyCapacity: 'paid_weekly_capacity',
  featuredWeeklyCapacity: 'featured_weekly_capacity',
  sellerCountry: 'seller_country',
  priceCents: 'price_cents',
  needsListing: 'needs_listing',
  publishedAt: 'published_at',
  mrrCents: 'mrr_cents',
};
const inSnakeCase = (i: FieldIssue): FieldIssue => ({ ...i, field: SNAKE[i.field] ?? i.field });

type Body = Record<string, unknown>;
const str = (b: Body, k: string) => (typeof b[k] === 'string' ? b[k] : undefined);
const int = (b: Body, k: string) => (typeof b[k] === 'number' ? b[k] : undefined);
const strs = (b: Body, k: string) => (Array.isArray(b[k]) ? b[k].map(String) : undefined);
const faqsOf = (b: Body) =>
  Array.isArray(b.faqs) ? b.faqs.map((f: { question: string; answer: string }) => ({ question: f.question, answer: f.answer })) : undefined;

/**
 * The site team's HTTP surface for catalog data (the same actions as the console's pages), open only with
 * the ADMIN_TOKEN bearer token. Bodies are snake_case like the public API; a PUT changes the fields
 * it names and leaves the others as they are.
 */
export function adminRouter(deps: { actions: Actions; readModels: ReadModels; adminToken: string | null }) {
  const router = express.Router();
  const expected = deps.adminToken ? digest(deps.adminToken) : null;

  router.use((req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Cache-Control', 'no-store');
    const header = req.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7) : '';
    if (!expected) return sendProblem(res, problem(401, 'the admin API is off: ADMIN_TOKEN is not set'));
    if (!token || !timingSafeEqual(digest(token), expected)) {
      res.setHeader('WWW-Authenticate', 'Bearer realm="launchdir-admin"');
      return sendProblem(res, problem(401, 'a valid admin token is required'));
    }
    next();
  });

  const handle =
    (check: ReturnType<typeof ajv.compile>, run: (b: Body, req: Request) => Promise<{ changed: boolean; events: string[]; position: number }>, status = 200) =>
    async (req: Request, res: Response) => {
      const b: unknown = req.body ?? {};
      if (!check(b) || !b || typeof b !== 'object' || Array.isArray(b)) {
        const found = issues(check.errors, 'body');
        return sendProblem(
          res,
          problem(
            400,
            `invalid ${found.map((i) => i.field).join(', ') || 'body'}`,
            found.length ? found : [{ field: 'body', message: 'must be a JSON object' }],
          ),
        );
      }
      try {
        const result = await run({ ...b }, req);
        res.status(status).json({ changed: result.changed, events: result.events, position: result.position });
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        const fields = error.issues.map(inSnakeCase);
        sendProblem(res, problem(statusOf(error), fields.length ? `invalid ${fields.map((f) => f.field).join(', ')}` : error.message, fields));
      }
    };
  // Whoever holds the token acts as the site team, recorded as `admin`.
  const ctx = (req: Request): Caller => ({
    actor: 'admin',
    accountId: null,
    emailConfirmed: false,
    siteTeam: true,
    address: req.ip ?? '',
    correlationId: req.correlationId,
  });

  router.put(
    '/site',
    handle(SITE, (b, req) =>
      deps.actions.run(
        'changeSiteSettings',
        {
          name: str(b, 'name'),
          purpose: str(b, 'purpose'),
          freeQueueMinWeeks: int(b, 'free_queue_min_weeks'),
          freeQueueMaxWeeks: int(b, 'free_queue_max_weeks'),
          freeWeeklyCapacity: int(b, 'free_weekly_capacity'),
          paidWeeklyCapacity: int(b, 'paid_weekly_capacity'),
          featuredWeeklyCapacity: int(b, 'featured_weekly_capacity'),
          sellerCountry: str(b, 'seller_country'),
        },
        ctx(req),
      ),
    ),
  );
  router.put(
    '/categories/:slug',
    handle(CATEGORY, (b, req) =>
      deps.actions.run(
        'defineCategory',
        {
          slug: String(req.params.slug),
          name: str(b, 'name'),
          description: str(b, 'description'),
          parent: b.parent === null ? null : str(b, 'parent'),
          faqs: faqsOf(b),
          attributes: strs(b, 'attributes'),
        },
        ctx(req),
      ),
    ),
  );
  router.put(
    '/products/:id',
    handle(PRODUCT, (b, req) =>
      deps.actions.run(
        'defineProduct',
        {
          id: String(req.params.id),
          name: str(b, 'name'),
          description: str(b, 'description'),
          priceCents: int(b, 'price_cents'),
          needsListing: typeof b.needs_listing === 'boolean' ? b.needs_listing : undefined,
        },
        ctx(req),
      ),
    ),
  );
  router.put(
    '/blog/:slug',
    handle(POST, (b, req) =>
      deps.actions.run(
        'publishBlogPost',
        {
          slug: String(req.params.slug),
          title: str(b, 'title'),
          summary: str(b, 'summary'),
          markdown: str(b, 'markdown'),
          faqs: faqsOf(b),
          author: str(b, 'author'),
          tags: strs(b, 'tags'),
          publishedAt: str(b, 'published_at'),
        },
        ctx(req),
      ),
    ),
  );
  router.post(
    '/interview-questions',
    handle(QUESTION, (b, req) => deps.actions.run('defineInterviewQuestion', { text: String(b.text), position: int(b, 'position') }, ctx(req)), 201),
  );
  // Listings: the review feed of edits with their before and after, moderation, paid sections, history.
  const listingId = (req: Request) => {
    const id = Number(req.params.listing_id);
    if (!Number.isInteger(id) || id < 1)
      throw new DomainError('invalid', 'listing_id must be a whole number from 1', [{ field: 'listing_id', message: 'must be an integer from 1' }]);
    return id;
  };
  const pageOf = (req: Request) => {
    const page = Number(req.query.page ?? 1);
    const perPage = Number(req.query.per_page ?? 50);
    if (!Number.isInteger(page) || page < 1 || page > 1000)
      throw new DomainError('invalid', 'page must be from 1 to 1000', [{ field: 'page', message: 'must be from 1 to 1000' }]);
    if (!Number.isInteger(perPage) || perPage < 1 || perPage > 100)
      throw new DomainError('invalid', 'per_page must be from 1 to 100', [{ field: 'per_page', message: 'must be from 1 to 100' }]);
    return { page, perPage };
  };

  router.get('/flags', async (req, res) => {
    res.json(await flaggedListings(deps.readModels, pageOf(req)));
  });
  router.get('/reviews', async (req, res) => {
    const listing = req.query.listing === undefined ? undefined : Number(req.query.listing);
    if (listing !== undefined && (!Number.isInteger(listing) || listing < 1))
      return sendProblem(res, problem(400, 'invalid listing', [{ field: 'listing', message: 'must be a listing id' }]));
    res.json(await editsFeed(deps.readModels, { listingId: listing }, pageOf(req)));
  });
  router.post(
    '/reviews/:edit_id/revert',
    handle(NOTHING, (_b, req) => deps.actions.run('revertEdit', { editId: String(req.params.edit_id) }, ctx(req))),
  );
  // Community reviews: the site team hides one (spam, abuse) or shows it again; both are events.
  const reviewer = (req: Request) => {
    const id = String(req.params.account_id);
    if (!/^acct_[a-f0-9]{16}$/.test(id))
      throw new DomainError('invalid', 'account_id is not an account id', [{ field: 'account_id', message: 'must be an account id' }]);
    return id;
  };
  router.get('/listings/:listing_id/community-reviews', async (req, res) => {
    res.json({ listing_id: listingId(req), items: await allReviewsOf(deps.readModels, listingId(req)) });
  });
  router.post(
    '/listings/:listing_id/community-reviews/:account_id/hide',
    handle(HIDE, (b, req) => deps.actions.run('hideReview', { listingId: listingId(req), accountId: reviewer(req), reason: String(b.reason) }, ctx(req))),
  );
  router.post(
    '/listings/:listing_id/community-reviews/:account_id/unhide',
    handle(NOTHING, (_b, req) => deps.actions.run('unhideReview', { listingId: listingId(req), accountId: reviewer(req) }, ctx(req))),
  );
  // The discussion's queue (held and reported comments), hiding or showing one with a reason, and a comment's audit trail.
  router.get('/comments', async (req, res) => {
    res.json(await moderationQueue(deps.readModels, pageOf(req)));
  });
  const commentId = (req: Request) => String(req.params.comment_id);
  router.post(
    '/comments/:comment_id/hide',
    handle(HIDE, (b, req) => deps.actions.run('hideComment', { commentId: commentId(req), reason: String(b.reason) }, ctx(req))),
  );
  router.post(
    '/comments/:comment_id/restore',
    handle(HIDE, (b, req) => deps.actions.run('restoreComment', { commentId: commentId(req), reason: String(b.reason) }, ctx(req))),
  );
  router.get('/comments/:comment_id/history', async (req, res) => {
    try {
      res.json(await deps.actions.run('commentHistory', { commentId: commentId(req) }, ctx(req)));
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      const fields = error.issues.map(inSnakeCase);
      sendProblem(res, problem(statusOf(error), fields.length ? `invalid ${fields.map((f) => f.field).join(', ')}` : error.message, fields));
    }
  });
  router.post(
    '/listings/:listing_id/hide',
    handle(HIDE, (b, req) => deps.actions.run('hideListing', { listingId: listingId(req), reason: String(b.reason) }, ctx(req))),
  );
  router.post(
    '/listings/:listing_id/unhide',
    handle(NOTHING, (_b, req) => deps.actions.run('unhideListing', { listingId: listingId(req) }, ctx(req))),
  );
  router.post(
    '/listings/:listing_id/unlock',
    handle(UNLOCK, (b, req) => deps.actions.run('unlockSections', { listingId: listingId(req), sections: strs(b, 'sections') ?? [] }, ctx(req))),
  );
  // Revenue the team checked against the company's payment provider: the board labels it verified.
  router.post(
    '/listings/:listing_id/revenue',
    handle(REVENUE, (b, req) =>
      deps.actions.run(
        'verifyRevenue',
        { listingId: listingId(req), mrrCents: Number(b.mrr_cents), month: String(b.month), evidence: String(b.evidence) },
        ctx(req),
      ),
    ),
  );
  router.get('/listings/:listing_id/history', async (req, res) => {
    const id = listingId(req);
    const asOf = req.query.as_of === undefined ? null : new Date(String(req.query.as_of));
    if (asOf && Number.isNaN(asOf.getTime()))
      return sendProblem(res, problem(400, 'invalid as_of', [{ field: 'as_of', message: 'must be an ISO 8601 date or date-time' }]));
    const versions = await deps.actions.run('listingHistory', { listingId: id }, ctx(req));
    if (versions.length === 0) return sendProblem(res, problem(404, `listing ${id} not found`));
    if (!asOf) return res.json({ listing_id: id, versions });
    const version = versionAsOf(versions, asOf);
    if (!version) return sendProblem(res, problem(404, `listing ${id} did not exist yet at ${asOf.toISOString()}`));
    res.json({ listing_id: id, as_of: asOf.toISOString(), version });
  });
  return router;
}
