import pino, { type Logger } from 'pino';

/** JSON logs on stdout; credentials are redacted wherever they appear in a logged request. */
export function createLogger(level: string, name = 'launchdir'): Logger {
  return pino(
    {
      name,
      level,
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization', 'headers.cookie', '*.password', '*.token', '*.secret'],
        censor: '[redacted]',
      },
    },
    pino.destination({ sync: false }),
  );
}

export type { Logger };
