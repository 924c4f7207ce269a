import pino, { type Logger } from 'pino';
import { currentCorrelation } from '../runtime/correlation.ts';

/**
 * JSON logs on stdout; credentials are redacted wherever they appear in a logged request. Every
 * line written inside a request, a job or a reactor's handling of an event names its correlation id.
 */
export function createLogger(level: string, name = 'launchdir'): Logger {
  return pino(
    {
      name,
      level,
      mixin() {
        const id = currentCorrelation();
        return id === undefined ? {} : { correlation_id: id };
      },
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization', 'headers.cookie', '*.password', '*.token', '*.secret'],
        censor: '[redacted]',
      },
    },
    pino.destination({ sync: false }),
  );
}

export type { Logger };
