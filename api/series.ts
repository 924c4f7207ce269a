import type { NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * Middleware run one after the other, as one: what a router's stack does for a fixed list, without
 * matching each step's path. An error, thrown or rejected, goes to `next` as Express would send it.
 */
export function series(...steps: RequestHandler[]): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    let i = 0;
    const step = (error?: unknown) => {
      if (error !== undefined) return next(error);
      const handler = steps[i++];
      if (!handler) return next();
      try {
        const running = handler(req, res, step) as unknown;
        if (running instanceof Promise) running.catch(next);
      } catch (thrown) {
        next(thrown);
      }
    };
    step();
  };
}
