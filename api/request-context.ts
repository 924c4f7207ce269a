import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { withCorrelation } from '../runtime/correlation.ts';
import { accessLog } from './access-log.ts';

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

declare module 'express-serve-static-core' {
  interface Request {
    correlationId: string;
  }
}

/** The caller's X-Request-Id when well-formed, else a new one. */
export function requestIdOf(headers: IncomingHttpHeaders): string {
  const given = headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * A correlation id per request, current for everything the request does (log lines, events, jobs), and one log line when it ends.
 */
export function requestContext(logger: Logger) {
  const log = accessLog(logger);
  return (req: Request, res: Response, next: NextFunction) => {
    req.correlationId = requestIdOf(req.headers);
    res.setHeader('X-Request-Id', req.correlationId);
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      log({
        // Named here as well: 'finish' may be emitted outside the request's async context.
        correlation_id: req.correlationId,
        method: req.method,
        path: req.originalUrl.split('?')[0],
        status: res.statusCode,
        ms: Number(process.hrtime.bigint() - started) / 1e6,
      });
    });
    withCorrelation(req.correlationId, next);
  };
}
