import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { withCorrelation } from '../runtime/correlation.ts';

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

declare module 'express-serve-static-core' {
  interface Request {
    correlationId: string;
  }
}

/**
 * A correlation id per request (the caller's X-Request-Id when well-formed), current for
 * everything the request does (log lines, events, jobs), and one log line when it ends.
 */
export function requestContext(logger: Logger) {
  // The access line holds only the fields below, none a credential: it skips the redaction pass.
  const access = logger.child({}, { redact: [] });
  return (req: Request, res: Response, next: NextFunction) => {
    const given = req.headers['x-request-id'];
    req.correlationId = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    res.setHeader('X-Request-Id', req.correlationId);
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      access.info(
        {
          // Named here as well: 'finish' may be emitted outside the request's async context.
          correlation_id: req.correlationId,
          method: req.method,
          path: req.originalUrl.split('?')[0],
          status: res.statusCode,
          ms: Number(process.hrtime.bigint() - started) / 1e6,
        },
        'request',
      );
    });
    withCorrelation(req.correlationId, next);
  };
}
