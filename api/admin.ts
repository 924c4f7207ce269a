import { createHash, timingSafeEqual } from 'node:crypto';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { Commands, CommandResult } from '../commands/index.ts';
import { invalid } from '../domain/shared/errors.ts';
import type { ReadModels } from '../projections/index.ts';
import { problem, sendProblem } from './problem.ts';

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * The site team's HTTP surface for catalog data (the same commands as the CLI's admin
 * commands), open only with the ADMIN_TOKEN bearer token.
 */
export function adminRouter(deps: { commands: Commands; readModels: ReadModels; adminToken: string | null; waitMs: number }) {
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

  const body = (req: Request): Record<string, unknown> => {
    if (req.body === undefined || req.body === null || typeof req.body !== 'object' || Array.isArray(req.body))
      throw invalid('body', 'must be a JSON object');
    return req.body as Record<string, unknown>;
  };
  const actor = 'admin';
  const done = async (res: Response, result: CommandResult, status = 200) => {
    await deps.readModels.waitFor(result.position, deps.waitMs, result.events.map((e) => e.type));
    res.status(status).json({ changed: result.events.length > 0, events: result.events.map((e) => e.type), position: result.position });
  };
  const ctx = (req: Request) => ({ actor, correlationId: req.correlationId });
  const text = (v: unknown, fallback = '') => (v === undefined ? fallback : v) as string;

  router.put('/site', async (req, res) => {
    const b = body(req);
    await done(res, await deps.commands.changeSiteSettings(
      { name: b.name as string, purpose: text(b.purpose), freeQueueMinWeeks: b.freeQueueMinWeeks as number, freeQueueMaxWeeks: b.freeQueueMaxWeeks as number },
      ctx(req),
    ));
  });

  router.put('/categories/:slug', async (req, res) => {
    const b = body(req);
    await done(res, await deps.commands.defineCategory(
      {
        slug: req.params.slug as string,
        name: b.name as string,
        description: text(b.description),
        faqs: (b.faqs ?? []) as never,
        parent: (b.parent ?? null) as string | null,
        attributes: (b.attributes ?? []) as string[],
      },
      ctx(req),
    ));
  });

  router.put('/products/:id', async (req, res) => {
    const b = body(req);
    await done(res, await deps.commands.defineProduct(
      { id: req.params.id as string, name: b.name as string, description: text(b.description), priceCents: b.priceCents as number, needsListing: b.needsListing as boolean },
      ctx(req),
    ));
  });

  router.put('/blog/:slug', async (req, res) => {
    const b = body(req);
    await done(res, await deps.commands.publishBlogPost(
      {
        slug: req.params.slug as string,
        title: b.title as string,
        summary: text(b.summary),
        markdown: b.markdown as string,
        faqs: (b.faqs ?? []) as never,
        author: b.author as string,
        tags: (b.tags ?? []) as string[],
        publishedAt: text(b.publishedAt, new Date().toISOString()),
      },
      ctx(req),
    ));
  });

  router.post('/interview-questions', async (req, res) => {
    const b = body(req);
    await done(res, await deps.commands.defineInterviewQuestion({ text: b.text as string, position: b.position as number | undefined }, ctx(req)), 201);
  });

  return router;
}
